/**
 * In a browser the document's root carries the text size, 长辈模式 and the colour set (lib/elder-mode.h5.ts,
 * lib/color-scheme.h5.ts) and the bars are the page's own, so a page adds nothing.
 */
export function PageStyle(): null {
  return null
}
