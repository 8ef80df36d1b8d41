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
