import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm'
import type { Division } from '@contract/division'
import type { Database, Queryable } from '../../db/client'
import {
  accounts,
  divisionCalendars,
  divisionRoles,
  orgUnits,
  scheduleAttendees,
  scheduleCalendars,
  scheduleEvents,
} from '../../db/schema/index'
import { badRequest, forbidden, notFound } from '../common/api-error'
import { eventById } from '../schedule/events-repository'
import { attendeesOf } from '../schedule/attendees-repository'
import { expandCalendars, type ExpandedOccurrence } from '../schedule/occurrences-repository'
import { escapeLike } from '../message-center/message-records'
import { requireDivision, subtreeOf, type Caller } from './division-access'

type EventRow = typeof scheduleEvents.$inferSelect

/** Longest window one request expands: the week view asks for 7 days, a person's schedule up to a month or so. */
export const MAX_WINDOW_DAYS = 62

export function windowOf(fromText: string, toText: string) {
  const from = new Date(fromText)
  const to = new Date(toText)
  if (!(from < to)) throw badRequest('结束时间须晚于开始时间')
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 86_400_000) throw badRequest(`一次最多查询 ${MAX_WINDOW_DAYS} 天的日程`)
  return { from, to }
}

export const canEditSchedule = (division: Division) => division.roles.includes('scheduleEditor')

/** Every calendar of the division, in the admin's order. */
export async function divisionCalendarsOf(db: Queryable, code: string) {
  const rows = await db
    .select({
      id: scheduleCalendars.id,
      name: scheduleCalendars.name,
      color: scheduleCalendars.color,
      description: scheduleCalendars.description,
      published: divisionCalendars.published,
      shown: divisionCalendars.shown,
    })
    .from(divisionCalendars)
    .innerJoin(scheduleCalendars, eq(scheduleCalendars.id, divisionCalendars.calendarId))
    .where(eq(divisionCalendars.orgCode, code))
    .orderBy(asc(divisionCalendars.sort), asc(scheduleCalendars.id))
  return rows
}
export type DivisionCalendarRow = Awaited<ReturnType<typeof divisionCalendarsOf>>[number]

/** What the caller sees of the division: shown calendars, and unpublished ones only for schedule editors. */
export async function visibleCalendarsOf(db: Queryable, division: Division) {
  const all = await divisionCalendarsOf(db, division.code)
  return all.filter((c) => c.shown && (c.published || canEditSchedule(division)))
}

export function toOccurrence(o: ExpandedOccurrence, calendar: DivisionCalendarRow, canEdit: boolean) {
  return {
    eventId: o.eventId,
    recurrenceId: o.recurrenceId?.toISOString() ?? null,
    title: o.title,
    start: o.start.toISOString(),
    end: o.end.toISOString(),
    allDay: o.event.allDay,
    timeZone: o.event.timeZone,
    location: o.location,
    calendarId: calendar.id,
    calendarName: calendar.name,
    color: calendar.color,
    repeating: o.event.rrule !== null,
    readOnly: !canEdit,
  }
}

/** Occurrences of the given division calendars in [from, to). */
export async function occurrencesOf(db: Queryable, calendars: DivisionCalendarRow[], from: Date, to: Date, canEdit: boolean) {
  const byId = new Map(calendars.map((c) => [c.id, c]))
  const list = await expandCalendars(
    db,
    calendars.map((c) => c.id),
    from,
    to,
  )
  return list.map((o) => toOccurrence(o, byId.get(o.event.calendarId)!, canEdit))
}

/** One person's part in the division's events in [from, to): the ones they attend (not declined) or wrote. */
export async function personOccurrences(
  db: Queryable,
  accountId: string,
  calendars: DivisionCalendarRow[],
  from: Date,
  to: Date,
  canEdit: boolean,
) {
  const byId = new Map(calendars.map((c) => [c.id, c]))
  const list = await expandCalendars(
    db,
    calendars.map((c) => c.id),
    from,
    to,
  )
  const eventIds = [...new Set(list.map((o) => o.eventId))]
  const attending = eventIds.length
    ? await db
        .select({ id: scheduleAttendees.eventId, answer: scheduleAttendees.answer })
        .from(scheduleAttendees)
        .where(and(eq(scheduleAttendees.accountId, accountId), inArray(scheduleAttendees.eventId, eventIds)))
    : []
  const mine = new Set(attending.filter((a) => a.answer !== 'declined').map((a) => a.id))
  return list
    .filter((o) => mine.has(o.eventId) || o.event.createdBy === accountId)
    .map((o) => toOccurrence(o, byId.get(o.event.calendarId)!, canEdit))
}

/**
 * The people the given occurrences name as attendees (not declined), with the calendars they appear in and on how
 * many occurrences; most occurrences first, then by name.
 */
export async function peopleOfOccurrences(db: Queryable, occurrences: { eventId: number; calendarId: number }[]) {
  const eventIds = [...new Set(occurrences.map((o) => o.eventId))]
  if (eventIds.length === 0) return []
  const rows = await db
    .select({ eventId: scheduleAttendees.eventId, username: accounts.username, name: accounts.displayName })
    .from(scheduleAttendees)
    .innerJoin(accounts, eq(accounts.id, scheduleAttendees.accountId))
    .where(and(inArray(scheduleAttendees.eventId, eventIds), ne(scheduleAttendees.answer, 'declined')))
  const byUsername = new Map<string, { username: string; name: string; calendarIds: number[]; events: number }>()
  for (const o of occurrences) {
    for (const row of rows.filter((r) => r.eventId === o.eventId)) {
      const person = byUsername.get(row.username) ?? { username: row.username, name: row.name, calendarIds: [], events: 0 }
      if (!person.calendarIds.includes(o.calendarId)) person.calendarIds.push(o.calendarId)
      person.events += 1
      byUsername.set(row.username, person)
    }
  }
  return [...byUsername.values()].sort((a, b) => b.events - a.events || a.name.localeCompare(b.name, 'zh'))
}

/** The event as the division's detail page shows it. */
export async function divisionEventDetail(db: Queryable, accountId: string, event: EventRow, division: Division) {
  const [calendar] = await db.select().from(scheduleCalendars).where(eq(scheduleCalendars.id, event.calendarId))
  const attendees = await attendeesOf(db, event.id)
  const [me] = await db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, accountId))
  const [organiser] = event.createdBy
    ? await db.select({ name: accounts.displayName }).from(accounts).where(eq(accounts.id, event.createdBy))
    : []
  const canEdit = canEditSchedule(division)
  return {
    id: event.id,
    calendarId: event.calendarId,
    calendarName: calendar!.name,
    color: calendar!.color,
    title: event.title,
    allDay: event.allDay,
    start: event.startAt.toISOString(),
    end: event.endAt.toISOString(),
    timeZone: event.timeZone,
    location: event.location,
    notes: event.notes,
    rrule: event.rrule,
    reminders: event.reminders,
    attendees,
    organiser: organiser?.name ?? division.name,
    readOnly: !canEdit,
    myAnswer: attendees.find((a) => a.username === me?.username)?.answer ?? null,
    orgCode: division.code,
    canEdit,
  }
}

export async function accountByUsername(db: Queryable, username: string) {
  const [row] = await db
    .select({ id: accounts.id, username: accounts.username, name: accounts.displayName })
    .from(accounts)
    .where(eq(accounts.username, username))
  if (!row) throw notFound('找不到该人员')
  return row
}

/**
 * A division event and the caller's standing in its division. Refuses (403) a non-member or one without `role`;
 * an unpublished calendar's event is hidden (404) from members who are not schedule editors.
 */
export async function divisionEvent(db: Database, caller: Caller, id: number, role: 'member' | 'scheduleEditor' = 'member') {
  const event = await eventById(db, id)
  if (!event) throw notFound('日程不存在')
  const [link] = await db.select().from(divisionCalendars).where(eq(divisionCalendars.calendarId, event.calendarId))
  if (!link) throw notFound('日程不存在')
  const division = await requireDivision(db, caller, link.orgCode, role)
  if (!link.published && !canEditSchedule(division)) throw notFound('日程不存在')
  return { event, division }
}

/** A calendar the caller may write into: one of this division's (a schedule editor's calendar choice). */
export async function requireDivisionCalendar(db: Queryable, code: string, calendarId: number) {
  const [link] = await db.select().from(divisionCalendars).where(eq(divisionCalendars.calendarId, calendarId))
  if (!link) throw badRequest('请选择本单位的日历')
  if (link.orgCode !== code) throw forbidden('不能把日程写入其他单位的日历')
  return link
}

/** The division a calendar belongs to, or a refusal (for a create, where the body names only the calendar). */
export async function divisionOfCalendar(db: Queryable, calendarId: number) {
  const [link] = await db.select().from(divisionCalendars).where(eq(divisionCalendars.calendarId, calendarId))
  if (!link) throw badRequest('请选择单位的日历')
  return link.orgCode
}

/** The admin's choice: which calendars the workbench shows, published to members or not, in what order. */
export async function saveCalendarSettings(db: Database, code: string, items: { id: number; shown: boolean; published: boolean }[]) {
  const current = await divisionCalendarsOf(db, code)
  const ids = items.map((i) => i.id)
  if (new Set(ids).size !== ids.length) throw badRequest('日历不能重复')
  if (ids.length !== current.length || current.some((c) => !ids.includes(c.id))) throw badRequest('请列出本单位的全部日历')
  await db.transaction(async (tx) => {
    for (const [sort, item] of items.entries()) {
      await tx
        .update(divisionCalendars)
        .set({ sort, shown: item.shown, published: item.published })
        .where(and(eq(divisionCalendars.calendarId, item.id), eq(divisionCalendars.orgCode, code)))
    }
  })
  return await divisionCalendarsOf(db, code)
}

/** People of the division: accounts in its units or holding one of its roles. */
async function divisionPeopleWhere(db: Database, code: string) {
  const units = (await subtreeOf(db, code)).map((u) => u.code)
  const granted = db.select({ id: divisionRoles.accountId }).from(divisionRoles).where(eq(divisionRoles.orgCode, code))
  return or(inArray(accounts.orgCode, units), inArray(accounts.id, granted))
}

/** People of the division matching a name or account, to invite to its events. */
export async function searchDivisionPeople(db: Database, code: string, keyword: string) {
  const like = `%${escapeLike(keyword.trim())}%`
  const rows = await db
    .select({ username: accounts.username, name: accounts.displayName, orgName: orgUnits.name })
    .from(accounts)
    .leftJoin(orgUnits, eq(orgUnits.code, accounts.orgCode))
    .where(and(await divisionPeopleWhere(db, code), or(ilike(accounts.displayName, like), ilike(accounts.username, like))))
    .orderBy(asc(accounts.username))
    .limit(20)
  return rows.map((r) => ({ ...r, orgName: r.orgName ?? '' }))
}

/** Refuses (400) attendees who are not people of the division; unknown accounts are left to setAttendees' own reason. */
export async function requireDivisionAttendees(db: Database, code: string, usernames: string[] | undefined) {
  const wanted = [...new Set((usernames ?? []).map((u) => u.trim()).filter(Boolean))]
  if (!wanted.length) return
  const known = await db.select({ username: accounts.username }).from(accounts).where(inArray(accounts.username, wanted))
  const inside = await db
    .select({ username: accounts.username })
    .from(accounts)
    .where(and(inArray(accounts.username, wanted), await divisionPeopleWhere(db, code)))
  const outsiders = known.filter((k) => !inside.some((i) => i.username === k.username)).map((k) => k.username)
  if (outsiders.length) throw badRequest(`参与人须为本单位人员：${outsiders.join('、')}`)
}
