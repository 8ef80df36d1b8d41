import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import { sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { tooManyRequests } from '../../lib/common/api-error'
import { ACCOUNT_LIMITS, retryText, slidingCount } from '../../lib/common/account-limits'

type Done = (error: Error | null, result?: { current: number; ttl: number }) => void

/**
 * Per-account request limits (`lib/common/account-limits.ts`) with @fastify/rate-limit, counted in PostgreSQL's
 * `rate_counters` so that every instance sees the same count. The window slides: the count is this fixed window's
 * plus the previous window's weighted by how much of it still lies inside the last `timeWindow` (the two-counter
 * approximation), so a burst across a window's edge cannot take twice the limit. A refusal is 429 with
 * `Retry-After` and a Chinese reason the client shows.
 */
export default fp(
  async (fastify) => {
    class PostgresStore {
      constructor(private readonly route = '') {}

      incr(key: string, done: Done, timeWindow: number, max: number) {
        const now = fastify.clock.now().getTime()
        const start = Math.floor(now / timeWindow) * timeWindow
        const counter = `limit:${this.route}:${key}`
        fastify.db
          .execute<{ count: number; previous: number | null }>(
            sql`
          WITH counted AS (
            INSERT INTO rate_counters (key, window_start, count) VALUES (${counter}, ${new Date(start).toISOString()}::timestamptz, 1)
            ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1
            RETURNING count)
          SELECT counted.count,
                 (SELECT count FROM rate_counters
                   WHERE key = ${counter} AND window_start = ${new Date(start - timeWindow).toISOString()}::timestamptz) AS previous
            FROM counted`,
          )
          .then((result) => {
            const row = result.rows[0]!
            done(null, slidingCount(Number(row.count), Number(row.previous ?? 0), now - start, timeWindow, max))
          })
          .catch((error: Error) => done(error))
      }

      child(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
        return new PostgresStore(`${[options.routeInfo?.method].flat().join(',')} ${options.routeInfo?.url ?? ''}`)
      }
    }

    // Before the rate-limit plugin's own onRoute hook: the routes named in ACCOUNT_LIMITS get their limit.
    fastify.addHook('onRoute', (route) => {
      const methods = [route.method].flat()
      const found = methods.map((method) => ACCOUNT_LIMITS.get(`${method} ${route.url}`)).find(Boolean)
      if (!found) return
      route.config = {
        ...(route.config as object),
        rateLimit: {
          max: found.max,
          timeWindow: found.windowSeconds * 1000,
          errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
            tooManyRequests(`${found.action}过于频繁，请${retryText(context.ttl)}后再试`),
        },
      } as typeof route.config
    })

    await fastify.register(rateLimit, {
      global: false,
      // After authentication (an onRequest hook) and validation: counted per account, only for well-formed calls.
      hook: 'preHandler',
      store: PostgresStore as never,
      keyGenerator: (request) => (request.user ? `account:${request.user.accountId}` : `address:${request.ip}`),
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    })
  },
  { name: 'account-limits', dependencies: ['database'] },
)
