import { reaction } from 'mobx'
import { cache } from '@/lib/cache'
import { AccountStore } from './account-store'
import { GlobalStore } from './global-store'
import { LoginRedirectStore } from './login-redirect-store'
import { PopupStore } from './popup-store'
import { ShareStore } from './share-store'
import { TabBarStore } from './tab-bar-store'
import { TimezoneStore } from './timezone-store'
import { AppearanceStore } from './appearance-store'
import { DisplayStore } from './display-store'
import { PortalConfigStore } from './portal-config-store'
import { TodoCountStore } from './todo-count-store'
import { messageTabBadge } from './message-badge-rule'
import { setBadge } from '@/lib/bridge'
import type { FeatureStore } from './feature-store'

/**
 * The transports feature stores call, by name; tests pass fakes, each feature store has its real one. Each feature
 * adds its entry where its store is made (`declare module '@/stores/root-store' { interface RootApis { news: NewsApi } }`),
 * so the stores import no feature.
 */
export interface RootApis {}

/**
 * The long-lived stores the app needs from the start, created together; each gets the root (or the
 * siblings it needs) and its API client. Share and login redirect, which no first screen reads, are made at
 * their first use (getters). Stores of a few pages are feature stores, made on first use (`feature()`): the
 * sign-on steps (`loginFlowFeature`), the sign-in consent (`signInConsentFeature`), news columns and favourites
 * (`newsFeature`), the signed-in person's profile (`profileFeature`), the schedule being written
 * (`scheduleFeature`) and online send's chosen recipients (`chooseListFeature`). Stores that live as long as one page are made with `usePageStore`.
 */
export class RootStore {
  readonly account: AccountStore
  readonly global = new GlobalStore()
  readonly popup = new PopupStore()
  readonly timezone = new TimezoneStore()
  /** 外观 in 设置: follow the system, light or dark (the root class on H5). */
  readonly appearance = new AppearanceStore()
  /** 长辈模式 in 设置: kept with the account, cached on the device (the root class on H5). */
  readonly display = new DisplayStore()
  /** The to-do number (message centre); cached under cache_taskNum. */
  readonly todoCount = new TodoCountStore()
  readonly tabBar: TabBarStore
  readonly portalConfig = new PortalConfigStore()
  /** Transports a test replaced; a feature store uses its feature's own for the others. */
  readonly apis: Readonly<Partial<RootApis>>
  private readonly features = new Map<FeatureStore<unknown>, unknown>()
  // Stores no first screen needs are made on first use (the root store is made while the first page loads).
  private madeShare?: ShareStore
  private madeLoginRedirect?: LoginRedirectStore

  constructor(apis: Partial<RootApis> = {}) {
    this.apis = apis
    this.account = new AccountStore(this)
    this.tabBar = new TabBarStore(this)
  }

  /** What a page shares (the share menu, share cards). */
  get share(): ShareStore {
    return (this.madeShare ??= new ShareStore())
  }

  /** Where to return after a messaging-app login. */
  get loginRedirect(): LoginRedirectStore {
    return (this.madeLoginRedirect ??= new LoginRedirectStore())
  }

  /** A feature's long-lived store: made on the first call, the same instance afterwards. */
  feature<T>(store: FeatureStore<T>): T {
    if (!this.features.has(store)) this.features.set(store, store.create(this))
    return this.features.get(store) as T
  }

  /** The message-centre badge count (spec §7 rule in messageTabBadge). */
  get messageBadge(): number {
    return messageTabBadge({
      unread: this.global.bugleNum,
      taskNum: this.todoCount.count,
      footerPaths: this.tabBar.tabs.map((t) => t.pagePath),
    })
  }

  /** The badge drives the message-centre tab and the host app's badge. Returns a disposer. */
  startBadgeSync(): () => void {
    const stopTaskNum = reaction(
      () => this.todoCount.count,
      (n) => n !== undefined && this.global.setTaskNum(n),
      { fireImmediately: true },
    )
    const stopBadge = reaction(
      () => this.messageBadge,
      (n) => {
        this.tabBar.setBadge('pages/msgCenterTab/newtask/newtask', n)
        setBadge(n).catch(() => undefined)
      },
      { fireImmediately: true },
    )
    return () => {
      stopTaskNum()
      stopBadge()
    }
  }

  /** Logout clears the stores and the cache, but not permanent keys. */
  onSignedOut() {
    this.global.reset()
    this.madeShare?.reset()
    this.todoCount.reset()
    this.display.reset()
    for (const [feature, store] of this.features) feature.onSignedOut?.(store)
    cache.clear({ keepPermanent: true })
  }
}
