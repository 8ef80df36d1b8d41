/**
 * H5: 长辈模式 is a class on the root element. styles/elder-mode.scss then sets `--portal-text-scale`, which every
 * text size follows (the build's config/postcss-text-scale.js), and raises controls to 48 px.
 */
import '../styles/elder-mode.scss'

export const CAN_USE_ELDER_MODE: boolean = true

export const ELDER_MODE_CLASS = 'portal-elder'

export function applyElderMode(on: boolean): void {
  if (typeof document === 'undefined') return
  document.documentElement.classList.toggle(ELDER_MODE_CLASS, on)
}
