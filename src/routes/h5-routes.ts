import { allRoutes } from './route-table'

/**
 * Taro `router.customRoutes` for H5: a page path → the addresses that open it. Taro serves a page with
 * custom routes at those addresses only, so the page's own path is listed too (last: the first alias is
 * the one navigation writes in the address bar). Without it `/pages/h5/index` opened directly matched
 * no route and stayed blank while `/` worked, though the spec makes them aliases.
 */
export function h5CustomRoutes(): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const r of allRoutes) {
    if (r.aliases?.length) out['/' + r.path] = [...r.aliases, '/' + r.path]
  }
  return out
}
