import { and, eq } from 'drizzle-orm'
import { accounts, scheduleEventOverrides, type scheduleEvents } from '../../db/schema/index'
import { notFound } from '../common/api-error'
import type { Queryable } from '../../db/client'
import { visibleEvent } from './events-repository'
import { attendeesOf } from './attendees-repository'
import { isOccurrence } from './recurrence'

type EventRow = typeof scheduleEvents.$inferSelect

/** One occurrence of a series as it is: its override (edited 仅此日程) or the series' fields at that start. */
async function occurrenceOf(db: Queryable, event: EventRow, recurrenceId: Date) {
  const [override] = await db
    .select()
    .from(scheduleEventOverrides)
    .where(and(eq(scheduleEventOverrides.eventId, event.id), eq(scheduleEventOverrides.recurrenceId, recurrenceId)))
  const excluded = event.exdates.some((d) => d.getTime() === recurrenceId.getTime())
  if (!override && (excluded || !isOccurrence(event, recurrenceId))) throw notFound('该次日程不存在')
  const length = event.endAt.getTime() - event.startAt.getTime()
  return {
    recurrenceId: recurrenceId.toISOString(),
    start: (override?.startAt ?? recurrenceId).toISOString(),
    end: (override?.endAt ?? new Date(recurrenceId.getTime() + length)).toISOString(),
    title: override?.title ?? event.title,
    location: override?.location ?? event.location,
    notes: override?.notes ?? event.notes,
    changed: Boolean(override),
  }
}

/** The event as the detail page shows it, for an account that may see it; with `recurrenceId`, also that occurrence. */
export async function eventDetail(db: Queryable, accountId: string, id: number, recurrenceId?: Date) {
  const { event, calendar, own } = await visibleEvent(db, accountId, id)
  // A link to one occurrence of an event that no longer repeats shows the event.
  const occurrence = recurrenceId && event.rrule ? await occurrenceOf(db, event, recurrenceId) : undefined
  const attendees = await attendeesOf(db, id)
  const [me] = await db.select({ username: accounts.username }).from(accounts).where(eq(accounts.id, accountId))
  const [organiser] = event.createdBy
    ? await db.select({ name: accounts.displayName }).from(accounts).where(eq(accounts.id, event.createdBy))
    : []
  return {
    id: event.id,
    calendarId: calendar.id,
    calendarName: own || calendar.ownerKind !== 'person' ? calendar.name : '受邀日程',
    color: calendar.color,
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
    organiser: organiser?.name ?? calendar.name,
    readOnly: !own,
    myAnswer: attendees.find((a) => a.username === me?.username)?.answer ?? null,
    ...(occurrence ? { occurrence } : {}),
  }
}
