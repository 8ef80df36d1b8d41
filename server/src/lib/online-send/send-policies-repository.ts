import { and, eq, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { messageTypes, onlineSendPolicies, onlineSendQuotas, type IdentityTypeCode, type OnlineSendChannel } from '../../db/schema/index'
import { ONLINE_SEND_TYPES, type SendPolicy } from './send-types'

const typeOrder = (code: string) => {
  const index = ONLINE_SEND_TYPES.findIndex((type) => type.code === code)
  return index === -1 ? ONLINE_SEND_TYPES.length : index
}

/** The message types an identity may send, each with its channels and whether external contacts are allowed. */
export async function policiesFor(db: Queryable, identity: IdentityTypeCode): Promise<Array<SendPolicy & { name: string }>> {
  const rows = await db
    .select({
      identityTypeCode: onlineSendPolicies.identityTypeCode,
      typeCode: onlineSendPolicies.typeCode,
      channels: onlineSendPolicies.channels,
      externalAllowed: onlineSendPolicies.externalAllowed,
      name: messageTypes.name,
    })
    .from(onlineSendPolicies)
    .innerJoin(messageTypes, eq(messageTypes.code, onlineSendPolicies.typeCode))
    .where(eq(onlineSendPolicies.identityTypeCode, identity))
  return rows.sort((a, b) => typeOrder(a.typeCode) - typeOrder(b.typeCode) || a.typeCode.localeCompare(b.typeCode))
}

export async function policyOf(db: Queryable, identity: IdentityTypeCode, typeCode: string): Promise<SendPolicy | undefined> {
  const [row] = await db
    .select()
    .from(onlineSendPolicies)
    .where(and(eq(onlineSendPolicies.identityTypeCode, identity), eq(onlineSendPolicies.typeCode, typeCode)))
  return row
}

/** Each channel's 24-hour allowance for an identity; a channel without a row allows none. */
export async function quotasOf(db: Queryable, identity: IdentityTypeCode): Promise<Record<OnlineSendChannel, number>> {
  const rows = await db.select().from(onlineSendQuotas).where(eq(onlineSendQuotas.identityTypeCode, identity))
  const quotas: Record<OnlineSendChannel, number> = { site: 0, sms: 0, email: 0 }
  for (const row of rows) quotas[row.channel] = row.dailyLimit
  return quotas
}

/**
 * Deliveries a sender's sends accepted after `since` may cause, per channel: every internal recipient on the site;
 * on SMS and email, every internal recipient of a send that chose the channel (each may have opted in) plus the
 * external contacts and every reminder copy.
 */
export async function usageSince(db: Queryable, senderId: string, since: Date): Promise<Record<OnlineSendChannel, number>> {
  const result = await db.execute<{ site: string; sms: string; email: string }>(sql`
    WITH sends AS (
      SELECT id, total, channels FROM online_sends WHERE sender_id = ${senderId} AND created_at > ${since.toISOString()}::timestamptz
    ), copies AS (
      SELECT d.channel, count(*) AS n FROM online_send_channel_deliveries d JOIN sends s ON s.id = d.send_id
      WHERE d.account_id IS NULL OR d.round > 0 GROUP BY d.channel
    )
    SELECT
      coalesce((SELECT sum(total) FROM sends), 0) AS site,
      coalesce((SELECT sum(total) FROM sends WHERE 'sms' = ANY(channels)), 0) + coalesce((SELECT n FROM copies WHERE channel = 'sms'), 0) AS sms,
      coalesce((SELECT sum(total) FROM sends WHERE 'email' = ANY(channels)), 0) + coalesce((SELECT n FROM copies WHERE channel = 'email'), 0) AS email`)
  const row = result.rows[0]!
  return { site: Number(row.site), sms: Number(row.sms), email: Number(row.email) }
}
