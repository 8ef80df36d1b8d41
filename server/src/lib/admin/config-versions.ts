import { and, desc, eq, max, sql } from 'drizzle-orm'
import type { ConfigKind } from '@contract/config-rules'
import type { Database } from '../../db/client'
import { configVersions } from '../../db/schema/index'
import { ApiError } from '../common/api-error'
import type { Operator, Transaction } from './audit-repository'

export const STALE_CONFIG = '配置已被他人修改，请重新加载后再编辑'

/** The latest kept version of one object (0 when it was never saved in the console). */
export async function latestVersion(db: Database | Transaction, kind: ConfigKind, key: string): Promise<number> {
  const [row] = await db
    .select({ version: max(configVersions.version) })
    .from(configVersions)
    .where(and(eq(configVersions.kind, kind), eq(configVersions.key, key)))
  return row?.version ?? 0
}

/** The latest version of every object of a kind, by key. */
export async function latestVersions(db: Database, kind: ConfigKind): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: configVersions.key, version: sql<number>`max(${configVersions.version})::int` })
    .from(configVersions)
    .where(eq(configVersions.kind, kind))
    .groupBy(configVersions.key)
  return new Map(rows.map((row) => [row.key, row.version]))
}

/**
 * Inside a save's transaction, after the object's row is locked: refuses (409) when a version newer than `seen`
 * was kept meanwhile, then keeps the object as it was (version 0, the first time) and as saved. Returns the new
 * version's number.
 */
export async function keepVersion(
  tx: Transaction,
  operator: Operator,
  change: {
    kind: ConfigKind
    key: string
    seen: number | undefined
    before: Record<string, unknown> | null
    after: Record<string, unknown>
  },
): Promise<number> {
  const { kind, key } = change
  // Serialises saves of one object that has no row to lock yet (a new theme has none to race with).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`config ${kind} ${key}`}))`)
  const latest = await latestVersion(tx, kind, key)
  if (change.before !== null && change.seen !== latest) throw new ApiError(409, STALE_CONFIG)
  if (latest === 0 && change.before !== null) await tx.insert(configVersions).values({ kind, key, version: 0, body: change.before })
  const version = latest + 1
  await tx.insert(configVersions).values({ kind, key, version, body: change.after, savedBy: operator.username })
  return version
}

/** One object's kept versions, newest first. */
export async function versionsOf(db: Database, kind: ConfigKind, key: string) {
  return await db
    .select({
      version: configVersions.version,
      body: configVersions.body,
      savedBy: configVersions.savedBy,
      savedAt: configVersions.savedAt,
    })
    .from(configVersions)
    .where(and(eq(configVersions.kind, kind), eq(configVersions.key, key)))
    .orderBy(desc(configVersions.version))
}

export async function versionBody(db: Database, kind: ConfigKind, key: string, version: number) {
  const [row] = await db
    .select({ body: configVersions.body })
    .from(configVersions)
    .where(and(eq(configVersions.kind, kind), eq(configVersions.key, key), eq(configVersions.version, version)))
  return row?.body
}
