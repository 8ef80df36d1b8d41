import fp from 'fastify-plugin'
import { deliverDueReminders } from '../../lib/schedule/reminders'

/** Queue name of the schedule centre's reminders (日程提醒 messages). */
export const SCHEDULE_REMINDERS_JOB = 'schedule.reminders'

/** 日程提醒 as a job every minute for the whole cluster, on the app's clock (settable in tests). SCHEDULE_REMINDERS=0 off. */
export default fp(
  async (fastify) => {
    const { enabled, scheduleReminders } = fastify.config.jobs
    if (!enabled || !scheduleReminders) return
    await fastify.jobs.work(SCHEDULE_REMINDERS_JOB, async () => {
      const sent = await deliverDueReminders(fastify.db, fastify.clock.now())
      if (sent > 0) fastify.log.info({ sent }, 'schedule reminders delivered')
      return { sent }
    })
    await fastify.jobs.schedule(SCHEDULE_REMINDERS_JOB, '* * * * *')
  },
  { name: 'schedule-reminders', dependencies: ['database', 'jobs'] },
)
