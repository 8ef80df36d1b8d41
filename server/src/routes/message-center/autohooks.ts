import type { FastifyInstance } from 'fastify'
import { cachedAuthenticate } from '../../lib/message-center/message-auth'

/**
 * Every message-centre route needs a signed-in user. Routes marked `config: { tokenCache: true }` (the badge
 * every page polls) accept a token verified earlier without verifying its signature again.
 */
export default async function messageCenterSignIn(fastify: FastifyInstance): Promise<void> {
  const cached = cachedAuthenticate(fastify)
  fastify.addHook('onRequest', async (request, reply) => {
    await (request.routeOptions.config.tokenCache ? cached(request, reply) : fastify.authenticate(request, reply))
  })
}
