import { makeAutoObservable } from 'mobx'

/**
 * Spec §3 "Global state" as far as something reads it: the badge counts (see TabBarStore), the
 * online-activity counter and the noLogin launch flag. Account list, cid, nonce, type and the logout flag
 * live on AccountStore; the spec's calendar and settings fields join a store when a page needs them.
 */
export class GlobalStore {
  /** Unread message total (the "bugle"). */
  bugleNum = 0
  /** To-do total. */
  taskNum = 0
  /** Online-activity pop-up: starts at 1 and is decremented each time it shows. */
  onlineActivityShowTimes = 1
  /** Launched with noLogin=1 or serviceInfo: no unread calls, share pages open signed out. */
  noLogin = false

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true })
  }

  setUnread(total: number) {
    this.bugleNum = Math.max(0, Math.floor(total) || 0)
  }

  setTaskNum(total: number) {
    this.taskNum = Math.max(0, Math.floor(total) || 0)
  }

  consumeOnlineActivityShow(): boolean {
    if (this.onlineActivityShowTimes <= 0) return false
    this.onlineActivityShowTimes -= 1
    return true
  }

  /** Takes the flags the store keeps (tab bar and return button are applied where they are read). */
  setLaunchFlags(flags: { noLogin?: boolean }) {
    if (flags.noLogin !== undefined) this.noLogin = flags.noLogin
  }

  reset() {
    this.bugleNum = 0
    this.taskNum = 0
    this.onlineActivityShowTimes = 1
  }
}
