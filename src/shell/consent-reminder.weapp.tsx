import { useRouter } from '@tarojs/taro'
import type { RootStore } from '@/stores/root-store'
import { askAgainIfOutdated } from '@/features/auth/re-consent'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { isReadingConsentText } from './consent-reading'
import { logout } from './logout'

/** A mini-program's app renders no view of its own: the question shows on the page in front (`consentOverlay`). */
export function ConsentReminder() {
  return null
}

/**
 * The app's copy of the consent dialog, drawn by the PageShell of the page in front (PageOverlay). It steps aside on
 * the 用户协议 and 隐私政策 pages its links open, and is back on the page beneath when the person returns.
 */
function ConsentOverlay() {
  return isReadingConsentText(useRouter()?.path) ? null : <SignInConsentDialog asker="app-show" />
}

export const consentOverlay = ConsentOverlay

/**
 * On app start and on every return to the foreground: asks again when a newer 用户协议 or 隐私政策 is in force (one
 * status call). There is no lazy loading in the mini-program, so the dialog's code is in the main package either way
 * (the login pages use it too).
 */
export function remindOfConsent(store: RootStore): void {
  if (!store.account.isSignedIn) return
  askAgainIfOutdated(store, logout).catch(() => undefined)
}
