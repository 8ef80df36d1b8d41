import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { userGroupMembers, userGroups, type GroupMemberRole } from '../../db/schema/index'
import type { PageArgs } from '../paginate'
import type { Queryable } from '../../db/client'
import type { PersonRow } from './people-directory'
import { textArray } from './sql-arrays'

export type GroupRow = {
  id: number
  code: string
  name: string
  shared: boolean
  owner_id: string
  owner_name: string
  member_count: number
  /** The caller's role in the group, if a member. */
  role: string | null
  /** Set: a directory's group (LDAP, 导入), read-only, its members replaced by each run of that source. */
  directory_source: string | null
}

const groupSelect = (viewerId: string) => sql`
  SELECT g.id, g.code, g.name, g.shared, g.owner_id, o.display_name AS owner_name, g.directory_source,
    (SELECT count(*)::int FROM user_group_members c WHERE c.group_id = g.id) AS member_count,
    (SELECT m.role FROM user_group_members m WHERE m.group_id = g.id AND m.account_id = ${viewerId}) AS role
  FROM user_groups g JOIN accounts o ON o.id = g.owner_id`

/** Groups the viewer owns or manages, groups shared with everyone, and the directory groups the viewer belongs to. */
export async function groupsOf(db: Queryable, viewerId: string): Promise<GroupRow[]> {
  const result = await db.execute<GroupRow>(sql`${groupSelect(viewerId)}
    WHERE g.owner_id = ${viewerId} OR g.shared
      OR EXISTS (SELECT 1 FROM user_group_members m WHERE m.group_id = g.id AND m.account_id = ${viewerId}
        AND (m.role = 'MANAGERMENT' OR g.directory_source IS NOT NULL))
    ORDER BY g.created_at, g.id`)
  return result.rows
}

export async function groupByCode(db: Queryable, viewerId: string, code: string): Promise<GroupRow | undefined> {
  const result = await db.execute<GroupRow>(sql`${groupSelect(viewerId)} WHERE g.code = ${code}`)
  return result.rows[0]
}

export async function groupsByCodes(db: Queryable, viewerId: string, codes: string[]): Promise<GroupRow[]> {
  if (codes.length === 0) return []
  const result = await db.execute<GroupRow>(sql`${groupSelect(viewerId)} WHERE g.code = ANY(${textArray(codes)})`)
  return result.rows
}

/** Members, OWNER first, then MANAGERMENT, then everyone by pinyin (spec §6: owners and managers stand apart). */
export async function groupMembersOf(db: Queryable, groupId: number, page: PageArgs) {
  const [rows, counted] = await Promise.all([
    db.execute<PersonRow & { role: string }>(sql`
      SELECT a.id, a.username, a.display_name, a.identity_type_code, a.org_code, a.mobile, a.email, s.spelling, m.role
      FROM user_group_members m JOIN accounts a ON a.id = m.account_id LEFT JOIN person_spellings s ON s.account_id = a.id
      WHERE m.group_id = ${groupId}
      ORDER BY CASE m.role WHEN 'OWNER' THEN 0 WHEN 'MANAGERMENT' THEN 1 ELSE 2 END, s.spelling NULLS LAST, a.username
      LIMIT ${page.pageSize} OFFSET ${page.offset}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM user_group_members WHERE group_id = ${groupId}`),
  ])
  return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) }
}

/** Creates a group owned by `ownerId` with the given members (unknown account names are ignored). */
export async function createGroup(db: Queryable, ownerId: string, name: string, shared: boolean, accountNames: string[]): Promise<string> {
  const code = `grp-${randomUUID().slice(0, 8)}`
  const [group] = await db.insert(userGroups).values({ code, name, ownerId, shared }).returning({ id: userGroups.id })
  await db.insert(userGroupMembers).values({ groupId: group!.id, accountId: ownerId, role: 'OWNER' })
  if (accountNames.length > 0) {
    await db.execute(sql`
      INSERT INTO user_group_members (group_id, account_id, role)
      SELECT ${group!.id}, id, 'MEMBER' FROM accounts WHERE username = ANY(${textArray(accountNames)}) AND id <> ${ownerId}
      ON CONFLICT DO NOTHING`)
  }
  return code
}

export async function renameGroup(db: Queryable, groupId: number, name: string): Promise<void> {
  await db.execute(sql`UPDATE user_groups SET name = ${name} WHERE id = ${groupId}`)
}

export async function deleteGroup(db: Queryable, groupId: number): Promise<void> {
  await db.execute(sql`DELETE FROM user_groups WHERE id = ${groupId}`)
}

export async function groupNameTaken(db: Queryable, ownerId: string, name: string, exceptId?: number): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM user_groups WHERE owner_id = ${ownerId} AND name = ${name} AND id <> ${exceptId ?? 0}`)
  return result.rows.length > 0
}

/** Whether the viewer may add and remove members: the owner or a manager (MANAGERMENT); nobody for a directory's group. */
export const mayEditMembers = (group: GroupRow, viewerId: string) =>
  group.directory_source === null && (group.owner_id === viewerId || group.role === 'MANAGERMENT')

/** Adds people as plain members (people already in the group keep their role); returns account names not found. */
export async function addGroupMembers(db: Queryable, groupId: number, accountNames: string[]): Promise<string[]> {
  const found = await db.execute<{ id: string; username: string }>(
    sql`SELECT id, username FROM accounts WHERE username = ANY(${textArray(accountNames)})`,
  )
  const known = new Set(found.rows.map((row) => row.username))
  const missing = accountNames.filter((name) => !known.has(name))
  if (missing.length > 0) return missing
  await db.execute(sql`
    INSERT INTO user_group_members (group_id, account_id, role)
    SELECT ${groupId}, id, 'MEMBER' FROM accounts WHERE username = ANY(${textArray(accountNames)})
    ON CONFLICT DO NOTHING`)
  return []
}

/** The roles of the named members of a group (absent names are not members). */
export async function memberRoles(db: Queryable, groupId: number, accountNames: string[]) {
  const result = await db.execute<{ username: string; role: GroupMemberRole }>(sql`
    SELECT a.username, m.role FROM user_group_members m JOIN accounts a ON a.id = m.account_id
    WHERE m.group_id = ${groupId} AND a.username = ANY(${textArray(accountNames)})`)
  return result.rows
}

export async function removeGroupMembers(db: Queryable, groupId: number, accountNames: string[]): Promise<number> {
  const removed = await db.execute(sql`
    DELETE FROM user_group_members m USING accounts a
    WHERE m.group_id = ${groupId} AND a.id = m.account_id AND a.username = ANY(${textArray(accountNames)}) AND m.role <> 'OWNER'`)
  return removed.rowCount ?? 0
}
