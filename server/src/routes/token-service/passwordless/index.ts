import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { loginOrChoose } from '../../../lib/auth/account-login'
import { badRequest, ok } from '../../../lib/common/api-error'
import { accountsByMobile, sendSmsCode, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS, verifySmsCode } from '../../../lib/auth/sms-codes'
import { authEndpoints } from '@contract/auth'
import { ErrorResponse } from '@contract/common'
import { serve } from '../../../serve-endpoint'
import { recordAuthEvent } from '../../../lib/security/auth-log'
import { refuseClosedMobile } from '../../../lib/personal/account-closure'

const NONCE_TTL_SECONDS = 900

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    authEndpoints.smsInit,
    {
      schema: { tags: ['token-service'], summary: '开始短信登录，获取 nonce', response: { 429: ErrorResponse } },
    },
    async (request) => {
      const nonce = await fastify.loginHandles.createForClient('sms', NONCE_TTL_SECONDS, request.ip)
      return ok({ nonce, expiresIn: NONCE_TTL_SECONDS })
    },
  )

  serve(
    fastify,
    authEndpoints.smsSend,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags: ['token-service'],
        summary: '发送短信验证码',
        response: { 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const { mobile, nonce } = request.body
      if (!(await fastify.loginHandles.peek(nonce, 'sms'))) throw badRequest('页面已过期，请刷新后重试')
      await refuseClosedMobile(fastify.db, mobile, (await accountsByMobile(fastify.db, mobile)).length)
      await sendSmsCode(fastify.db, fastify.smsSender, mobile, request.ip, fastify.clock)
      return ok({ countdown: SMS_RESEND_SECONDS, expiresIn: SMS_CODE_TTL_SECONDS }, '验证码已发送')
    },
  )

  serve(
    fastify,
    authEndpoints.smsLogin,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags: ['token-service'],
        summary: '短信验证码登录',
        response: { 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const { mobile, smscode, nonce } = request.body
      if (!(await fastify.loginHandles.peek(nonce, 'sms'))) throw badRequest('页面已过期，请刷新后重试')
      await verifySmsCode(fastify.db, mobile, smscode, fastify.clock)
      const candidates = await accountsByMobile(fastify.db, mobile)
      await refuseClosedMobile(fastify.db, mobile, candidates.length)
      if (candidates.length === 0) throw badRequest('该手机号未绑定账号')
      await fastify.loginHandles.consume(nonce, 'sms')
      // With a shared number the sign-in completes at the account choice, which is not logged as an SMS sign-in.
      const [only] = candidates
      if (candidates.length === 1 && only) {
        await recordAuthEvent(fastify.db, { accountId: only.id, event: 'login.sms', ip: request.ip, at: fastify.clock.now() })
      }
      return ok(await loginOrChoose({ idTokens: fastify.idTokens, handles: fastify.loginHandles }, candidates), '登录成功')
    },
  )
}

export default routes
