import { routes, type RouteName } from './route-table'

/** A page's config read from its route table entry, so titles are written once. */
export function pageConfig(name: RouteName, extra: Record<string, unknown> = {}) {
  const r = routes[name] as { title?: string; enablePullDownRefresh?: boolean }
  return definePageConfig({
    navigationBarTitleText: r.title ?? '',
    enablePullDownRefresh: r.enablePullDownRefresh ?? false,
    ...extra,
  })
}
