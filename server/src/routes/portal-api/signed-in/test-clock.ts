import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '@contract/common'
import { testControlEndpoints } from '@contract/test-control'
import { badRequest, ok } from '../../../lib/common/api-error'
import { OffsetClock } from '../../../lib/common/clock'
import { SCHEDULE_REMINDERS_JOB } from '../../../plugins/app/schedule-reminders'
import { serve } from '../../../serve-endpoint'

/**
 * TEST_CLOCK=1 only (config refuses it in production; without it this route does not exist): a browser test moves
 * the server's clock forward and the minute's scheduled work (日程提醒) runs at once on the job queue, as its cron tick would.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  if (!fastify.config.testClock || fastify.config.production) return
  const clock = fastify.clock
  if (!(clock instanceof OffsetClock)) throw new Error('TEST_CLOCK=1 needs the server started with an OffsetClock')
  serve(
    fastify,
    testControlEndpoints.setClock,
    { schema: { tags: ['test'], summary: '（仅测试）把服务器时钟拨到指定时间', response: { 400: ErrorResponse, 401: ErrorResponse } } },
    async (request) => {
      const to = new Date(request.body.to)
      if (to.getTime() < clock.now().getTime()) throw badRequest('时钟只能向后拨')
      clock.set(to)
      if (fastify.jobs.enabled && fastify.config.jobs.scheduleReminders) await fastify.jobs.enqueue(SCHEDULE_REMINDERS_JOB, {})
      return ok({ now: clock.now().toISOString() })
    },
  )
}

export default routes
