import { endpointClient } from './endpoint-client'
import { portalConfigPaths } from '@contract/paths/portal-config'
import { shareRecent } from './share-recent'
import type {
  AppVersion,
  ModuleSettings,
  PrivacyAgreement,
  portalConfigEndpoints,
  StartupConfig,
  SystemConfig,
  TabConfig,
  ThemeConfig,
} from '@contract/portal-config'

/** Portal configuration read at start (spec §7 "Content and config"); none of it needs a signed-in user. */
const portal = endpointClient<typeof portalConfigEndpoints>(portalConfigPaths)

/** Spec §9: the H5 terminal code, sent where the server splits by terminal. */
export { TERMINAL_H5 } from '@contract/constants'

/**
 * GET /v1/config/startup: system config, module settings, tab list and theme in one answer. Start-up, the
 * home tab and the web-view host policy ask at the same moment: one request serves them all.
 */
export const getStartupConfig = shareRecent((): Promise<StartupConfig> => portal.startup({ silent: true }))

/**
 * GET /v1/config/system/getSystemConf: school name, logos, protocol and privacy texts, footer tabs. Read from
 * the start-up answer; a server without it (a portal that predates the call) answers the call itself.
 */
export const getSystemConf = shareRecent(
  (): Promise<SystemConfig> =>
    getStartupConfig().then(
      (startup) => startup.system,
      () => portal.getSystemConf({ silent: true }),
    ),
)

/** GET /v1/config/system/getAppSystemConf: module settings (what the my tab and home show), as getSystemConf. */
export const getAppSystemConf = shareRecent(
  (): Promise<ModuleSettings> =>
    getStartupConfig().then(
      (startup) => startup.modules,
      () => portal.getAppSystemConf({ silent: true }),
    ),
)

/** GET /v1/config/tab/list: tab names, icons and per-identity names. */
export function getTabList(): Promise<TabConfig[]> {
  return portal.tabList({ silent: true })
}

/** GET /v1/config/theme/current: the current theme, or null for the default bar. */
export function getCurrentTheme(): Promise<ThemeConfig | null> {
  return portal.themeCurrent({ silent: true })
}

/** GET /v1/app/config/getLastVersion: the newest release of a platform (default android). */
export function getLastVersion(platform?: 'android' | 'ios' | 'h5'): Promise<AppVersion | null> {
  return portal.getLastVersion({ query: { platform }, silent: true })
}

/** GET /appVersionInfo: the current version of every platform. */
export function getAppVersionInfo(): Promise<{ serverVersion: string; versions: AppVersion[] }> {
  return portal.appVersionInfo({ silent: true })
}

/** GET /v2/service/networkCheck: reachability of the portal, and whether this device is on the campus network. */
export function networkCheck(): Promise<{ online: true; serverTime: number; onCampus: boolean }> {
  return portal.networkCheck({ silent: true, timeout: 10000 })
}

/** GET /v1/agreement/getPrivacyAgreement: the privacy agreement (title, version, HTML paragraphs). */
export function getPrivacyAgreement(): Promise<PrivacyAgreement> {
  return portal.getPrivacyAgreement({ silent: true })
}

export const portalConfigApi = {
  getStartupConfig,
  getSystemConf,
  getAppSystemConf,
  getTabList,
  getCurrentTheme,
  getLastVersion,
  getAppVersionInfo,
  networkCheck,
  getPrivacyAgreement,
}
export type PortalConfigApi = typeof portalConfigApi
