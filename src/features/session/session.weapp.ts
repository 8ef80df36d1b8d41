import Taro from '@tarojs/taro'
import type { RootStore } from '../../stores/root-store'
import { setReloginHandler } from '../../lib/request'
import { clearToken, isTokenValid, readToken } from '../../lib/token'
import { urlOf } from '../../routes/nav'
import { needsLogin } from '../auth/access'

/**
 * Mini-program start: without a valid token a protected launch page goes to the login page
 * (spec §4 "applet token expired"); the launch page is remembered for after the login.
 */
export function startSession(store: RootStore): boolean {
  setReloginHandler(() => {
    clearToken()
    void Taro.reLaunch({ url: urlOf('login') })
  })
  try {
    const launch = Taro.getLaunchOptionsSync()
    const query = (launch.query ?? {}) as Record<string, string>
    const token = readToken()
    if ((!token || !isTokenValid(token)) && needsLogin(launch.path, query)) {
      store.loginRedirect.remember(`/${launch.path}`)
      void Taro.reLaunch({ url: urlOf('login') })
    }
  } catch {
    // Launch errors are swallowed (spec §4).
  }
  return true
}
