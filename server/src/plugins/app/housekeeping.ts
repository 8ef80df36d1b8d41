import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

/** Queue name of the cleaning of spent and expired sign-on rows and old rate counters. */
export const HOUSEKEEPING_JOB = 'portal.housekeeping'

/**
 * Deletes spent and expired sign-on rows and counters older than any window; running it twice is harmless. `now` is
 * the portal's clock, the one that wrote those rows' times (not the database's: under a set clock, as in tests, a
 * week-old counter may be one being counted).
 */
export async function cleanExpired(db: Database, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`
  await db.execute(sql`
    WITH a AS (DELETE FROM login_handles WHERE expires_at < ${at} - interval '1 day'),
         b AS (DELETE FROM rate_counters WHERE window_start < ${at} - interval '2 days'),
         c AS (DELETE FROM service_tickets WHERE expires_at < ${at} - interval '1 day'),
         d AS (DELETE FROM sso_sessions WHERE expires_at < ${at}),
         e AS (DELETE FROM sms_codes WHERE expires_at < ${at} - interval '1 day')
    DELETE FROM spent_values WHERE spent_at < ${at} - interval '1 day'`)
}

/** Every ten minutes, one job for the whole cluster on the shared queue (not one timer per instance). */
export default fp(
  async (fastify) => {
    if (!fastify.config.jobs.enabled) return
    await fastify.jobs.work(HOUSEKEEPING_JOB, async () => {
      await cleanExpired(fastify.db, fastify.clock.now())
    })
    await fastify.jobs.schedule(HOUSEKEEPING_JOB, '*/10 * * * *')
  },
  { name: 'housekeeping', dependencies: ['database', 'jobs'] },
)
