import { getAppAllUnreadCount } from '@/features/message-center/api'
import { getToDoListCountNew } from '@/features/tasks/api'
import { getNotifySettings } from '@/features/personal/api'
import { NewMessageNotice } from '@/features/personal/new-message-notice'
import { platformNoticeEffects } from '@/features/personal/notice-effects'
import type { RootStore } from '@/stores/root-store'

/** The new-message notice of this app instance (toast, sound, vibration; quiet in do-not-disturb hours). */
const newMessageNotice = new NewMessageNotice(getNotifySettings, platformNoticeEffects)

/**
 * Spec §4 "Show/hide" and §7: refresh the unread total when signed in, not logged out and not in
 * no-login mode. The to-do count is refreshed with it, since the message tab's badge is their sum
 * (stores/message-badge-rule.ts): without it the badge after a reload depended on whether the message tab had been
 * opened. Failures are ignored (the badge keeps its last value). When the total grows, the new-message
 * notice decides whether to announce it; the badge follows the count either way.
 */
export async function refreshUnreadCount(store: RootStore): Promise<void> {
  if (!store.account.isSignedIn || store.account.isSysLogout || store.global.noLogin) {
    newMessageNotice.reset()
    return
  }
  const [unread, todo] = await Promise.allSettled([getAppAllUnreadCount(), getToDoListCountNew()])
  if (unread.status === 'fulfilled') {
    store.global.setUnread(unread.value)
    void newMessageNotice.onUnread(store.global.bugleNum, store.account.username)
  }
  if (todo.status === 'fulfilled') store.todoCount.set(todo.value.todo)
}
