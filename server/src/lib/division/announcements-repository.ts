import { and, asc, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, announcementAudiences, announcementReads, divisionAnnouncements, orgUnits } from '../../db/schema/index'
import type { PageArgs } from '../paginate'

type AnnouncementRow = typeof divisionAnnouncements.$inferSelect

const notExpired = or(isNull(divisionAnnouncements.expiresAt), gt(divisionAnnouncements.expiresAt, sql`now()`))!

/** The announcement has an audience unit on the caller's chain (the caller's unit or one above it). */
const addressedTo = (chain: string[]): SQL =>
  chain.length === 0
    ? sql`false`
    : sql`exists (select 1 from ${announcementAudiences} where ${announcementAudiences.announcementId} = ${divisionAnnouncements.id}
        and ${inArray(announcementAudiences.orgCode, chain)})`

const readBy = (accountId: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${announcementReads} where ${announcementReads.announcementId} = ${divisionAnnouncements.id}
    and ${announcementReads.accountId} = ${accountId})`

export interface ListFilter {
  code: string
  accountId: string
  chain: string[]
  /** Publishers see every announcement of the division, not only those addressed to them. */
  manage: boolean
  includeExpired?: boolean
}

/** Every division's announcements addressed to the caller and not expired (their global search). */
export function addressedToCaller(chain: string[]): SQL {
  return and(addressedTo(chain), notExpired)!
}

/** Which announcements of the division the caller may see (a condition on division_announcements). */
export function conditionOf(filter: ListFilter): SQL {
  return and(
    eq(divisionAnnouncements.orgCode, filter.code),
    filter.manage ? undefined : addressedTo(filter.chain),
    filter.manage && filter.includeExpired ? undefined : notExpired,
  )!
}

/** One page of announcements: pinned first, then newest; each with whether the caller has read it. */
export async function announcementsPage(db: Database, filter: ListFilter, page: PageArgs) {
  const where = conditionOf(filter)
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: divisionAnnouncements, read: readBy(filter.accountId), publisherName: accounts.displayName })
      .from(divisionAnnouncements)
      .leftJoin(accounts, eq(accounts.id, divisionAnnouncements.publisherId))
      .where(where)
      .orderBy(desc(divisionAnnouncements.pinned), desc(divisionAnnouncements.publishedAt), desc(divisionAnnouncements.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(divisionAnnouncements)
      .where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** Announcements addressed to the caller and not yet read by them. */
export async function unreadCount(db: Database, filter: Omit<ListFilter, 'manage'>): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(divisionAnnouncements)
    .where(and(conditionOf({ ...filter, manage: false }), sql`not ${readBy(filter.accountId)}`))
  return row?.total ?? 0
}

export async function announcementById(db: Database, id: number) {
  const [found] = await db
    .select({ row: divisionAnnouncements, publisherName: accounts.displayName })
    .from(divisionAnnouncements)
    .leftJoin(accounts, eq(accounts.id, divisionAnnouncements.publisherId))
    .where(eq(divisionAnnouncements.id, id))
  return found
}

/** Audience units of some announcements (code and name), by announcement id. */
export async function audiencesOf(db: Database, ids: number[]): Promise<Map<number, { code: string; name: string }[]>> {
  const byId = new Map<number, { code: string; name: string }[]>()
  if (ids.length === 0) return byId
  const rows = await db
    .select({ id: announcementAudiences.announcementId, code: orgUnits.code, name: orgUnits.name })
    .from(announcementAudiences)
    .innerJoin(orgUnits, eq(orgUnits.code, announcementAudiences.orgCode))
    .where(inArray(announcementAudiences.announcementId, ids))
    .orderBy(asc(orgUnits.sort))
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), { code: row.code, name: row.name }])
  return byId
}

export async function hasRead(db: Database, id: number, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: announcementReads.announcementId })
    .from(announcementReads)
    .where(and(eq(announcementReads.announcementId, id), eq(announcementReads.accountId, accountId)))
  return row !== undefined
}

export async function markRead(db: Database, id: number, accountId: string): Promise<void> {
  await db.insert(announcementReads).values({ announcementId: id, accountId }).onConflictDoNothing()
}

/** Creates (no id) or updates an announcement with its audience, in one transaction; undefined when the id is unknown. */
export async function saveAnnouncement(
  db: Database,
  id: number | undefined,
  values: Omit<typeof divisionAnnouncements.$inferInsert, 'id'>,
  audience: string[],
): Promise<AnnouncementRow | undefined> {
  return await db.transaction(async (tx) => {
    const [saved] =
      id === undefined
        ? await tx.insert(divisionAnnouncements).values(values).returning()
        : await tx
            .update(divisionAnnouncements)
            .set({ ...values, publisherId: undefined, publishedAt: undefined, updatedAt: new Date() })
            .where(eq(divisionAnnouncements.id, id))
            .returning()
    if (!saved) return undefined
    await tx.delete(announcementAudiences).where(eq(announcementAudiences.announcementId, saved.id))
    await tx.insert(announcementAudiences).values(audience.map((orgCode) => ({ announcementId: saved.id, orgCode })))
    return saved
  })
}

export async function expireAnnouncement(db: Database, id: number, at: Date) {
  const [row] = await db
    .update(divisionAnnouncements)
    .set({ expiresAt: at, pinned: false, updatedAt: at })
    .where(eq(divisionAnnouncements.id, id))
    .returning()
  return row
}

/** People in the audience: accounts whose unit is an audience unit or lies under one. */
export async function audienceSize(db: Database, id: number): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    with recursive tree(code) as (
      select org_code from ${announcementAudiences} where announcement_id = ${id}
      union
      select o.code from org_units o join tree t on o.parent_code = t.code
    ) select count(*)::int as total from accounts a where a.org_code in (select code from tree)`)
  return result.rows[0]?.total ?? 0
}

/** Who has read it, latest first, with their unit's name. */
export async function readersPage(db: Database, id: number, page: PageArgs) {
  const where = eq(announcementReads.announcementId, id)
  const [rows, [counted]] = await Promise.all([
    db
      .select({ userName: accounts.displayName, orgName: orgUnits.name, readAt: announcementReads.readAt })
      .from(announcementReads)
      .innerJoin(accounts, eq(accounts.id, announcementReads.accountId))
      .leftJoin(orgUnits, eq(orgUnits.code, accounts.orgCode))
      .where(where)
      .orderBy(desc(announcementReads.readAt))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(announcementReads)
      .where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** Whether a file is an announcement's attachment: then it is served only with a grant, not by its id alone. */
export async function isAnnouncementAttachment(db: Database, fileId: string): Promise<boolean> {
  const rows = await db
    .select({ id: divisionAnnouncements.id })
    .from(divisionAnnouncements)
    .where(sql`${divisionAnnouncements.attachments} @> ${JSON.stringify([{ fileId }])}::jsonb`)
    .limit(1)
  return rows.length > 0
}
