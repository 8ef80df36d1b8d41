import { BOTTOM_REACH } from '../components/constants'
import { routes, type PageOptions, type RouteName } from './route-table'

/** The mini-program page config of a route, from its table entry: title and page options written once. */
export function pageConfigOf(name: RouteName) {
  const { title, page = {} } = routes[name] as { title?: string; page?: PageOptions }
  return {
    navigationBarTitleText: title ?? '',
    // The mini-program's <page-meta>, whose page-style carries the text size, 长辈模式 and 浅色 / 深色
    // (components/page-style.weapp.tsx).
    enablePageMeta: true,
    enablePullDownRefresh: page.pullDownRefresh ?? false,
    ...(page.pullDownRefresh ? { backgroundTextStyle: 'dark' as const } : {}),
    ...(page.bottomReach ? { onReachBottomDistance: BOTTOM_REACH[page.bottomReach] } : {}),
    ...(page.share ? { enableShareAppMessage: true, enableShareTimeline: true } : {}),
    ...(page.customNavigation ? { navigationStyle: 'custom' as const } : {}),
  }
}

/** Used by every generated `*.config.ts` (scripts/gen-page-configs.mjs). */
export function pageConfig(name: RouteName) {
  return definePageConfig(pageConfigOf(name))
}
