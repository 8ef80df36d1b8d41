import { createHash, timingSafeEqual } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import type { ServerConfig } from '../../config'
import type { DatabaseHandle } from '../../db/client'
import { PortalMetrics } from '../../lib/operations/metrics'
import { watchPoolWaits } from '../../lib/operations/pool-waits'
import { campusNetwork } from '../../lib/services/campus-network'
import { JOBS_SCHEMA } from '../app/jobs'

declare module 'fastify' {
  interface FastifyInstance {
    metrics: PortalMetrics
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether the caller may read /metrics: an address in METRICS_ALLOW, or the bearer METRICS_TOKEN. */
function metricsAccess(config: ServerConfig['operations']): (request: FastifyRequest) => boolean {
  const allowed = campusNetwork(config.metricsAllow, 'METRICS_ALLOW')
  const token = config.metricsToken ? digest(config.metricsToken) : undefined
  return (request) => {
    if (allowed(request.ip)) return true
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    return token !== undefined && given !== undefined && timingSafeEqual(digest(given), token)
  }
}

/**
 * Prometheus metrics at GET /metrics: requests and their latency per route, 5xx answers, the database pool, the job
 * queue, the change feed, cache hit rates and the SMS/email/push backlog. Request figures cost two label lookups per
 * request; everything read from the database is read only when Prometheus scrapes.
 */
export default fp<{ config: ServerConfig; database: DatabaseHandle }>(
  async (fastify, options) => {
    const metrics = new PortalMetrics()
    const { pool } = options.database
    fastify.decorate('metrics', metrics)

    fastify.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched'
      const status = reply.statusCode
      metrics.requests.inc({ method: request.method, route, status: String(status) })
      metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000)
      if (status >= 500) metrics.serverErrors.inc({ route })
    })

    const stopWatching = watchPoolWaits(pool, (seconds) => metrics.poolWait.observe(seconds))
    fastify.addHook('onClose', async () => {
      stopWatching()
    })
    // pg-pool keeps these counts; the bundled types do not declare them.
    const counts = pool as unknown as { totalCount: number; idleCount: number; waitingCount: number; options: { max: number } }
    metrics.gauge(
      'portal_db_pool_clients',
      'Connections of the database pool: total, idle, and requests waiting for one.',
      ['state'],
      (gauge) => {
        gauge.set({ state: 'total' }, counts.totalCount)
        gauge.set({ state: 'idle' }, counts.idleCount)
        gauge.set({ state: 'waiting' }, counts.waitingCount)
      },
    )
    metrics.gauge('portal_db_pool_max', 'Most connections the pool opens.', [], (gauge) => {
      gauge.set(counts.options.max)
    })

    metrics.gauge(
      'portal_jobs_queued',
      'Jobs of the whole cluster not finished yet, by queue and state (created, retry, active).',
      ['queue', 'state'],
      async (gauge) => {
        gauge.reset()
        const { rows } = await pool
          .query<{
            name: string
            state: string
            count: number
          }>(
            `SELECT name, state::text, count(*)::int AS count FROM ${JOBS_SCHEMA}.job WHERE state IN ('created', 'retry', 'active') GROUP BY 1, 2`,
          )
          .catch(() => ({ rows: [] }))
        for (const row of rows) gauge.set({ queue: row.name, state: row.state }, row.count)
      },
    )
    metrics.gauge(
      'portal_jobs_failed_recently',
      'Jobs of the whole cluster that failed for good (retries used up) in the last hour, by queue.',
      ['queue'],
      async (gauge) => {
        gauge.reset()
        const { rows } = await pool
          .query<{
            name: string
            count: number
          }>(
            `SELECT name, count(*)::int AS count FROM ${JOBS_SCHEMA}.job WHERE state = 'failed' AND completed_on > now() - interval '1 hour' GROUP BY 1`,
          )
          .catch(() => ({ rows: [] }))
        for (const row of rows) gauge.set({ queue: row.name }, row.count)
      },
    )
    metrics.gauge(
      'portal_outbox_backlog',
      'Messages waiting to go out: SMS and email of online sends, pushes to the host app.',
      ['channel'],
      async (gauge) => {
        const [channels, pushes] = await Promise.all([
          pool.query<{ channel: string; count: number }>(
            `SELECT channel, count(*)::int AS count FROM online_send_channel_deliveries WHERE state = 'pending' GROUP BY 1`,
          ),
          pool.query<{ count: number }>('SELECT count(*)::int AS count FROM push_outbox WHERE sent_at IS NULL'),
        ])
        gauge.set({ channel: 'sms' }, channels.rows.find((row) => row.channel === 'sms')?.count ?? 0)
        gauge.set({ channel: 'email' }, channels.rows.find((row) => row.channel === 'email')?.count ?? 0)
        gauge.set({ channel: 'push' }, pushes.rows[0]?.count ?? 0)
      },
    )

    metrics.gauge('portal_change_feed_online', "1 while this instance hears the other instances' writes (LISTEN/NOTIFY).", [], (gauge) => {
      gauge.set(fastify.changeFeed.online ? 1 : 0)
    })
    metrics.gauge(
      'portal_change_feed_lag_seconds',
      'Time a notice of this instance took to come back through PostgreSQL, measured at the scrape (absent while offline).',
      [],
      async (gauge) => {
        gauge.reset()
        if (!fastify.changeFeed.online) return
        const started = performance.now()
        await fastify.changeFeed.caughtUp()
        gauge.set((performance.now() - started) / 1000)
      },
    )

    metrics.mirroredCounter(
      'portal_cache_requests_total',
      'Reads of in-memory caches, by cache and result (hit or miss).',
      ['cache', 'result'],
      () => {
        const caches = [
          ['content', fastify.contentCache.stats],
          ['search', fastify.searchService.cacheStats],
          ['token_signature', fastify.idTokens.signatureStats],
          ['token_version', fastify.idTokens.versions.stats],
          ['schedule_month', fastify.monthViews.stats],
          ['service_catalogue', fastify.serviceRows.stats],
          ['service_catalogue_answer', fastify.serviceRows.answerStats],
          ['service_personal', fastify.serviceRows.personalStats],
          ['message_list', fastify.messageLists.stats],
          ['task_list', fastify.taskLists.stats],
        ] as const
        return caches.flatMap(
          ([cache, stats]): Array<[{ cache: string; result: string }, number]> => [
            [{ cache, result: 'hit' }, stats.hits],
            [{ cache, result: 'miss' }, stats.misses],
            ...(cache === 'schedule_month'
              ? [[{ cache, result: 'revalidated' }, stats.revalidated] as [{ cache: string; result: string }, number]]
              : []),
          ],
        )
      },
    )

    const mayRead = metricsAccess(options.config.operations)
    fastify.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayRead(request))
        return await reply.code(403).send({ code: 403, message: '监控指标仅限运维网络或持有 METRICS_TOKEN 的请求读取' })
      return await reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
    })
  },
  { name: 'metrics' },
)
