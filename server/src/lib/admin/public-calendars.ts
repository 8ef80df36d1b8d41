import { and, asc, eq, sql } from 'drizzle-orm'
import type { CalendarEventSaveBody, CalendarSaveBody, ConsoleCalendar, ConsoleCalendarEvent } from '@contract/admin-calendars'
import type { CalendarState } from '@contract/public-calendar-rules'
import type { Database, Queryable } from '../../db/client'
import { scheduleCalendars, scheduleEvents } from '../../db/schema/index'
import { ApiError, badRequest, notFound } from '../common/api-error'
import { touchCalendars } from '../schedule/month-cache'
import { eventById, eventInputOf, insertEvent, nextVersion, updateEvent } from '../schedule/events-repository'
import { recordAudit, type Operator } from './audit-repository'

const isPublic = eq(scheduleCalendars.ownerKind, 'public')

async function readCalendars(db: Queryable, id?: number): Promise<ConsoleCalendar[]> {
  const rows = await db
    .select({
      id: scheduleCalendars.id,
      name: scheduleCalendars.name,
      color: scheduleCalendars.color,
      description: scheduleCalendars.description,
      state: scheduleCalendars.state,
      createdAt: scheduleCalendars.createdAt,
      eventCount: sql<number>`(SELECT count(*)::int FROM schedule_events e WHERE e.calendar_id = schedule_calendars.id)`,
      subscriberCount: sql<number>`(SELECT count(*)::int FROM schedule_subscriptions s WHERE s.calendar_id = schedule_calendars.id)`,
    })
    .from(scheduleCalendars)
    .where(id === undefined ? isPublic : and(isPublic, eq(scheduleCalendars.id, id)))
    .orderBy(asc(scheduleCalendars.id))
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

async function oneCalendar(db: Queryable, id: number): Promise<ConsoleCalendar> {
  const [calendar] = await readCalendars(db, id)
  if (!calendar) throw notFound('公共日历不存在')
  return calendar
}

const eventOf = (row: typeof scheduleEvents.$inferSelect): ConsoleCalendarEvent => ({
  id: row.id,
  calendarId: row.calendarId,
  title: row.title,
  allDay: row.allDay,
  start: row.startAt.toISOString(),
  end: row.endAt.toISOString(),
  timeZone: row.timeZone,
  location: row.location,
  notes: row.notes,
  rrule: row.rrule,
})

/** An event of a public calendar, or a 404 (the console writes no one's personal events). */
async function publicEvent(db: Queryable, id: number) {
  const event = await eventById(db, id)
  if (!event) throw notFound('日程不存在')
  await oneCalendar(db, event.calendarId)
  return event
}

const NEXT: Record<'published' | 'withdrawn', { from: CalendarState[]; action: string; refusal: string }> = {
  published: { from: ['draft', 'withdrawn'], action: 'publish', refusal: '该日历已发布' },
  withdrawn: { from: ['published'], action: 'withdraw', refusal: '只能撤回已发布的日历' },
}

/**
 * 公共日历 (全局管理员): a new calendar is a draft nobody sees; 发布 lists it in the schedule centre for anyone to subscribe;
 * 撤回 hides it and its events from every subscriber (the subscriptions stay for a later 发布). Every write raises the
 * calendar's version in its transaction, which drops cached month views on every instance (migration 0019's notice).
 */
export function publicCalendars(db: Database, clock: { now: () => Date }) {
  return {
    list: async () => await readCalendars(db),

    async save(operator: Operator, body: CalendarSaveBody): Promise<ConsoleCalendar> {
      const fields = { name: body.name.trim(), color: body.color, description: body.description?.trim() ?? '' }
      if (!fields.name) throw badRequest('请填写日历名称')
      return await db.transaction(async (tx) => {
        if (body.id === undefined) {
          const [row] = await tx
            .insert(scheduleCalendars)
            .values({ ...fields, ownerKind: 'public', state: 'draft' })
            .returning({ id: scheduleCalendars.id })
          const after = await oneCalendar(tx, row!.id)
          await recordAudit(tx, operator, { action: 'create', entity: 'public_calendar', entityId: row!.id, before: null, after })
          return after
        }
        const before = await oneCalendar(tx, body.id)
        await tx
          .update(scheduleCalendars)
          .set({ ...fields, version: sql`${scheduleCalendars.version} + 1` })
          .where(eq(scheduleCalendars.id, body.id))
        const after = await oneCalendar(tx, body.id)
        await recordAudit(tx, operator, { action: 'update', entity: 'public_calendar', entityId: body.id, before, after })
        return after
      })
    },

    async setState(operator: Operator, id: number, state: 'published' | 'withdrawn'): Promise<ConsoleCalendar> {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM schedule_calendars WHERE id = ${id} FOR UPDATE`)
        const before = await oneCalendar(tx, id)
        const rule = NEXT[state]
        if (!rule.from.includes(before.state)) throw new ApiError(409, rule.refusal)
        await tx.update(scheduleCalendars).set({ state }).where(eq(scheduleCalendars.id, id))
        await touchCalendars(tx, [id])
        // The search index follows events: a new version of each makes it look again at who may see them.
        await tx.update(scheduleEvents).set({ updatedAt: nextVersion }).where(eq(scheduleEvents.calendarId, id))
        const after = await oneCalendar(tx, id)
        await recordAudit(tx, operator, { action: rule.action, entity: 'public_calendar', entityId: id, before, after })
        return after
      })
    },

    async events(calendarId: number): Promise<ConsoleCalendarEvent[]> {
      await oneCalendar(db, calendarId)
      const rows = await db
        .select()
        .from(scheduleEvents)
        .where(eq(scheduleEvents.calendarId, calendarId))
        .orderBy(asc(scheduleEvents.startAt), asc(scheduleEvents.id))
      return rows.map(eventOf)
    },

    /** Creates an event or rewrites a whole series, with the schedule centre's checks (repeat rule, ±10 years …). */
    async saveEvent(operator: Operator, body: CalendarEventSaveBody): Promise<ConsoleCalendarEvent> {
      const input = eventInputOf(body)
      return await db.transaction(async (tx) => {
        await oneCalendar(tx, body.calendarId)
        if (body.id === undefined) {
          const row = await insertEvent(tx, input, operator.accountId, clock.now())
          await recordAudit(tx, operator, {
            action: 'create',
            entity: 'public_calendar_event',
            entityId: row.id,
            before: null,
            after: eventOf(row),
          })
          return eventOf(row)
        }
        const before = await publicEvent(tx, body.id)
        const row = await updateEvent(tx, before, input, clock.now())
        await recordAudit(tx, operator, {
          action: 'update',
          entity: 'public_calendar_event',
          entityId: row.id,
          before: eventOf(before),
          after: eventOf(row),
        })
        return eventOf(row)
      })
    },

    async deleteEvent(operator: Operator, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await publicEvent(tx, id)
        await tx.delete(scheduleEvents).where(eq(scheduleEvents.id, id))
        await touchCalendars(tx, [before.calendarId])
        await recordAudit(tx, operator, {
          action: 'delete',
          entity: 'public_calendar_event',
          entityId: id,
          before: eventOf(before),
          after: null,
        })
      })
    },
  }
}
