import { reaction } from 'mobx'
import { cache } from '../lib/cache'
import { AccountStore } from './account-store'
import { GlobalStore } from './global-store'
import { LoginRedirectStore } from './login-redirect-store'
import { PopupStore } from './popup-store'
import { ShareStore } from './share-store'
import { TabBarStore } from './tab-bar-store'
import { TimezoneStore } from './timezone-store'

/** Every domain store, created together; each gets the root to reach its siblings. */
export class RootStore {
  readonly account: AccountStore
  readonly global = new GlobalStore()
  readonly popup = new PopupStore()
  readonly share = new ShareStore()
  readonly loginRedirect = new LoginRedirectStore()
  readonly timezone = new TimezoneStore()
  readonly tabBar: TabBarStore

  constructor() {
    this.account = new AccountStore(this)
    this.tabBar = new TabBarStore(this)
  }

  /** Unread total drives the message-centre tab badge. Returns a disposer. */
  startBadgeSync(): () => void {
    return reaction(
      () => this.global.bugleNum,
      (n) => this.tabBar.setBadge('pages/msgCenterTab/newtask/newtask', n),
      { fireImmediately: true },
    )
  }

  /** Logout clears the stores and the cache, but not permanent keys. */
  onSignedOut() {
    this.global.reset()
    this.share.reset()
    cache.clear({ keepPermanent: true })
  }
}
