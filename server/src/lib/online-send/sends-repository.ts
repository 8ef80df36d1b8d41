import { ONLINE_SEND_LIMITS } from '@contract/paths/online-send'
import { sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import {
  onlineSendChannelDeliveries,
  onlineSends,
  type ChosenRecipient,
  type OnlineSendChannel,
  type OnlineSendStatus,
} from '../../db/schema/index'
import type { PageArgs } from '../paginate'
import type { OrgTree } from './org-directory'
import { expansionQuery, type CheckedRecipients } from './recipients'

export interface NewSend {
  senderId: string
  typeCode: string
  title: string
  content: string
  channels: OnlineSendChannel[]
  chosen: ChosenRecipient[]
  scheduledAt: Date | null
}

/**
 * Writes an accepted send: the send row, every distinct internal recipient (pending) and the external contacts'
 * deliveries over the channels the send chose. Runs in the caller's transaction, so the recipient set is frozen
 * before any delivery starts and nothing stays behind when the caller refuses the send afterwards.
 */
export async function insertSend(tx: Queryable, send: NewSend, recipients: CheckedRecipients, tree: OrgTree) {
  const status: OnlineSendStatus = send.scheduledAt ? 'scheduled' : 'sending'
  const [row] = await tx
    .insert(onlineSends)
    .values({ ...send, status, total: 0 })
    .returning({ id: onlineSends.id })
  const id = row!.id
  const inserted = await tx.execute(sql`
    INSERT INTO online_send_recipients (send_id, account_id)
    SELECT ${id}, account_id FROM (${expansionQuery(recipients, tree, send.senderId)}) reached`)
  const total = inserted.rowCount ?? 0
  await tx.execute(sql`UPDATE online_sends SET total = ${total} WHERE id = ${id}`)
  const externals = [
    ...(send.channels.includes('sms') ? recipients.phones.map((address) => ({ sendId: id, channel: 'sms' as const, address })) : []),
    ...(send.channels.includes('email') ? recipients.emails.map((address) => ({ sendId: id, channel: 'email' as const, address })) : []),
  ]
  if (externals.length > 0) await tx.insert(onlineSendChannelDeliveries).values(externals).onConflictDoNothing()
  return { id, total, external: externals.length }
}

export type SendRow = {
  id: number
  sender_id: string
  type_code: string
  type_name: string
  app_id: number
  title: string
  content: string
  channels: OnlineSendChannel[]
  chosen: ChosenRecipient[]
  status: OnlineSendStatus
  total: number
  created_at: Date
  scheduled_at: Date | null
  recalled_at: Date | null
  reminded_at: Date | null
  sender_name: string
}

const sendSelect = sql`
  SELECT s.id, s.sender_id, s.type_code, t.name AS type_name, t.app_id, s.title, s.content, s.channels, s.chosen, s.status, s.total,
    s.created_at, s.scheduled_at, s.recalled_at, s.reminded_at, a.display_name AS sender_name
  FROM online_sends s JOIN message_types t ON t.code = s.type_code JOIN accounts a ON a.id = s.sender_id`

export async function findSend(db: Queryable, id: number): Promise<SendRow | undefined> {
  const result = await db.execute<SendRow>(sql`${sendSelect} WHERE s.id = ${id}`)
  return result.rows[0]
}

const readCountOf = (sendAlias: string) =>
  sql.raw(`(SELECT count(*)::int FROM online_send_recipients r JOIN message_records m ON m.id = r.record_id
    WHERE r.send_id = ${sendAlias}.id AND m.read_at IS NOT NULL)`)

/** The sender's sends, newest first, with how many recipients have read each. */
export async function sentBy(db: Queryable, senderId: string, page: PageArgs) {
  const [rows, counted] = await Promise.all([
    db.execute<SendRow & { read_count: number }>(sql`
      SELECT q.*, ${readCountOf('q')} AS read_count FROM (${sendSelect} WHERE s.sender_id = ${senderId}
      ORDER BY s.created_at DESC, s.id DESC LIMIT ${page.pageSize} OFFSET ${page.offset}) q
      ORDER BY q.created_at DESC, q.id DESC`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM online_sends WHERE sender_id = ${senderId}`),
  ])
  return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) }
}

const reminderCount = (rows: Array<{ channel: string; state: string; n: number; reminder: boolean }>, channel: string) =>
  rows.filter((row) => row.reminder && row.channel === channel && row.state === 'sent').reduce((sum, row) => sum + Number(row.n), 0)

/** Per-state counts of the internal recipients and of each external channel. */
export async function progressOf(db: Queryable, id: number) {
  const [recipients, channels] = await Promise.all([
    db.execute<{ pending: number; delivered: number; skipped: number; blocked: number; read: number; unread: number }>(sql`
      SELECT count(*) FILTER (WHERE r.state = 'pending')::int AS pending,
        count(*) FILTER (WHERE r.state = 'delivered')::int AS delivered,
        count(*) FILTER (WHERE r.state = 'skipped')::int AS skipped,
        count(*) FILTER (WHERE r.state = 'blocked')::int AS blocked,
        count(*) FILTER (WHERE m.read_at IS NOT NULL)::int AS read,
        count(*) FILTER (WHERE r.state = 'delivered' AND m.read_at IS NULL)::int AS unread
      FROM online_send_recipients r LEFT JOIN message_records m ON m.id = r.record_id WHERE r.send_id = ${id}`),
    db.execute<{ channel: 'sms' | 'email'; state: string; n: number; reminder: boolean }>(sql`
      SELECT channel, state, round > 0 AS reminder, count(*)::int AS n FROM online_send_channel_deliveries WHERE send_id = ${id}
      GROUP BY channel, state, round > 0`),
  ])
  const counts = (channel: 'sms' | 'email') => {
    const of = (state: string) =>
      Number(channels.rows.find((row) => row.channel === channel && row.state === state && !row.reminder)?.n ?? 0)
    return { accepted: of('pending') + of('sent') + of('failed'), delivered: of('sent'), failed: of('failed') }
  }
  const r = recipients.rows[0]!
  return {
    site: {
      accepted: Number(r.pending) + Number(r.delivered) + Number(r.skipped) + Number(r.blocked),
      delivered: Number(r.delivered),
      failed: 0,
    },
    skipped: Number(r.skipped),
    blocked: Number(r.blocked),
    readCount: Number(r.read),
    unreadCount: Number(r.unread),
    sms: counts('sms'),
    email: counts('email'),
    /** SMS/email reminders of 提醒未读 that went out. */
    reminderCopies: {
      sms: reminderCount(channels.rows, 'sms'),
      email: reminderCount(channels.rows, 'email'),
    },
  }
}

/** Recipients who have (or have not) read the send, by pinyin. */
export async function readersOf(db: Queryable, id: number, read: boolean, page: PageArgs) {
  const condition = read ? sql`m.read_at IS NOT NULL` : sql`r.state = 'delivered' AND m.read_at IS NULL`
  const [rows, counted] = await Promise.all([
    db.execute<{ username: string; display_name: string; org_code: string | null; read_at: Date | null }>(sql`
      SELECT a.username, a.display_name, a.org_code, m.read_at
      FROM online_send_recipients r JOIN accounts a ON a.id = r.account_id LEFT JOIN message_records m ON m.id = r.record_id
      LEFT JOIN person_spellings p ON p.account_id = a.id
      WHERE r.send_id = ${id} AND ${condition}
      ORDER BY ${read ? sql`m.read_at DESC,` : sql``} p.spelling NULLS LAST, a.username
      LIMIT ${page.pageSize} OFFSET ${page.offset}`),
    db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM online_send_recipients r LEFT JOIN message_records m ON m.id = r.record_id
      WHERE r.send_id = ${id} AND ${condition}`),
  ])
  return { rows: rows.rows, total: Number(counted.rows[0]?.n ?? 0) }
}

export function recallDeadline(send: Pick<SendRow, 'created_at'>): Date {
  return new Date(new Date(send.created_at).getTime() + ONLINE_SEND_LIMITS.recallMinutes * 60_000)
}

/**
 * Recalls a send: its delivered records leave the recipients' lists (and so their unread counts), and
 * pending recipients are never delivered. Locks the send row, which each delivery batch shares, so a
 * batch finishes before the recall or sees it.
 */
export async function recallSend(db: Database, id: number, now: Date): Promise<number> {
  return await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM online_sends WHERE id = ${id} FOR UPDATE`)
    const removed = await tx.execute(sql`
      UPDATE message_records SET deleted_at = ${now}
      WHERE id IN (SELECT record_id FROM online_send_recipients WHERE send_id = ${id} AND record_id IS NOT NULL) AND deleted_at IS NULL`)
    await tx.execute(sql`UPDATE online_sends SET status = 'recalled', recalled_at = ${now} WHERE id = ${id}`)
    await tx.execute(
      sql`UPDATE online_send_channel_deliveries SET state = 'failed', error = '已撤回' WHERE send_id = ${id} AND state = 'pending'`,
    )
    return removed.rowCount ?? 0
  })
}

/**
 * 提醒未读: brings the unread records back to the top of each unread recipient's list, marked 【提醒】, and
 * queues a new round of SMS/email (a new outbox row per address) for those of them the send reached by
 * SMS/email, and for its external contacts (whose reading cannot be seen), where the first round went out.
 */
export async function remindUnread(
  db: Database,
  id: number,
  now: Date,
  /** Runs in the same transaction with what was queued (the caller queues the round's delivery job there). */
  then?: (tx: Queryable, reminded: { reminded: number; sms: number; email: number }) => Promise<void>,
): Promise<{ reminded: number; sms: number; email: number }> {
  return await db.transaction(async (tx) => {
    const reminded = await tx.execute(sql`
      UPDATE message_records SET created_at = ${now},
        title = CASE WHEN title LIKE '【提醒】%' THEN title ELSE '【提醒】' || title END
      WHERE id IN (SELECT record_id FROM online_send_recipients WHERE send_id = ${id} AND state = 'delivered')
        AND read_at IS NULL AND deleted_at IS NULL`)
    const queued = await tx.execute<{ channel: 'sms' | 'email' }>(sql`
      INSERT INTO online_send_channel_deliveries (send_id, channel, address, account_id, round)
      SELECT d.send_id, d.channel, d.address, d.account_id,
        (SELECT coalesce(max(round), 0) + 1 FROM online_send_channel_deliveries WHERE send_id = ${id})
      FROM online_send_channel_deliveries d
      LEFT JOIN online_send_recipients r ON r.send_id = d.send_id AND r.account_id = d.account_id
      LEFT JOIN message_records m ON m.id = r.record_id
      WHERE d.send_id = ${id} AND d.round = 0 AND d.state = 'sent'
        AND (d.account_id IS NULL OR (r.state = 'delivered' AND m.read_at IS NULL AND m.deleted_at IS NULL))
      ON CONFLICT DO NOTHING
      RETURNING channel`)
    await tx.execute(sql`UPDATE online_sends SET reminded_at = ${now} WHERE id = ${id}`)
    const result = {
      reminded: reminded.rowCount ?? 0,
      sms: queued.rows.filter((row) => row.channel === 'sms').length,
      email: queued.rows.filter((row) => row.channel === 'email').length,
    }
    await then?.(tx, result)
    return result
  })
}
