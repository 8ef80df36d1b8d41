import { PageMeta } from '@tarojs/components'
import { observer } from 'mobx-react'
import { pageTextStyle } from '@/lib/elder-mode'

/**
 * The page's text size and 长辈模式 in the mini-program: a `<page-meta page-style>` that sets `--portal-text-scale`
 * (and 长辈模式's control sizes) on the page's root, which every text size follows. Every page config enables page-meta
 * (routes/page-config.ts); PageOverlay draws this on every page that has it, a page without it draws it itself.
 * Nothing in a browser, where the document's root carries the same properties.
 */
export const PageTextStyle = observer(function PageTextStyle() {
  const style = pageTextStyle()
  return style ? <PageMeta pageStyle={style} /> : null
})
