import { iconSheetUrl } from '@/lib/image-url'

/** A tab icon's cell: 27 px drawn sharp at 3× (WeChat's recommended 81 px tab icon). */
export const TAB_ICON_CELL = '81x81'

/**
 * The addresses the tab bar shows for `icons` (every tab's icon and selected icon, in order). In the browser the
 * bar shows them directly; when all are the server's own images they come in one transparent sheet, each icon
 * addressed as `{sheet}#cell={i}/{n}` (the bar, config/h5-components/tabbar.js, draws that cell), so a themed
 * bar is one request instead of one per tab. Null marks an icon that cannot be shown (never in the browser).
 */
export async function tabIconPaths(icons: readonly string[]): Promise<(string | null)[]> {
  const sheet = iconSheetUrl(icons, { cell: TAB_ICON_CELL, transparent: true })
  return sheet ? icons.map((_, index) => `${sheet}#cell=${index}/${icons.length}`) : [...icons]
}
