import { makeAutoObservable } from 'mobx'
import type { AccountChoice } from './account-store'

/** Spec §3 "Global state". Counts drive the tab badges (see TabBarStore). */
export class GlobalStore {
  accountList: AccountChoice[] = []
  cid = ''
  nonce = ''
  type = ''
  /** Unread message total (the "bugle"). */
  bugleNum = 0
  /** To-do total. */
  taskNum = 0
  remindtype = ''
  isSysLogout = false
  isVpnInit = false
  schoolDomain = ''
  chooseList: unknown[] = []
  weekEventList: unknown[] = []
  dayEventList: unknown[] = []
  repeatSetting: unknown = null
  endDateSetting: unknown = null
  scheduleChanged = false
  avatarChanged = false
  /** Online-activity pop-up: starts at 1 and is decremented each time it shows. */
  onlineActivityShowTimes = 1
  /** Launched with noLogin=1 or serviceInfo: no unread calls, share pages open signed out. */
  noLogin = false
  hideTabBar = false
  hideReturnBtn = false

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

  setLaunchFlags(flags: { noLogin?: boolean; hideTabBar?: boolean; hideReturnBtn?: boolean }) {
    if (flags.noLogin !== undefined) this.noLogin = flags.noLogin
    if (flags.hideTabBar !== undefined) this.hideTabBar = flags.hideTabBar
    if (flags.hideReturnBtn !== undefined) this.hideReturnBtn = flags.hideReturnBtn
  }

  markScheduleChanged(changed = true) {
    this.scheduleChanged = changed
  }

  markAvatarChanged(changed = true) {
    this.avatarChanged = changed
  }

  setSchoolDomain(domain: string) {
    this.schoolDomain = domain
  }

  reset() {
    this.bugleNum = 0
    this.taskNum = 0
    this.accountList = []
    this.chooseList = []
    this.cid = ''
    this.nonce = ''
    this.onlineActivityShowTimes = 1
  }
}
