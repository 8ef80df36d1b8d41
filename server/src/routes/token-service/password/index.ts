import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { loginOrChoose } from '../../../lib/auth/account-login'
import { ok } from '../../../lib/common/api-error'
import { checkPortalPassword } from '../../../lib/identity/upstream/password-rule'
import { recordAuthEvent } from '../../../lib/security/auth-log'
import { authEndpoints } from '@contract/auth'
import { ErrorResponse } from '@contract/common'
import { serve } from '../../../serve-endpoint'
import { signOnSettings } from '../../../lib/identity/sign-on-settings'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    authEndpoints.passwordLogin,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags: ['token-service'],
        summary: '账号密码登录',
        response: { 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      const { username, password } = request.body
      const account = await checkPortalPassword(fastify.db, await signOnSettings(fastify), {
        username: username.trim(),
        password,
        ip: request.ip,
        clock: fastify.clock,
      })
      await recordAuthEvent(fastify.db, { accountId: account.id, event: 'login.password', ip: request.ip, at: fastify.clock.now() })
      return ok(await loginOrChoose({ idTokens: fastify.idTokens, handles: fastify.loginHandles }, [account]), '登录成功')
    },
  )
}

export default routes
