import { eq, inArray, or, sql } from 'drizzle-orm'
import { scheduleAttendees, scheduleEventOverrides, scheduleEvents, scheduleSettings } from '../../db/schema/index'
import { randomToken, sha256 } from '../common/secrets'
import { visibleCalendarIds } from './calendars-repository'
import { visibleEvent } from './events-repository'
import type { Queryable } from '../../db/client'
import { settingsOf } from './settings-repository'

/** A new secret for the account's ICS feed (the old address stops working); only its hash is kept. */
export async function resetFeedToken(db: Queryable, accountId: string): Promise<string> {
  await settingsOf(db, accountId)
  const token = randomToken(24)
  await db
    .insert(scheduleSettings)
    .values({ accountId, feedTokenHash: sha256(token) })
    .onConflictDoUpdate({ target: scheduleSettings.accountId, set: { feedTokenHash: sha256(token) } })
  return token
}

export async function revokeFeed(db: Queryable, accountId: string): Promise<void> {
  await db.update(scheduleSettings).set({ feedTokenHash: null }).where(eq(scheduleSettings.accountId, accountId))
}

export async function feedEnabled(db: Queryable, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: scheduleSettings.feedTokenHash })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.accountId, accountId))
  return Boolean(row?.hash)
}

/** The account a feed secret belongs to, if it is the current one. */
export async function accountOfFeed(db: Queryable, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: scheduleSettings.accountId })
    .from(scheduleSettings)
    .where(eq(scheduleSettings.feedTokenHash, sha256(token)))
  return row?.accountId
}

/** Every event the account sees (own calendars, subscriptions, invitations not declined) with their overrides. */
export async function feedEvents(db: Queryable, accountId: string) {
  const calendarIds = await visibleCalendarIds(db, accountId)
  const invited = db
    .select({ id: scheduleAttendees.eventId })
    .from(scheduleAttendees)
    .where(sql`${scheduleAttendees.accountId} = ${accountId} AND ${scheduleAttendees.answer} <> 'declined'`)
  const events = await db
    .select()
    .from(scheduleEvents)
    .where(or(calendarIds.length ? inArray(scheduleEvents.calendarId, calendarIds) : sql`false`, inArray(scheduleEvents.id, invited)))
    .orderBy(scheduleEvents.startAt)
  const overrides = events.length
    ? await db
        .select()
        .from(scheduleEventOverrides)
        .where(
          inArray(
            scheduleEventOverrides.eventId,
            events.map((e) => e.id),
          ),
        )
    : []
  return { events, overrides }
}

/** One event the account may see, with its overrides: what 添加到手机日历 exports (the feed's code writes it). */
export async function exportedEvent(db: Queryable, accountId: string, id: number) {
  const { event } = await visibleEvent(db, accountId, id)
  const overrides = await db.select().from(scheduleEventOverrides).where(eq(scheduleEventOverrides.eventId, event.id))
  return { events: [event], overrides }
}
