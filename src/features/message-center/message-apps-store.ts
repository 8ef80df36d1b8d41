import { makeAutoObservable, runInAction } from 'mobx'
import type * as apiModule from './api'
import type { AsyncStatus } from '@/lib/async-status'
import type { InstantApp, TagGroup, ThirdUnreadCount, UserSetting } from './types'

export type MessageAppsApi = Pick<
  typeof apiModule,
  | 'getAppInstantMessageList'
  | 'appTop'
  | 'appTopCancel'
  | 'appDisturbed'
  | 'readAppMessages'
  | 'readAllMessages'
  | 'deleteMsgApp'
  | 'getUserSetting'
  | 'appGroupByTag'
  | 'getThirdUnReadCount'
>

/** Apps in list order: pinned first (as the server orders them), then the rest in server order. */
export function orderApps(apps: readonly InstantApp[]): InstantApp[] {
  return [...apps.filter((a) => a.isTop), ...apps.filter((a) => !a.isTop)]
}

/** Unread that counts toward the badge: muted (免打扰) apps are left out. */
export function badgeUnread(apps: readonly InstantApp[]): number {
  return apps.reduce((sum, a) => sum + (a.isDisturb ? 0 : a.unreadCount), 0)
}

/**
 * The message side of the message tab: instant-message apps with their unread counts, pin / mute /
 * read / delete applied at once on screen and rolled back when the server refuses, the user's
 * message-centre settings, tag groups and third-party unread. The badge total is reported through
 * `onUnread` after every change.
 */
export class MessageAppsStore {
  apps: InstantApp[] = []
  status: AsyncStatus = 'idle'
  error: unknown = null
  setting: UserSetting | null = null
  groups: TagGroup[] = []
  third: ThirdUnreadCount | null = null
  /** Apps with a change on its way (their actions are disabled). */
  pending = new Set<number>()
  /** Why the last pin / mute / read / delete failed (it was rolled back). */
  actionError: unknown = null
  /** Why the last quiet reload (pull-to-refresh) failed; the list on screen is kept. */
  refreshError: unknown = null

  constructor(
    private readonly api: MessageAppsApi,
    private readonly onUnread: (total: number) => void = () => undefined,
  ) {
    makeAutoObservable<MessageAppsStore, 'api' | 'onUnread'>(this, { api: false, onUnread: false }, { autoBind: true })
  }

  get totalUnread(): number {
    return badgeUnread(this.apps)
  }

  get groupByTag(): boolean {
    return this.setting?.groupByTag === true
  }

  get showThird(): boolean {
    return this.setting?.showThirdMessage === true
  }

  /** Loads the apps; `quiet` keeps the list on screen while it runs (pull-to-refresh, coming back). */
  async load(quiet = false) {
    this.refreshError = null
    if (!quiet || this.status !== 'ready') {
      this.status = 'loading'
      this.error = null
    }
    try {
      const [list, setting] = await Promise.all([this.api.getAppInstantMessageList(), this.api.getUserSetting().catch(() => null)])
      const [groups, third] = await Promise.all([
        setting?.groupByTag ? this.api.appGroupByTag().catch(() => [] as TagGroup[]) : Promise.resolve([] as TagGroup[]),
        setting?.showThirdMessage ? this.api.getThirdUnReadCount().catch(() => null) : Promise.resolve(null),
      ])
      runInAction(() => {
        this.apps = orderApps(list.list)
        this.setting = setting
        this.groups = groups
        this.third = third
        this.status = 'ready'
      })
      this.onUnread(list.totalUnread)
    } catch (e) {
      runInAction(() => {
        if (quiet && this.status === 'ready') this.refreshError = e
        else {
          this.status = 'error'
          this.error = e
        }
      })
    }
  }

  find(appId: number): InstantApp | undefined {
    return this.apps.find((a) => a.appId === appId)
  }

  /** 置顶 / 取消置顶. */
  setTop(appId: number, top: boolean): Promise<boolean> {
    return this.optimistic(
      appId,
      (apps) => {
        const app = apps.find((a) => a.appId === appId)!
        const rest = apps.filter((a) => a.appId !== appId)
        const moved = { ...app, isTop: top }
        // Latest pinned first; an unpinned app goes right after the pinned ones.
        return top ? [moved, ...rest] : [...rest.filter((a) => a.isTop), moved, ...rest.filter((a) => !a.isTop)]
      },
      () => (top ? this.api.appTop(appId) : this.api.appTopCancel(appId)),
    )
  }

  /** 免打扰 on/off: a muted app keeps its number but leaves the badge total. */
  setDisturb(appId: number, disturbed: boolean): Promise<boolean> {
    return this.optimistic(
      appId,
      (apps) => apps.map((a) => (a.appId === appId ? { ...a, isDisturb: disturbed } : a)),
      () => this.api.appDisturbed(appId, disturbed),
    )
  }

  /** Marks one app's messages read. */
  readApp(appId: number): Promise<boolean> {
    return this.optimistic(
      appId,
      (apps) => apps.map((a) => (a.appId === appId ? { ...a, unreadCount: 0 } : a)),
      () => this.api.readAppMessages(appId),
    ).then((ok) => {
      if (ok) this.clearThirdUnread(appId)
      return ok
    })
  }

  /** Messages were read (of one app, or all): the 第三方消息 count follows. */
  private clearThirdUnread(appId?: number) {
    const third = this.third
    if (!third) return
    const cleared = third.apps.filter((a) => appId === undefined || a.appId === appId)
    const total = Math.max(0, third.total - cleared.reduce((sum, a) => sum + a.unreadCount, 0))
    this.third = {
      total: appId === undefined ? 0 : total,
      apps: third.apps.map((a) => (appId === undefined || a.appId === appId ? { ...a, unreadCount: 0 } : a)),
    }
  }

  /** 删除: the app leaves the list with its messages. */
  remove(appId: number): Promise<boolean> {
    return this.optimistic(
      appId,
      (apps) => apps.filter((a) => a.appId !== appId),
      () => this.api.deleteMsgApp(appId),
    )
  }

  /** 全部已读: every message is read on the server, third-party ones too, so their count goes to 0 as well. */
  async readAll(): Promise<boolean> {
    const ok = await this.optimistic(
      null,
      (apps) => apps.map((a) => ({ ...a, unreadCount: 0 })),
      () => this.api.readAllMessages(),
    )
    if (ok) this.clearThirdUnread()
    return ok
  }

  /** A message was read elsewhere (detail page): one less unread on its app. */
  noteRead(appId: number) {
    this.apps = this.apps.map((a) => (a.appId === appId ? { ...a, unreadCount: Math.max(0, a.unreadCount - 1) } : a))
    this.onUnread(this.totalUnread)
  }

  /**
   * Applies `change` at once; when `call` fails the previous list comes back. Resolves true on success.
   * A second change to an app with one on its way is refused (false) rather than raced.
   */
  private async optimistic(
    appId: number | null,
    change: (apps: InstantApp[]) => InstantApp[],
    call: () => Promise<unknown>,
  ): Promise<boolean> {
    if (appId !== null && (this.pending.has(appId) || !this.find(appId))) return false
    const before = this.apps
    const key = appId ?? -1
    this.pending.add(key)
    this.actionError = null
    this.apps = change(before)
    this.onUnread(this.totalUnread)
    try {
      await call()
      return true
    } catch (e) {
      runInAction(() => {
        if (appId === null) this.apps = before
        else {
          // Roll back only this app, in its old place; other apps keep their newer state.
          const current = new Map(this.apps.map((a) => [a.appId, a]))
          this.apps = before
            .filter((a) => a.appId === appId || current.has(a.appId))
            .map((a) => (a.appId === appId ? a : current.get(a.appId)!))
        }
        this.actionError = e
      })
      this.onUnread(this.totalUnread)
      return false
    } finally {
      runInAction(() => this.pending.delete(key))
    }
  }
}
