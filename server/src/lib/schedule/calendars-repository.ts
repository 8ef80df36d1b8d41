import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { divisionCalendars, orgUnits, scheduleCalendars, scheduleSubscriptions } from '../../db/schema/index'
import { badRequest, forbidden, notFound } from '../common/api-error'

type CalendarRow = typeof scheduleCalendars.$inferSelect

export const DEFAULT_CALENDAR_NAME = '我的日程'

export function calendarOf(row: CalendarRow, accountId: string) {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    description: row.description,
    ownerKind: row.ownerKind,
    isDefault: row.isDefault,
    readOnly: !(row.ownerKind === 'person' && row.ownerAccountId === accountId),
  }
}
export type CalendarView = ReturnType<typeof calendarOf>

/** The account's default personal calendar, created on first use. */
export async function ensureDefaultCalendar(db: Queryable, accountId: string): Promise<CalendarRow> {
  const [found] = await db
    .select()
    .from(scheduleCalendars)
    .where(and(eq(scheduleCalendars.ownerAccountId, accountId), eq(scheduleCalendars.isDefault, true)))
  if (found) return found
  const [created] = await db
    .insert(scheduleCalendars)
    .values({ ownerKind: 'person', ownerAccountId: accountId, name: DEFAULT_CALENDAR_NAME, isDefault: true })
    .returning()
  return created!
}

/** The account's own calendars (default first), then the ones it subscribes to. */
export async function calendarsOf(db: Queryable, accountId: string) {
  await ensureDefaultCalendar(db, accountId)
  const mine = await db
    .select()
    .from(scheduleCalendars)
    .where(eq(scheduleCalendars.ownerAccountId, accountId))
    .orderBy(sql`${scheduleCalendars.isDefault} DESC`, asc(scheduleCalendars.id))
  const subscribed = await db
    .select({ calendar: scheduleCalendars })
    .from(scheduleSubscriptions)
    .innerJoin(scheduleCalendars, eq(scheduleCalendars.id, scheduleSubscriptions.calendarId))
    .where(and(eq(scheduleSubscriptions.accountId, accountId), shownCalendar))
    .orderBy(asc(scheduleCalendars.id))
  return { mine: mine.map((r) => calendarOf(r, accountId)), subscribed: subscribed.map((r) => calendarOf(r.calendar, accountId)) }
}

/**
 * Whether a calendar is shown outside the console: a public calendar only while published (a draft is not yet, a
 * withdrawn one no longer: its subscriptions stay, its events show nowhere); other kinds always.
 */
export const shownCalendar = sql`(${scheduleCalendars.ownerKind} <> 'public' OR ${scheduleCalendars.state} = 'published')`

/** A division workbench's calendars (领导日程 …) are for its members, through the workbench: not subscribable. */
const notWorkbenchCalendar = sql`${scheduleCalendars.id} NOT IN (SELECT ${divisionCalendars.calendarId} FROM ${divisionCalendars})`

/** Institution and division calendars anyone may subscribe to, with whether the account does. */
export async function publicCalendars(db: Queryable, accountId: string) {
  const rows = await db
    .select({ calendar: scheduleCalendars, orgName: orgUnits.name, subscribed: scheduleSubscriptions.calendarId })
    .from(scheduleCalendars)
    .leftJoin(orgUnits, eq(orgUnits.code, scheduleCalendars.ownerOrgCode))
    .leftJoin(
      scheduleSubscriptions,
      and(eq(scheduleSubscriptions.calendarId, scheduleCalendars.id), eq(scheduleSubscriptions.accountId, accountId)),
    )
    .where(and(inArray(scheduleCalendars.ownerKind, ['public', 'division']), notWorkbenchCalendar, shownCalendar))
    .orderBy(sql`${scheduleCalendars.ownerKind} DESC`, asc(scheduleCalendars.id))
  return rows.map((r) => ({ ...calendarOf(r.calendar, accountId), ownerName: r.orgName ?? '示范大学', subscribed: r.subscribed !== null }))
}

/** Ids of the calendars whose events the account sees: its own and its subscriptions. */
export async function visibleCalendarIds(db: Queryable, accountId: string): Promise<number[]> {
  const rows = await db
    .select({ id: scheduleCalendars.id })
    .from(scheduleCalendars)
    .where(
      or(
        eq(scheduleCalendars.ownerAccountId, accountId),
        and(
          sql`${scheduleCalendars.id} IN (SELECT ${scheduleSubscriptions.calendarId} FROM ${scheduleSubscriptions} WHERE ${scheduleSubscriptions.accountId} = ${accountId})`,
          shownCalendar,
        ),
      ),
    )
  return rows.map((r) => r.id)
}

/** A calendar the account owns (personal), or a 404/403 with the reason. */
export async function ownCalendar(db: Queryable, accountId: string, id: number): Promise<CalendarRow> {
  const [row] = await db.select().from(scheduleCalendars).where(eq(scheduleCalendars.id, id))
  if (!row) throw notFound('日历不存在')
  if (row.ownerKind !== 'person' || row.ownerAccountId !== accountId) throw forbidden('只能修改自己的日历')
  return row
}

export interface CalendarInput {
  name: string
  color: string
  description?: string
  isDefault?: boolean
}

/** Creates or edits a personal calendar; making one the default un-defaults the others. */
export async function saveCalendar(db: Database, accountId: string, id: number | undefined, input: CalendarInput) {
  return await db.transaction(async (tx) => {
    if (input.isDefault) {
      await tx.update(scheduleCalendars).set({ isDefault: false }).where(eq(scheduleCalendars.ownerAccountId, accountId))
    }
    const fields = { name: input.name.trim(), color: input.color, description: input.description ?? '' }
    if (id === undefined) {
      const [row] = await tx
        .insert(scheduleCalendars)
        .values({ ...fields, ownerKind: 'person', ownerAccountId: accountId, isDefault: input.isDefault ?? false })
        .returning()
      return calendarOf(row!, accountId)
    }
    const current = await ownCalendar(tx, accountId, id)
    if (current.isDefault && input.isDefault === false) throw badRequest('默认日历不能取消默认，请把另一个日历设为默认')
    const [row] = await tx
      .update(scheduleCalendars)
      .set({ ...fields, isDefault: input.isDefault ?? current.isDefault, version: sql`${scheduleCalendars.version} + 1` })
      .where(eq(scheduleCalendars.id, id))
      .returning()
    return calendarOf(row!, accountId)
  })
}

/** Deletes a personal calendar with its events; the default calendar stays. */
export async function deleteCalendar(db: Queryable, accountId: string, id: number): Promise<void> {
  const row = await ownCalendar(db, accountId, id)
  if (row.isDefault) throw badRequest('默认日历不能删除')
  await db.delete(scheduleCalendars).where(eq(scheduleCalendars.id, id))
}

/** Subscribes to (or leaves) a public or division calendar. */
export async function setSubscription(db: Queryable, accountId: string, id: number, subscribed: boolean): Promise<void> {
  const [row] = await db.select().from(scheduleCalendars).where(eq(scheduleCalendars.id, id))
  if (!row || row.ownerKind === 'person') throw notFound('公共日历不存在')
  if (subscribed && row.state !== 'published') throw notFound('公共日历不存在或已撤回')
  const [workbench] = await db.select().from(divisionCalendars).where(eq(divisionCalendars.calendarId, id))
  if (workbench && subscribed) throw notFound('公共日历不存在')
  if (subscribed) await db.insert(scheduleSubscriptions).values({ accountId, calendarId: id }).onConflictDoNothing()
  else {
    await db
      .delete(scheduleSubscriptions)
      .where(and(eq(scheduleSubscriptions.accountId, accountId), eq(scheduleSubscriptions.calendarId, id)))
  }
}
