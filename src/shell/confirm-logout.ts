import Taro from '@tarojs/taro'
import { PRIMARY_TEXT } from '@/styles/colors'

/** Logging out loses the session (and on H5 the SSO session too), so it is asked first. */
export async function confirmLogout(): Promise<boolean> {
  try {
    const r = await Taro.showModal({
      title: '退出登录',
      content: '确定要退出当前账号吗？',
      cancelText: '取消',
      confirmText: '退出',
      confirmColor: PRIMARY_TEXT,
    })
    return r.confirm
  } catch {
    return false
  }
}
