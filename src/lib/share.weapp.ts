import { useRef } from 'react'
import Taro, { useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { toast } from './ui'
import { shareImageOf, type ShareTarget } from './share-target'

export type ShareOutcome = 'wechat-menu' | 'copied' | 'menu' | 'failed'

export const LINK_COPIED_TEXT = '链接已复制，请在浏览器中打开'

/** In the mini-program a share starts from the menu (or a Button with openType="share"). */
export async function shareTarget(_target: ShareTarget): Promise<ShareOutcome> {
  try {
    await Taro.showShareMenu({ withShareTicket: true, menus: ['shareAppMessage', 'shareTimeline'] } as Taro.showShareMenu.Option)
    void toast('请点击右上角“…”分享')
    return 'menu'
  } catch {
    return 'failed'
  }
}

/** Friends (shareAppMessage) and Moments (shareTimeline) get the same title and image. */
export function usePageShare(target: ShareTarget | null): void {
  const latest = useRef(target)
  latest.current = target
  useShareAppMessage(() => {
    const t = latest.current
    if (!t) return {}
    return { title: t.title, path: t.path, imageUrl: shareImageOf(t.image) }
  })
  useShareTimeline(() => {
    const t = latest.current
    if (!t) return {}
    const query = t.path.includes('?') ? t.path.slice(t.path.indexOf('?') + 1) : ''
    return { title: t.title, query, imageUrl: shareImageOf(t.image) }
  })
}
