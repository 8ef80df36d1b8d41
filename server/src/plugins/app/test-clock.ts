import fp from 'fastify-plugin'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ErrorResponse } from '@contract/common'
import { badRequest, ok } from '../../lib/common/api-error'
import { OffsetClock } from '../../lib/common/clock'

/**
 * Browser tests only (TEST_CLOCK=1, never set in a deployment): moves the server's clock forward and
 * queues the named jobs at once, so a test sees what a cooling-off or a reminder leads to without waiting
 * for the next cron tick. Without TEST_CLOCK the route does not exist.
 */
export default fp(
  async (fastify) => {
    if (!fastify.config.testClock) return
    fastify.withTypeProvider<TypeBoxTypeProvider>().post(
      '/test-only/clock/advance',
      {
        schema: {
          tags: ['test-only'],
          summary: '（仅浏览器测试）拨快服务器时钟并立即排队指定任务',
          body: Type.Object({
            seconds: Type.Integer({ minimum: 1, maximum: 366 * 86_400 }),
            jobs: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 10 })),
          }),
          response: { 400: ErrorResponse },
        },
      },
      async (request) => {
        const clock = fastify.clock
        if (!(clock instanceof OffsetClock)) throw badRequest('服务器时钟不可调整')
        clock.advance(request.body.seconds)
        for (const job of request.body.jobs ?? []) await fastify.jobs.enqueue(job, {})
        return ok({ now: clock.now().toISOString() })
      },
    )
  },
  { name: 'test-clock', dependencies: ['database', 'jobs'] },
)
