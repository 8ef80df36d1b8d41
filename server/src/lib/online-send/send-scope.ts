import { eq } from 'drizzle-orm'
import { accounts, orgUnits, type IdentityTypeCode } from '../../db/schema/index'
import type { Queryable } from '../../db/client'

export interface Sender {
  accountId: string
  identityTypeCode: IdentityTypeCode
}

/**
 * Whom a sender may address (the send permission matrix, enforced on the server):
 * - admins: anyone, any unit, any group;
 * - teachers: the units under their college (its departments and classes) and the people in them, groups
 *   they own or manage, and shared groups; staff of an office: that office;
 * - students: their own class and its people, and groups they own;
 * - guests: nobody.
 * External contacts follow the same rule as a person: anyone but a guest may add them.
 */
export interface SendScope {
  everyone: boolean
  /** Units whose whole subtree (people included) the sender may address. */
  unitRoots: string[]
  /** Group rule: `owner` = own groups; `managed` = own, managed and shared groups; `all`. */
  groups: 'none' | 'owner' | 'managed' | 'all'
  /** Every unit code inside the roots (for membership checks). */
  units: Set<string>
}

interface UnitRow {
  code: string
  parentCode: string | null
  kind: string
}

export function subtreeOf(units: UnitRow[], roots: string[]): Set<string> {
  const children = new Map<string, string[]>()
  for (const unit of units) {
    if (!unit.parentCode) continue
    children.set(unit.parentCode, [...(children.get(unit.parentCode) ?? []), unit.code])
  }
  const found = new Set<string>()
  const queue = [...roots]
  while (queue.length > 0) {
    const code = queue.pop()!
    if (found.has(code)) continue
    found.add(code)
    queue.push(...(children.get(code) ?? []))
  }
  return found
}

export async function scopeOf(db: Queryable, sender: Sender): Promise<SendScope> {
  const units = await db.select({ code: orgUnits.code, parentCode: orgUnits.parentCode, kind: orgUnits.kind }).from(orgUnits)
  if (sender.identityTypeCode === 'admin') {
    return {
      everyone: true,
      unitRoots: units.filter((unit) => !unit.parentCode).map((unit) => unit.code),
      groups: 'all',
      units: new Set(units.map((unit) => unit.code)),
    }
  }
  if (sender.identityTypeCode === 'guest') return { everyone: false, unitRoots: [], groups: 'none', units: new Set() }
  const [me] = await db.select({ orgCode: accounts.orgCode }).from(accounts).where(eq(accounts.id, sender.accountId))
  const own = units.find((unit) => unit.code === me?.orgCode)
  let roots: string[] = []
  if (own && sender.identityTypeCode === 'student') roots = [own.code]
  if (own && sender.identityTypeCode === 'teacher') {
    const parent = units.find((unit) => unit.code === own.parentCode)
    roots = own.kind !== 'office' && parent?.kind === 'college' ? [parent.code] : [own.code]
  }
  return {
    everyone: false,
    unitRoots: roots,
    groups: sender.identityTypeCode === 'student' ? 'owner' : 'managed',
    units: subtreeOf(units, roots),
  }
}

/** Whether the scope covers a person placed in `orgCode` (null: no unit). */
export function scopeCoversPerson(scope: SendScope, orgCode: string | null): boolean {
  return scope.everyone || (orgCode !== null && scope.units.has(orgCode))
}

/**
 * Whether the scope covers a group the sender owns (`role` OWNER), manages, or that is shared; and, for anyone who
 * may address groups at all, a directory's group (a class, a staff list from LDAP or an import) they belong to.
 */
export function scopeCoversGroup(
  scope: SendScope,
  group: { shared: boolean; role: string | null; directory_source?: string | null },
): boolean {
  if (scope.groups === 'all') return true
  if (scope.groups !== 'none' && group.directory_source && group.role !== null) return true
  if (scope.groups === 'owner') return group.role === 'OWNER'
  if (scope.groups === 'managed') return group.role === 'OWNER' || group.role === 'MANAGERMENT' || group.shared
  return false
}
