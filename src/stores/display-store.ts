import { makeAutoObservable } from 'mobx'
import { cache } from '@/lib/cache'
import { applyElderMode, CAN_USE_ELDER_MODE } from '@/lib/elder-mode'
import type { DisplaySettings } from '@contract/personal'

/** This device's copy of the signed-in person's setting: drawn from the first frame, before the server answers. */
export const ELDER_MODE_KEY = 'elderMode'

/**
 * 设置 › 长辈模式: larger type and controls and a simpler home. Kept with the account on the server (so every
 * device the person signs in on follows it) and cached on this device for the next start; the cache is not a
 * permanent key, so signing out returns the next person to the usual portal.
 */
export class DisplayStore {
  elderMode: boolean = CAN_USE_ELDER_MODE && cache.get<boolean>(ELDER_MODE_KEY, false) === true
  /** The username whose setting was read from the server in this app session. */
  private syncedFor: string | undefined

  constructor() {
    makeAutoObservable<DisplayStore, 'syncedFor'>(this, { syncedFor: false }, { autoBind: true })
    applyElderMode(this.elderMode)
  }

  get canUseElderMode(): boolean {
    return CAN_USE_ELDER_MODE
  }

  /** The server's answer for `username`: adopted and cached. */
  adopt(username: string, settings: DisplaySettings) {
    this.syncedFor = username
    this.show(settings.elderMode)
  }

  /** Whether the server was already asked for this person in this app session. */
  syncedWith(username: string): boolean {
    return this.syncedFor === username
  }

  /** Turns 长辈模式 on or off at once, then saves it; a refused save puts it back and rethrows. */
  async setElderMode(on: boolean, save: (change: Partial<DisplaySettings>) => Promise<DisplaySettings>): Promise<void> {
    if (!CAN_USE_ELDER_MODE || on === this.elderMode) return
    const before = this.elderMode
    this.show(on)
    try {
      const saved = await save({ elderMode: on })
      this.show(saved.elderMode)
    } catch (error) {
      this.show(before)
      throw error
    }
  }

  /** Signing out: the usual portal for whoever signs in next. */
  reset() {
    this.syncedFor = undefined
    this.show(false)
  }

  private show(on: boolean) {
    const value = CAN_USE_ELDER_MODE && on
    this.elderMode = value
    if (value) cache.set(ELDER_MODE_KEY, true)
    else cache.remove(ELDER_MODE_KEY)
    applyElderMode(value)
  }
}
