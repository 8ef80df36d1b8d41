import { sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'

/** A push for every device the account registered, queued in the caller's transaction. */
export async function queuePush(db: Queryable, accountId: string, push: { title: string; body: string; link: string }): Promise<void> {
  await db.execute(sql`
    INSERT INTO push_outbox (account_id, device_id, token, platform, title, body, link)
    SELECT account_id, device_id, token, platform, ${push.title}, ${push.body}, ${push.link} FROM push_devices
     WHERE account_id = ${accountId}`)
}

const BATCH = 20
const MAX_ATTEMPTS = 5
const GATEWAY_TIMEOUT_MS = 5000

interface OutboxRow extends Record<string, unknown> {
  id: number
  token: string
  platform: string
  title: string
  body: string
  link: string
}

/**
 * Sends queued pushes to the gateway: `POST PUSH_GATEWAY_URL` with JSON `{id, token, platform, title, body, link}` and
 * an `Idempotency-Key` header (the same key if a send is ever repeated). Rows are locked while sent (`SKIP LOCKED`:
 * instances share the work, never a row); a failure is retried on later runs, at most MAX_ATTEMPTS times.
 * Returns how many were sent.
 */
export async function flushPushOutbox(db: Database, gatewayUrl: string): Promise<number> {
  let sent = 0
  // Each row is tried once per run: a failed one waits for the next run.
  let after = 0
  for (;;) {
    const { done, count, last } = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<OutboxRow>(sql`
        SELECT id, token, platform, title, body, link FROM push_outbox
         WHERE sent_at IS NULL AND attempts < ${MAX_ATTEMPTS} AND id > ${after} ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`)
      let ok = 0
      for (const row of rows) {
        try {
          await postPush(gatewayUrl, row)
          await tx.execute(sql`UPDATE push_outbox SET sent_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = ${row.id}`)
          ok++
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          await tx.execute(sql`UPDATE push_outbox SET attempts = attempts + 1, last_error = ${reason.slice(0, 500)} WHERE id = ${row.id}`)
        }
      }
      return { done: rows.length < BATCH, count: ok, last: rows.at(-1)?.id ?? after }
    })
    sent += count
    after = last
    if (done) return sent
  }
}

async function postPush(gatewayUrl: string, row: OutboxRow): Promise<void> {
  const key = `push-${row.id}`
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ id: key, token: row.token, platform: row.platform, title: row.title, body: row.body, link: row.link }),
    signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
  })
  await response.arrayBuffer().catch(() => undefined)
  if (!response.ok) throw new Error(`gateway answered ${response.status}`)
}
