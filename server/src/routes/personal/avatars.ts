import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../../lib/common/api-error'
import { avatarOf } from '../../lib/personal/personal-account-repository'

/**
 * Avatars are images: public by their unguessable account id, like the message centre shows them to
 * others; the `v` query changes with every new avatar, so the answer may be cached for long.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/v1/personal/user/info/portrait/:accountId',
    {
      schema: {
        tags: ['personal-profile'],
        summary: '头像图片',
        params: Type.Object({ accountId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }) }),
      },
    },
    async (request, reply) => {
      const avatar = await avatarOf(fastify.db, request.params.accountId)
      if (!avatar) throw notFound('头像不存在')
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type(avatar.contentType).send(avatar.image)
    },
  )
}

export default routes
