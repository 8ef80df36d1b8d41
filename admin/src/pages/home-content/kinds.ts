import type { HomeContentKind } from '@contract/home-content-rules'

/** What each kind shows and asks for; one page serves the four home pieces. */
export const KIND: Record<HomeContentKind, { image?: string; linkLabel: string; linkHelp: string; popup?: true; note?: string }> = {
  slide: { image: '图片', linkLabel: '链接', linkHelp: '可空；门户页面如 /pagesA/news/detail?id=12，或允许域名下的网址' },
  marquee: { linkLabel: '链接', linkHelp: '可空；门户页面如 /pagesA/news/detail?id=12，或允许域名下的网址' },
  popup: {
    image: '图片（视频的封面）',
    linkLabel: '点击后打开',
    linkHelp: '可空；门户页面或允许域名下的网址',
    popup: true,
    note: '门户首页在有效期内为对应身份的用户弹出；同一设备上用户关闭后即记为已读，不再弹出。',
  },
  floatingBox: {
    image: '图标',
    linkLabel: '访问地址',
    linkHelp: '必填；可含 {idToken}，打开时换成用户的令牌',
    note: '门户首页显示排在最前、且在有效期内的一个悬浮框。',
  },
}
