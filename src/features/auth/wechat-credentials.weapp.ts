import Taro from '@tarojs/taro'
import type { FederationCallbackRequest } from './types'

export const WECHAT_LOGIN_AVAILABLE = true

type Profile = Pick<FederationCallbackRequest, 'rawData' | 'signature' | 'encryptedData' | 'iv'>

/** The user's profile when WeChat still offers it; newer base libraries answer anonymously or refuse. */
async function profile(): Promise<Profile> {
  try {
    const res = await Taro.getUserProfile({ desc: '用于完善登录账号资料' })
    return { rawData: res.rawData, signature: res.signature, encryptedData: res.encryptedData, iv: res.iv }
  } catch {
    return {}
  }
}

/** wx.login's one-time code plus the profile data (spec §3 "Mini-program federation"). */
export async function wechatCredentials(): Promise<FederationCallbackRequest> {
  // getUserProfile first: WeChat allows it only synchronously inside the tap.
  const userData = profile()
  const { code } = await Taro.login()
  if (!code) throw new Error('微信登录失败，请重试')
  return { code, ...(await userData) }
}
