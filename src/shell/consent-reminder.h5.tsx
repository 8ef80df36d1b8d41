import type { RootStore } from '@/stores/root-store'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { askAgainIfOutdated } from '@/features/auth/re-consent'
import { logout } from './logout'

/** The app's own consent dialog: in a browser the app renders beside its pages, so one dialog serves every page. */
export function ConsentReminder() {
  return <SignInConsentDialog asker="app-show" />
}

/**
 * On app start and on every return to the page: asks again when a newer 用户协议 or 隐私政策 is in force. Not inside
 * a frame: there the portal is the console's 手机预览, looked at by an operator, not used.
 */
export function remindOfConsent(store: RootStore): void {
  if (window.self !== window.top) return
  void askAgainIfOutdated(store, logout)
}
