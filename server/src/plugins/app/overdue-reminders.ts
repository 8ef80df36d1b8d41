import fp from 'fastify-plugin'
import { remindOverdue } from '../../lib/workflow/workflow-overdue'

/** Queue name of the overdue reminders (flow tasks near or past their deadline → 逾期提醒 messages). */
export const OVERDUE_REMINDERS_JOB = 'flow.overdue-reminders'

/** Overdue reminders as a scheduled job: one run per tick for the whole cluster (FLOW_REMINDER_CRON, FLOW_REMINDERS=0 off). */
export default fp(
  async (fastify) => {
    const { enabled, flowReminders, flowReminderCron } = fastify.config.jobs
    if (!enabled || !flowReminders) return
    await fastify.jobs.work(OVERDUE_REMINDERS_JOB, async () => {
      const sent = await remindOverdue(fastify.db)
      if (sent > 0) fastify.log.info({ sent }, 'overdue reminders delivered')
      return { sent }
    })
    await fastify.jobs.schedule(OVERDUE_REMINDERS_JOB, flowReminderCron)
  },
  { name: 'overdue-reminders', dependencies: ['database', 'jobs'] },
)
