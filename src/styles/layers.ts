/** Stacking layers (spec §9), for inline `zIndex`. `layers.scss` holds the same numbers for stylesheets. */
export const LAYERS = {
  toast: 10090,
  noNetwork: 10080,
  popup: 10075,
  mask: 10070,
  navbar: 980,
  topTips: 975,
  sticky: 970,
  indexListSticky: 965,
} as const

export const OVERLAY_OPACITY = 0.5
