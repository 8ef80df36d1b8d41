import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { loginOrChoose } from '../../../lib/account-login'
import { ok } from '../../../lib/api-error'
import { checkPassword } from '../../../lib/password-check'
import { PasswordLoginRequest, LoginResponse } from '../../../schemas/auth'
import { ErrorResponse } from '../../../schemas/common'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/passwordLogin', {
    config: { fieldsFromQueryOrBody: true },
    schema: {
      tags: ['token-service'],
      summary: '账号密码登录',
      body: PasswordLoginRequest,
      response: { 200: LoginResponse, 400: ErrorResponse, 429: ErrorResponse },
    },
  }, async (request) => {
    const { username, password } = request.body
    const account = await checkPassword(fastify.db, username.trim(), password, request.ip, fastify.clock)
    return ok(await loginOrChoose({ idTokens: fastify.idTokens, handles: fastify.loginHandles }, [account]), '登录成功')
  })
}

export default routes
