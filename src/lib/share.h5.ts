import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { toast } from './ui'
import { isInWeChatBrowser } from './embedding'
import { absoluteLink, shareImageOf, type ShareTarget } from './share-target'
import { configureWxShare, fetchJsSdkSignature, type ShareData, type WxLike } from './wechat-jssdk'

export type ShareOutcome = 'wechat-menu' | 'copied' | 'menu' | 'failed'

export const LINK_COPIED_TEXT = '链接已复制，请在浏览器中打开'

/**
 * WeChat's JS-SDK (jweixin) is not bundled: it is only used when the host page already provides
 * `window.wx`. Without it the link is copied instead.
 */
function wechatSdk(): WxLike | undefined {
  const wx = (window as unknown as { wx?: WxLike }).wx
  return wx && typeof wx.config === 'function' ? wx : undefined
}

function shareDataOf(target: ShareTarget): ShareData {
  return {
    title: target.title,
    desc: target.desc ?? '',
    link: absoluteLink(target.path, window.location.origin),
    imgUrl: shareImageOf(target.image),
  }
}

async function configureInWeChat(target: ShareTarget): Promise<boolean> {
  const wx = wechatSdk()
  if (!wx || !isInWeChatBrowser()) return false
  try {
    const signature = await fetchJsSdkSignature(window.location.href)
    return await configureWxShare(wx, signature, shareDataOf(target))
  } catch {
    return false
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: text })
    return true
  } catch {
    try {
      await navigator.clipboard.writeText(text)
      return true
    } catch {
      return false
    }
  }
}

export async function shareTarget(target: ShareTarget): Promise<ShareOutcome> {
  if (await configureInWeChat(target)) {
    void toast('请点击右上角“…”分享给朋友')
    return 'wechat-menu'
  }
  const link = shareDataOf(target).link
  if (await copyText(link)) {
    void toast(LINK_COPIED_TEXT)
    return 'copied'
  }
  void toast('复制失败，请手动复制地址栏中的链接')
  return 'failed'
}

export function usePageShare(target: ShareTarget | null): void {
  const key = target ? `${target.title}|${target.path}|${target.image ?? ''}` : ''
  useEffect(() => {
    if (target) void configureInWeChat(target)
  }, [key])
}
