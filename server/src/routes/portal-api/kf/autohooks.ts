import type { FastifyInstance } from 'fastify'
import { authenticateRobotCall } from '../../../lib/robot/robot-service'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A /kf route signed in with the id token (the robot token's issuer, the staff calls) instead of `userToken`. */
    kfIdToken?: boolean
  }
}

/** Every /kf route needs a user: the robot calls by their `userToken` header (spec §7), the rest by the id token. */
export default async function kfAuthentication(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.kfIdToken) return fastify.authenticate(request, reply)
    await authenticateRobotCall(fastify.db, request, fastify.clock.now())
  })
}
