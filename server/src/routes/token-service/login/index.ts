import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { chooseAccount, issueLogin } from '../../../lib/auth/account-login'
import { badRequest, ok, tooManyRequests } from '../../../lib/common/api-error'
import { SMS_CODE_LENGTH, SMS_CODE_TTL_SECONDS, SMS_RESEND_SECONDS } from '../../../lib/auth/sms-codes'
import { BASES } from '@contract/bases'
import { authEndpoints } from '@contract/auth'
import { ErrorResponse } from '@contract/common'
import { serve } from '../../../serve-endpoint'
import { recordAuthEvent } from '../../../lib/security/auth-log'
import { availableUpstreams } from '../../../lib/identity/upstream/links'
import { createHandoff, redeemHandoff } from '../../../lib/identity/upstream/handoff'
import { accounts } from '../../../db/schema/index'
import { assertAccountOpen } from '../../../lib/personal/account-closure'
import { claimHits, secondsUntil } from '../../../lib/common/rate-counter'
import { eq } from 'drizzle-orm'
import { signOnSettings } from '../../../lib/identity/sign-on-settings'

/** Redeem attempts per address and minute (the login page asks each time it shows while a hand-off waits). */
const REDEEMS_PER_MINUTE = 20

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

  serve(
    fastify,
    authEndpoints.upstreamSignOns,
    { schema: { tags: ['token-service'], summary: '统一身份认证登录：已接入的学校认证方式（无任何密钥）' } },
    async () => ok(availableUpstreams(await signOnSettings(fastify))),
  )

  serve(
    fastify,
    authEndpoints.upstreamHandoff,
    {
      schema: {
        tags: ['token-service'],
        summary: '小程序统一身份认证登录：创建登录交接（id 经 web-view 带到学校认证，secret 仅留在小程序，5 分钟内一次有效）',
        response: { 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      if (!availableUpstreams(await signOnSettings(fastify)).available) throw badRequest('本门户未接入学校统一身份认证')
      return ok(await createHandoff(fastify.loginHandles, fastify.clock, request.ip))
    },
  )

  serve(
    fastify,
    authEndpoints.upstreamHandoffRedeem,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags: ['token-service'],
        summary: '小程序统一身份认证登录：用 secret 兑换已完成的登录交接，得到门户 id token',
        response: { 400: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const now = fastify.clock.now()
      const locked = await claimHits(fastify.db, [{ key: `handoff-redeem:${request.ip}`, windowSeconds: 60, max: REDEEMS_PER_MINUTE }], now)
      if (locked) throw tooManyRequests(`操作过于频繁，请 ${secondsUntil(locked.until, now)} 秒后再试`)
      const { accountId, kind } = await redeemHandoff(fastify.db, fastify.clock, request.body.handoffId, request.body.secret)
      await assertAccountOpen(fastify.db, accountId)
      const [account] = await fastify.db.select().from(accounts).where(eq(accounts.id, accountId))
      if (!account) throw badRequest('账号不存在')
      await recordAuthEvent(fastify.db, {
        accountId,
        event: kind === 'oidc' ? 'login.oidc' : 'login.upstream-cas',
        ip: request.ip,
        at: now,
        detail: '小程序',
      })
      return ok(await issueLogin(fastify.idTokens, account), '登录成功')
    },
  )
}

export default routes
