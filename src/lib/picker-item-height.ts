/**
 * NutUI's picker row at a text size. Its H5 picker reads the row height in script (`parseFloat` of
 * `--nutui-picker-item-height`), so a `calc()` of the text scale reads as NaN and the rows would not grow with the
 * text: the height is worked out here and given as a plain length, on the document's root in a browser
 * (elder-mode.h5.ts) and in the page's `<page-meta page-style>` in the mini-program (elder-mode.weapp.ts).
 */

/** Spec §9: a picker row is 44 px (styles/theme.scss), at the usual text size. */
export const PICKER_ITEM_PX = 44

/** 长辈模式's least touch target. */
export const ELDER_TARGET_PX = 48

/** The row height for text drawn `scale` times its usual size, at least 48 px in 长辈模式. */
export function pickerItemHeight(scale: number, elder: boolean): string {
  const px = Math.round(PICKER_ITEM_PX * Math.max(1, scale))
  return `${elder ? Math.max(ELDER_TARGET_PX, px) : px}px`
}
