import type { FederationCallbackRequest } from './types'

/** Contract of `wechat-credentials.weapp.ts` (wx.login) / `wechat-credentials.h5.ts` (not offered). */
export declare const WECHAT_LOGIN_AVAILABLE: boolean
/** Must be called from a tap: the profile prompt is only allowed there. */
export declare function wechatCredentials(): Promise<FederationCallbackRequest>
