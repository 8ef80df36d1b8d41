import type { FederationCallbackRequest } from './types'

/** Contract of `wechat-credentials.weapp.ts` (wx.login) / `wechat-credentials.h5.ts` (not offered). */
export declare const WECHAT_LOGIN_AVAILABLE: boolean
/** wx.login's code for the federation callback. */
export declare function wechatCredentials(): Promise<FederationCallbackRequest>
