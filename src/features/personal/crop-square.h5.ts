/** Browsers have no crop screen in Taro: the server crops the square (centred on the subject) when it resizes. */
export async function cropSquare(path: string): Promise<string> {
  return path
}
