import { eq, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { orgUnits, type OrgUnitKind } from '../../db/schema/index'
import { textArray } from '../online-send/sql-arrays'
import type { AccountScope } from './account-repository'
import type { Transaction } from './audit-repository'

export interface OrgNodeRow {
  code: string
  name: string
  parentCode: string | null
  kind: OrgUnitKind
  memberCount: number
  totalCount: number
  hasChildren: boolean
  directorySource: string | null
}

/**
 * Units with their own and their subtree's head counts. `where` picks the units (by `o`); the counts always cover the
 * whole subtree, so a lazily opened level shows the same numbers as the whole tree.
 */
async function nodes(db: Queryable, where: ReturnType<typeof sql>): Promise<OrgNodeRow[]> {
  const result = await db.execute<{
    code: string
    name: string
    parent_code: string | null
    kind: OrgUnitKind
    member_count: number
    total_count: number
    has_children: boolean
    directory_source: string | null
  }>(sql`
    WITH RECURSIVE picked AS (SELECT o.code FROM org_units o WHERE ${where}),
    down(root, code) AS (
      SELECT code, code FROM picked
      UNION ALL SELECT down.root, c.code FROM org_units c JOIN down ON c.parent_code = down.code),
    heads AS (SELECT org_code, count(*)::int AS n FROM accounts WHERE org_code IS NOT NULL GROUP BY org_code)
    SELECT o.code, o.name, o.parent_code, o.kind, o.directory_source,
      coalesce((SELECT n FROM heads WHERE heads.org_code = o.code), 0) AS member_count,
      coalesce((SELECT sum(h.n)::int FROM down JOIN heads h ON h.org_code = down.code WHERE down.root = o.code), 0) AS total_count,
      EXISTS (SELECT 1 FROM org_units c WHERE c.parent_code = o.code) AS has_children
    FROM org_units o JOIN picked ON picked.code = o.code
    ORDER BY o.sort, o.code`)
  return result.rows.map((row) => ({
    code: row.code,
    name: row.name,
    parentCode: row.parent_code,
    kind: row.kind,
    memberCount: Number(row.member_count),
    totalCount: Number(row.total_count),
    hasChildren: row.has_children,
    directorySource: row.directory_source,
  }))
}

/** The top of an operator's tree: the units without a parent, or a division admin's divisions. */
export const topNodes = (db: Queryable, scope: AccountScope) =>
  nodes(db, scope === null ? sql`o.parent_code IS NULL` : sql`o.code = ANY(${textArray(scope)})`)

export const childNodes = (db: Queryable, parentCode: string) => nodes(db, sql`o.parent_code = ${parentCode}`)

export const nodeByCode = async (db: Queryable, code: string) => (await nodes(db, sql`o.code = ${code}`))[0]

/** Every unit under the given roots (the roots included), parents before children. */
export async function subtreeNodes(db: Queryable, roots: string[] | null): Promise<OrgNodeRow[]> {
  const codes = await db.execute<{ code: string; depth: number }>(sql`
    WITH RECURSIVE sub(code, depth) AS (
      SELECT code, 0 FROM org_units WHERE ${roots === null ? sql`parent_code IS NULL` : sql`code = ANY(${textArray(roots)})`}
      UNION SELECT o.code, sub.depth + 1 FROM org_units o JOIN sub ON o.parent_code = sub.code WHERE sub.depth < 20)
    SELECT code, min(depth) AS depth FROM sub GROUP BY code`)
  const depthOf = new Map(codes.rows.map((row) => [row.code, Number(row.depth)] as const))
  if (depthOf.size === 0) return []
  const rows = await nodes(db, sql`o.code = ANY(${textArray([...depthOf.keys()])})`)
  return rows.sort((a, b) => depthOf.get(a.code)! - depthOf.get(b.code)!)
}

/** Whether `code` is `ancestor` or lies under it. */
export async function isWithin(db: Queryable, code: string, ancestors: string[]): Promise<boolean> {
  if (ancestors.length === 0) return false
  const result = await db.execute(sql`
    WITH RECURSIVE up(code, depth) AS (
      SELECT code, 0 FROM org_units WHERE code = ${code}
      UNION ALL SELECT o.parent_code, up.depth + 1 FROM org_units o JOIN up ON o.code = up.code
      WHERE o.parent_code IS NOT NULL AND up.depth < 20)
    SELECT 1 FROM up WHERE code = ANY(${textArray(ancestors)}) LIMIT 1`)
  return result.rows.length > 0
}

export const orgRow = async (db: Pick<Database, 'select'>, code: string) =>
  (await db.select().from(orgUnits).where(eq(orgUnits.code, code)))[0]

export async function insertOrg(tx: Transaction, row: typeof orgUnits.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(orgUnits).values(row).onConflictDoNothing().returning({ code: orgUnits.code })
  return inserted.length > 0
}

export async function nextSort(db: Queryable, parentCode: string): Promise<number> {
  const result = await db.execute<{ next: number }>(
    sql`SELECT coalesce(max(sort), -1) + 1 AS next FROM org_units WHERE parent_code = ${parentCode}`,
  )
  return Number(result.rows[0]?.next ?? 0)
}

export async function renameOrg(tx: Transaction, code: string, name: string): Promise<void> {
  await tx.update(orgUnits).set({ name }).where(eq(orgUnits.code, code))
}

export async function reparentOrg(tx: Transaction, code: string, parentCode: string): Promise<void> {
  await tx.update(orgUnits).set({ parentCode }).where(eq(orgUnits.code, code))
}

/** Takes the row lock of both units for the length of the transaction (a merge and a move of the same units queue). */
export async function lockOrgs(tx: Transaction, codes: string[]): Promise<void> {
  await tx.execute(sql`SELECT code FROM org_units WHERE code = ANY(${textArray(codes)}) ORDER BY code FOR UPDATE`)
}

/**
 * Rows that name a unit, keyed by the columns that, with the unit, make a row unique: on a merge a row moves to the
 * target unless the target already has its twin (the twin stays, the row goes with the merged unit).
 */
const UNIT_REFERENCES: readonly { table: string; column: string; keys: readonly string[] }[] = [
  { table: 'division_roles', column: 'org_code', keys: ['account_id', 'role'] },
  { table: 'division_columns', column: 'org_code', keys: ['column_id'] },
  { table: 'division_services', column: 'org_code', keys: ['service_id'] },
  { table: 'division_announcements', column: 'org_code', keys: [] },
  { table: 'division_announcement_audiences', column: 'org_code', keys: ['announcement_id'] },
  { table: 'division_calendars', column: 'org_code', keys: [] },
  { table: 'schedule_calendars', column: 'owner_org_code', keys: [] },
  { table: 'study_courses', column: 'org_code', keys: [] },
  { table: 'study_enrolments', column: 'class_code', keys: ['course_id'] },
  // Division-scoped console roles (no foreign key: left behind they would point at nothing).
  { table: 'admin_role_grants', column: 'org_code', keys: ['account_id', 'role_code'] },
]

/** Moves everything of unit `from` to unit `into` and removes `from`; the caller's transaction makes it one step. */
export async function mergeOrgRows(tx: Transaction, from: string, into: string) {
  const people = await tx.execute(sql`UPDATE accounts SET org_code = ${into} WHERE org_code = ${from}`)
  const children = await tx.execute(sql`UPDATE org_units SET parent_code = ${into} WHERE parent_code = ${from}`)
  for (const { table, column, keys } of UNIT_REFERENCES) {
    const twin = keys.map((key) => sql` AND twin.${sql.identifier(key)} = t.${sql.identifier(key)}`)
    await tx.execute(sql`
      UPDATE ${sql.identifier(table)} t SET ${sql.identifier(column)} = ${into}
      WHERE t.${sql.identifier(column)} = ${from}
      ${
        keys.length > 0
          ? sql`AND NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} twin WHERE twin.${sql.identifier(column)} = ${into}${sql.join(twin)})`
          : sql``
      }`)
  }
  await tx.execute(sql`DELETE FROM admin_role_grants WHERE org_code = ${from}`)
  await tx.delete(orgUnits).where(eq(orgUnits.code, from))
  return { movedPeople: people.rowCount ?? 0, movedChildren: children.rowCount ?? 0 }
}
