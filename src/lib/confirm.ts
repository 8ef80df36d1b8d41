import Taro from '@tarojs/taro'
import { PRIMARY_TEXT } from '@/styles/colors'

/** A 取消 / 确认 question; resolves true on 确认. */
export async function confirm(content: string, title = '提示'): Promise<boolean> {
  try {
    const r = await Taro.showModal({ title, content, cancelText: '取消', confirmText: '确认', confirmColor: PRIMARY_TEXT })
    return r.confirm
  } catch {
    return false
  }
}
