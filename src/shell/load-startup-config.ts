import { reaction, runInAction } from 'mobx'
import type { RootStore } from '@/stores/root-store'
import type { ThemeConfig as TabThemeConfig } from '@/stores/tab-bar-types'
import { portalConfigApi, type PortalConfigApi } from '@/lib/portal-config-api'

export interface StartupConfigResult {
  /** The calls that failed (each failure leaves its part at the built-in defaults). */
  failed: ('system' | 'modules' | 'tabs' | 'theme')[]
}

const fulfilled = <T>(value: T): PromiseFulfilledResult<T> => ({ status: 'fulfilled', value })

/**
 * Start-up configuration (spec §7): system config and module settings into the portal-config store,
 * the tab configuration and the theme into the tab bar. One call brings all four; when it fails (or the
 * server predates it) the four calls of the spec go out, each standing alone: one failing keeps that part
 * at its defaults (launch errors are swallowed, spec §4).
 */
export async function loadStartupConfig(store: RootStore, api: PortalConfigApi = portalConfigApi): Promise<StartupConfigResult> {
  const [system, modules, tabs, theme] = await api.getStartupConfig().then(
    (startup) => [fulfilled(startup.system), fulfilled(startup.modules), fulfilled(startup.tabs), fulfilled(startup.theme)] as const,
    () => Promise.allSettled([api.getSystemConf(), api.getAppSystemConf(), api.getTabList(), api.getCurrentTheme()]),
  )
  const failed: StartupConfigResult['failed'] = []
  // One action, so what depends on the four parts (the tab bar, the pages) is brought up to date once.
  runInAction(() => {
    if (system.status === 'fulfilled') store.portalConfig.setSystem(system.value)
    else failed.push('system')
    if (modules.status === 'fulfilled') store.portalConfig.setModules(modules.value)
    else failed.push('modules')
    if (tabs.status === 'fulfilled') store.tabBar.applyServerConfig(tabs.value)
    else failed.push('tabs')
    if (theme.status === 'fulfilled') store.tabBar.applyTheme(theme.value as TabThemeConfig | null)
    else failed.push('theme')
  })
  return { failed }
}

/** Loads the start-up configuration now and again after each sign-in (a new token may see other tabs). Returns a disposer. */
export function watchStartupConfig(store: RootStore, api: PortalConfigApi = portalConfigApi): () => void {
  return reaction(
    () => store.account.token,
    () => void loadStartupConfig(store, api).catch(() => undefined),
    { fireImmediately: true },
  )
}
