import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, blockedSenders, orgUnits } from '../../db/schema/index'
import { privacyOfMany, type PrivacySettings } from './privacy-settings'
import type { ContactVisibility } from '../../db/schema/index'

/*
 * The two rules online send and people search (issue 12) call: who may deliver to whom (the blacklist),
 * and which contact fields of a set of people a viewer may see and who can be found by phone number.
 */

/** Whether `senderId` may deliver an online message to `recipientId`: not when the recipient blocked the sender. */
export async function mayDeliver(db: Pick<Database, 'select'>, senderId: string, recipientId: string): Promise<boolean> {
  return !(await blockedAmong(db, senderId, [recipientId])).has(recipientId)
}

/** Of `recipientIds`, those who blocked `senderId` (a bulk send drops them). */
export async function blockedAmong(db: Pick<Database, 'select'>, senderId: string, recipientIds: string[]): Promise<Set<string>> {
  if (recipientIds.length === 0) return new Set()
  const rows = await db
    .select({ ownerId: blockedSenders.ownerId })
    .from(blockedSenders)
    .where(and(eq(blockedSenders.blockedId, senderId), inArray(blockedSenders.ownerId, recipientIds)))
  return new Set(rows.map((row) => row.ownerId))
}

export interface VisibleContact {
  accountId: string
  /** null: hidden from this viewer (or none bound). */
  mobile: string | null
  email: string | null
  orgCode: string | null
  orgName: string | null
}

/**
 * The college or office each unit belongs to (the unit itself when it has none above it): "my unit" for
 * the `org` visibility, so a classmate and a teacher of the same college count as one unit.
 */
async function topUnits(db: Pick<Database, 'execute'>, codes: string[]): Promise<Map<string, string>> {
  const result = new Map<string, string>(codes.map((code) => [code, code]))
  if (codes.length === 0) return result
  const rows = await db.execute<{ start: string; code: string }>(sql`
    WITH RECURSIVE up(start, code, parent_code, kind) AS (
      SELECT code, code, parent_code, kind FROM ${orgUnits} WHERE code IN (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )})
      UNION ALL
      SELECT up.start, unit.code, unit.parent_code, unit.kind FROM up JOIN ${orgUnits} unit ON unit.code = up.parent_code
    )
    SELECT start, code FROM up WHERE kind IN ('college', 'office')`)
  for (const row of rows.rows) result.set(row.start, row.code)
  return result
}

const allows = (visibility: ContactVisibility, self: boolean, sameUnit: boolean) =>
  self || visibility === 'everyone' || (visibility === 'org' && sameUnit)

/**
 * The contact fields of `personIds` that `viewerId` may see under each person's privacy settings
 * (`everyone`; `org`: viewers of the same college or office; `nobody`: only the person). Unknown ids are left out.
 */
export async function visibleContacts(
  db: Pick<Database, 'select' | 'execute'>,
  viewerId: string,
  personIds: string[],
): Promise<Map<string, VisibleContact>> {
  const ids = [...new Set([...personIds, viewerId])]
  const people = await db
    .select({ id: accounts.id, mobile: accounts.mobile, email: accounts.email, orgCode: accounts.orgCode, orgName: orgUnits.name })
    .from(accounts)
    .leftJoin(orgUnits, eq(orgUnits.code, accounts.orgCode))
    .where(inArray(accounts.id, ids))
  const viewer = people.find((person) => person.id === viewerId)
  const units = await topUnits(db, [...new Set(people.map((person) => person.orgCode).filter((code): code is string => !!code))])
  const viewerUnit = viewer?.orgCode ? units.get(viewer.orgCode) : undefined
  const settings = await privacyOfMany(db, personIds)
  const result = new Map<string, VisibleContact>()
  for (const person of people) {
    if (!personIds.includes(person.id)) continue
    const rules = settings.get(person.id) as PrivacySettings
    const self = person.id === viewerId
    const sameUnit = viewerUnit !== undefined && person.orgCode !== null && units.get(person.orgCode) === viewerUnit
    const orgShown = allows(rules.orgVisibility, self, sameUnit)
    result.set(person.id, {
      accountId: person.id,
      mobile: allows(rules.mobileVisibility, self, sameUnit) ? person.mobile : null,
      email: allows(rules.emailVisibility, self, sameUnit) ? person.email : null,
      orgCode: orgShown ? person.orgCode : null,
      orgName: orgShown ? person.orgName : null,
    })
  }
  return result
}

/** The accounts a search by phone number may return: bound to `mobile` and not opted out of being found by it. */
export async function findableByMobile(db: Database, mobile: string): Promise<string[]> {
  const bound = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.mobile, mobile))
  const settings = await privacyOfMany(
    db,
    bound.map((row) => row.id),
  )
  return bound.filter((row) => settings.get(row.id)?.findableByMobile !== false).map((row) => row.id)
}
