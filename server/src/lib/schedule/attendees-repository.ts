// Attendees and invitations: who is invited, their answers, the organiser's daily limit.
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { accounts, scheduleAttendees, scheduleEvents, type AttendeeAnswer } from '../../db/schema/index'
import { badRequest, notFound, tooManyRequests } from '../common/api-error'
import { claimUnits } from '../common/rate-counter'
import { deliverToMany } from '../message-center/message-records'

type EventRow = typeof scheduleEvents.$inferSelect

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

export async function copyAttendees(db: Queryable, fromId: number, toId: number) {
  const rows = await db.select().from(scheduleAttendees).where(eq(scheduleAttendees.eventId, fromId))
  if (rows.length) await db.insert(scheduleAttendees).values(rows.map((r) => ({ ...r, eventId: toId })))
}
