/**
 * What differs between the two builds, in one place. The mini-program twin is `platform.weapp.ts`;
 * modules import `./platform` and Taro picks the file for the build.
 */
import { describeUserAgent } from './user-agent'

export type PlatformName = 'h5' | 'weapp'
export type PlatformTerminal = 'h5' | 'wechat'

export const PLATFORM: PlatformName = 'h5'

/** A browser calls the portal on its own origin, so service bases may be relative paths. */
export const HAS_SAME_ORIGIN: boolean = true

/** `X-Terminal-Info` when no native host app is detected. */
export const PLATFORM_TERMINAL: PlatformTerminal = 'h5'

/** Headers only this platform adds to every request. */
export const PLATFORM_HEADERS: Readonly<Record<string, string>> = {}

/** Spec §8: only the mini-program shows the server's message when a request answers 500. */
export const TOASTS_SERVER_ERRORS: boolean = false

export interface DeviceSummary {
  brand: string
  model: string
  system: string
  platform: string
}

/** Read from the user agent (`user-agent.ts`; Taro's getDeviceInfo would bring a full parser into the first script). */
export function deviceSummary(): DeviceSummary {
  return describeUserAgent(typeof navigator === 'undefined' ? '' : navigator.userAgent || '')
}
