import { reaction } from 'mobx'
import { cache } from '@/lib/cache'
import { AccountStore } from './account-store'
import { GlobalStore } from './global-store'
import { LoginRedirectStore } from './login-redirect-store'
import { PopupStore } from './popup-store'
import { ShareStore } from './share-store'
import { TabBarStore } from './tab-bar-store'
import { TimezoneStore } from './timezone-store'
import { PortalConfigStore } from './portal-config-store'
import { LoginFlow } from '@/features/auth/login-flow'
import { authApi, consentApi, type AuthApi, type ConsentApi } from '@/features/auth/api'
import { SignInConsent } from '@/features/auth/sign-in-consent'
import { deviceFields } from '@/features/auth/device'
import { TodoCountStore } from './todo-count-store'
import { ProfileStore, type ProfileApi } from './profile-store'
import { getMeUser } from '@/features/personal/api'
import { NewsStore, type NewsApi } from '@/features/news/news-store'
import * as newsApi from '@/features/news/api'
import { ScheduleStore } from '@/features/schedule/schedule-store'
import { messageTabBadge } from '@/features/message-center/badge-rule'
import { setBadge } from '@/lib/bridge'
import { ChooseListStore } from '@/features/online-send/choose-list-store'

/** The transports the long-lived stores call; tests pass fakes. */
export interface RootApis {
  auth: AuthApi
  consent: ConsentApi
  news: NewsApi
  profile: ProfileApi
}

const DEFAULT_APIS: RootApis = { auth: authApi, consent: consentApi, news: newsApi, profile: { getMeUser } }

/**
 * Every long-lived store, created together; each gets the root (or the siblings it needs) and its API
 * client. Stores that live as long as one page are made with `usePageStore`.
 */
export class RootStore {
  readonly account: AccountStore
  readonly global = new GlobalStore()
  readonly popup = new PopupStore()
  readonly share = new ShareStore()
  readonly loginRedirect = new LoginRedirectStore()
  readonly timezone = new TimezoneStore()
  /** The to-do number (message centre); cached under cache_taskNum. */
  readonly todoCount = new TodoCountStore()
  readonly tabBar: TabBarStore
  readonly portalConfig = new PortalConfigStore()
  /** Sign-on steps shared by the login pages (password, SMS, account choice, WeChat). */
  readonly login: LoginFlow
  /** The privacy-policy consent asked right after a sign-in (every path). */
  readonly consent: SignInConsent
  /** News columns and the favourite flags every news page agrees on. */
  readonly news: NewsStore
  /** The schedule centre: the event being written, the shown week/day lists, the changed flag. */
  readonly schedule = new ScheduleStore()
  /** Online send's chosen recipients (spec §3 global state `chooseList`), shared by the choose pages. */
  readonly chooseList = new ChooseListStore()
  /** The signed-in person's profile and avatar (我的 tab, 个人信息, message centre). */
  readonly profile: ProfileStore

  constructor(apis: Partial<RootApis> = {}) {
    const api = { ...DEFAULT_APIS, ...apis }
    this.account = new AccountStore(this)
    this.tabBar = new TabBarStore(this)
    this.login = new LoginFlow(this.account, api.auth, deviceFields)
    this.consent = new SignInConsent(api.consent)
    this.news = new NewsStore(api.news)
    this.profile = new ProfileStore(api.profile)
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
    this.share.reset()
    this.todoCount.reset()
    this.profile.reset()
    cache.clear({ keepPermanent: true })
  }
}
