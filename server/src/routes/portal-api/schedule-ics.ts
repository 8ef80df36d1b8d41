import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { SCHEDULE_FEED_PATH } from '@contract/paths/schedule'
import { notFound } from '../../lib/common/api-error'
import { accountOfFeed, feedEvents } from '../../lib/schedule/feed-repository'
import { buildFeed } from '../../lib/schedule/ics-feed'

/**
 * The personal ICS feed that Apple, Google and Outlook calendars subscribe to. No sign-in: calendar apps
 * cannot send one; the secret in the address is the key (revocable in 日程设置).
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    `${SCHEDULE_FEED_PATH}/:file`,
    {
      schema: {
        tags: ['portal-schedule'],
        summary: '个人日历订阅（ICS，含 VTIMEZONE 与 RRULE）',
        params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}\\.ics$' }) }),
      },
    },
    async (request, reply) => {
      const accountId = await accountOfFeed(fastify.db, request.params.file.replace(/\.ics$/, ''))
      if (!accountId) throw notFound('订阅链接无效或已停用')
      const { events, overrides } = await feedEvents(fastify.db, accountId)
      reply.header('cache-control', 'private, max-age=300')
      return reply.type('text/calendar; charset=utf-8').send(buildFeed('掌上校园日程', events, overrides, fastify.clock.now()))
    },
  )
}

export default routes
