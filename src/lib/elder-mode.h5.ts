/**
 * H5: text follows the reader's own text size (the browser's default font size, which Taro's fixed root size would
 * otherwise ignore) and 长辈模式. Both end in `--portal-text-scale` on the root, which every text size follows (the
 * build's config/postcss-text-scale.js) and styles/elder-mode.scss turns into NutUI's size steps; 长辈模式 is a class
 * on the root that also raises controls to 48 px.
 */

import { observable, runInAction } from 'mobx'
import { ELDER_TEXT_SCALE, LARGE_TEXT_CLASS, LARGE_TEXT_SCALE, pickerItemHeight } from './text-scale'

export const CAN_USE_ELDER_MODE: boolean = true

export const ELDER_MODE_CLASS = 'portal-elder'

/** The root property that carries the reader's setting (styles/elder-mode.scss reads it). */
const READER_SCALE_PROPERTY = '--portal-reader-scale'

/** The browser's default text size is 16 px; the reader's choice over that is the scale (kept within ½–3). */
const BROWSER_DEFAULT_PX = 16

const elderOn = observable.box(false)

export function applyElderMode(on: boolean): void {
  runInAction(() => elderOn.set(on))
  if (typeof document === 'undefined') return
  const root = document.documentElement
  const readerScale = followReaderTextSize()
  root.classList.toggle(ELDER_MODE_CLASS, on)
  root.classList.toggle(LARGE_TEXT_CLASS, on || readerScale >= LARGE_TEXT_SCALE)
  root.style.setProperty('--nutui-picker-item-height', pickerItemHeight(textScale(), on))
}

/** A browser marks large text on the document's root itself (applyElderMode): a page's root keeps its own class. */
export function pageRootClass(base: string): string {
  return base
}

/** Whether 长辈模式 is on (observable: a MobX observer reading it follows it). */
export function elderModeOn(): boolean {
  return elderOn.get()
}

/** The text size in effect as a multiple of the usual one: the reader's, and at least 1.3 in 长辈模式. */
export function textScale(): number {
  const reader = typeof document === 'undefined' ? 1 : followReaderTextSize()
  return elderOn.get() ? Math.max(ELDER_TEXT_SCALE, reader) : reader
}

/** A browser styles the document's root itself (applyElderMode), so a page adds nothing. */
export function pageTextStyle(): string {
  return ''
}

/**
 * The reader's text size over the usual 16 px, measured from an element at the keyword size `medium` (the
 * browser's setting, which the root's inline font size from Taro's rem script does not change).
 */
function readerTextScale(): number {
  const probe = document.createElement('span')
  probe.style.cssText = 'position:absolute;visibility:hidden;font-size:medium;line-height:1'
  probe.setAttribute('aria-hidden', 'true')
  probe.textContent = '字'
  document.body.appendChild(probe)
  const px = parseFloat(getComputedStyle(probe).fontSize)
  probe.remove()
  if (!Number.isFinite(px) || px <= 0) return 1
  return Math.min(3, Math.max(0.5, Math.round((px / BROWSER_DEFAULT_PX) * 100) / 100))
}

/**
 * Sets the root's reader scale once per page load (a change of the browser's setting shows after a reload) and
 * returns it.
 */
function followReaderTextSize(): number {
  const root = document.documentElement
  const set = parseFloat(root.style.getPropertyValue(READER_SCALE_PROPERTY))
  if (Number.isFinite(set)) return set
  if (!document.body) return 1
  const scale = readerTextScale()
  root.style.setProperty(READER_SCALE_PROPERTY, String(scale))
  return scale
}
