import { isHostAppPresent } from './bridge'
import { deviceSummary, PLATFORM_HEADERS, PLATFORM_TERMINAL } from './platform'
import { readToken } from './token'

export type TerminalInfo = 'h5' | 'wechat' | 'app'

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded'
export const JSON_CONTENT_TYPE = 'application/json'

let deviceInfo: string | undefined

/** Header values must be Latin-1, so everything else is written as a JSON `\uXXXX` escape. */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * `X-Device-Info`: JSON `{"brand","model","version"}` from the platform's device info, where version
 * is the operating system with its version (`system`, e.g. "iOS 17.1"). Read once per run.
 */
export function deviceInfoHeader(): string {
  if (deviceInfo !== undefined) return deviceInfo
  const info = deviceSummary()
  deviceInfo = asciiJson({ brand: info.brand || 'unknown', model: info.model || 'unknown', version: info.system || 'unknown' })
  return deviceInfo
}

/** Forgets the cached device header (tests, or after the system info changes). */
export function resetDeviceInfoHeader(): void {
  deviceInfo = undefined
}

/** Spec §7: app inside the native host, else the platform's own terminal. */
export function terminalInfo(): TerminalInfo {
  return isHostAppPresent() ? 'app' : PLATFORM_TERMINAL
}

export interface HeaderOptions {
  /** Send a JSON body instead of a form-encoded one. */
  json?: boolean
  /** Leave Content-Type out (file uploads set their own). */
  noContentType?: boolean
}

/** Every header the client sends; the token header is left out when there is no token. */
export function requestHeaders(options: HeaderOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Device-Info': deviceInfoHeader(),
    'X-Terminal-Info': terminalInfo(),
    ...PLATFORM_HEADERS,
  }
  if (!options.noContentType) headers['Content-Type'] = options.json ? JSON_CONTENT_TYPE : FORM_CONTENT_TYPE
  const token = readToken()
  if (token) headers['X-Id-Token'] = token
  return headers
}
