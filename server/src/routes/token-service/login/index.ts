import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { chooseAccount, issueLogin } from '../../../lib/auth/account-login'
import { ok } from '../../../lib/common/api-error'
import { SMS_CODE_LENGTH, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '../../../lib/auth/sms-codes'
import { BASES } from '@contract/bases'
import { authEndpoints } from '@contract/auth'
import { ErrorResponse } from '@contract/common'
import { serve } from '../../../serve-endpoint'
import { recordAuthEvent } from '../../../lib/security/auth-log'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    authEndpoints.accountChoose,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags: ['token-service'],
        summary: '多账号时选择登录账号（cid 一次有效）',
        response: { 400: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const account = await chooseAccount(fastify.db, fastify.loginHandles, request.body.cid, request.body.accountId)
      // Only an SMS sign-in to a number shared by several accounts ends here (a password names one account).
      await recordAuthEvent(fastify.db, {
        accountId: account.id,
        event: 'login.sms',
        ip: request.ip,
        at: fastify.clock.now(),
        detail: '共用手机号，选择账号后登录',
      })
      return ok(await issueLogin(fastify.idTokens, account), '登录成功')
    },
  )

  serve(
    fastify,
    authEndpoints.loginConfigs,
    {
      schema: { tags: ['token-service'], summary: '登录方式与参数' },
    },
    async () => {
      return ok({
        passwordLogin: true,
        smsLogin: true,
        federatedLogin: { weixinminiprogram: fastify.config.wechat.secret !== '' },
        smsCountdown: SMS_RESEND_SECONDS,
        smsCodeLength: SMS_CODE_LENGTH,
        smsCodeExpiresIn: SMS_CODE_TTL_SECONDS,
        ssoLoginUrl: `${BASES.sso}/login`,
        tokenExpiresIn: fastify.config.tokenTtlSeconds,
      })
    },
  )
}

export default routes
