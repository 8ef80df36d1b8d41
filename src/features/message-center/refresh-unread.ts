import { getAppAllUnreadCount } from './api'
import type { RootStore } from '../../stores/root-store'

/**
 * Spec §4 "Show/hide" and §7: refresh the unread total when signed in, not logged out and not in
 * no-login mode. Failures are ignored (the badge keeps its last value).
 */
export async function refreshUnreadCount(store: RootStore): Promise<void> {
  if (!store.account.isSignedIn || store.account.isSysLogout || store.global.noLogin) return
  try {
    const total = await getAppAllUnreadCount()
    store.global.setUnread(total)
  } catch {
    // Ignored by design (spec §8).
  }
}
