import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { receivableBy } from './receive-policy'
import { findSend, type SendRow } from './sends-repository'
import { uuidArray } from './sql-arrays'

/** Where SMS and email of a send go (the SMS outbox adapter, the email outbox adapter). */
export interface ChannelSenders {
  /** `key` identifies the delivery: an adapter given a key it has already delivered must not deliver it again. */
  sms: (mobile: string, text: string, key: string) => Promise<void>
  email: (to: string, subject: string, text: string, key: string) => Promise<void>
}

export interface DeliveryOptions {
  batchSize?: number
  /** Called after each committed batch (tests crash a delivery here). */
  afterBatch?: (delivered: number) => void | Promise<void>
}

export const DELIVERY_BATCH = 500

/**
 * Delivers one batch of pending recipients in one transaction: message records for those who may receive
 * (receive settings and the issue-14 policy), the rest marked skipped (type turned off) or blocked (blacklist), SMS/email deliveries queued for
 * people whose receive settings ask for them. Returns how many rows it settled (0: nothing left).
 */
async function deliverBatch(db: Database, send: SendRow, batchSize: number): Promise<number> {
  return await db.transaction(async (tx) => {
    // Shared with other batches, exclusive with a recall: a batch never lands after a recall.
    const state = await tx.execute<{ status: string }>(sql`SELECT status FROM online_sends WHERE id = ${send.id} FOR SHARE`)
    if (state.rows[0]?.status === 'recalled') return 0
    const batch = await tx.execute<{ account_id: string }>(sql`
      SELECT account_id FROM online_send_recipients WHERE send_id = ${send.id} AND state = 'pending'
      ORDER BY account_id LIMIT ${batchSize} FOR UPDATE SKIP LOCKED`)
    const ids = batch.rows.map((row) => row.account_id)
    if (ids.length === 0) return 0
    const allowed = await receivableBy(tx, send.sender_id, ids)
    const off = await tx.execute<{ account_id: string }>(sql`
      SELECT account_id FROM message_receive_settings WHERE type_code = ${send.type_code} AND account_id = ANY(${uuidArray(ids)}) AND NOT receive`)
    const turnedOff = new Set(off.rows.map((row) => row.account_id))
    const receivers = ids.filter((id) => allowed.has(id) && !turnedOff.has(id))
    // The blacklist wins over the receive setting, so the sender is told the one reason that applies.
    const blocked = ids.filter((id) => !allowed.has(id))
    const skipped = ids.filter((id) => allowed.has(id) && turnedOff.has(id))
    if (receivers.length > 0) {
      await tx.execute(sql`
        WITH records AS (
          INSERT INTO message_records (recipient_id, app_id, type_code, title, content, sender_name)
          SELECT recipient, ${send.app_id}, ${send.type_code}, ${send.title}, ${send.content}, ${send.sender_name}
          FROM unnest(${uuidArray(receivers)}) AS recipient
          RETURNING id, recipient_id)
        UPDATE online_send_recipients r SET state = 'delivered', record_id = records.id
        FROM records WHERE r.send_id = ${send.id} AND r.account_id = records.recipient_id`)
      await tx.execute(sql`
        UPDATE message_user_apps SET hidden_at = NULL WHERE app_id = ${send.app_id} AND account_id = ANY(${uuidArray(receivers)}) AND hidden_at IS NOT NULL`)
      for (const channel of ['sms', 'email'] as const) {
        if (!send.channels.includes(channel)) continue
        const address = channel === 'sms' ? sql`a.mobile` : sql`a.email`
        await tx.execute(sql`
          INSERT INTO online_send_channel_deliveries (send_id, channel, address, account_id)
          SELECT ${send.id}, ${channel}, ${address}, a.id FROM accounts a
          JOIN message_receive_settings s ON s.account_id = a.id AND s.type_code = ${send.type_code}
          WHERE a.id = ANY(${uuidArray(receivers)}) AND ${channel} = ANY(s.send_types) AND ${address} IS NOT NULL AND ${address} <> ''
          ON CONFLICT DO NOTHING`)
      }
    }
    for (const [settledAs, accountIds] of [
      ['skipped', skipped],
      ['blocked', blocked],
    ] as const) {
      if (accountIds.length === 0) continue
      await tx.execute(
        sql`UPDATE online_send_recipients SET state = ${settledAs} WHERE send_id = ${send.id} AND account_id = ANY(${uuidArray(accountIds)})`,
      )
    }
    return ids.length
  })
}

/** The SMS/email text of a send; a reminder round says so, attachments are named (they stay in the portal). */
export function channelText(send: Pick<SendRow, 'type_name' | 'title' | 'content' | 'sender_name'>, round: number, attachments: number) {
  const subject = `${round > 0 ? '【提醒】' : ''}【${send.type_name}】${send.title}`
  const files = attachments > 0 ? `\n（附件 ${attachments} 个，请登录掌上校园查看）` : ''
  return { subject, text: `${subject}\n${send.content}${files}\n——${send.sender_name}` }
}

/** The delivery key of one outbox row: an adapter delivers a key once, so a retried row is not sent twice. */
export const deliveryKey = (rowId: number) => `online-send-delivery-${rowId}`

/**
 * Sends the pending SMS and email of a send (every round), one by one; a failure is recorded with its
 * reason. A crash after the adapter wrote a message but before its row is marked leaves the row pending:
 * the retry hands the adapter the same delivery key, and the adapter does not deliver it again.
 */
export async function deliverChannels(db: Database, send: SendRow, senders: ChannelSenders): Promise<void> {
  const counted = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM online_send_attachments WHERE send_id = ${send.id}`)
  const attachments = Number(counted.rows[0]?.n ?? 0)
  for (;;) {
    const pending = await db.execute<{ id: number; channel: 'sms' | 'email'; address: string; round: number }>(sql`
      SELECT id, channel, address, round FROM online_send_channel_deliveries WHERE send_id = ${send.id} AND state = 'pending' ORDER BY id LIMIT 100`)
    if (pending.rows.length === 0) return
    for (const row of pending.rows) {
      const { subject, text } = channelText(send, Number(row.round), attachments)
      const key = deliveryKey(row.id)
      let error: string | null = null
      try {
        if (row.channel === 'sms') await senders.sms(row.address, text, key)
        else await senders.email(row.address, subject, text, key)
      } catch (cause) {
        error = cause instanceof Error ? cause.message.slice(0, 200) : '发送失败'
      }
      await db.execute(sql`
        UPDATE online_send_channel_deliveries SET state = ${error ? 'failed' : 'sent'}, error = ${error} WHERE id = ${row.id} AND state = 'pending'`)
    }
  }
}

/**
 * Runs (or resumes) a send: batches until no recipient is pending, then its SMS and email. Safe to run
 * again after a crash, or twice at once: every batch settles its rows in the transaction that writes
 * their records, so nobody is delivered twice.
 */
export async function deliverSend(db: Database, sendId: number, senders: ChannelSenders, options: DeliveryOptions = {}) {
  const send = await findSend(db, sendId)
  if (!send || send.status === 'recalled' || send.status === 'done') return { delivered: 0 }
  await db.execute(sql`UPDATE online_sends SET status = 'sending' WHERE id = ${sendId} AND status = 'scheduled'`)
  let delivered = 0
  for (;;) {
    const settled = await deliverBatch(db, send, options.batchSize ?? DELIVERY_BATCH)
    if (settled === 0) break
    delivered += settled
    await options.afterBatch?.(delivered)
  }
  await deliverChannels(db, send, senders)
  await db.execute(sql`UPDATE online_sends SET status = 'done', finished_at = now() WHERE id = ${sendId} AND status = 'sending'
      AND NOT EXISTS (SELECT 1 FROM online_send_recipients WHERE send_id = ${sendId} AND state = 'pending')`)
  return { delivered }
}
