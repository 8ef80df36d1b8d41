import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminConsoleEndpoints } from '@contract/admin-console'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { IDENTITY_CODES } from '@contract/constants'
import { identityTypeNames } from '../../lib/auth/account-login'
import { ok } from '../../lib/common/api-error'
import { portalOrigin, upstreamPaths } from '../../lib/identity/upstream/links'
import { serve } from '../../serve-endpoint'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    adminConsoleEndpoints.identitySettings,
    {
      config: { adminRole: ADMIN_ROLES.globalAdmin },
      schema: { tags: ['admin'], summary: '统一身份认证设置（只读；密钥只显示是否已设置）', security: [{ idToken: [] }] },
    },
    async (request) => {
      const { identity } = fastify.config
      const origin = portalOrigin(request, fastify.config)
      return ok({
        methods: IDENTITY_CODES.map((code) => ({ identity: code, identityName: identityTypeNames[code], method: identity.methods[code] })),
        breakGlassAccounts: identity.breakGlassAccounts,
        oidc: identity.oidc
          ? {
              issuer: identity.oidc.issuer,
              clientId: identity.oidc.clientId,
              clientSecretSet: identity.oidc.clientSecret !== '',
              usernameClaim: identity.oidc.usernameClaim,
              jit: identity.oidc.jit,
              identityClaim: identity.oidc.identityClaim ?? null,
              redirectUri: origin + upstreamPaths.oidcCallback,
              postLogoutRedirectUri: origin + upstreamPaths.signedOut,
            }
          : null,
        cas: identity.cas
          ? { url: identity.cas.url, usernameAttribute: identity.cas.usernameAttribute, serviceUrl: origin + upstreamPaths.casCallback }
          : null,
        timeoutMs: identity.upstreamTimeoutMs,
      })
    },
  )
}

export default routes
