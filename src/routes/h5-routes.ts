import { allRoutes } from './route-table'

/** Taro `router.customRoutes` for H5: a page path → the extra addresses that open it. */
export function h5CustomRoutes(): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const r of allRoutes) {
    if (r.aliases?.length) out['/' + r.path] = [...r.aliases]
  }
  return out
}
