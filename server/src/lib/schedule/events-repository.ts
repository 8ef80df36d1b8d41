import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import {
  accounts,
  scheduleAttendees,
  scheduleCalendars,
  scheduleEventOverrides,
  scheduleEvents,
  type AttendeeAnswer,
} from '../../db/schema/index'
import { badRequest, forbidden, notFound, tooManyRequests } from '../common/api-error'
import { claimUnits } from '../common/rate-counter'
import { deliverToMany } from '../message-center/message-records'
import { visibleCalendarIds } from './calendars-repository'
import { touchCalendars, viewSources, type ViewSources } from './month-cache'
import {
  expandSeries,
  isOccurrence,
  MAX_OCCURRENCES,
  occurrencesBefore,
  ruleEndingBefore,
  ruleFrom,
  seriesEnd,
  withinYears,
  type Occurrence,
} from './recurrence'
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

/** Overrides of the given series, grouped by event id. */
async function overridesOf(db: Queryable, ids: number[]) {
  const byEvent = new Map<number, Array<typeof scheduleEventOverrides.$inferSelect>>()
  if (!ids.length) return byEvent
  const rows = await db.select().from(scheduleEventOverrides).where(inArray(scheduleEventOverrides.eventId, ids))
  for (const r of rows) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), r])
  return byEvent
}

// Expansions of one series for one window, by event id, version (updatedAt) and window: many people look at the
// same month (public calendars, a busy month view), and a series only changes with its updatedAt.
const EXPANSIONS_KEPT = 20_000
const expansions = new Map<string, Occurrence[]>()

function expandCached(
  event: EventRow,
  overrides: Array<typeof scheduleEventOverrides.$inferSelect> | undefined,
  from: Date,
  to: Date,
  limit: number,
) {
  if (!event.rrule) return expandSeries(event, from, to, limit)
  const key = `${event.id}:${event.updatedAt.getTime()}:${from.getTime()}:${to.getTime()}`
  let list = expansions.get(key)
  if (!list) {
    list = expandSeries({ ...event, overrides }, from, to, limit)
    if (expansions.size >= EXPANSIONS_KEPT) expansions.delete(expansions.keys().next().value!)
    expansions.set(key, list)
  }
  if (list.length > limit) throw badRequest('所选时间范围内的日程过多，请缩小范围')
  return list
}

export interface ExpandedOccurrence extends Occurrence {
  event: EventRow
}

/** Occurrences of every event of `calendarIds` (and of `extraEventIds`) overlapping [from, to), by start. */
export async function expandCalendars(
  db: Queryable,
  calendarIds: number[],
  from: Date,
  to: Date,
  extraEventIds: number[] = [],
): Promise<ExpandedOccurrence[]> {
  if (!calendarIds.length && !extraEventIds.length) return []
  const inSet = or(
    calendarIds.length ? inArray(scheduleEvents.calendarId, calendarIds) : sql`false`,
    extraEventIds.length ? inArray(scheduleEvents.id, extraEventIds) : sql`false`,
  )
  const events = await db
    .select()
    .from(scheduleEvents)
    .where(and(inSet, lt(scheduleEvents.startAt, to), or(isNull(scheduleEvents.lastEndAt), gt(scheduleEvents.lastEndAt, from))))
  const overrides = await overridesOf(
    db,
    events.filter((e) => e.rrule).map((e) => e.id),
  )
  const out: ExpandedOccurrence[] = []
  for (const event of events) {
    const left = MAX_OCCURRENCES - out.length
    for (const o of expandCached(event, overrides.get(event.id), from, to, left)) out.push({ ...o, event })
    if (out.length > MAX_OCCURRENCES) throw badRequest('所选时间范围内的日程过多，请缩小范围')
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime() || a.eventId - b.eventId)
}

/**
 * Occurrences of unanswered invitations in [from, to), by start, at most `room` of them: someone else's invitations
 * never push the account's own view over its cap (those past the room are left out until answered).
 */
async function pendingOccurrences(db: Queryable, eventIds: number[], from: Date, to: Date, room: number): Promise<ExpandedOccurrence[]> {
  if (!eventIds.length || room <= 0) return []
  const events = await db
    .select()
    .from(scheduleEvents)
    .where(
      and(
        inArray(scheduleEvents.id, eventIds),
        lt(scheduleEvents.startAt, to),
        or(isNull(scheduleEvents.lastEndAt), gt(scheduleEvents.lastEndAt, from)),
      ),
    )
  const overrides = await overridesOf(
    db,
    events.filter((e) => e.rrule).map((e) => e.id),
  )
  const out: ExpandedOccurrence[] = []
  for (const event of events) {
    for (const o of expandSeries({ ...event, overrides: overrides.get(event.id) }, from, to)) out.push({ ...o, event })
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime() || a.eventId - b.eventId).slice(0, room)
}

/** What the account sees in [from, to): its calendars, its subscriptions and the events it attends or is invited to. */
export async function occurrencesFor(db: Queryable, accountId: string, from: Date, to: Date, sources?: ViewSources) {
  const { calendarIds, invitedEventIds, pendingEventIds } = sources ?? (await viewSources(db, accountId))
  const answered = await expandCalendars(db, calendarIds, from, to, invitedEventIds)
  const pending = await pendingOccurrences(db, pendingEventIds, from, to, MAX_OCCURRENCES - answered.length)
  const occurrences = pending.length
    ? [...answered, ...pending].sort((a, b) => a.start.getTime() - b.start.getTime() || a.eventId - b.eventId)
    : answered
  const calendars = await db
    .select()
    .from(scheduleCalendars)
    .where(inArray(scheduleCalendars.id, [...new Set(occurrences.map((o) => o.event.calendarId))].concat(0)))
  const byId = new Map(calendars.map((c) => [c.id, c]))
  return occurrences.map((o) => {
    const calendar = byId.get(o.event.calendarId)!
    const own = calendar.ownerKind === 'person' && calendar.ownerAccountId === accountId
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
      calendarName: own || calendar.ownerKind !== 'person' ? calendar.name : '受邀日程',
      color: calendar.color,
      repeating: o.event.rrule !== null,
      readOnly: !own,
    }
  })
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

/** Attendees with their names and answers. */
export async function attendeesOf(db: Queryable, eventId: number) {
  return await db
    .select({ username: accounts.username, name: accounts.displayName, answer: scheduleAttendees.answer })
    .from(scheduleAttendees)
    .innerJoin(accounts, eq(accounts.id, scheduleAttendees.accountId))
    .where(eq(scheduleAttendees.eventId, eventId))
    .orderBy(asc(accounts.username))
}

/** New invitations one organiser may send in 24 hours (each invitee of each event counts once). */
export const INVITATIONS_PER_DAY = 300

/** Sets the attendees by username; new ones get an invitation message. Returns the usernames not found. */
export async function setAttendees(db: Queryable, event: EventRow, organiserId: string, usernames: string[], now: Date) {
  const wanted = [...new Set(usernames.map((u) => u.trim()).filter(Boolean))]
  const found = wanted.length
    ? await db.select({ id: accounts.id, username: accounts.username }).from(accounts).where(inArray(accounts.username, wanted))
    : []
  const missing = wanted.filter((u) => !found.some((f) => f.username === u))
  if (missing.length) throw badRequest(`找不到参与人：${missing.join('、')}`)
  const ids = found.map((f) => f.id).filter((id) => id !== organiserId)
  const current = await db
    .select({ accountId: scheduleAttendees.accountId })
    .from(scheduleAttendees)
    .where(eq(scheduleAttendees.eventId, event.id))
  const removed = current.map((c) => c.accountId).filter((id) => !ids.includes(id))
  if (removed.length) {
    await db.delete(scheduleAttendees).where(and(eq(scheduleAttendees.eventId, event.id), inArray(scheduleAttendees.accountId, removed)))
  }
  const added = ids.filter((id) => !current.some((c) => c.accountId === id))
  if (!added.length) return
  const refused = await claimUnits(db, `schedule-invite:${organiserId}`, 86_400, INVITATIONS_PER_DAY, added.length, now)
  if (refused) throw tooManyRequests(`邀请过于频繁：24 小时内最多邀请 ${INVITATIONS_PER_DAY} 人次，目前还可邀请 ${refused.left} 人次`)
  await db
    .insert(scheduleAttendees)
    .values(added.map((accountId) => ({ eventId: event.id, accountId })))
    .onConflictDoNothing()
  const [organiser] = await db.select({ name: accounts.displayName }).from(accounts).where(eq(accounts.id, organiserId))
  await deliverToMany(
    db,
    {
      typeCode: 'schedule_invite',
      title: `日程邀请：${event.title}`,
      content: `${organiser?.name ?? ''}邀请您参加「${event.title}」，请在日程详情中接受或拒绝。`,
      url: `/pages/shedul/shedulDetail?id=${event.id}`,
      senderName: '日程中心',
      createdAt: now,
    },
    added,
  )
}

export async function isInvited(db: Queryable, accountId: string, eventId: number): Promise<boolean> {
  const rows = await db
    .select({ id: scheduleAttendees.eventId })
    .from(scheduleAttendees)
    .where(and(eq(scheduleAttendees.eventId, eventId), eq(scheduleAttendees.accountId, accountId)))
  return rows.length > 0
}

/** Declines every unanswered invitation the account has from one organiser; returns how many. */
export async function declineAllFrom(db: Queryable, accountId: string, organiserId: string): Promise<number> {
  const result = await db.execute(sql`
    UPDATE schedule_attendees a SET answer = 'declined'
    FROM schedule_events e
    WHERE e.id = a.event_id AND e.created_by = ${organiserId} AND a.account_id = ${accountId} AND a.answer = 'pending'`)
  return result.rowCount ?? 0
}

/** An attendee's answer to an invitation. */
export async function answerInvitation(db: Queryable, accountId: string, eventId: number, answer: AttendeeAnswer) {
  const rows = await db
    .update(scheduleAttendees)
    .set({ answer })
    .where(and(eq(scheduleAttendees.eventId, eventId), eq(scheduleAttendees.accountId, accountId)))
    .returning({ id: scheduleAttendees.eventId })
  if (!rows.length) throw notFound('您未受邀参加该日程')
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

async function copyAttendees(db: Queryable, fromId: number, toId: number) {
  const rows = await db.select().from(scheduleAttendees).where(eq(scheduleAttendees.eventId, fromId))
  if (rows.length) await db.insert(scheduleAttendees).values(rows.map((r) => ({ ...r, eventId: toId })))
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
