import Taro from '@tarojs/taro'
import { buildQuery } from '../lib/query'
import { routes, type RouteDef, type RouteName } from './route-table'

type Target = RouteName | RouteDef
type Params = Record<string, string | number | boolean | undefined | null>

const defOf = (t: Target): RouteDef => (typeof t === 'string' ? routes[t] : t)

/** The address of a page with its query: '/pages/x/y?a=1'. The only way a page URL is built. */
export function urlOf(target: Target, params: Params = {}): string {
  const q = buildQuery(params)
  return '/' + defOf(target).path + (q ? `?${q}` : '')
}

/** Tab pages cannot take a query in WeChat: their state travels through the stores instead. */
function isTab(def: RouteDef) {
  return typeof def.tab === 'number'
}

export const nav = {
  to(target: Target, params?: Params) {
    const def = defOf(target)
    return isTab(def) ? Taro.switchTab({ url: urlOf(def) }) : Taro.navigateTo({ url: urlOf(def, params) })
  },
  redirect(target: Target, params?: Params) {
    const def = defOf(target)
    return isTab(def) ? Taro.switchTab({ url: urlOf(def) }) : Taro.redirectTo({ url: urlOf(def, params) })
  },
  relaunch(target: Target, params?: Params) {
    return Taro.reLaunch({ url: urlOf(defOf(target), params) })
  },
  /** Back one page, or home when there is nothing to go back to (a shared link opened directly). */
  back() {
    if (Taro.getCurrentPages().length > 1) return Taro.navigateBack()
    return Taro.switchTab({ url: urlOf('home') })
  },
  /** Opens any in-app address given as a string (from the server or a transit page). */
  open(url: string) {
    const path = url.split('?')[0].replace(/^\//, '')
    const def = Object.values(routes).find((r) => r.path === path)
    if (def && isTab(def)) return Taro.switchTab({ url: '/' + def.path })
    return Taro.navigateTo({ url: url.startsWith('/') ? url : '/' + url })
  },
}
