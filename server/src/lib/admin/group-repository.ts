import { sql, type SQL } from 'drizzle-orm'
import type { GroupMemberRole } from '@contract/admin-orgs'
import type { Queryable } from '../../db/client'
import { textArray } from '../online-send/sql-arrays'
import type { PageArgs } from '../paginate'
import type { AccountScope } from './account-repository'

type GroupSqlRow = {
  id: number
  code: string
  name: string
  owner_id: string
  owner_username: string
  owner_name: string
  owner_org_name: string | null
  shared: boolean
  member_count: number
  directory_source: string | null
  created_at: Date | string
}

/** The units under the given roots (roots included), as SQL for `x IN (...)`. */
const subtreeOf = (roots: string[]) => sql`(
  WITH RECURSIVE sub(code) AS (
    SELECT code FROM org_units WHERE code = ANY(${textArray(roots)})
    UNION SELECT o.code FROM org_units o JOIN sub ON o.parent_code = sub.code)
  SELECT code FROM sub)`

/** A division admin's groups: those whose owner belongs to one of their divisions (directory groups are nobody's unit). */
const groupInScope = (scope: AccountScope): SQL => (scope === null ? sql`true` : sql`o.org_code IN ${subtreeOf(scope)}`)

const groupSelect = sql`
  SELECT g.id, g.code, g.name, g.owner_id, o.username AS owner_username, o.display_name AS owner_name, u.name AS owner_org_name,
    g.shared, g.directory_source, g.created_at,
    (SELECT count(*)::int FROM user_group_members c WHERE c.group_id = g.id) AS member_count
  FROM user_groups g JOIN accounts o ON o.id = g.owner_id LEFT JOIN org_units u ON u.code = o.org_code`

const toGroup = (row: GroupSqlRow) => ({
  id: Number(row.id),
  code: row.code,
  name: row.name,
  ownerId: row.owner_id,
  ownerUsername: row.owner_username,
  ownerName: row.owner_name,
  ownerOrgName: row.owner_org_name,
  shared: row.shared,
  memberCount: Number(row.member_count),
  directorySource: row.directory_source,
  createdAt: new Date(row.created_at).toISOString(),
})
export type ConsoleGroup = ReturnType<typeof toGroup>

/** One page of groups in scope, by name (or code), optionally those whose owner is in a unit's subtree. */
export async function groupPage(db: Queryable, scope: AccountScope, filter: { keyword?: string; orgCode?: string }, page: PageArgs) {
  const keyword = filter.keyword?.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)
  const where = sql.join(
    [
      groupInScope(scope),
      keyword ? sql`(g.name ILIKE ${`%${keyword}%`} OR g.code ILIKE ${`${keyword}%`})` : sql`true`,
      filter.orgCode ? sql`o.org_code IN ${subtreeOf([filter.orgCode])}` : sql`true`,
    ],
    sql` AND `,
  )
  const [rows, counted] = await Promise.all([
    db.execute<GroupSqlRow>(
      sql`${groupSelect} WHERE ${where} ORDER BY g.created_at DESC, g.id DESC LIMIT ${page.pageSize} OFFSET ${page.offset}`,
    ),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM user_groups g JOIN accounts o ON o.id = g.owner_id WHERE ${where}`),
  ])
  return { rows: rows.rows.map(toGroup), total: Number(counted.rows[0]?.n ?? 0) }
}

/** The group, and whether it lies in the scope. */
export async function groupById(db: Queryable, scope: AccountScope, id: number) {
  const [found, scoped] = await Promise.all([
    db.execute<GroupSqlRow>(sql`${groupSelect} WHERE g.id = ${id}`),
    db.execute(sql`SELECT 1 FROM user_groups g JOIN accounts o ON o.id = g.owner_id WHERE g.id = ${id} AND ${groupInScope(scope)}`),
  ])
  const row = found.rows[0]
  return row ? { ...toGroup(row), inScope: scoped.rows.length > 0 } : undefined
}

/** Every member, OWNER first, then MANAGERMENT, then by pinyin. */
export async function groupMemberRows(db: Queryable, groupId: number) {
  const result = await db.execute<{
    account_id: string
    username: string
    display_name: string
    identity_type_code: string
    org_name: string | null
    role: GroupMemberRole
  }>(sql`
    SELECT a.id AS account_id, a.username, a.display_name, a.identity_type_code, u.name AS org_name, m.role
    FROM user_group_members m JOIN accounts a ON a.id = m.account_id
    LEFT JOIN org_units u ON u.code = a.org_code LEFT JOIN person_spellings s ON s.account_id = a.id
    WHERE m.group_id = ${groupId}
    ORDER BY CASE m.role WHEN 'OWNER' THEN 0 WHEN 'MANAGERMENT' THEN 1 ELSE 2 END, s.spelling NULLS LAST, a.username`)
  return result.rows.map((row) => ({
    accountId: row.account_id,
    username: row.username,
    userName: row.display_name,
    identityTypeCode: row.identity_type_code,
    orgName: row.org_name,
    role: row.role,
  }))
}

/** Serialises member changes of one group (the at-least-one-OWNER check reads what the others wrote). */
export async function lockGroup(db: Queryable, groupId: number): Promise<void> {
  await db.execute(sql`SELECT id FROM user_groups WHERE id = ${groupId} FOR UPDATE`)
}

export async function memberOf(db: Queryable, groupId: number, accountId: string) {
  const result = await db.execute<{ role: GroupMemberRole; username: string }>(sql`
    SELECT m.role, a.username FROM user_group_members m JOIN accounts a ON a.id = m.account_id
    WHERE m.group_id = ${groupId} AND m.account_id = ${accountId}`)
  return result.rows[0]
}

export async function groupIdByCode(db: Queryable, code: string): Promise<number | undefined> {
  const result = await db.execute<{ id: number }>(sql`SELECT id FROM user_groups WHERE code = ${code}`)
  return result.rows[0] ? Number(result.rows[0].id) : undefined
}

export async function putMember(db: Queryable, groupId: number, accountId: string, role: GroupMemberRole): Promise<void> {
  await db.execute(sql`
    INSERT INTO user_group_members (group_id, account_id, role) VALUES (${groupId}, ${accountId}, ${role})
    ON CONFLICT (group_id, account_id) DO UPDATE SET role = EXCLUDED.role`)
}

export async function dropMember(db: Queryable, groupId: number, accountId: string): Promise<void> {
  await db.execute(sql`DELETE FROM user_group_members WHERE group_id = ${groupId} AND account_id = ${accountId}`)
}

/** The group's OWNER members, by sign-in name. */
export async function ownerIds(db: Queryable, groupId: number): Promise<string[]> {
  const result = await db.execute<{ account_id: string }>(sql`
    SELECT m.account_id FROM user_group_members m JOIN accounts a ON a.id = m.account_id
    WHERE m.group_id = ${groupId} AND m.role = 'OWNER' ORDER BY a.username`)
  return result.rows.map((row) => row.account_id)
}

export async function setGroupOwner(db: Queryable, groupId: number, ownerId: string): Promise<void> {
  await db.execute(sql`UPDATE user_groups SET owner_id = ${ownerId} WHERE id = ${groupId}`)
}
