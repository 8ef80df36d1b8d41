import { lazy, Suspense, useEffect, useState } from 'react'
import type { personalEndpoints } from '@contract/personal'
import { personalPaths } from '@contract/paths/personal'
import { endpointClient } from '@/lib/endpoint-client'
import type { RootStore } from '@/stores/root-store'
import { logout } from './logout'

const ConsentDialogHost = lazy(() => import('./consent-dialog-host'))
const personal = endpointClient<typeof personalEndpoints>(personalPaths)

// The dialog and the consent code load only once a question is due (they would add ~30 KB gzip to every first load).
let hostWanted = false
let showHost: (() => void) | undefined

/** The app's own consent dialog: in a browser the app renders beside its pages, so one dialog serves every page. */
export function ConsentReminder() {
  const [wanted, setWanted] = useState(hostWanted)
  useEffect(() => {
    showHost = () => setWanted(true)
    return () => {
      showHost = undefined
    }
  }, [])
  return wanted ? (
    <Suspense fallback={null}>
      <ConsentDialogHost />
    </Suspense>
  ) : null
}

/** In a browser the question shows beside the pages (ConsentReminder), not on each of them. */
export const consentOverlay = null

/**
 * On app start and on every return to the page: asks again when a newer 用户协议 or 隐私政策 is in force (one status
 * call; the question's code loads only then). Not inside a frame: there the portal is the console's 手机预览, looked
 * at by an operator, not used.
 */
export function remindOfConsent(store: RootStore): void {
  if (window.self !== window.top || !store.account.isSignedIn) return
  void (async () => {
    const status = await personal.agreementStatus({ silent: true }).catch(() => undefined)
    if (!status?.needsConsent) return
    const { askAgainIfOutdated } = await import('@/features/auth/re-consent')
    hostWanted = true
    showHost?.()
    await askAgainIfOutdated(store, logout)
  })().catch(() => undefined)
}
