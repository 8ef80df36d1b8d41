import type { RootStore } from '@/stores/root-store'
import { toast } from '@/lib/ui'
import { DECLINED_MESSAGE, signInConsentFeature } from './sign-in-consent'

/** What the check did: nothing to ask (or not signed in, or the status could not be read), agreed, or signed out. */
export type ReConsentOutcome = 'skipped' | 'agreed' | 'declined'

/**
 * On app start and whenever the app comes back to the foreground: a signed-in person whose accepted versions of
 * 用户协议 and 隐私政策 are not the ones in force is asked again, with the sign-in's dialog (shown by the app).
 * 同意 records the versions in force; 不同意 signs out (`signOut`, the shell's logout). When the status cannot be
 * read (offline), nothing happens: the next return asks.
 */
export async function askAgainIfOutdated(store: RootStore, signOut: (store: RootStore) => Promise<void>): Promise<ReConsentOutcome> {
  if (!store.account.isSignedIn) return 'skipped'
  const consent = store.feature(signInConsentFeature)
  // A question already open (this one, or a sign-in's on its page) is answered there.
  if (consent.pending) return 'skipped'
  let answer
  try {
    answer = await consent.ask('app-show')
  } catch {
    return 'skipped'
  }
  if (answer === 'agreed') return 'agreed'
  void toast(DECLINED_MESSAGE)
  await signOut(store)
  return 'declined'
}
