import { asc, desc, eq, sql } from 'drizzle-orm'
import type { ModuleFields, SystemFields, TabFields, ThemeFields } from '@contract/admin-config'
import {
  CONFIG_AUDIT_ENTITY,
  moduleSettingsProblem,
  systemSettingsProblem,
  tabConfigProblem,
  themeProblem,
  type ConfigKind,
} from '@contract/config-rules'
import type { Database } from '../../db/client'
import { portalSettings, tabConfigs, themes } from '../../db/schema/index'
import { badRequest, notFound } from '../common/api-error'
import { recordAudit, type Operator, type Transaction } from './audit-repository'
import { keepVersion, latestVersions } from './config-versions'

/**
 * The portal's configuration as the console edits it (全局管理员): tabs, themes, system and module settings. Each save
 * is checked by the contract's rules (400), refused when made on an older version (409), kept as a version and
 * audited, all in one transaction.
 */

type Action = 'create' | 'update' | 'restore'

const refuse = (problem: string | null) => {
  if (problem) throw badRequest(problem)
}

const tabFields = (row: typeof tabConfigs.$inferSelect): TabFields => ({
  tabName: row.tabName,
  showTab: row.showTab,
  normalSelectPic: row.normalSelectPic,
  normalUnselectPic: row.normalUnselectPic,
  otherSelectPic: row.otherSelectPic,
  otherUnselectPic: row.otherUnselectPic,
  showDifferentName: row.showDifferentName,
  sort: row.sort,
  externalUrl: row.externalUrl,
  differentNames: row.differentNames.map((entry) => ({
    code: entry.code as TabFields['differentNames'][number]['code'],
    tabName: entry.tabName,
  })),
})

export async function consoleTabs(db: Database) {
  const [rows, versions] = await Promise.all([
    db.select().from(tabConfigs).orderBy(asc(tabConfigs.sort), asc(tabConfigs.id)),
    latestVersions(db, 'tab'),
  ])
  return rows.map((row) => ({ id: row.id, url: row.url, version: versions.get(String(row.id)) ?? 0, ...tabFields(row) }))
}

/** Saves a tab's fields (names trimmed, empty per-identity names dropped). */
export async function saveTab(
  db: Database,
  operator: Operator,
  id: number,
  seen: number | undefined,
  input: TabFields,
  action: Action = 'update',
) {
  const fields: TabFields = {
    ...input,
    tabName: input.tabName.trim(),
    externalUrl: input.externalUrl.trim(),
    differentNames: input.differentNames.map((entry) => ({ code: entry.code, tabName: entry.tabName.trim() })),
  }
  refuse(tabConfigProblem(fields))
  return await db.transaction(async (tx) => {
    const [row] = await tx.select().from(tabConfigs).where(eq(tabConfigs.id, id)).for('update')
    if (!row) throw notFound('标签不存在')
    const before = tabFields(row)
    const version = await keepVersion(tx, operator, { kind: 'tab', key: String(id), seen, before, after: fields })
    await tx.update(tabConfigs).set(fields).where(eq(tabConfigs.id, id))
    await recordAudit(tx, operator, { action, entity: CONFIG_AUDIT_ENTITY.tab, entityId: id, before, after: fields })
    return version
  })
}

const themeFields = (row: typeof themes.$inferSelect): ThemeFields => ({
  name: row.name,
  footTabs: row.footTabs,
  backgroundUrl: row.backgroundUrl,
  validity: row.validity,
  enabled: row.enabled,
})

export async function consoleThemes(db: Database) {
  const [rows, versions] = await Promise.all([db.select().from(themes).orderBy(desc(themes.id)), latestVersions(db, 'theme')])
  return rows.map((row) => ({ id: row.id, version: versions.get(String(row.id)) ?? 0, ...themeFields(row) }))
}

/** Creates a theme (no id) or saves one; returns its id and new version. Permanent entries keep no window. */
export async function saveTheme(
  db: Database,
  operator: Operator,
  id: number | undefined,
  seen: number | undefined,
  input: ThemeFields,
  action: Action = id === undefined ? 'create' : 'update',
) {
  // Checked before the times are normalised (an unreadable time is a 400, not a failed conversion).
  refuse(themeProblem(input))
  const fields: ThemeFields = {
    ...input,
    name: input.name.trim(),
    footTabs: input.footTabs.map((tab) => ({ ...tab, text: tab.text.trim() })),
    validity: input.validity.map((entry) =>
      entry.validTimeType === 'permanent'
        ? { validTimeType: 'permanent' }
        : {
            validTimeType: 'custom',
            customValidTimeType: entry.customValidTimeType,
            customValidStartTime: entry.customValidStartTime && new Date(entry.customValidStartTime).toISOString(),
            customValidEndTime: entry.customValidEndTime && new Date(entry.customValidEndTime).toISOString(),
          },
    ),
  }
  return await db.transaction(async (tx) => {
    const [named] = await tx.select({ id: themes.id }).from(themes).where(eq(themes.name, fields.name))
    if (named && named.id !== id) throw badRequest('已有同名主题')
    if (id === undefined) {
      const [created] = await tx.insert(themes).values(fields).returning({ id: themes.id })
      const version = await keepVersion(tx, operator, { kind: 'theme', key: String(created!.id), seen, before: null, after: fields })
      await recordAudit(tx, operator, { action, entity: CONFIG_AUDIT_ENTITY.theme, entityId: created!.id, before: null, after: fields })
      return { id: created!.id, version }
    }
    const [row] = await tx.select().from(themes).where(eq(themes.id, id)).for('update')
    if (!row) throw notFound('主题不存在')
    const before = themeFields(row)
    const version = await keepVersion(tx, operator, { kind: 'theme', key: String(id), seen, before, after: fields })
    await tx.update(themes).set(fields).where(eq(themes.id, id))
    await recordAudit(tx, operator, { action, entity: CONFIG_AUDIT_ENTITY.theme, entityId: id, before, after: fields })
    return { id, version }
  })
}

const SYSTEM_KEYS = [
  'schoolName',
  'favIcon',
  'descIcon',
  'appTopLog',
  'appAboutLog',
  'appTaskLog',
  'eCardSets',
  'enableMourningMode',
  'shake',
] as const
const MODULE_KEYS = [
  'servicesNumPerRow',
  'telephone',
  'isShowScan',
  'isShowRobot',
  'isShowMessage',
  'isShowFeedback',
  'isShowFavorite',
  'isOpenGlobalSearch',
  'isShowSafeSet',
  'isShowProtocol',
  'casArry',
  'NavigationBarTitle',
] as const
const SETTING_KEYS = { system: SYSTEM_KEYS, module: MODULE_KEYS }

type SettingsName = 'system' | 'module'
type FieldsOf<N extends SettingsName> = N extends 'system' ? SystemFields : ModuleFields

const pick = (value: Record<string, unknown>, keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, value[key]]))

async function settingsRow(db: Database | Transaction, name: SettingsName, lock: boolean) {
  const query = db.select({ value: portalSettings.value }).from(portalSettings).where(eq(portalSettings.name, name))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound('系统配置尚未初始化')
  return row.value
}

/** The console's fields of the system config or module settings, and their latest version. */
export async function consoleSettings<N extends SettingsName>(db: Database, name: N) {
  const [value, versions] = await Promise.all([settingsRow(db, name, false), latestVersions(db, name)])
  return { version: versions.get(name) ?? 0, ...(pick(value, SETTING_KEYS[name]) as FieldsOf<N>) }
}

/** Saves the console's fields of one settings document; the others (agreement texts, footer list …) stay. */
export async function saveSettings<N extends SettingsName>(
  db: Database,
  operator: Operator,
  name: N,
  seen: number | undefined,
  input: FieldsOf<N>,
  action: Action = 'update',
) {
  const fields = pick(input as Record<string, unknown>, SETTING_KEYS[name]) as Record<string, unknown>
  if (name === 'system') {
    const system = fields as SystemFields
    fields.schoolName = system.schoolName.trim()
    refuse(systemSettingsProblem(system))
  } else {
    const module = fields as ModuleFields
    fields.casArry = module.casArry.map((host) => host.trim().toLowerCase())
    fields.NavigationBarTitle = module.NavigationBarTitle.trim()
    refuse(moduleSettingsProblem(fields as ModuleFields))
  }
  return await db.transaction(async (tx) => {
    const value = await settingsRow(tx, name, true)
    const before = pick(value, SETTING_KEYS[name])
    const version = await keepVersion(tx, operator, { kind: name, key: name, seen, before, after: fields })
    await tx
      .update(portalSettings)
      .set({ value: { ...value, ...fields }, updatedAt: sql`now()` })
      .where(eq(portalSettings.name, name))
    await recordAudit(tx, operator, { action, entity: CONFIG_AUDIT_ENTITY[name], entityId: name, before, after: fields })
    return version
  })
}

/** Saves a kept version again as the newest (audited as a restore). */
export async function restoreVersion(
  db: Database,
  operator: Operator,
  kind: ConfigKind,
  key: string,
  body: Record<string, unknown>,
  seen: number,
) {
  if (kind === 'tab') return await saveTab(db, operator, Number(key), seen, body as TabFields, 'restore')
  if (kind === 'theme') return (await saveTheme(db, operator, Number(key), seen, body as ThemeFields, 'restore')).version
  return await saveSettings(db, operator, kind, seen, body as FieldsOf<typeof kind>, 'restore')
}
