/** Browsers crop in the page (NutUI's AvatarCropper in avatar-cell.h5.tsx): a chosen path is already final. */
export async function cropSquare(path: string): Promise<string> {
  return path
}
