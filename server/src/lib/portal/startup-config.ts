import type { Database } from '../../db/client'
import type { ModuleSettings, StartupConfig, SystemConfig, TabConfig, ThemeConfig } from '@contract/portal-config'
import { absolutizeAssets, readSetting } from './portal-settings'
import { isValidNow } from '@contract/theme-rules'
import { enabledThemes, tabConfigList } from './config-repository'
import { currentVersions } from '../personal/agreements-repository'

/**
 * System config with absolute image addresses and the footer tabs also as a JSON string (older clients); its user
 * agreement and privacy texts are the versions in force.
 */
export async function systemConfig(db: Database, origin: string): Promise<SystemConfig> {
  const [setting, texts] = await Promise.all([readSetting(db, 'system'), currentVersions(db)])
  const system = absolutizeAssets(setting, origin)
  return {
    ...system,
    protocol: texts.protocol?.content ?? system.protocol,
    privacy: texts.privacy?.content ?? system.privacy,
    appFootTabs: JSON.stringify(system.appFootTabList),
  }
}

export async function moduleSettings(db: Database): Promise<ModuleSettings> {
  return await readSetting(db, 'module')
}

/** Tab entries in their order, each per-identity name carrying its tab's id. */
export async function tabConfigs(db: Database, origin: string): Promise<TabConfig[]> {
  const rows = await tabConfigList(db)
  const tabs = rows.map((row) => ({
    ...row,
    differentNames: row.differentNames.map((entry) => ({ code: entry.code, tabName: entry.tabName, tabId: row.id })),
  }))
  return absolutizeAssets(tabs, origin)
}

/** The newest enabled theme valid now, else the newest enabled one (flagged not valid), else null. */
export async function currentTheme(db: Database, origin: string, now: Date): Promise<ThemeConfig | null> {
  const rows = await enabledThemes(db)
  const theme = rows.find((row) => isValidNow(row.validity, now)) ?? rows[0]
  if (!theme) return null
  return absolutizeAssets(
    {
      id: theme.id,
      name: theme.name,
      footTabs: theme.footTabs,
      backgroundUrl: theme.backgroundUrl,
      validity: theme.validity,
      isValidForNow: isValidNow(theme.validity, now),
    },
    origin,
  )
}

/** The four start-up answers together (one call on a first load). */
export async function startupConfig(db: Database, origin: string, now: Date): Promise<StartupConfig> {
  const [system, modules, tabs, theme] = await Promise.all([
    systemConfig(db, origin),
    moduleSettings(db),
    tabConfigs(db, origin),
    currentTheme(db, origin, now),
  ])
  return { system, modules, tabs, theme }
}
