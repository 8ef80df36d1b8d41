import Taro from '@tarojs/taro'

/** WeChat's own 1:1 crop screen (base library 2.26+); the server crops the centre when it is missing. */
export async function cropSquare(path: string): Promise<string> {
  if (!canCrop()) return path
  const cropped = await Taro.cropImage({ src: path, cropScale: '1:1' })
  return cropped.tempFilePath
}

function canCrop(): boolean {
  try {
    return Taro.canIUse('cropImage')
  } catch {
    // A runtime without canIUse (old base library, test harness) has no crop screen either.
    return false
  }
}
