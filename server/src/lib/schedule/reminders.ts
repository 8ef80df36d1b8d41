import { and, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { scheduleEvents } from '../../db/schema/index'
import { deliverMessage } from '../message-center/message-records'
import { queuePush } from '../push/push-outbox'
import { expandSeries } from './recurrence'

/** Reminders whose time passed at most this long ago still go out (covers a missed tick or a restart). */
export const REMINDER_LOOKBACK_MINUTES = 15
const MAX_REMINDER_MINUTES = 40_320

interface Recipient extends Record<string, unknown> {
  account_id: string
  time_zone: string | null
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function timeText(at: Date, zone: string, allDay: boolean): string {
  const key = `${zone}|${allDay}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat('zh-CN', {
      timeZone: zone,
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      ...(allDay ? {} : { hour: '2-digit', minute: '2-digit', hour12: false }),
    })
    formatters.set(key, f)
  }
  return f.format(at)
}

/** Who is reminded of an event: the owner of its personal calendar and the attendees who did not decline. */
async function recipientsOf(db: Pick<Database, 'execute'>, eventId: number): Promise<Recipient[]> {
  const { rows } = await db.execute<Recipient>(sql`
    SELECT c.owner_account_id AS account_id, s.time_zone FROM schedule_events e
      JOIN schedule_calendars c ON c.id = e.calendar_id
      LEFT JOIN schedule_settings s ON s.account_id = c.owner_account_id
     WHERE e.id = ${eventId} AND c.owner_kind = 'person'
    UNION
    SELECT a.account_id, s.time_zone FROM schedule_attendees a
      LEFT JOIN schedule_settings s ON s.account_id = a.account_id
     WHERE a.event_id = ${eventId} AND a.answer <> 'declined'`)
  return rows
}

/**
 * Delivers every reminder due at `now` (its time within the last REMINDER_LOOKBACK_MINUTES) as a 日程提醒
 * message (and, with `pushes`, a push to each device the person registered in the host app). Each (event, occurrence, reminder, person) is recorded in schedule_reminder_deliveries in the same
 * transaction as its message, so a reminder goes out exactly once however many instances or retries run this.
 */
export async function deliverDueReminders(db: Database, now: Date, options: { pushes?: boolean } = {}): Promise<number> {
  const from = new Date(now.getTime() - REMINDER_LOOKBACK_MINUTES * 60_000)
  const events = await db
    .select()
    .from(scheduleEvents)
    .where(
      and(
        sql`cardinality(${scheduleEvents.reminders}) > 0`,
        lt(scheduleEvents.startAt, new Date(now.getTime() + MAX_REMINDER_MINUTES * 60_000)),
        or(isNull(scheduleEvents.lastEndAt), gt(scheduleEvents.lastEndAt, from)),
      ),
    )
  let sent = 0
  for (const event of events) {
    const furthest = Math.max(...event.reminders)
    const overrides = await db.query.scheduleEventOverrides.findMany({ where: (o, { eq }) => eq(o.eventId, event.id) })
    const occurrences = expandSeries({ ...event, overrides }, from, new Date(now.getTime() + furthest * 60_000 + 1))
    for (const occurrence of occurrences) {
      for (const minutes of event.reminders) {
        const due = occurrence.start.getTime() - minutes * 60_000
        if (due > now.getTime() || due <= from.getTime()) continue
        sent += await db.transaction(async (tx) => {
          let delivered = 0
          for (const person of await recipientsOf(tx, event.id)) {
            const claimed = await tx.execute(sql`
              INSERT INTO schedule_reminder_deliveries (event_id, occurrence_start, minutes_before, account_id)
              VALUES (${event.id}, ${occurrence.recurrenceId ?? occurrence.start}, ${minutes}, ${person.account_id})
              ON CONFLICT DO NOTHING RETURNING event_id`)
            if (!claimed.rows.length) continue
            const zone = person.time_zone ?? 'Asia/Shanghai'
            const when = timeText(occurrence.start, zone, event.allDay)
            const message = {
              title: `日程提醒：${occurrence.title}`,
              content: `${when}${event.allDay ? '（全天）' : ' 开始'}${occurrence.location ? `，地点：${occurrence.location}` : ''}。`,
              url: `/pages/shedul/shedulDetail?id=${event.id}`,
            }
            await deliverMessage(tx, {
              recipientId: person.account_id,
              typeCode: 'schedule_reminder',
              ...message,
              senderName: '日程中心',
              createdAt: now,
            })
            // Queued with the claim: the push exists exactly when the message does, and is sent after the commit.
            if (options.pushes) await queuePush(tx, person.account_id, { title: message.title, body: message.content, link: message.url })
            delivered++
          }
          return delivered
        })
      }
    }
  }
  return sent
}
