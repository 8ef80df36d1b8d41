import Taro from '@tarojs/taro'
import { buildQuery } from '../lib/query'
import { routes, type RouteDef, type RouteName } from './route-table'

type Target = RouteName | RouteDef
type Scalar = string | number | boolean | undefined | null
type Params = Record<string, Scalar>
type Table = typeof routes
type Listed<N extends RouteName, K extends 'params' | 'allowedParams'> = Table[N] extends {
  readonly [P in K]: readonly (infer Name extends string)[]
}
  ? Name
  : never
/** The query a route takes: its `params` and `allowedParams` from the table, nothing else. */
export type ParamsOf<N extends RouteName> = ParamsNamed<Listed<N, 'params'> | Listed<N, 'allowedParams'>>
// A route without parameters takes none ({} would accept any object).
type ParamsNamed<K extends string> = [K] extends [never] ? Record<string, never> : Partial<Record<K, Scalar>>

/** A named route takes only its own parameters; a table entry found at run time takes any. */
interface Navigate {
  <N extends RouteName>(target: N, params?: ParamsOf<N>): Promise<unknown>
  (target: RouteDef, params?: Params): Promise<unknown>
}

const defOf = (t: Target): RouteDef => (typeof t === 'string' ? routes[t] : t)

/** The address of a page with its query: '/pages/x/y?a=1'. The only way a page URL is built. */
export function urlOf<N extends RouteName>(target: N, params?: ParamsOf<N>): string
export function urlOf(target: RouteDef, params?: Params): string
export function urlOf(target: Target, params: Params = {}): string {
  const q = buildQuery(params)
  return '/' + defOf(target).path + (q ? `?${q}` : '')
}

/** Tab pages cannot take a query in WeChat: their state travels through the stores instead. */
function isTab(def: RouteDef) {
  return typeof def.tab === 'number'
}

const to: Navigate = (target: Target, params?: Params) => {
  const def = defOf(target)
  return isTab(def) ? Taro.switchTab({ url: urlOf(def) }) : Taro.navigateTo({ url: urlOf(def, params) })
}
const redirect: Navigate = (target: Target, params?: Params) => {
  const def = defOf(target)
  return isTab(def) ? Taro.switchTab({ url: urlOf(def) }) : Taro.redirectTo({ url: urlOf(def, params) })
}
const relaunch: Navigate = (target: Target, params?: Params) => Taro.reLaunch({ url: urlOf(defOf(target), params) })

export const nav = {
  to,
  redirect,
  relaunch,
  /** Back one page, or home when there is nothing to go back to (a shared link opened directly). */
  back() {
    if (Taro.getCurrentPages().length > 1) return Taro.navigateBack()
    return Taro.switchTab({ url: urlOf('home') })
  },
  /**
   * Back past every page opened on top of the nearest earlier `target` page (a choice made some levels deep
   * returns to where it started), or one page back when no earlier page is `target`.
   */
  backTo(target: RouteName) {
    const pages = Taro.getCurrentPages()
    // The mini-program's route has no leading slash; the H5 router's has one.
    const routesBelow = pages.slice(0, -1).map((page) => (page.route ?? '').replace(/^\//, ''))
    const index = routesBelow.lastIndexOf(routes[target].path)
    if (index < 0) return nav.back()
    return Taro.navigateBack({ delta: pages.length - 1 - index })
  },
  /** Opens any in-app address given as a string (from the server or a transit page). */
  open(url: string) {
    const path = url.split('?')[0].replace(/^\//, '')
    const def = Object.values(routes).find((r) => r.path === path)
    if (def && isTab(def)) return Taro.switchTab({ url: '/' + def.path })
    return Taro.navigateTo({ url: url.startsWith('/') ? url : '/' + url })
  },
}
