import { and, asc, desc, eq, ilike, isNull, like, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  accounts,
  accountSuspensions,
  adminRoleGrants,
  adminRoles,
  directoryAccounts,
  loginEvents,
  orgUnits,
  personSpellings,
  userGroupMembers,
  userGroups,
  type IdentityTypeCode,
} from '../../db/schema/index'
import { textArray } from '../online-send/sql-arrays'
import type { PageArgs } from '../paginate'
import type { Transaction } from './audit-repository'

/** Null: the whole institution; else the divisions (org codes) whose subtrees an operator may see. */
export type AccountScope = string[] | null

/** Accounts whose unit lies in one of the divisions' subtrees (the division itself included). */
export function inScope(scope: AccountScope): SQL | undefined {
  if (scope === null) return undefined
  if (scope.length === 0) return sql`false`
  return sql`${accounts.orgCode} IN (
    WITH RECURSIVE sub(code) AS (
      SELECT code FROM org_units WHERE code = ANY(${textArray(scope)})
      UNION SELECT o.code FROM org_units o JOIN sub ON o.parent_code = sub.code)
    SELECT code FROM sub)`
}

const disabledSql = sql<boolean>`(${accountSuspensions.accountId} IS NOT NULL OR ${directoryAccounts.disabledAt} IS NOT NULL)`

export interface AccountFilter {
  keyword?: string
  identityTypeCode?: IdentityTypeCode
  status?: 'enabled' | 'disabled'
}

/** One page of accounts in scope: by name, number, phone or pinyin (full or initials, from the start). */
export async function accountPage(db: Database, scope: AccountScope, filter: AccountFilter, page: PageArgs) {
  const keyword = filter.keyword?.trim()
  const latin = keyword?.toLowerCase().replace(/[^a-z]/g, '')
  const escaped = keyword?.replace(/[\\%_]/g, (ch) => `\\${ch}`)
  const conditions = [
    inScope(scope),
    filter.identityTypeCode ? eq(accounts.identityTypeCode, filter.identityTypeCode) : undefined,
    filter.status === 'disabled' ? disabledSql : filter.status === 'enabled' ? sql`NOT ${disabledSql}` : undefined,
    escaped
      ? or(
          ilike(accounts.displayName, `%${escaped}%`),
          ilike(accounts.username, `${escaped}%`),
          like(accounts.mobile, `%${escaped}%`),
          latin && latin === keyword?.toLowerCase() ? like(personSpellings.spelling, `${latin}%`) : undefined,
          latin && latin === keyword?.toLowerCase() ? like(personSpellings.initials, `${latin}%`) : undefined,
        )
      : undefined,
  ].filter((condition): condition is SQL => condition !== undefined)
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const base = db
    .select({
      accountId: accounts.id,
      username: accounts.username,
      userName: accounts.displayName,
      identityTypeCode: accounts.identityTypeCode,
      mobile: accounts.mobile,
      orgName: orgUnits.name,
      disabled: disabledSql,
      directoryManaged: sql<boolean>`${directoryAccounts.accountId} IS NOT NULL`,
    })
    .from(accounts)
  const [rows, [counted]] = await Promise.all([
    base
      .leftJoin(orgUnits, eq(orgUnits.code, accounts.orgCode))
      .leftJoin(directoryAccounts, eq(directoryAccounts.accountId, accounts.id))
      .leftJoin(accountSuspensions, eq(accountSuspensions.accountId, accounts.id))
      .leftJoin(personSpellings, eq(personSpellings.accountId, accounts.id))
      .where(where)
      .orderBy(asc(accounts.username))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(accounts)
      .leftJoin(directoryAccounts, eq(directoryAccounts.accountId, accounts.id))
      .leftJoin(accountSuspensions, eq(accountSuspensions.accountId, accounts.id))
      .leftJoin(personSpellings, eq(personSpellings.accountId, accounts.id))
      .where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** The account if it is in scope (undefined otherwise: out of scope reads as not found). Never the password hash. */
export async function accountInScope(db: Pick<Database, 'select'>, scope: AccountScope, accountId: string) {
  const [row] = await db
    .select({
      accountId: accounts.id,
      username: accounts.username,
      userName: accounts.displayName,
      identityTypeCode: accounts.identityTypeCode,
      mobile: accounts.mobile,
      email: accounts.email,
      orgCode: accounts.orgCode,
      directory: directoryAccounts,
      suspension: accountSuspensions,
    })
    .from(accounts)
    .leftJoin(directoryAccounts, eq(directoryAccounts.accountId, accounts.id))
    .leftJoin(accountSuspensions, eq(accountSuspensions.accountId, accounts.id))
    .where(and(eq(accounts.id, accountId), inScope(scope)))
  return row
}

/** The units from the school down to `orgCode`. */
export async function orgPathOf(db: Database, orgCode: string | null) {
  if (!orgCode) return []
  const result = await db.execute<{ code: string; name: string; depth: number }>(sql`
    WITH RECURSIVE up(code, name, parent_code, depth) AS (
      SELECT code, name, parent_code, 0 FROM org_units WHERE code = ${orgCode}
      UNION ALL SELECT o.code, o.name, o.parent_code, up.depth + 1 FROM org_units o JOIN up ON o.code = up.parent_code WHERE up.depth < 20)
    SELECT code, name, depth FROM up ORDER BY depth DESC`)
  return result.rows.map((row) => ({ code: row.code, name: row.name }))
}

/** The user groups the account belongs to (with its role); a directory's groups (LDAP, import) say which directory. */
export async function groupsOf(db: Database, accountId: string) {
  const rows = await db
    .select({ code: userGroups.code, name: userGroups.name, role: userGroupMembers.role, directorySource: userGroups.directorySource })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .where(eq(userGroupMembers.accountId, accountId))
    .orderBy(asc(userGroups.name))
  return rows.map((group) => ({
    code: group.code,
    name: group.name,
    source: group.directorySource ? `目录（${group.directorySource === 'ldap' ? 'LDAP' : '导入'}）` : '用户组',
    role: group.directorySource ? null : group.role,
  }))
}

export async function grantRowsOf(db: Database, accountId: string) {
  return await db
    .select({ id: adminRoleGrants.id, roleCode: adminRoleGrants.roleCode, roleName: adminRoles.name, orgCode: adminRoleGrants.orgCode })
    .from(adminRoleGrants)
    .innerJoin(adminRoles, eq(adminRoles.code, adminRoleGrants.roleCode))
    .where(eq(adminRoleGrants.accountId, accountId))
    .orderBy(asc(adminRoleGrants.id))
}

/** The last sign-ins from the login history, newest first. */
export async function recentSignIns(db: Database, accountId: string, limit: number) {
  return await db
    .select({ method: loginEvents.method, device: loginEvents.device, address: loginEvents.address, at: loginEvents.at })
    .from(loginEvents)
    .where(eq(loginEvents.accountId, accountId))
    .orderBy(desc(loginEvents.at), desc(loginEvents.id))
    .limit(limit)
}

/** False when the account was already disabled in the console (by another operator meanwhile). */
export async function suspend(tx: Transaction, row: typeof accountSuspensions.$inferInsert): Promise<boolean> {
  const inserted = await tx.insert(accountSuspensions).values(row).onConflictDoNothing().returning({ id: accountSuspensions.accountId })
  return inserted.length > 0
}

export async function unsuspend(tx: Transaction, accountId: string): Promise<void> {
  await tx.delete(accountSuspensions).where(eq(accountSuspensions.accountId, accountId))
}

/** Raises the account's token version: every id token issued so far fails on every instance (a trigger announces it). */
export async function raiseTokenVersion(tx: Transaction, accountId: string): Promise<void> {
  await tx.execute(sql`
    INSERT INTO account_credentials (account_id, token_version) VALUES (${accountId}, 1)
    ON CONFLICT (account_id) DO UPDATE SET token_version = account_credentials.token_version + 1`)
  await tx.execute(sql`DELETE FROM sso_sessions WHERE account_id = ${accountId}`)
  await tx.execute(sql`DELETE FROM service_tickets WHERE account_id = ${accountId}`)
}

/** Institution-wide 全局管理员 holders who can still sign in (the console must never lose the last one). */
export async function enabledGlobalAdmins(db: Pick<Database, 'selectDistinct'>): Promise<string[]> {
  const rows = await db
    .selectDistinct({ accountId: adminRoleGrants.accountId })
    .from(adminRoleGrants)
    .leftJoin(accountSuspensions, eq(accountSuspensions.accountId, adminRoleGrants.accountId))
    .leftJoin(directoryAccounts, eq(directoryAccounts.accountId, adminRoleGrants.accountId))
    .where(
      and(
        eq(adminRoleGrants.roleCode, 'global_admin'),
        isNull(adminRoleGrants.orgCode),
        isNull(accountSuspensions.accountId),
        isNull(directoryAccounts.disabledAt),
      ),
    )
  return rows.map((row) => row.accountId)
}

export async function roleRows(db: Database) {
  return await db.select().from(adminRoles).orderBy(asc(adminRoles.code))
}

/** Every grant with its holder and its division's name. */
export async function grantList(db: Database, where?: SQL) {
  return await db
    .select({
      id: adminRoleGrants.id,
      accountId: adminRoleGrants.accountId,
      username: accounts.username,
      userName: accounts.displayName,
      roleCode: adminRoleGrants.roleCode,
      roleName: adminRoles.name,
      orgCode: adminRoleGrants.orgCode,
      orgName: orgUnits.name,
      createdAt: adminRoleGrants.createdAt,
    })
    .from(adminRoleGrants)
    .innerJoin(accounts, eq(accounts.id, adminRoleGrants.accountId))
    .innerJoin(adminRoles, eq(adminRoles.code, adminRoleGrants.roleCode))
    .leftJoin(orgUnits, eq(orgUnits.code, adminRoleGrants.orgCode))
    .where(where)
    .orderBy(asc(adminRoleGrants.roleCode), asc(accounts.username), asc(adminRoleGrants.id))
}

export const grantById = (id: number) => eq(adminRoleGrants.id, id)
export const orgExists = async (db: Database, code: string) =>
  (await db.select({ code: orgUnits.code }).from(orgUnits).where(eq(orgUnits.code, code))).length > 0
export const roleExists = async (db: Database, code: string) =>
  (await db.select({ code: adminRoles.code }).from(adminRoles).where(eq(adminRoles.code, code))).length > 0
export const accountByName = async (db: Database, username: string) =>
  (await db.select({ id: accounts.id, username: accounts.username }).from(accounts).where(eq(accounts.username, username)))[0]
