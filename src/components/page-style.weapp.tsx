import { PageMeta } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { pageTextStyle } from '@/lib/elder-mode'
import { pageColorStyle, paintNativeChrome } from '@/lib/color-scheme'

/**
 * The page's own style in the mini-program, whose page root no script can mark: a `<page-meta page-style>` with the
 * text size and 长辈模式 (`--portal-text-scale`, which every text size follows, and the larger controls) and the colour
 * set of 浅色 / 深色; as the page shows, WeChat's bars take the chosen colours. Every page config enables page-meta
 * (routes/page-config.ts) and config/weapp-page-meta.js cuts Taro's block to its page-style.
 */
export const PageStyle = observer(function PageStyle() {
  useDidShow(paintNativeChrome)
  const style = [pageTextStyle(), pageColorStyle()].filter(Boolean).join(';')
  return style ? <PageMeta pageStyle={style} /> : null
})
