import fp from 'fastify-plugin'
import { addDays, campusDay, daysBetween } from '../../lib/statistics/campus-day'
import { computeDay, missingDays } from '../../lib/statistics/daily-figures'

/** Queue name of the statistics' daily count (统计). */
export const DAILY_STATS_JOB = 'stats.daily'
/** How far back the catch-up fills days never counted. */
const CATCH_UP_DAYS = 90
/** Days counted again every night: messages are read and deadlines pass after their day. */
const RECOUNT_DAYS = 7

declare module 'fastify' {
  interface FastifyInstance {
    statistics: {
      /** Counts the days from `from` to `to` again (each in its own transaction); days after today are left out. */
      recount: (from: string, to: string) => Promise<{ days: number; rows: number }>
      /** Counts the days never counted in the last 90 and (unless `recent` is false) the last 7 again, up to yesterday. */
      catchUp: (options?: { recent?: boolean }) => Promise<{ days: number; rows: number }>
    }
  }
}

/**
 * The statistics' daily aggregates as a pg-boss job: every night after the campus midnight (STATS_CRON, one job per
 * tick for the cluster), it counts yesterday, the six days before it again, and every day of the last 90 never
 * counted. At start only the days never counted: on a campus-sized database a week's recount is minutes of PostgreSQL
 * work, which every instance of a rolling restart would otherwise repeat beside live traffic. The console's
 * 重新统计 counts a chosen range at once.
 */
export default fp(
  async (fastify) => {
    const recount = async (from: string, to: string) => {
      const today = campusDay(fastify.clock.now())
      let rows = 0
      const days = daysBetween(from, to < today ? to : today)
      for (const day of days) rows += await computeDay(fastify.db, day, fastify.clock.now())
      return { days: days.length, rows }
    }
    const catchUp = async ({ recent: recountRecent = true }: { recent?: boolean } = {}) => {
      const yesterday = addDays(campusDay(fastify.clock.now()), -1)
      const recent = recountRecent ? daysBetween(addDays(yesterday, -(RECOUNT_DAYS - 1)), yesterday) : []
      const missing = await missingDays(fastify.db, addDays(yesterday, -(CATCH_UP_DAYS - 1)), yesterday)
      let rows = 0
      const days = [...new Set([...missing, ...recent])].sort()
      for (const day of days) rows += await computeDay(fastify.db, day, fastify.clock.now())
      return { days: days.length, rows }
    }
    fastify.decorate('statistics', { recount, catchUp })

    const { enabled, statsJob, statsCron } = fastify.config.jobs
    if (!enabled || !statsJob) return
    await fastify.jobs.work<{ recent?: boolean }>(DAILY_STATS_JOB, async (data) => {
      const counted = await catchUp({ recent: data?.recent !== false })
      fastify.log.info(counted, 'statistics counted')
      return counted
    })
    await fastify.jobs.schedule(DAILY_STATS_JOB, statsCron)
    fastify.addHook('onReady', async () => {
      await fastify.jobs.enqueue(DAILY_STATS_JOB, { recent: false }, { singletonKey: 'catch-up', retryLimit: 2 })
    })
  },
  { name: 'daily-statistics', dependencies: ['database', 'jobs'] },
)
