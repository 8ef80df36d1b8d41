import { asc, sql } from 'drizzle-orm'
import { orgUnits } from '../../db/schema/index'
import type { Queryable } from '../../db/client'
import type { SendScope } from './send-scope'

export interface OrgTree {
  units: Map<string, { code: string; name: string; parentCode: string | null; kind: string; sort: number }>
  /** People in each unit and every unit below it. */
  memberCounts: Map<string, number>
  children: Map<string, string[]>
}

/** The whole organisation tree with member counts (a few dozen units: read at once, counted in one query). */
export async function loadOrgTree(db: Queryable): Promise<OrgTree> {
  const rows = await db.select().from(orgUnits).orderBy(asc(orgUnits.sort), asc(orgUnits.code))
  const direct = await db.execute<{ org_code: string; n: number }>(
    sql`SELECT org_code, count(*)::int AS n FROM accounts WHERE org_code IS NOT NULL GROUP BY org_code`,
  )
  const units = new Map(rows.map((row) => [row.code, row]))
  const children = new Map<string, string[]>()
  for (const row of rows) if (row.parentCode) children.set(row.parentCode, [...(children.get(row.parentCode) ?? []), row.code])
  const memberCounts = new Map<string, number>()
  const own = new Map(direct.rows.map((row) => [row.org_code, Number(row.n)]))
  const count = (code: string): number => {
    const known = memberCounts.get(code)
    if (known !== undefined) return known
    const total = (own.get(code) ?? 0) + (children.get(code) ?? []).reduce((sum, child) => sum + count(child), 0)
    memberCounts.set(code, total)
    return total
  }
  for (const row of rows) count(row.code)
  return { units, memberCounts, children }
}

/** "示范大学 / 计算机科学与技术学院 / 计科2301班" for a unit code ('' for none). */
export function orgPathOf(tree: OrgTree, code: string | null): string {
  const names: string[] = []
  let current = code ? tree.units.get(code) : undefined
  while (current) {
    names.unshift(current.name)
    current = current.parentCode ? tree.units.get(current.parentCode) : undefined
  }
  return names.join(' / ')
}

export function orgNode(tree: OrgTree, code: string, scope: SendScope) {
  const unit = tree.units.get(code)!
  return {
    ins_code: unit.code,
    name: unit.name,
    kind: unit.kind,
    path: orgPathOf(tree, unit.code),
    memberCount: tree.memberCounts.get(unit.code) ?? 0,
    childCount: tree.children.get(unit.code)?.length ?? 0,
    mayReceive: scope.everyone || scope.units.has(unit.code),
  }
}

/** A unit and its children; without a code, the tree's roots. */
export function childrenOf(tree: OrgTree, code: string | undefined, scope: SendScope) {
  const childCodes = code
    ? (tree.children.get(code) ?? [])
    : [...tree.units.values()].filter((unit) => !unit.parentCode).map((unit) => unit.code)
  return { unit: code ? orgNode(tree, code, scope) : null, children: childCodes.map((child) => orgNode(tree, child, scope)) }
}

/** Units whose name contains the keyword, with their paths. */
export function searchUnits(tree: OrgTree, keyword: string, scope: SendScope) {
  const needle = keyword.trim().toLowerCase()
  return [...tree.units.values()]
    .filter((unit) => unit.name.toLowerCase().includes(needle) || unit.code.toLowerCase() === needle)
    .slice(0, 50)
    .map((unit) => orgNode(tree, unit.code, scope))
}
