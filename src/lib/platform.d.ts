/**
 * Contract of `platform.h5.ts` / `platform.weapp.ts`: the bundlers and Jest pick a variant, the
 * type checker reads this. `__tests__/platform-contract.test.ts` checks both variants against it.
 */
export type PlatformName = 'h5' | 'weapp'
export type PlatformTerminal = 'h5' | 'wechat'
export declare const PLATFORM: PlatformName
export declare const HAS_SAME_ORIGIN: boolean
export declare const PLATFORM_TERMINAL: PlatformTerminal
export declare const PLATFORM_HEADERS: Readonly<Record<string, string>>
export declare const TOASTS_SERVER_ERRORS: boolean
export interface DeviceSummary {
  brand: string
  model: string
  system: string
  platform: string
}
/** The device, read fresh each call; empty strings when the platform will not say. */
export declare function deviceSummary(): DeviceSummary
