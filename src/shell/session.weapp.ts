import Taro from '@tarojs/taro'
import type { RootStore } from '@/stores/root-store'
import { setReloginHandler } from '@/lib/request'
import { clearToken, isTokenValid, readToken } from '@/lib/token'
import { buildQuery } from '@/lib/query'
import { urlOf } from '@/routes/nav'
import { needsLogin } from '@/features/auth/access'

/**
 * Mini-program start: without a valid token a protected launch page goes to the login page
 * (spec §4 "applet token expired"); the launch page is remembered for after the login.
 */
export function startSession(store: RootStore): boolean {
  setReloginHandler(() => {
    clearToken()
    // An expired applet token mid-session: come back to the page the user was on after the login.
    const pages = Taro.getCurrentPages()
    const current = pages[pages.length - 1] as { route?: string; options?: Record<string, string> } | undefined
    if (current?.route && !current.route.startsWith('pages/login/')) remember(store, current.route, current.options ?? {})
    void Taro.reLaunch({ url: urlOf('login') })
  })
  try {
    const launch = Taro.getLaunchOptionsSync()
    const query = (launch.query ?? {}) as Record<string, string>
    const token = readToken()
    if ((!token || !isTokenValid(token)) && needsLogin(launch.path, query)) {
      remember(store, launch.path, query)
      void Taro.reLaunch({ url: urlOf('login') })
    }
  } catch {
    // Launch errors are swallowed (spec §4).
  }
  return true
}

/** Remembers a page with its query: the post-login return keeps the page's allowed parameters (spec §2). */
function remember(store: RootStore, path: string, query: Record<string, string>) {
  const search = buildQuery(query)
  store.loginRedirect.remember(`/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`)
}
