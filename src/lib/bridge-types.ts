/** Shapes shared by the native host bridge and its platform fallbacks. */

/** Spec §1: every event the shell sends to the host app. */
export type BridgeEvent =
  | 'logout'
  | 'clearCache'
  | 'cacheSize'
  | 'appVersion'
  | 'updateVersion'
  | 'vpnState'
  | 'vpnConnect'
  | 'vpnDisconnect'
  | 'addToCalendar'
  | 'openService'
  | 'openMiniProgram'
  | 'authorizeService'
  | 'readPushMessages'
  | 'removePushMessages'
  | 'setBadge'
  | 'pushToken'

/** Who carried the call out: the native host app, or this platform on its own. */
export type BridgeVia = 'host' | 'platform'

export interface BridgeSupported<T> {
  supported: true
  via: BridgeVia
  value: T
}

/** Said out loud when neither the host nor the platform can do it. */
export interface BridgeUnsupported {
  supported: false
  via: 'platform'
  reason: string
}

export type BridgeOutcome<T = void> = BridgeSupported<T> | BridgeUnsupported

export type VpnState = 'connected' | 'connecting' | 'disconnected'

export interface CalendarEntry {
  title: string
  start: Date | number
  end: Date | number
  location?: string
  notes?: string
  /** The entry as a whole VCALENDAR (a repeating series with its zone and reminders); a browser downloads it as it is. */
  ics?: string
  /** A series a phone calendar can repeat by itself (from `start`, every day/week/month/year, until `until`). */
  repeat?: { every: 'day' | 'week' | 'month' | 'year'; until?: Date | number }
  /** Remind this many minutes before the start. */
  reminderMinutes?: number
}

/** Spec §3 "Service hand-off fields". */
export interface ServiceHandOff {
  loadPath?: string
  engineType?: string
  appId?: string
  collect?: boolean | number | string
  iconUrl?: string
  path?: string
  title?: string
  tokenTransType?: string | number
  attachmentUrl?: string
  appType?: string | number
  desc?: string
  columnId?: string | number
  shareUrl?: string
}

export interface MiniProgramTarget {
  appId: string
  path?: string
}

export interface UpdateCheck {
  updateAvailable: boolean
}

/** The host app's push registration for this device (APNs / FCM / a vendor channel: the host's business). */
export interface PushDevice {
  token: string
  deviceId: string
  platform: 'ios' | 'android' | 'harmony'
}

/** A push message as the host reports it; its fields belong to the host. */
export type PushMessage = Record<string, unknown>

/** What a platform does when no host app is present: one function per event that has a fallback. */
export interface PlatformFallback {
  logout(): Promise<BridgeOutcome>
  clearCache(): Promise<BridgeOutcome>
  cacheSize(): Promise<BridgeOutcome<number>>
  appVersion(): Promise<BridgeOutcome<string>>
  updateVersion(): Promise<BridgeOutcome<UpdateCheck>>
  addToCalendar(entry: CalendarEntry): Promise<BridgeOutcome>
  openService(service: ServiceHandOff): Promise<BridgeOutcome>
  openMiniProgram(target: MiniProgramTarget): Promise<BridgeOutcome>
  setBadge(count: number): Promise<BridgeOutcome<number>>
}

export function unsupported(reason: string): BridgeUnsupported {
  return { supported: false, via: 'platform', reason }
}

export function done<T>(value: T, via: BridgeVia = 'platform'): BridgeSupported<T> {
  return { supported: true, via, value }
}

/** A host or platform call that failed (no answer, refused, or the platform API failed). */
export class BridgeError extends Error {
  readonly event: BridgeEvent

  constructor(event: BridgeEvent, message: string) {
    super(message)
    this.name = 'BridgeError'
    this.event = event
  }
}
