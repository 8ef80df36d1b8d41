import Taro from '@tarojs/taro'
import type { FederationCallbackRequest } from './types'

export const WECHAT_LOGIN_AVAILABLE = true

/**
 * wx.login's one-time code (spec §3 "Mini-program federation"). The profile fields (rawData,
 * signature, encryptedData, iv) are no longer sent: getUserProfile is retired and getUserInfo
 * answers an anonymous 微信用户, so the server identifies the user by the code's openid alone.
 */
export async function wechatCredentials(): Promise<FederationCallbackRequest> {
  const { code } = await Taro.login()
  if (!code) throw new Error('微信登录失败，请重试')
  return { code }
}
