import { endpointClient } from './endpoint-client'
import type { cmsEndpoints, WechatJssdkConfig } from '@contract/cms'
import { cmsPaths } from '@contract/paths/cms'

/** Spec §3 "Sharing-SDK signature response". */
export type JsSdkSignature = WechatJssdkConfig

const portal = endpointClient<typeof cmsEndpoints>(cmsPaths)

/** The page address WeChat signs: the current URL without its fragment. */
export function signatureUrl(href: string): string {
  const i = href.indexOf('#')
  return i < 0 ? href : href.slice(0, i)
}

/** GET {portal}/v1/wechat/getWechatJSSDK?url=… */
export function fetchJsSdkSignature(url: string): Promise<JsSdkSignature> {
  return portal.getWechatJSSDK({ data: { url: signatureUrl(url) }, silent: true })
}

export interface ShareData {
  title: string
  desc?: string
  link: string
  imgUrl?: string
}

/** The part of WeChat's `wx` object sharing uses. */
export interface WxLike {
  config(options: Record<string, unknown>): void
  ready(cb: () => void): void
  error(cb: (res: unknown) => void): void
  updateAppMessageShareData?(data: ShareData & { success?: () => void }): void
  updateTimelineShareData?(data: Omit<ShareData, 'desc'> & { success?: () => void }): void
}

export const SHARE_JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'onMenuShareQQ',
]

/**
 * Configures the JS-SDK (debug mode, spec §9) and sets the share card. Resolves false when `wx`
 * refuses the signature; the caller then falls back to copying the link.
 */
export function configureWxShare(wx: WxLike, signature: JsSdkSignature, data: ShareData, debug = true): Promise<boolean> {
  return new Promise((resolve) => {
    wx.config({
      debug,
      appId: signature.appid,
      timestamp: signature.timestamp,
      nonceStr: signature.nonceStr,
      signature: signature.signature,
      jsApiList: SHARE_JS_API_LIST,
    })
    wx.error(() => resolve(false))
    wx.ready(() => {
      wx.updateAppMessageShareData?.({ ...data })
      wx.updateTimelineShareData?.({ title: data.title, link: data.link, imgUrl: data.imgUrl })
      resolve(true)
    })
  })
}
