/**
 * Mini-program twin of `elder-mode.h5.ts`. Text follows WeChat's own font size (我 › 设置 › 通用 › 字体大小, read as
 * `fontSizeScaleFactor`) and 长辈模式, the same way as in a browser: the build scales every text size by
 * `--portal-text-scale` (config/postcss-text-scale.js) and styles/elder-mode.scss turns it into NutUI's size steps.
 * A page's root cannot be styled from script here, so each page states the property in its `<page-meta
 * page-style>` (components/page-style.weapp.tsx), with 长辈模式's 48 px controls: the root class that styles them in a
 * browser has no element to sit on.
 */
import Taro from '@tarojs/taro'
import { observable, runInAction } from 'mobx'
import { ELDER_TEXT_SCALE, LARGE_TEXT_CLASS, LARGE_TEXT_SCALE, pickerItemHeight } from './text-scale'

export const CAN_USE_ELDER_MODE: boolean = true

export const ELDER_MODE_CLASS = 'portal-elder'

/**
 * 长辈模式's control sizes: the custom properties that styles/elder-mode.scss sets under `:root.portal-elder` in a
 * browser (`__tests__/elder-mode-weapp.test.ts` holds the two together).
 */
const ELDER_CONTROL_PROPERTIES: Readonly<Record<string, string>> = {
  '--nutui-button-default-height': '48px',
  '--nutui-button-large-height': '48px',
  '--nutui-button-small-height': '40px',
  '--nutui-searchbar-input-height': '40px',
  '--nutui-tabs-titles-height': '48px',
  '--nutui-avatar-small-width': '44px',
  '--nutui-avatar-small-height': '44px',
  '--nutui-avatar-normal-width': '52px',
  '--nutui-avatar-normal-height': '52px',
  '--nutui-avatar-large-width': '72px',
  '--nutui-avatar-large-height': '72px',
}

/** WeChat's standard font sizes, when only `fontSizeSetting` is known: 17 px on iOS, 16 px elsewhere. */
const STANDARD_FONT_PX = { ios: 17, other: 16 }

const elderOn = observable.box(false)
let readerScale: number | undefined

export function applyElderMode(on: boolean): void {
  runInAction(() => elderOn.set(on))
}

/**
 * The class of a page's root view: `base`, and on large text (WeChat's font size at 1.2 times or more, or 长辈模式)
 * `portal-large-text`, under which a button's label may take two lines and its box grows with it
 * (styles/elder-mode.scss). A browser puts that class on the document's root; a mini-program page's root takes no
 * class, so PageShell (and the few pages drawn without it) put it on their own root view, inside which their dialogs
 * and sheets are drawn too.
 */
export function pageRootClass(base: string): string {
  return elderOn.get() || wechatTextScale() >= LARGE_TEXT_SCALE ? `${base} ${LARGE_TEXT_CLASS}` : base
}

/** Whether 长辈模式 is on (observable: a MobX observer reading it follows it). */
export function elderModeOn(): boolean {
  return elderOn.get()
}

/** The text size in effect as a multiple of the usual one. */
export function textScale(): number {
  const reader = wechatTextScale()
  return elderOn.get() ? Math.max(ELDER_TEXT_SCALE, reader) : reader
}

export function pageTextStyle(): string {
  const properties: Record<string, string> = {
    '--portal-reader-scale': String(wechatTextScale()),
    '--portal-text-scale': String(textScale()),
    '--nutui-picker-item-height': pickerItemHeight(textScale(), elderOn.get()),
    ...(elderOn.get() ? ELDER_CONTROL_PROPERTIES : {}),
  }
  return Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
}

/** WeChat's font size as a multiple of its standard one (kept within ½–3), read once per launch. */
function wechatTextScale(): number {
  if (readerScale === undefined) readerScale = readWechatTextScale()
  return readerScale
}

function readWechatTextScale(): number {
  try {
    const info = Taro.getAppBaseInfo() as Taro.getAppBaseInfo.Result & { fontSizeScaleFactor?: number; fontSizeSetting?: number }
    let factor = Number(info.fontSizeScaleFactor)
    if (!(factor > 0) && Number(info.fontSizeSetting) > 0) {
      const standard = /ios/i.test(Taro.getDeviceInfo().platform) ? STANDARD_FONT_PX.ios : STANDARD_FONT_PX.other
      factor = Number(info.fontSizeSetting) / standard
    }
    if (!(factor > 0) || !Number.isFinite(factor)) return 1
    return Math.min(3, Math.max(0.5, Math.round(factor * 100) / 100))
  } catch {
    return 1
  }
}
