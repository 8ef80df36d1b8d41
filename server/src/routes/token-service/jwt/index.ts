import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../lib/common/api-error'
import { authEndpoints } from '@contract/auth'
import { serve } from '../../../serve-endpoint'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    authEndpoints.publicKey,
    {
      schema: { tags: ['token-service'], summary: '验证 id token 的公钥（PEM 与 JWK）' },
    },
    async () => {
      const { pem, jwk, keys } = fastify.idTokens.publicKeys()
      return ok({
        alg: 'RS256' as const,
        kid: String(jwk.kid),
        publicKey: pem,
        jwk,
        keys,
        audience: fastify.idTokens.options.audience,
        issuer: fastify.idTokens.options.issuer,
      })
    },
  )
}

export default routes
