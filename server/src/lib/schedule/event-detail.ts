import { eq } from 'drizzle-orm'
import { accounts } from '../../db/schema/index'
import type { Queryable } from '../../db/client'
import { attendeesOf, visibleEvent } from './events-repository'

/** The event as the detail page shows it, for an account that may see it. */
export async function eventDetail(db: Queryable, accountId: string, id: number) {
  const { event, calendar, own } = await visibleEvent(db, accountId, id)
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
  }
}
