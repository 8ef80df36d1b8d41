import type { IdentityCode, TabConfig, TabEntry } from './tab-bar-types'

/** The label a tab shows for an identity: its per-identity name when configured, else its own. */
export function labelFor(tab: TabEntry, identity: IdentityCode | undefined): string {
  return (identity && tab.identityList[identity]) || tab.text
}

/**
 * Merges the server's tab configuration into the bar: names (and per-identity names when
 * showDifferentName is on) for the tab whose url is the tab's page. Unknown urls are ignored: the
 * bar's pages are fixed by the app (WeChat cannot add tab pages at run time).
 */
export function mergeTabConfig(tabs: readonly TabEntry[], configs: readonly TabConfig[]): TabEntry[] {
  return tabs.map((tab) => {
    const cfg = configs.find((c) => normalise(c.url) === normalise(tab.pagePath))
    if (!cfg || !truthy(cfg.showTab)) return tab
    const identityList: TabEntry['identityList'] = {}
    if (truthy(cfg.showDifferentName)) {
      for (const d of cfg.differentNames ?? []) if (d.tabName) identityList[d.code as IdentityCode] = d.tabName
    }
    return {
      ...tab,
      text: cfg.tabName || tab.text,
      identityList,
      iconPath: cfg.normalUnselectPic || tab.iconPath,
      selectedIconPath: cfg.normalSelectPic || tab.selectedIconPath,
      // The page a tab web view opens (set in the console's 标签栏).
      ...(cfg.externalUrl ? { externalUrl: cfg.externalUrl } : {}),
    }
  })
}

const normalise = (p: string) => p.replace(/^\//, '').split('?')[0]
const truthy = (v: boolean | number | undefined) => v === true || v === 1
