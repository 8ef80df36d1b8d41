/**
 * Mini-program twin of `elder-mode.h5.ts`. The text sizes of the mini-program's styles do not follow
 * `--portal-text-scale` (the build step runs for H5 only) and a page has no root element a script could mark for
 * every page at once, so 设置 does not offer 长辈模式 here yet.
 */
export const CAN_USE_ELDER_MODE: boolean = false

export const ELDER_MODE_CLASS = 'portal-elder'

export function applyElderMode(_on: boolean): void {}

/** The text size in effect as a multiple of the usual one: the mini-program's styles do not scale yet. */
export function textScale(): number {
  return 1
}
