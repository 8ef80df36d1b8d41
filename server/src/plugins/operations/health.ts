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
  /** From now on /readyz answers 503 and every answer closes its connection (no idle keep-alive left to close). */
  drain: () => void
}

const DATABASE_CHECK_MS = 2000

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
      if (draining) reply.raw.setHeader('connection', 'close')
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
