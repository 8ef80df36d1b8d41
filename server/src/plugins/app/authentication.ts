import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { IdTokens, type TokenUser } from '../../lib/auth/id-tokens'
import { unauthorized } from '../../lib/common/api-error'

// Module augmentation names the interfaces it extends (not a shadowing declaration).
/* eslint-disable @typescript-eslint/no-shadow */
declare module 'fastify' {
  interface FastifyInstance {
    idTokens: IdTokens
    /** preHandler for routes that need a signed-in user: sets `request.user` or answers 401. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    user: TokenUser | null
  }
}
/* eslint-enable @typescript-eslint/no-shadow */

/**
 * What a protected route folder's `autohooks.ts` registers: every route of the folder (and its sub-folders,
 * cascadeHooks) answers 401 before validation unless a valid id token comes with the request.
 */
export async function signedInOnly(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRequest', fastify.authenticate)
}

/** Announced by a trigger on account_credentials (migration 0017) whenever an account's token version changes. */
const TOKEN_VERSION_CHANNEL = 'portal_token_version'

export const ID_TOKEN_HEADER = 'x-id-token'
export const ID_TOKEN_COOKIE = 'userToken'

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[ID_TOKEN_HEADER]
  const fromHeader = Array.isArray(header) ? header[0] : header
  if (fromHeader) return fromHeader.replace(/^Bearer\s+/i, '')
  return request.cookies?.[ID_TOKEN_COOKIE] || undefined
}

export default fp(
  async (fastify) => {
    const { jwtAudience, jwtIssuer, tokenTtlSeconds, authCache } = fastify.config
    const idTokens = new IdTokens(fastify.db, { audience: jwtAudience, issuer: jwtIssuer, ttlSeconds: tokenTtlSeconds, cache: authCache })
    await idTokens.init()
    if (authCache) {
      const feed = fastify.changeFeed
      feed.on(TOKEN_VERSION_CHANNEL, (accountId) => idTokens.versions.forget(accountId))
      feed.onStateChange(() => idTokens.versions.reset(feed.online))
    }
    fastify.decorate('idTokens', idTokens)
    fastify.decorateRequest('user', null)
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      const token = tokenOf(request)
      if (!token) throw unauthorized('请先登录')
      request.user = await idTokens.verify(token)
    })
  },
  { name: 'authentication', dependencies: ['database', 'cookies', 'change-feed'] },
)

/** The signed-in user of a route behind an authenticate hook (a signed-in folder's autohooks). */
export function userOf(request: FastifyRequest): TokenUser {
  if (!request.user) throw unauthorized()
  return request.user
}
