import fp from 'fastify-plugin'
import PgBoss from 'pg-boss'
import type { Pool } from 'pg'
import { sql, type SQL } from 'drizzle-orm'
import type { JobsConfig } from '../../config'
import type { Database, DatabaseHandle } from '../../db/client'

/** Schema pg-boss keeps its tables in (it creates and migrates it itself, under its own advisory lock). */
export const JOBS_SCHEMA = 'pgboss'

export interface EnqueueOptions {
  /** Run no earlier than this (a date, or seconds from now). */
  startAfter?: Date | number
  /** At most one queued job with this key at a time (e.g. one bulk send per campaign). */
  singletonKey?: string
  retryLimit?: number
  retryDelaySeconds?: number
  /**
   * Queue the job inside this transaction: it exists exactly when the transaction commits (no job for a write that
   * rolled back, no write without its job).
   */
  transaction?: Pick<Database, 'execute'>
}

export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<unknown>

/**
 * Background work on a PostgreSQL job queue shared by every instance (pg-boss). A job is fetched with
 * `FOR UPDATE SKIP LOCKED`, so each one runs in exactly one instance; jobs survive restarts in the database.
 */
export interface Jobs {
  /** Queues one job; returns its id (null when a singletonKey job is already queued). */
  enqueue: <T extends object>(name: string, data: T, options?: EnqueueOptions) => Promise<string | null>
  /** Runs `name` on a cron schedule (UTC): one job per tick for the whole cluster, not one per instance. */
  schedule: (name: string, cron: string, data?: object) => Promise<void>
  /** Removes the cron schedule of `name` (for the whole cluster); nothing scheduled is fine. */
  unschedule: (name: string) => Promise<void>
  /** Handles jobs of `name` in this instance; a throw fails the job (retried up to its retryLimit). */
  work: <T extends object>(name: string, handler: JobHandler<T>) => Promise<void>
  /** Whether the queue runs in this instance (JOBS=0 turns it off: enqueue then refuses). */
  enabled: boolean
  /** True from the queue's start until it is told to stop (/readyz). */
  readonly running: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs
  }
}

/**
 * The queue's SQL on the app's pool, kept track of so that closing can wait for it. pg-boss 10 neither awaits the
 * complete/fail of a job its internal cron worker ran nor waits for that worker on stop, so its last statements can
 * come after `stop()`. Once `drain()` has waited for them, a later one never settles: reaching the pool (about to
 * end) or answering anything would make pg-boss reject or misread inside a promise nobody handles. A job left active
 * by that expires and runs again, as after a crash.
 */
export function queueSqlOn(pool: Pool) {
  const inFlight = new Set<Promise<unknown>>()
  let drained = false
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      if (drained) return await new Promise<never>(() => undefined)
      const running = pool.query(text, values)
      inFlight.add(running)
      try {
        return await running
      } finally {
        inFlight.delete(running)
      }
    },
    /** Waits until no statement of the queue is running, including ones started by those that finished. */
    drain: async () => {
      while (inFlight.size > 0) {
        await Promise.allSettled([...inFlight])
        await new Promise((resolve) => setImmediate(resolve))
      }
      drained = true
    },
  }
}

/** pg-boss's SQL (`$1`-numbered parameters) as a drizzle query, so it can run on a drizzle transaction. */
export function queueStatement(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = []
  let last = 0
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(values[Number(match[1]) - 1] ?? null)}`)
    last = match.index + match[0].length
  }
  chunks.push(sql.raw(text.slice(last)))
  return sql.join(chunks)
}

/** pg-boss runs its SQL on the app's own pool: no second set of connections per instance. */
export function jobQueueOn(db: ReturnType<typeof queueSqlOn>, config: JobsConfig): PgBoss {
  return new PgBoss({
    db: { executeSql: db.executeSql },
    schema: JOBS_SCHEMA,
    // One instance at a time turns due cron ticks into jobs (one job per tick, deduplicated by pg-boss).
    cronMonitorIntervalSeconds: config.cronCheckSeconds,
    cronWorkerIntervalSeconds: Math.max(1, Math.min(5, Math.round(config.pollSeconds))),
  })
}

export default fp<{ database: DatabaseHandle }>(
  async (fastify, options) => {
    const { enabled, pollSeconds } = fastify.config.jobs
    if (!enabled) {
      fastify.decorate('jobs', {
        enabled: false,
        running: false,
        enqueue: async () => {
          throw new Error('the job queue is off in this instance (JOBS=0)')
        },
        schedule: async () => {},
        unschedule: async () => {},
        work: async () => {},
      } satisfies Jobs)
      return
    }
    const queueSql = queueSqlOn(options.database.pool)
    const boss = jobQueueOn(queueSql, fastify.config.jobs)
    boss.on('error', (error) => {
      fastify.log.error({ err: error }, 'job queue error')
    })
    await boss.start()
    let running = true
    const queues = new Set<string>()
    const ensureQueue = async (name: string) => {
      if (queues.has(name)) return
      // createQueue is idempotent, but two instances creating one queue at the same instant can deadlock
      // (PostgreSQL then rolls one back): the loser tries again and finds the queue there.
      for (let attempt = 0; ; attempt++) {
        try {
          await boss.createQueue(name)
          break
        } catch (error) {
          if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error
        }
      }
      queues.add(name)
    }

    fastify.decorate('jobs', {
      enabled: true,
      get running() {
        return running
      },
      enqueue: async (name, data, enqueueOptions = {}) => {
        await ensureQueue(name)
        const { startAfter, transaction, ...rest } = enqueueOptions
        return await boss.send(name, data, {
          ...rest,
          ...(startAfter === undefined ? {} : { startAfter }),
          ...(transaction ? { db: { executeSql: async (text, values) => await transaction.execute(queueStatement(text, values)) } } : {}),
        })
      },
      schedule: async (name, cron, data) => {
        await ensureQueue(name)
        await boss.schedule(name, cron, data, { tz: 'UTC' })
      },
      unschedule: async (name) => {
        await ensureQueue(name)
        await boss.unschedule(name)
      },
      work: async (name, handler) => {
        await ensureQueue(name)
        await boss.work(name, { pollingIntervalSeconds: pollSeconds, batchSize: 1 }, async ([job]) => {
          if (!job) return
          try {
            const result = await handler(job.data as never, { id: job.id, name: job.name })
            fastify.metrics.jobsFinished.inc({ queue: name, result: 'completed' })
            return result
          } catch (error) {
            fastify.metrics.jobsFinished.inc({ queue: name, result: 'failed' })
            throw error
          }
        })
      },
    } satisfies Jobs)

    // Stop before the pool closes: running jobs get up to 10 s to finish, the rest go back to the queue.
    fastify.addHook('onClose', async () => {
      running = false
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 })
      await queueSql.drain()
    })
  },
  { name: 'jobs', dependencies: ['database'] },
)
