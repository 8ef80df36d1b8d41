/**
 * Native host bridge (spec §1). Protocol, for the host app's developers:
 *  - the page sends `JSON.stringify({event, payload, callbackId})` to `window.CampusHost.postMessage`
 *    (Android JavascriptInterface) or `window.webkit.messageHandlers.campusHost.postMessage` (iOS);
 *  - the host must always answer with `window.__campusHostCallback(callbackId, result, error)`;
 *    `result` may be a value or its JSON text, a non-empty `error` fails the call;
 *  - an unanswered call fails after HOST_ANSWER_TIMEOUT_MS.
 * Without a host, each event falls back to what the platform can do (`bridge-fallback`).
 */
import { BADGE_MAX } from '@contract/constants'
import { clearToken } from './token'
import { platformFallback } from './bridge-fallback'
import {
  BridgeError,
  done,
  unsupported,
  type BridgeEvent,
  type BridgeOutcome,
  type CalendarEntry,
  type MiniProgramTarget,
  type PushDevice,
  type PushMessage,
  type ServiceHandOff,
  type UpdateCheck,
  type VpnState,
} from './bridge-types'

export * from './bridge-types'

export const HOST_ANSWER_TIMEOUT_MS = 10000
export { BADGE_MAX }

interface PostsMessages {
  postMessage(message: string): void
}

interface HostWindow {
  CampusHost?: Partial<PostsMessages>
  webkit?: { messageHandlers?: { campusHost?: Partial<PostsMessages> } }
  __campusHostCallback?: (callbackId: string, result?: unknown, error?: string) => void
}

export interface BridgeConfig {
  /** Spec §1: muteAppBadge = 1 makes the badge always send 0. */
  muteAppBadge?: number | boolean
}

let config: BridgeConfig = {}

export function setBridgeConfig(next: BridgeConfig): void {
  config = { ...next }
}

function hostWindow(): HostWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as HostWindow)
}

function hostChannel(): PostsMessages | undefined {
  const win = hostWindow()
  const candidates = [win?.CampusHost, win?.webkit?.messageHandlers?.campusHost]
  const channel = candidates.find((candidate) => typeof candidate?.postMessage === 'function')
  return channel as PostsMessages | undefined
}

/** True when the page runs inside the native host app (decides `X-Terminal-Info: app`). */
export function isHostAppPresent(): boolean {
  return hostChannel() !== undefined
}

const pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void; event: BridgeEvent }>()
let nextCallbackId = 0

function readHostResult(result: unknown): unknown {
  if (typeof result !== 'string' || !/^\s*[[{"]/.test(result)) return result
  try {
    return JSON.parse(result)
  } catch {
    return result
  }
}

function installCallback(win: HostWindow): void {
  if (win.__campusHostCallback) return
  win.__campusHostCallback = (callbackId, result, error) => {
    const waiting = pending.get(String(callbackId))
    if (!waiting) return
    pending.delete(String(callbackId))
    if (error) waiting.reject(new BridgeError(waiting.event, String(error)))
    else waiting.resolve(readHostResult(result))
  }
}

/** Sends one event to the host app and waits for its answer. */
export function callHost<T>(event: BridgeEvent, payload?: unknown): Promise<T> {
  const channel = hostChannel()
  const win = hostWindow()
  if (!channel || !win) return Promise.reject(new BridgeError(event, 'no host app'))
  installCallback(win)
  nextCallbackId += 1
  const callbackId = `cb${Date.now().toString(36)}${nextCallbackId}`
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(callbackId)
      reject(new BridgeError(event, 'the host app did not answer'))
    }, HOST_ANSWER_TIMEOUT_MS)
    pending.set(callbackId, {
      event,
      resolve: (value) => {
        clearTimeout(timer)
        resolve(value as T)
      },
      reject: (error) => {
        clearTimeout(timer)
        reject(error)
      },
    })
    try {
      channel.postMessage(JSON.stringify({ event, payload, callbackId }))
    } catch (error) {
      pending.delete(callbackId)
      clearTimeout(timer)
      reject(new BridgeError(event, error instanceof Error ? error.message : String(error)))
    }
  })
}

async function viaHost<T>(event: BridgeEvent, payload?: unknown): Promise<BridgeOutcome<T>> {
  return done(await callHost<T>(event, payload), 'host')
}

function hostOr<T>(event: BridgeEvent, payload: unknown, fallback: () => Promise<BridgeOutcome<T>>): Promise<BridgeOutcome<T>> {
  return isHostAppPresent() ? viaHost<T>(event, payload) : fallback()
}

const hostOnly = (event: BridgeEvent) => unsupported(`${event} needs the native host app`)

/** The token is this page's own state, so it is cleared here even when the host also logs out. */
export function logout(): Promise<BridgeOutcome> {
  if (!isHostAppPresent()) return platformFallback.logout()
  clearToken()
  return viaHost<void>('logout')
}

export const clearCache = (): Promise<BridgeOutcome> => hostOr('clearCache', undefined, platformFallback.clearCache)
/** Cache size in KB. */
export const cacheSize = (): Promise<BridgeOutcome<number>> => hostOr('cacheSize', undefined, platformFallback.cacheSize)
export const appVersion = (): Promise<BridgeOutcome<string>> => hostOr('appVersion', undefined, platformFallback.appVersion)
export const updateVersion = (): Promise<BridgeOutcome<UpdateCheck>> => hostOr('updateVersion', undefined, platformFallback.updateVersion)

export const vpnState = (): Promise<BridgeOutcome<VpnState>> => hostOr('vpnState', undefined, async () => hostOnly('vpnState'))
export const vpnConnect = (): Promise<BridgeOutcome> => hostOr('vpnConnect', undefined, async () => hostOnly('vpnConnect'))
export const vpnDisconnect = (): Promise<BridgeOutcome> => hostOr('vpnDisconnect', undefined, async () => hostOnly('vpnDisconnect'))

/** Times travel to the host as epoch milliseconds. */
export function addToCalendar(entry: CalendarEntry): Promise<BridgeOutcome> {
  const payload = { ...entry, start: new Date(entry.start).getTime(), end: new Date(entry.end).getTime() }
  return hostOr('addToCalendar', payload, () => platformFallback.addToCalendar(entry))
}

export const openService = (service: ServiceHandOff): Promise<BridgeOutcome> =>
  hostOr('openService', service, () => platformFallback.openService(service))

export const openMiniProgram = (target: MiniProgramTarget): Promise<BridgeOutcome> =>
  hostOr('openMiniProgram', target, () => platformFallback.openMiniProgram(target))

export const authorizeService = (request: Record<string, unknown>): Promise<BridgeOutcome<unknown>> =>
  hostOr('authorizeService', request, async () => hostOnly('authorizeService'))

/** The device's push token, for the server to send 日程提醒 and other pushes to (only the host app has one). */
export const pushToken = (): Promise<BridgeOutcome<PushDevice>> => hostOr('pushToken', undefined, async () => hostOnly('pushToken'))

export const readPushMessages = (): Promise<BridgeOutcome<PushMessage[]>> =>
  hostOr('readPushMessages', undefined, async () => hostOnly('readPushMessages'))

/** Without ids the host removes every push message. */
export const removePushMessages = (ids?: readonly string[]): Promise<BridgeOutcome> =>
  hostOr('removePushMessages', ids ? { ids } : undefined, async () => hostOnly('removePushMessages'))

/** The badge actually sent: 0 when muted, else the count clamped to 0…999. */
export function badgeCount(count: number): number {
  if (Number(config.muteAppBadge) === 1 || config.muteAppBadge === true) return 0
  if (!Number.isFinite(count) || count <= 0) return 0
  return Math.min(BADGE_MAX, Math.floor(count))
}

export function setBadge(count: number): Promise<BridgeOutcome<number>> {
  const badge = badgeCount(count)
  if (!isHostAppPresent()) return platformFallback.setBadge(badge)
  return callHost('setBadge', { count: badge }).then(() => done(badge, 'host'))
}
