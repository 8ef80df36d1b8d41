// What a person sees in a window: series expanded (cached by version), overrides applied, invitations included.
import { and, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { scheduleCalendars, scheduleEventOverrides, scheduleEvents } from '../../db/schema/index'
import { badRequest } from '../common/api-error'
import { viewSources, type ViewSources } from './month-cache'
import { expandSeries, MAX_OCCURRENCES, type Occurrence } from './recurrence'

type EventRow = typeof scheduleEvents.$inferSelect

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
export async function occurrencesFor(db: Database, accountId: string, from: Date, to: Date, sources?: ViewSources) {
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
