/**
 * The text-size rules both platforms share (elder-mode.h5.ts, elder-mode.weapp.ts; styles/elder-mode.scss states the
 * same numbers for the styles).
 */

/** 长辈模式's least text scale (styles/elder-mode.scss's $elder-text-scale). */
export const ELDER_TEXT_SCALE = 1.3

/** Large text from this scale on (or in 长辈模式): buttons' labels may take two lines. */
export const LARGE_TEXT_SCALE = 1.2

/** The class that marks large text (styles/elder-mode.scss). */
export const LARGE_TEXT_CLASS = 'portal-large-text'

/** Spec §9: a picker row is 44 px (styles/theme.scss), at the usual text size. */
export const PICKER_ITEM_PX = 44

/** 长辈模式's least touch target. */
export const ELDER_TARGET_PX = 48

/**
 * NutUI's picker row for text drawn `scale` times its usual size, at least 48 px in 长辈模式. Its H5 picker reads the
 * row height in script (`parseFloat` of `--nutui-picker-item-height`), so a `calc()` of the text scale reads as NaN
 * and the rows would not grow with the text: the height is given as a plain length, on the document's root in a
 * browser and in the page's `<page-meta page-style>` in the mini-program.
 */
export function pickerItemHeight(scale: number, elder: boolean): string {
  const px = Math.round(PICKER_ITEM_PX * Math.max(1, scale))
  return `${elder ? Math.max(ELDER_TARGET_PX, px) : px}px`
}
