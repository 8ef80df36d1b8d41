import fp from 'fastify-plugin'
import { flushPushOutbox } from '../../lib/push/push-outbox'
import { deliverDueReminders } from '../../lib/schedule/reminders'

/** Queue name of the schedule centre's reminders (日程提醒 messages). */
export const SCHEDULE_REMINDERS_JOB = 'schedule.reminders'

/**
 * 日程提醒 as a job every minute for the whole cluster, on the app's clock (settable in tests), as messages and, with
 * PUSH_GATEWAY_URL, as pushes to the host app's devices. SCHEDULE_REMINDERS=0 off.
 */
export default fp(
  async (fastify) => {
    const { enabled, scheduleReminders } = fastify.config.jobs
    if (!enabled || !scheduleReminders) return
    const gateway = fastify.config.pushGatewayUrl
    await fastify.jobs.work(SCHEDULE_REMINDERS_JOB, async () => {
      const sent = await deliverDueReminders(fastify.db, fastify.clock.now(), { pushes: gateway !== undefined })
      if (sent > 0) fastify.log.info({ sent }, 'schedule reminders delivered')
      // Also what an earlier run queued but could not send (gateway down, instance stopped).
      const pushed = gateway ? await flushPushOutbox(fastify.db, gateway) : 0
      return { sent, pushed }
    })
    await fastify.jobs.schedule(SCHEDULE_REMINDERS_JOB, '* * * * *')
  },
  { name: 'schedule-reminders', dependencies: ['database', 'jobs'] },
)
