import { allRoutes, packageOf, subPackageRoots, tabRoutes, type RouteDef } from './route-table'
import { tabIcons } from './tab-icons'

type Platform = 'weapp' | 'h5'

const onPlatform = (platform: Platform) => (r: RouteDef) => !r.platform || r.platform === platform

/** `pages` of app.config: main-package pages, tab pages first (the first page is the start page). */
export function mainPages(platform: Platform): string[] {
  const main = allRoutes.filter((r) => packageOf(r.path) === 'main' && onPlatform(platform)(r)).map((r) => r.path)
  const tabs = tabRoutes.map((r) => r.path)
  return [...tabs, ...main.filter((p) => !tabs.includes(p))]
}

export function subPackages(platform: Platform) {
  return subPackageRoots
    .map((root) => ({
      root,
      pages: allRoutes.filter((r) => packageOf(r.path) === root && onPlatform(platform)(r)).map((r) => r.path.slice(root.length + 1)),
    }))
    .filter((p) => p.pages.length > 0)
}

export const TAB_BAR_COLORS = { color: '#3A3C40', selectedColor: '#ED663F', backgroundColor: '#ffffff' } as const
/** The mini-program's bar follows the system's dark mode through theme.json; the selected colour is the spec's in both. */
const WEAPP_TAB_BAR_COLORS = { color: '@tabColor', selectedColor: '#ED663F', backgroundColor: '@tabBgColor' } as const

/** The tab bar of app.config; the icons are PNGs in the mini-program and SVGs on H5 (routes/tab-icons.ts). */
export function tabBar(platform?: Platform) {
  const icons = tabIcons(platform)
  return {
    ...(platform === 'weapp' ? WEAPP_TAB_BAR_COLORS : TAB_BAR_COLORS),
    // Taro's TabBar type knows only 'white' | 'black', not theme.json's `@` names.
    borderStyle: platform === 'weapp' ? ('@tabBorderStyle' as 'white') : ('white' as const),
    list: tabRoutes.map((r, i) => ({
      pagePath: r.path,
      text: r.title!,
      iconPath: icons[i].normal,
      selectedIconPath: icons[i].selected,
    })),
  }
}

/** Sub-packages a tab leads to are downloaded ahead while the tab is open. */
export function preloadRule(platform: Platform) {
  const roots = new Set(subPackages(platform).map((p) => p.root))
  const rule: Record<string, { network: 'all'; packages: string[] }> = {}
  const want: Record<string, string[]> = {
    'pages/tab/index/index': ['pagesA'],
    'pages/msgCenterTab/newtask/newtask': ['msgCenter'],
    'pages/tab/my/my': ['pagesA'],
    'pages/tab/service/index': ['study-center'],
  }
  for (const [page, pkgs] of Object.entries(want)) {
    const present = pkgs.filter((p) => roots.has(p as never))
    if (present.length) rule[page] = { network: 'all', packages: present }
  }
  return rule
}

/**
 * Location APIs the mini-program calls (app.json `requiredPrivateInfos`; docs/weapp-privacy.md).
 * None today: location is picked on the H5 pages only. The build check fails when a location API
 * appears in the build without being listed here.
 */
export const REQUIRED_PRIVATE_INFOS: Array<'chooseLocation' | 'getLocation' | 'getFuzzyLocation'> = []
