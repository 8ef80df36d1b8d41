import { nav } from '@/routes/nav'
import type { RootStore } from '@/stores/root-store'
import type { LoginOutcome } from '@/features/auth/login-flow'
import { finishLogin } from '@/features/auth/post-login'

/** Where each login outcome leads: the app (signed in), the account choice, or WeChat binding. */
export async function followOutcome(store: RootStore, outcome: LoginOutcome): Promise<void> {
  if (outcome === 'choose') await nav.to('accountLogin')
  else if (outcome === 'bind') await nav.to('bindAccount')
  else await finishLogin(store)
}

/**
 * One login attempt from a button: ignored while another runs; on success the outcome is followed.
 * A failure is not thrown: its reason is in `store.login.error` (shown by the form) and the typed
 * inputs stay as they are.
 */
export async function attemptLogin(store: RootStore, attempt: () => Promise<LoginOutcome>): Promise<void> {
  if (store.login.busy) return
  try {
    await followOutcome(store, await attempt())
  } catch {
    // Reported through store.login.error.
  }
}
