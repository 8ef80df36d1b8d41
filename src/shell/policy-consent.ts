import Taro from '@tarojs/taro'
import { acceptAgreement, getAgreementStatus } from '@/features/personal/api'
import { nav } from '@/routes/nav'
import { toast } from '@/lib/ui'
import type { RootStore } from '@/stores/root-store'

/** When the current question was put; 0 when none is open. */
let askedAt = 0
/** Taro's H5 modal can be dropped by a route change without an answer: after this long, a new show asks again. */
const STALE_QUESTION_MS = 5000
/** Lets the H5 router finish switching pages first (a switch clears an open modal). */
const SETTLE_MS = 600

/**
 * Re-consent: when the portal publishes a privacy-policy version the person has not accepted, ask before
 * they go on. 同意 records it; 查看 opens the policy, whose page offers 同意 and 不同意并退出.
 */
export async function askPolicyConsent(store: RootStore): Promise<void> {
  if (Date.now() - askedAt < STALE_QUESTION_MS || !store.account.isSignedIn || store.global.noLogin) return
  askedAt = Date.now()
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    const status = await getAgreementStatus()
    if (!status.needsConsent) return
    const answer = await Taro.showModal({
      title: '隐私政策更新',
      content: `我们更新了《${status.title}》（${status.version} 版），请阅读并同意后继续使用。`,
      confirmText: '同意',
      cancelText: '查看',
      confirmColor: '#ED663F',
    })
    if (answer.confirm) {
      await acceptAgreement(status.version)
      void toast('已同意')
    } else {
      void nav.to('privacyPolicy')
    }
  } catch {
    // Not reachable now: asked again at the next show.
  } finally {
    askedAt = 0
  }
}
