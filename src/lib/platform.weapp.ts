import Taro from '@tarojs/taro'
/** Mini-program twin of `platform.h5.ts`; both export the same names. */
export type PlatformName = 'h5' | 'weapp'
export type PlatformTerminal = 'h5' | 'wechat'

export const PLATFORM: PlatformName = 'weapp'

/** A mini-program has no origin of its own: every service base must be an absolute URL. */
export const HAS_SAME_ORIGIN: boolean = false

export const PLATFORM_TERMINAL: PlatformTerminal = 'wechat'

/** Spec §7: the mini-program call adds Accept-Language zh-CN. */
export const PLATFORM_HEADERS: Readonly<Record<string, string>> = { 'Accept-Language': 'zh-CN' }

export const TOASTS_SERVER_ERRORS: boolean = true

export interface DeviceSummary {
  brand: string
  model: string
  system: string
  platform: string
}

/** wx.getDeviceInfo (base library ≥ 2.20.1) replaces the deprecated getSystemInfoSync. */
export function deviceSummary(): DeviceSummary {
  try {
    const info = Taro.getDeviceInfo()
    return { brand: info.brand || '', model: info.model || '', system: info.system || '', platform: info.platform || '' }
  } catch {
    return { brand: '', model: '', system: '', platform: '' }
  }
}
