import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { scheduleAttendees, scheduleCalendars, scheduleEventOverrides, scheduleEvents } from '../../db/schema/index'
import { badRequest, forbidden, notFound } from '../common/api-error'
import { visibleCalendarIds } from './calendars-repository'
import { touchCalendars } from './month-cache'
import { isOccurrence, occurrencesBefore, ruleEndingBefore, ruleFrom, seriesEnd, withinYears } from './recurrence'
import { copyAttendees } from './attendees-repository'
import { isKnownZone } from './zoned-time'

type EventRow = typeof scheduleEvents.$inferSelect

/** A series' new version: strictly later than the last one (expansions are cached by it), whatever the clocks say. */
export const nextVersion = sql`greatest(clock_timestamp(), ${scheduleEvents.updatedAt} + interval '1 millisecond')`

export interface EventInput {
  calendarId: number
  title: string
  allDay: boolean
  startAt: Date
  endAt: Date
  timeZone: string
  location?: string
  notes?: string
  rrule?: string | null
  reminders?: number[]
  uid?: string
}

/** The fields of an event as the schedule centre, the division workbench and the console send them. */
export interface EventFields {
  calendarId: number
  title: string
  allDay: boolean
  start: string
  end: string
  timeZone: string
  location?: string
  notes?: string
  rrule?: string | null
  reminders?: number[]
}

/** An event body as the repository stores it (instants as dates). */
export const eventInputOf = (body: EventFields): EventInput => ({
  calendarId: body.calendarId,
  title: body.title,
  allDay: body.allDay,
  startAt: new Date(body.start),
  endAt: new Date(body.end),
  timeZone: body.timeZone,
  location: body.location,
  notes: body.notes,
  rrule: body.rrule,
  reminders: body.reminders,
})

/** Which occurrences an edit or delete of a series applies to. */
export type EditScope = 'this' | 'following' | 'all'

/** Validates an event and returns its row fields (the end of its last occurrence included). */
export function eventFields(input: EventInput, now: Date) {
  if (!isKnownZone(input.timeZone)) throw badRequest('时区不正确')
  if (!input.title.trim()) throw badRequest('请填写日程标题')
  if (input.endAt.getTime() < input.startAt.getTime()) throw badRequest('结束时间不能早于开始时间')
  if (!withinYears(input.startAt, now) || !withinYears(input.endAt, now)) throw badRequest('日程时间须在前后 10 年内')
  const rrule = input.rrule?.replace(/^RRULE:/i, '').trim() || null
  const reminders = [...new Set(input.reminders ?? [])].sort((a, b) => a - b)
  if (reminders.some((m) => m < 0 || m > 40_320)) throw badRequest('提醒时间须在开始前 0 分钟至 28 天之间')
  const fields = {
    calendarId: input.calendarId,
    title: input.title.trim(),
    allDay: input.allDay,
    startAt: input.startAt,
    endAt: input.endAt,
    timeZone: input.timeZone,
    location: input.location?.trim() ?? '',
    notes: input.notes ?? '',
    rrule,
    reminders,
  }
  return { ...fields, lastEndAt: seriesEnd(fields, now) }
}

/** Writes an event into a calendar (no ownership check: callers decide who may write where, e.g. a division workbench). */
export async function insertEvent(db: Queryable, input: EventInput, createdBy: string | null, now = new Date()): Promise<EventRow> {
  const [row] = await db
    .insert(scheduleEvents)
    .values({ ...eventFields(input, now), createdBy, uid: input.uid ?? `${randomUUID()}@portal` })
    .returning()
  await touchCalendars(db, [row!.calendarId])
  return row!
}

/** Replaces an event's fields (the whole series); overrides and exdates stay only while the start is unchanged. */
export async function updateEvent(db: Queryable, event: EventRow, input: EventInput, now = new Date()): Promise<EventRow> {
  const fields = eventFields(input, now)
  const moved = fields.startAt.getTime() !== event.startAt.getTime() || fields.rrule !== event.rrule || fields.timeZone !== event.timeZone
  if (moved) await db.delete(scheduleEventOverrides).where(eq(scheduleEventOverrides.eventId, event.id))
  const [row] = await db
    .update(scheduleEvents)
    .set({ ...fields, exdates: moved ? [] : event.exdates, updatedAt: nextVersion })
    .where(eq(scheduleEvents.id, event.id))
    .returning()
  await touchCalendars(db, [event.calendarId, row!.calendarId])
  return row!
}

export async function eventById(db: Queryable, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(scheduleEvents).where(eq(scheduleEvents.id, id))
  return row
}

/** An event the account may see (own calendar, subscription or invitation), with whether it may change it. */
export async function visibleEvent(db: Queryable, accountId: string, id: number) {
  const event = await eventById(db, id)
  if (!event) throw notFound('日程不存在')
  const [calendar] = await db.select().from(scheduleCalendars).where(eq(scheduleCalendars.id, event.calendarId))
  const own = calendar?.ownerKind === 'person' && calendar.ownerAccountId === accountId
  if (!own) {
    const [ids, [invite]] = await Promise.all([
      visibleCalendarIds(db, accountId),
      db
        .select()
        .from(scheduleAttendees)
        .where(and(eq(scheduleAttendees.eventId, id), eq(scheduleAttendees.accountId, accountId))),
    ])
    if (!invite && !ids.includes(event.calendarId)) throw notFound('日程不存在')
  }
  return { event, calendar: calendar!, own }
}

/** An event in one of the account's own calendars, or a refusal. */
export async function ownEvent(db: Queryable, accountId: string, id: number): Promise<EventRow> {
  const { event, own } = await visibleEvent(db, accountId, id)
  if (!own) throw forbidden('只能修改自己日历中的日程')
  return event
}

/** Refuses a recurrence id that is not an occurrence of the series. */
function requireOccurrence(event: EventRow, recurrenceId: Date | undefined): Date {
  if (!event.rrule) throw badRequest('该日程不重复，请选择「全部」')
  if (!recurrenceId || !isOccurrence(event, recurrenceId)) throw badRequest('该次日程不存在')
  return recurrenceId
}

/**
 * Edits one occurrence (an override), this and the following ones (the series is split: the old one ends
 * before, a new one starts here) or the whole series, once the caller has decided who may write the event and its
 * target calendar. Returns the event that now holds the change.
 */
export async function editEventRow(
  tx: Queryable,
  event: EventRow,
  accountId: string,
  scope: EditScope,
  recurrenceId: Date | undefined,
  input: EventInput,
  now = new Date(),
): Promise<EventRow> {
  {
    if (scope === 'all' || !event.rrule) return await updateEvent(tx, event, input, now)
    const at = requireOccurrence(event, recurrenceId)
    if (scope === 'this') {
      eventFields({ ...input, rrule: null }, now)
      const override = {
        title: input.title.trim(),
        startAt: input.startAt,
        endAt: input.endAt,
        location: input.location ?? '',
        notes: input.notes ?? '',
      }
      await tx
        .insert(scheduleEventOverrides)
        .values({ eventId: event.id, recurrenceId: at, ...override })
        .onConflictDoUpdate({ target: [scheduleEventOverrides.eventId, scheduleEventOverrides.recurrenceId], set: override })
      // A moved occurrence may end after the series did: widen the bound the window query uses.
      const lastEndAt = event.lastEndAt && input.endAt > event.lastEndAt ? input.endAt : event.lastEndAt
      await tx.update(scheduleEvents).set({ lastEndAt, updatedAt: nextVersion }).where(eq(scheduleEvents.id, event.id))
      await touchCalendars(tx, [event.calendarId])
      return event
    }
    const before = occurrencesBefore(event, at)
    if (before === 0) return await updateEvent(tx, event, input, now)
    await truncateSeries(tx, event, at)
    // An unchanged rule continues the series: a COUNT then covers only the occurrences not yet past.
    const unchanged = input.rrule === undefined || input.rrule?.replace(/^RRULE:/i, '').trim() === event.rrule
    const rule = unchanged ? ruleFrom(event.rrule, before) : input.rrule
    const created = await insertEvent(tx, { ...input, rrule: rule }, accountId, now)
    await copyAttendees(tx, event.id, created.id)
    return created
  }
}

/** Ends a series just before `at` (overrides and exdates after it go with it). */
async function truncateSeries(db: Queryable, event: EventRow, at: Date) {
  const rrule = ruleEndingBefore(event.rrule!, at)
  await db
    .delete(scheduleEventOverrides)
    .where(and(eq(scheduleEventOverrides.eventId, event.id), sql`${scheduleEventOverrides.recurrenceId} >= ${at}`))
  await db
    .update(scheduleEvents)
    .set({
      rrule,
      exdates: event.exdates.filter((d) => d < at),
      lastEndAt: seriesEnd({ ...event, rrule }, new Date()),
      updatedAt: nextVersion,
    })
    .where(eq(scheduleEvents.id, event.id))
  await touchCalendars(db, [event.calendarId])
}

/** Deletes one occurrence (an EXDATE), this and the following ones, or the whole event. */
export async function deleteEvent(db: Database, accountId: string, id: number, scope: EditScope, recurrenceId: Date | undefined) {
  await db.transaction(async (tx) => deleteEventRow(tx, await ownEvent(tx, accountId, id), scope, recurrenceId))
}

/** The delete itself, once the caller has decided who may remove the event (division workbench). */
export async function deleteEventRow(tx: Queryable, event: EventRow, scope: EditScope, recurrenceId: Date | undefined) {
  const id = event.id
  await touchCalendars(tx, [event.calendarId])
  {
    if (scope === 'all' || !event.rrule) {
      await tx.delete(scheduleEvents).where(eq(scheduleEvents.id, id))
      return
    }
    const at = requireOccurrence(event, recurrenceId)
    if (scope === 'following') {
      if (occurrencesBefore(event, at) === 0) await tx.delete(scheduleEvents).where(eq(scheduleEvents.id, id))
      else await truncateSeries(tx, event, at)
      return
    }
    await tx.delete(scheduleEventOverrides).where(and(eq(scheduleEventOverrides.eventId, id), eq(scheduleEventOverrides.recurrenceId, at)))
    await tx
      .update(scheduleEvents)
      .set({ exdates: [...event.exdates, at], updatedAt: nextVersion })
      .where(eq(scheduleEvents.id, id))
  }
}
