import { setReloginHandler } from '@/lib/request'
import type { RootStore } from '@/stores/root-store'
import { clearToken } from '@/lib/token'
import { parseQuery } from '@/lib/query'
import { ensureWebSession, LoginRedirect, reloginUrl } from '@/features/auth/web-auth'
import { installChunkRecovery } from './chunk-recovery'
import { wrapChunkLoader } from './chunk-loading'
import { isHostAppPresent } from '@/lib/bridge'
import { readLaunchFlags } from './launch-params'

/** webpack's own require, visible to code it bundles. */
declare const __webpack_require__: { e: (chunkId: string | number) => Promise<unknown> }

/**
 * Browser start: token in the address, CAS ticket, or a redirect to the single sign-on login.
 * Returns false while the browser is leaving for another address (nothing should render).
 */
export function startSession(_store: RootStore): boolean {
  installChunkRecovery(window)
  if (typeof __webpack_require__ !== 'undefined') wrapChunkLoader(__webpack_require__, document)
  hideReturnButtonWhenAsked()
  hideTabBarWhenAsked()
  setReloginHandler(() => {
    clearToken()
    const to = reloginUrl(window.location)
    if (to) window.location.replace(to)
  })
  try {
    ensureWebSession(window.location)
    return true
  } catch (e) {
    if (e instanceof LoginRedirect) return false
    // Launch errors are swallowed (spec §4): the page renders and its own calls report problems.
    return true
  }
}

/** Spec §2: the back button is hidden when the host app supplies its own or isHideReturnBtn=1. */
function hideReturnButtonWhenAsked() {
  const flags = readLaunchFlags(parseQuery(window.location.search) as Record<string, string>)
  if (flags.hideReturnBtn || isHostAppPresent()) document.documentElement.classList.add('portal-hide-return')
}

/**
 * Spec §4 "Launch": isHideTabbar=1 hides the tab bar. Taro's H5 bar hears hideTabBar() only once it is
 * mounted, and at launch it sometimes is not yet (the flag was then lost); a class on <html> set
 * before the first render holds on every load.
 */
function hideTabBarWhenAsked() {
  const flags = readLaunchFlags(parseQuery(window.location.search) as Record<string, string>)
  if (flags.hideTabBar) document.documentElement.classList.add('portal-hide-tabbar')
}
