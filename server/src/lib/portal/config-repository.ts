import { asc, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { appVersions, tabConfigs, themes } from '../../db/schema/index'

/** Tab-bar entries in their order. */
export async function tabConfigList(db: Database) {
  return await db.select().from(tabConfigs).orderBy(asc(tabConfigs.sort), asc(tabConfigs.id))
}

/** Enabled themes, newest first (the caller picks the one valid now). */
export async function enabledThemes(db: Database) {
  return await db.select().from(themes).where(eq(themes.enabled, true)).orderBy(desc(themes.id))
}

/** The newest release of one platform. */
export async function lastVersion(db: Database, platform: string) {
  const [row] = await db
    .select()
    .from(appVersions)
    .where(eq(appVersions.platform, platform))
    .orderBy(desc(appVersions.versionCode))
    .limit(1)
  return row
}

/** The newest release of every platform. */
export async function newestVersions(db: Database) {
  const rows = await db.select().from(appVersions).orderBy(asc(appVersions.platform), desc(appVersions.versionCode))
  return rows.filter((row, index) => rows.findIndex((other) => other.platform === row.platform) === index)
}
