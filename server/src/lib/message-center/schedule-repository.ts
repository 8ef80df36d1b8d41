import { and, asc, eq, gte, lt, or, sql } from 'drizzle-orm'
import { flowApplications, flowCirculations, flowTasks, messageCenterCalendars, messageCenterSchedules } from '../../db/schema/index'
import type { Queryable } from '../../db/client'
import { ensureDefaultCalendar } from './message-settings'

type ScheduleRow = typeof messageCenterSchedules.$inferSelect

export function scheduleOf(row: ScheduleRow) {
  return {
    id: row.id,
    calendarId: row.calendarId,
    title: row.title,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    place: row.place,
    remark: row.remark,
    sourceType: row.sourceType ?? null,
    sourceId: row.sourceId ?? null,
  }
}

/** The user's calendars (the default one is created on first use), default first. */
export async function calendarsOf(db: Queryable, accountId: string) {
  await ensureDefaultCalendar(db, accountId)
  return await db
    .select({
      id: messageCenterCalendars.id,
      name: messageCenterCalendars.name,
      color: messageCenterCalendars.color,
      isDefault: messageCenterCalendars.isDefault,
    })
    .from(messageCenterCalendars)
    .where(eq(messageCenterCalendars.accountId, accountId))
    .orderBy(sql`${messageCenterCalendars.isDefault} DESC`, asc(messageCenterCalendars.id))
}

/** The user's entries that overlap [from, to), by start time, with their calendar's name and colour. */
export async function schedulesBetween(db: Queryable, accountId: string, from: Date, to: Date) {
  const rows = await db
    .select({
      entry: messageCenterSchedules,
      calendarName: messageCenterCalendars.name,
      calendarColor: messageCenterCalendars.color,
    })
    .from(messageCenterSchedules)
    .innerJoin(messageCenterCalendars, eq(messageCenterCalendars.id, messageCenterSchedules.calendarId))
    .where(
      and(
        eq(messageCenterSchedules.accountId, accountId),
        lt(messageCenterSchedules.startTime, to),
        gte(messageCenterSchedules.endTime, from),
      ),
    )
    .orderBy(asc(messageCenterSchedules.startTime), asc(messageCenterSchedules.id))
  return rows.map(({ entry, calendarName, calendarColor }) => ({ ...scheduleOf(entry), calendarName, calendarColor }))
}

/** Whether the calendar exists and is the user's. */
export async function ownsCalendar(db: Queryable, accountId: string, calendarId: number): Promise<boolean> {
  const [calendar] = await db
    .select({ id: messageCenterCalendars.id })
    .from(messageCenterCalendars)
    .where(and(eq(messageCenterCalendars.id, calendarId), eq(messageCenterCalendars.accountId, accountId)))
  return calendar !== undefined
}

export async function insertSchedule(db: Queryable, entry: typeof messageCenterSchedules.$inferInsert) {
  const [row] = await db.insert(messageCenterSchedules).values(entry).returning()
  return scheduleOf(row!)
}

/** Whether the user takes part in the application (initiator, handler or circulation recipient). */
export async function takesPartIn(db: Queryable, accountId: string, applicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: flowApplications.id })
    .from(flowApplications)
    .where(
      and(
        eq(flowApplications.id, applicationId),
        or(
          eq(flowApplications.initiatorId, accountId),
          sql`EXISTS (SELECT 1 FROM ${flowTasks} WHERE ${flowTasks.applicationId} = ${flowApplications.id} AND ${flowTasks.handlerId} = ${accountId})`,
          sql`EXISTS (SELECT 1 FROM ${flowCirculations} WHERE ${flowCirculations.applicationId} = ${flowApplications.id} AND ${flowCirculations.toId} = ${accountId})`,
        ),
      ),
    )
  return row !== undefined
}
