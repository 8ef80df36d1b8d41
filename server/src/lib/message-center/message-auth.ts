import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ID_TOKEN_COOKIE, ID_TOKEN_HEADER } from '../../plugins/app/authentication'
import type { TokenUser } from '../auth/id-tokens'
import { unauthorized } from '../common/api-error'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Message-centre hot paths: a token string verified once is trusted until its expiry (see cachedAuthenticate). */
    tokenCache?: boolean
  }
}

interface Entry {
  user: TokenUser
  version: number
  expiresAt: number
}

const MAX_ENTRIES = 20_000

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[ID_TOKEN_HEADER]
  const fromHeader = Array.isArray(header) ? header[0] : header
  if (fromHeader) return fromHeader.replace(/^Bearer\s+/i, '')
  return request.cookies?.[ID_TOKEN_COOKIE] || undefined
}

function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0
  } catch {
    return 0
  }
}

/**
 * Same answer as `fastify.authenticate`, but the signature of a token string that verified once is remembered
 * until its own expiry; the account's token version (revocation) is still checked on every call. Used by the
 * unread badge, which every page polls; the RSA verification was the largest cost per call (see
 * scripts/bench-unread.mjs). Only successful verifications are cached; the map is bounded.
 */
export function cachedAuthenticate(fastify: FastifyInstance) {
  // MESSAGE_AUTH_CACHE=0: verify every call (used by scripts/bench-unread.mjs to measure the difference).
  if (!fastify.config.messageAuthCache) return fastify.authenticate
  const cache = new Map<string, Entry>()
  return async (request: FastifyRequest): Promise<void> => {
    const token = tokenOf(request)
    if (!token) throw unauthorized('请先登录')
    const now = Date.now()
    const hit = cache.get(token)
    if (hit) {
      if (hit.expiresAt > now) {
        await fastify.idTokens.assertCurrent(hit.user.accountId, hit.version)
        request.user = hit.user
        return
      }
      cache.delete(token)
    }
    const { user, version } = await fastify.idTokens.verifySignature(token)
    await fastify.idTokens.assertCurrent(user.accountId, version)
    const expiresAt = expiryOf(token)
    if (expiresAt > now) {
      if (cache.size >= MAX_ENTRIES) {
        // Drop the oldest insertions (Map keeps insertion order).
        let drop = Math.ceil(MAX_ENTRIES / 10)
        for (const key of cache.keys()) {
          cache.delete(key)
          if (--drop === 0) break
        }
      }
      cache.set(token, { user, version, expiresAt })
    }
    request.user = user
  }
}

/** The signed-in user of a route behind an authenticate preHandler. */
export function userOf(request: FastifyRequest): TokenUser {
  if (!request.user) throw unauthorized()
  return request.user
}
