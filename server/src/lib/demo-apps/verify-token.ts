import type { FastifyInstance } from 'fastify'
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose'

export interface DemoUser {
  username: string
  userName: string
  identity: string
}

interface PublicKeyAnswer {
  data: { keys: JSONWebKeySet | JSONWebKeySet['keys']; audience: string; issuer: string }
}

/**
 * Verifies an id token exactly as a third-party campus system would: with the keys the portal publishes
 * at `/token-service/jwt/publicKey` (fetched through the app, refreshed every minute), never with the
 * portal's own signing code.
 */
export function demoTokenVerifier(fastify: FastifyInstance) {
  let cached: { at: number; answer: PublicKeyAnswer['data'] } | null = null
  async function publishedKeys() {
    if (!cached || Date.now() - cached.at > 60_000) {
      const res = await fastify.inject({ method: 'GET', url: '/token-service/jwt/publicKey' })
      cached = { at: Date.now(), answer: (res.json() as PublicKeyAnswer).data }
    }
    return cached.answer
  }
  return async function verify(token: string | undefined): Promise<DemoUser | null> {
    if (!token) return null
    const published = await publishedKeys()
    const keys = Array.isArray(published.keys) ? { keys: published.keys } : published.keys
    try {
      const { payload } = await jwtVerify(token, createLocalJWKSet(keys), {
        audience: published.audience,
        issuer: published.issuer,
        algorithms: ['RS256'],
      })
      return {
        username: String(payload.sub),
        userName: String(payload.ATTR_userName ?? ''),
        identity: String(payload.ATTR_identityTypeCode ?? ''),
      }
    } catch {
      return null
    }
  }
}
