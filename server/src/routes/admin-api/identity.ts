import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { adminConsoleEndpoints, type IdentitySettings } from '@contract/admin-console'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { ErrorResponse } from '@contract/common'
import { IDENTITY_CODES } from '@contract/constants'
import { identityTypeNames } from '../../lib/auth/account-login'
import { ok } from '../../lib/common/api-error'
import { saveSignOn, testUpstream } from '../../lib/identity/sign-on-save'
import { resolvedSignOn, type ResolvedSignOn } from '../../lib/identity/sign-on-settings'
import { portalOrigin, upstreamPaths } from '../../lib/identity/upstream/links'
import { userOf } from '../../plugins/app/authentication'
import { serve } from '../../serve-endpoint'

const config = { adminRole: ADMIN_ROLES.globalAdmin }
const docs = (summary: string) => ({ tags: ['admin'], summary, security: [{ idToken: [] }] })

/** 统一身份认证 in the operator console (全局管理员): the effective settings with their sources, saving, 测试连接. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  const view = (request: FastifyRequest, resolved: ResolvedSignOn): IdentitySettings => {
    const { identity } = resolved
    const origin = portalOrigin(request, fastify.config)
    const callbacks = {
      oidcRedirectUri: origin + upstreamPaths.oidcCallback,
      oidcPostLogoutRedirectUri: origin + upstreamPaths.signedOut,
      casServiceUrl: origin + upstreamPaths.casCallback,
    }
    return {
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
            redirectUri: callbacks.oidcRedirectUri,
            postLogoutRedirectUri: callbacks.oidcPostLogoutRedirectUri,
          }
        : null,
      cas: identity.cas
        ? { url: identity.cas.url, usernameAttribute: identity.cas.usernameAttribute, serviceUrl: callbacks.casServiceUrl }
        : null,
      timeoutMs: identity.upstreamTimeoutMs,
      form: resolved.form,
      secrets: { oidcClientSecret: resolved.secrets.oidcClientSecret !== '', ldapBindPassword: resolved.secrets.ldapBindPassword !== '' },
      sources: resolved.sources,
      callbacks,
      version: resolved.version,
    }
  }

  serve(
    fastify,
    adminConsoleEndpoints.identitySettings,
    { config, schema: docs('统一身份认证设置（环境变量为默认，控制台保存的字段优先；密钥只显示是否已设置）') },
    async (request) => ok(view(request, await resolvedSignOn(db, fastify.config))),
  )

  serve(
    fastify,
    adminConsoleEndpoints.identitySave,
    { config, schema: { ...docs('保存统一身份认证设置（各实例数秒内生效；留空的密钥保持不变）'), response: { 409: ErrorResponse } } },
    async (request) => {
      const saved = await saveSignOn(
        { db, config: fastify.config, followSchedule: fastify.directorySync.followSchedule },
        userOf(request),
        request.body,
      )
      return ok(view(request, saved), '已保存')
    },
  )

  const tests = [
    [adminConsoleEndpoints.identityTestOidc, 'oidc', '测试连接：读取 OpenID 提供方的配置（不保存）'],
    [adminConsoleEndpoints.identityTestCas, 'cas', '测试连接：访问学校 CAS 登录页（不保存）'],
    [adminConsoleEndpoints.identityTestLdap, 'ldap', '测试连接：连接 LDAP 并以服务账号绑定（不保存）'],
  ] as const
  for (const [endpoint, kind, summary] of tests) {
    serve(fastify, endpoint, { config, schema: docs(summary) }, async (request) =>
      ok(await testUpstream(db, fastify.config, kind, request.body)),
    )
  }
}

export default routes
