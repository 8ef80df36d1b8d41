import type { FederationCallbackRequest } from './types'

/** A browser has no wx.login: the 微信一键登录 button is only offered in the mini-program. */
export const WECHAT_LOGIN_AVAILABLE = false

export function wechatCredentials(): Promise<FederationCallbackRequest> {
  return Promise.reject(new Error('请在微信小程序中使用微信登录'))
}
