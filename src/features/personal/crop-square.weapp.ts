import Taro from '@tarojs/taro'

/** WeChat's own 1:1 crop screen (base library 2.26+); the server crops the centre when it is missing. */
export async function cropSquare(path: string): Promise<string> {
  if (!Taro.canIUse('cropImage')) return path
  const cropped = await Taro.cropImage({ src: path, cropScale: '1:1' })
  return cropped.tempFilePath
}
