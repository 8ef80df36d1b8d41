import { nav } from '@/routes/nav'
import type { RootStore } from '@/stores/root-store'
import { loginFlowFeature, type LoginOutcome } from '@/features/auth/login-flow'
import { finishLogin } from '@/features/auth/post-login'
import { DECLINED_MESSAGE, signInConsentFeature } from '@/features/auth/sign-in-consent'

/**
 * After a sign-in: the privacy-policy consent of the current version (asked when this account has not
 * accepted it), then the post-login destination. 不同意, or a consent that cannot be checked, undoes the
 * sign-in and leaves the person on the login page with the reason.
 */
export async function continueSignedIn(store: RootStore): Promise<void> {
  let answer: 'agreed' | 'declined'
  try {
    answer = await store.feature(signInConsentFeature).ask()
  } catch {
    store.account.signOut()
    store.feature(loginFlowFeature).setError('无法确认隐私政策同意状态，请稍后重新登录')
    return
  }
  if (answer === 'declined') {
    store.account.signOut()
    store.feature(loginFlowFeature).setError(DECLINED_MESSAGE)
    return
  }
  await finishLogin(store)
}

/** Where each login outcome leads: the app (signed in, after consent), the account choice, or WeChat binding. */
export async function followOutcome(store: RootStore, outcome: LoginOutcome): Promise<void> {
  if (outcome === 'choose') await nav.to('accountLogin')
  else if (outcome === 'bind') await nav.to('bindAccount')
  else await continueSignedIn(store)
}

/**
 * One login attempt from a button: ignored while another runs; on success the outcome is followed.
 * A failure is not thrown: its reason is in the login flow's `error` (shown by the form) and the typed
 * inputs stay as they are.
 */
export async function attemptLogin(store: RootStore, attempt: () => Promise<LoginOutcome>): Promise<void> {
  if (store.feature(loginFlowFeature).busy) return
  try {
    await followOutcome(store, await attempt())
  } catch {
    // Reported through the login flow's error.
  }
}
