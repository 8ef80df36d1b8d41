import fp from 'fastify-plugin'
import type { DatabaseHandle } from '../../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle
  }
}

/** Whether this instance is on its way out (SIGTERM received): it still answers, but asks to be sent nothing new. */
export interface Lifecycle {
  readonly draining: boolean
  /**
   * From now on /readyz answers 503, every answer closes its connection (no idle keep-alive left to close) and reads
   * other than the health checks are dropped unanswered (a proxy sends them elsewhere and stops choosing this instance).
   */
  drain: () => void
}

const DATABASE_CHECK_MS = 2000
// What nginx passes on to another instance after a connection error even once it sent it (not POST, PATCH, LOCK).
const PASSED_ON_WHILE_DRAINING = new Set(['GET', 'HEAD', 'OPTIONS'])
const HEALTH_PATHS = new Set(['/healthz', '/readyz'])

type Check = 'ok' | 'off' | string

async function databaseCheck(database: DatabaseHandle): Promise<Check> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${DATABASE_CHECK_MS} ms`), DATABASE_CHECK_MS)
  })
  try {
    return await Promise.race([database.pool.query('SELECT 1').then(() => 'ok'), late])
  } catch (error) {
    return (error as Error).message || 'unreachable'
  } finally {
    clearTimeout(timer)
  }
}

/**
 * GET /healthz: the process answers (restart it when this fails). GET /readyz: it should be sent requests — not
 * draining, the database answers, the change feed listens and the job queue (where this instance runs one) is
 * running; 503 with the failing checks otherwise. Every answer carries the request's id as X-Request-Id.
 */
export default fp<{ database: DatabaseHandle }>(
  async (fastify, options) => {
    let draining = false
    fastify.decorate('lifecycle', {
      get draining() {
        return draining
      },
      drain: () => {
        draining = true
      },
    } satisfies Lifecycle)

    // On the raw response so that streamed (hijacked) answers carry them too.
    fastify.addHook('onRequest', async (request, reply) => {
      reply.raw.setHeader('x-request-id', request.id)
      if (!draining) return
      reply.raw.setHeader('connection', 'close')
      // nginx (open source) has no active health checks: it stops choosing an instance only after a failed attempt.
      // A read while draining fails on purpose, unanswered: nginx sends that read to another instance and leaves this
      // one out for its fail_timeout, so no write is sent here any more when the listener closes (a connection
      // accepted but not yet read then is reset, and nginx never re-sends a POST it sent). Writes are served.
      if (PASSED_ON_WHILE_DRAINING.has(request.method) && !HEALTH_PATHS.has(request.url)) {
        reply.hijack()
        request.raw.socket.destroy()
      }
    })

    fastify.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }))

    fastify.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const jobs = fastify.jobs
      const checks: Record<string, Check> = {
        draining: draining ? 'shutting down' : 'ok',
        database: await databaseCheck(options.database),
        changeFeed: fastify.changeFeed.online ? 'ok' : 'not listening',
        jobs: !jobs.enabled ? 'off' : jobs.running ? 'ok' : 'stopped',
      }
      const ready = Object.values(checks).every((check) => check === 'ok' || check === 'off')
      return await reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks })
    })
  },
  { name: 'health' },
)
