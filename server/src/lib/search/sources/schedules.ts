import { eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { messageCenterSchedules, scheduleCalendars, scheduleEvents } from '../../../db/schema/index'
import type { SearchSource, SourceDocument } from '../search-source'

const EVENT = 'event:'
const CALENDAR = 'calendar:'

/** Message-centre schedule entries (source id: the entry's id); each is found only by its owner. */
async function messageCenterEntries(db: Database, ids: number[] | undefined): Promise<SourceDocument[]> {
  if (ids?.length === 0) return []
  const rows = await db
    .select()
    .from(messageCenterSchedules)
    .where(ids ? inArray(messageCenterSchedules.id, ids) : undefined)
  return rows.map((row) => ({
    sourceId: String(row.id),
    title: row.title,
    body: [row.place, row.remark].join(' '),
    summary: row.place,
    link: '/pages/tab/schedule/schedule',
    category: row.place,
    status: '',
    happenedAt: row.startTime,
    ownerIds: [row.accountId],
    audience: [],
  }))
}

/**
 * The schedule centre's events (the timetable's courses among them; source id `event:<id>`), found by whoever sees
 * them in the schedule centre: a personal calendar's owner, a public or division calendar's subscribers, and the
 * invited who did not decline. `calendar:<id>` (a subscription changed) re-reads every event of that calendar.
 */
async function scheduleCentreEvents(db: Database, eventIds: number[] | undefined, calendarIds: number[] | undefined) {
  if (eventIds?.length === 0 && calendarIds?.length === 0) return []
  const picked =
    eventIds || calendarIds
      ? or(
          eventIds?.length ? inArray(scheduleEvents.id, eventIds) : undefined,
          calendarIds?.length ? inArray(scheduleEvents.calendarId, calendarIds) : undefined,
        )
      : undefined
  const rows = await db
    .select({
      event: scheduleEvents,
      calendarName: scheduleCalendars.name,
      seenBy: sql<string[]>`array(
        select ${scheduleCalendars.ownerAccountId} where ${scheduleCalendars.ownerKind} = 'person'
        union select s.account_id from schedule_subscriptions s
          where s.calendar_id = ${scheduleCalendars.id} and ${scheduleCalendars.ownerKind} <> 'person'
            and (${scheduleCalendars.ownerKind} <> 'public' or ${scheduleCalendars.state} = 'published')
        union select a.account_id from schedule_attendees a where a.event_id = ${scheduleEvents.id} and a.answer <> 'declined'
      )`,
    })
    .from(scheduleEvents)
    .innerJoin(scheduleCalendars, eq(scheduleCalendars.id, scheduleEvents.calendarId))
    .where(picked)
  return rows
    .filter(({ seenBy }) => seenBy.length > 0)
    .map(
      ({ event, calendarName, seenBy }): SourceDocument => ({
        sourceId: EVENT + event.id,
        title: event.title,
        body: [event.location, event.notes, calendarName].join(' '),
        summary: event.location,
        link: `/pages/shedul/shedulDetail?id=${event.id}`,
        category: calendarName,
        status: event.rrule ? '重复' : '',
        happenedAt: event.startAt,
        ownerIds: seenBy,
        audience: [],
      }),
    )
}

/** Schedules: the message centre's entries and the schedule centre's events, each found only by who may see it. */
export const scheduleSource: SearchSource = {
  type: 'schedule',
  watches: [
    { table: 'message_center_schedules', key: 'id' },
    { table: 'schedule_events', key: 'id', prefix: EVENT },
    { table: 'schedule_attendees', key: 'event_id', prefix: EVENT },
    { table: 'schedule_subscriptions', key: 'calendar_id', prefix: CALENDAR },
  ],
  async load(db, sourceIds) {
    const idsAfter = (prefix: string) =>
      sourceIds
        ?.filter((id) => id.startsWith(prefix))
        .map((id) => Number(id.slice(prefix.length)))
        .filter(Number.isInteger)
    const entryIds = sourceIds?.filter((id) => /^\d+$/.test(id)).map(Number)
    return [...(await messageCenterEntries(db, entryIds)), ...(await scheduleCentreEvents(db, idsAfter(EVENT), idsAfter(CALENDAR)))]
  },
}
