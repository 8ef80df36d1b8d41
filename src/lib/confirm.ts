import Taro from '@tarojs/taro'

/** A 取消 / 确认 question; resolves true on 确认. */
export async function confirm(content: string, title = '提示'): Promise<boolean> {
  try {
    const r = await Taro.showModal({ title, content, cancelText: '取消', confirmText: '确认', confirmColor: '#ED663F' })
    return r.confirm
  } catch {
    return false
  }
}
