import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../db/client'
import { serviceTickets } from '../db/schema/index'
import type { TicketPayload } from '@contract/cas'
import { randomToken, sha256 } from '../lib/common/secrets'

export const TICKET_TTL_SECONDS = 300

/**
 * Issues `ST-<random>.<base64url JSON {idToken, username}>.<random>`: the client reads the id token from the
 * middle segment; the random parts make the ticket unguessable. Only its hash is stored.
 */
export async function issueServiceTicket(
  db: Database,
  service: string,
  accountId: string,
  payload: TicketPayload,
  origin: { fromSsoSession: boolean },
): Promise<string> {
  const middle = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')
  const ticket = `ST-${randomToken(18)}.${middle}.${randomToken(18)}`
  await db.insert(serviceTickets).values({
    ticketHash: sha256(ticket),
    service,
    accountId,
    expiresAt: new Date(Date.now() + TICKET_TTL_SECONDS * 1000),
    fromSsoSession: origin.fromSsoSession,
  })
  return ticket
}

/** `renew` counts as set for any value but an explicit false (CAS clients send `true`, some send `1` or nothing). */
export const isRenew = (value: string | undefined): boolean => value !== undefined && value.toLowerCase() !== 'false'

export type TicketCheck =
  | { ok: true; accountId: string }
  | { ok: false; code: 'INVALID_REQUEST' | 'INVALID_TICKET_SPEC' | 'INVALID_TICKET' | 'INVALID_SERVICE'; description: string }

/** Tickets are issued for the parsed form of `service` (e.g. lower-case host), so compare in that form. */
function normalisedUrl(service: string): string {
  try {
    return new URL(service).href
  } catch {
    return service
  }
}

/**
 * Validates a ticket once: whatever the outcome, a known ticket cannot be validated again. With `renew`
 * (CAS 3.0 §2.5.1) a ticket issued from an existing sign-on session is refused: only typed credentials count.
 */
export async function validateServiceTicket(
  db: Database,
  ticket: string | undefined,
  service: string | undefined,
  renew = false,
): Promise<TicketCheck> {
  if (!ticket || !service) return { ok: false, code: 'INVALID_REQUEST', description: '缺少参数 ticket 或 service' }
  if (!ticket.startsWith('ST-')) return { ok: false, code: 'INVALID_TICKET_SPEC', description: '票据格式不正确' }
  const [row] = await db
    .update(serviceTickets)
    .set({ validatedAt: new Date() })
    .where(and(eq(serviceTickets.ticketHash, sha256(ticket)), isNull(serviceTickets.validatedAt), gt(serviceTickets.expiresAt, new Date())))
    .returning({ service: serviceTickets.service, accountId: serviceTickets.accountId, fromSsoSession: serviceTickets.fromSsoSession })
  if (!row) return { ok: false, code: 'INVALID_TICKET', description: '票据无效、已过期或已被使用' }
  if (row.service !== normalisedUrl(service)) return { ok: false, code: 'INVALID_SERVICE', description: '票据与 service 不匹配' }
  if (renew && row.fromSsoSession)
    return { ok: false, code: 'INVALID_TICKET', description: '该票据来自已有的单点登录会话，而应用要求重新输入凭据（renew）' }
  return { ok: true, accountId: row.accountId }
}
