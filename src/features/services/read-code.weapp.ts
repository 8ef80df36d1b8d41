import Taro from '@tarojs/taro'

const cancelled = (error: unknown) => /cancel/i.test(String((error as { errMsg?: string })?.errMsg ?? error))

export async function readCode(): Promise<string | null> {
  try {
    const result = await Taro.scanCode({ onlyFromCamera: false, scanType: ['qrCode', 'barCode'] })
    return result.result ?? ''
  } catch (error) {
    if (cancelled(error)) return null
    throw new Error('未识别到二维码，请重试')
  }
}

export async function decodeImage(): Promise<string | null> {
  return null
}
