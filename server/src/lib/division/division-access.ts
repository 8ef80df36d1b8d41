import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, divisionRoles, orgUnits, type DivisionRoleName } from '../../db/schema/index'
import type { Division, DivisionRole } from '@contract/division'
import { forbidden, notFound } from '../common/api-error'

/** Kinds of unit that run a workbench. */
const DIVISION_KINDS = ['college', 'office']

/** The unit and every unit above it (the account's place in the tree, bottom up). */
export async function chainOf(db: Database, orgCode: string | null): Promise<string[]> {
  if (!orgCode) return []
  const result = await db.execute<{ code: string }>(sql`
    with recursive chain(code, parent_code) as (
      select code, parent_code from org_units where code = ${orgCode}
      union all
      select o.code, o.parent_code from org_units o join chain c on o.code = c.parent_code
    ) select code from chain`)
  return result.rows.map((row) => row.code)
}

/** The unit and every unit below it, with its depth under the unit (0 = the unit). */
export async function subtreeOf(db: Database, code: string) {
  const result = await db.execute<{ code: string; name: string; kind: string; depth: number; sort: number }>(sql`
    with recursive tree(code, name, kind, sort, depth) as (
      select code, name, kind, sort, 0 from org_units where code = ${code}
      union all
      select o.code, o.name, o.kind, o.sort, t.depth + 1 from org_units o join tree t on o.parent_code = t.code
    ) select code, name, kind, depth::int as depth, sort from tree order by depth, sort`)
  return result.rows
}

export interface Caller {
  accountId: string
  /** The account's unit and its ancestors. */
  chain: string[]
}

export async function callerOf(db: Database, accountId: string): Promise<Caller> {
  const [account] = await db.select({ orgCode: accounts.orgCode }).from(accounts).where(eq(accounts.id, accountId))
  return { accountId, chain: await chainOf(db, account?.orgCode ?? null) }
}

function rolesFrom(granted: DivisionRoleName[]): DivisionRole[] {
  // counsellor only routes approval chains; it is no workbench role.
  const roles = new Set<DivisionRole>([
    'member',
    ...granted.filter((role): role is Exclude<DivisionRoleName, 'counsellor'> => role !== 'counsellor'),
  ])
  // A division admin may do everything its publishers and schedule editors do.
  if (roles.has('admin')) {
    roles.add('publisher')
    roles.add('scheduleEditor')
  }
  return (['member', 'publisher', 'scheduleEditor', 'admin'] as const).filter((role) => roles.has(role))
}

/** Divisions the caller belongs to (by the tree) or holds a role in, the tree's order. */
export async function divisionsOf(db: Database, caller: Caller): Promise<Division[]> {
  const grants = await db.select().from(divisionRoles).where(eq(divisionRoles.accountId, caller.accountId))
  const codes = [...new Set([...caller.chain, ...grants.map((grant) => grant.orgCode)])]
  if (codes.length === 0) return []
  const units = await db
    .select()
    .from(orgUnits)
    .where(and(inArray(orgUnits.code, codes), inArray(orgUnits.kind, DIVISION_KINDS as never[])))
    .orderBy(orgUnits.sort)
  return units.map((unit) => ({
    code: unit.code,
    name: unit.name,
    kind: unit.kind,
    roles: rolesFrom(grants.filter((grant) => grant.orgCode === unit.code).map((grant) => grant.role)),
  }))
}

/**
 * The caller's standing in one division; refuses (404 unknown, 403 not a member or missing the role).
 * Every division call goes through here, so no route can skip the role check.
 */
export async function requireDivision(db: Database, caller: Caller, code: string, role: DivisionRole = 'member'): Promise<Division> {
  const [unit] = await db.select().from(orgUnits).where(eq(orgUnits.code, code))
  if (!unit || !DIVISION_KINDS.includes(unit.kind)) throw notFound('该单位没有工作台')
  const division = (await divisionsOf(db, caller)).find((d) => d.code === code)
  if (!division) throw forbidden('你不是该单位的成员')
  if (!division.roles.includes(role)) throw forbidden(ROLE_REFUSALS[role])
  return division
}

const ROLE_REFUSALS: Record<DivisionRole, string> = {
  member: '你不是该单位的成员',
  publisher: '仅该单位的发布员可以发布和管理公告',
  scheduleEditor: '仅该单位的日程编辑可以编辑日程',
  admin: '仅该单位的管理员可以修改工作台设置',
}
