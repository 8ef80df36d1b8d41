import { nav } from '../../../routes/nav'
import type { RootStore } from '../../../stores/root-store'
import type { LoginOutcome } from '../login-flow'
import { finishLogin } from '../post-login'

/** Where each login outcome leads: the app (signed in), the account choice, or WeChat binding. */
export async function followOutcome(store: RootStore, outcome: LoginOutcome): Promise<void> {
  if (outcome === 'choose') await nav.to('accountLogin')
  else if (outcome === 'bind') await nav.to('bindAccount')
  else await finishLogin(store)
}
