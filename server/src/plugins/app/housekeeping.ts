import fp from 'fastify-plugin'
import { sql } from 'drizzle-orm'

const EVERY_MILLISECONDS = 10 * 60_000

/** Deletes spent and expired sign-on rows; several instances doing it at once is harmless. */
export default fp(
  async (fastify) => {
    const clean = async () => {
      await fastify.db.execute(sql`
      WITH a AS (DELETE FROM login_handles WHERE expires_at < now() - interval '1 day'),
           b AS (DELETE FROM rate_counters WHERE window_start < now() - interval '1 day'),
           c AS (DELETE FROM service_tickets WHERE expires_at < now() - interval '1 day'),
           d AS (DELETE FROM sso_sessions WHERE expires_at < now()),
           e AS (DELETE FROM sms_codes WHERE expires_at < now() - interval '1 day')
      DELETE FROM spent_values WHERE spent_at < now() - interval '1 day'`)
    }
    const timer = setInterval(() => {
      clean().catch((error) => fastify.log.warn({ err: error }, 'housekeeping failed'))
    }, EVERY_MILLISECONDS)
    timer.unref()
    fastify.addHook('onClose', async () => {
      clearInterval(timer)
    })
  },
  { name: 'housekeeping', dependencies: ['database'] },
)
