import { uploadLocalFile } from '@/lib/upload'
import { savePortrait } from './api'
import { cropSquare } from './crop-square'

/** A cancelled picker or crop screen answers `…:fail cancel`; anything else is a real failure. */
function cancelled(error: unknown): null {
  if (/cancel/i.test(String((error as { errMsg?: string })?.errMsg ?? error))) return null
  throw error
}

/**
 * Uploads a local image (the shared upload checks type and size) and saves it as the avatar (the server
 * resizes it); resolves with the new address. `fileName` names a blob: URL's file in H5.
 */
export async function saveAvatarFile(path: string, fileName?: string): Promise<string> {
  const file = await uploadLocalFile(path, fileName)
  const saved = await savePortrait(file.id)
  return saved.avatarUrl
}

/**
 * A chosen photo through the platform's square crop screen (where it has one), then uploaded and saved.
 * Resolves with the new address, or null when the person cancelled the crop.
 */
export async function cropAndSaveAvatar(path: string): Promise<string | null> {
  const square = await cropSquare(path).catch(cancelled)
  if (!square) return null
  return await saveAvatarFile(square)
}
