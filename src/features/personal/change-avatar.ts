import Taro from '@tarojs/taro'
import { uploadLocalFile } from '@/lib/upload'
import { savePortrait } from './api'
import { cropSquare } from './crop-square'

/** A cancelled picker answers `…:fail cancel`; anything else is a real failure. */
function cancelled(error: unknown): null {
  if (/cancel/i.test(String((error as { errMsg?: string })?.errMsg ?? error))) return null
  throw error
}

/**
 * Uploads a local image (the shared upload checks type and size) and saves it as the avatar (the server
 * resizes it); resolves with the new address.
 */
export async function saveAvatarFile(path: string): Promise<string> {
  const file = await uploadLocalFile(path)
  const saved = await savePortrait(file.id)
  return saved.avatarUrl
}

/**
 * 更换头像: choose or take a photo, crop it square, then upload and save it. Resolves with the new
 * address, or null when the person cancelled the choice or the crop.
 */
export async function changeAvatar(): Promise<string | null> {
  const chosen = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] }).catch(cancelled)
  const path = chosen?.tempFilePaths[0]
  if (!path) return null
  const square = await cropSquare(path).catch(cancelled)
  if (!square) return null
  return await saveAvatarFile(square)
}
