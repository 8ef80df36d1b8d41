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
 * 更换头像: choose or take a photo, crop it square, upload it (the shared upload checks type and size),
 * and save it as the avatar (the server resizes it). Resolves with the new address, or null when the
 * person cancelled the choice or the crop.
 */
export async function changeAvatar(): Promise<string | null> {
  const chosen = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album', 'camera'] }).catch(cancelled)
  const path = chosen?.tempFilePaths[0]
  if (!path) return null
  const square = await cropSquare(path).catch(cancelled)
  if (!square) return null
  const file = await uploadLocalFile(square)
  const saved = await savePortrait(file.id)
  return saved.avatarUrl
}
