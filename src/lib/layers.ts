/** Spec §9 stacking order: higher numbers cover lower ones. */
export const Z_INDEX = {
  toast: 10090,
  noNetwork: 10080,
  popup: 10075,
  mask: 10070,
  navbar: 980,
  topTips: 975,
  sticky: 970,
  indexListSticky: 965,
} as const

export type Layer = keyof typeof Z_INDEX

export const OVERLAY_OPACITY = 0.5
