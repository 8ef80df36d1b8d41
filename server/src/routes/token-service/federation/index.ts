import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accountOption, issueLogin } from '../../../lib/auth/account-login'
import { badRequest, ok } from '../../../lib/common/api-error'
import { bindAccount, boundAccounts, prefillNickname, profileOf, verifyMiniProgramLogin } from '../../../lib/auth/federation'
import { checkPortalPassword } from '../../../lib/identity/upstream/password-rule'
import { authEndpoints } from '@contract/auth'
import { ErrorResponse } from '@contract/common'
import { serve } from '../../../serve-endpoint'
import { recordAuthEvent } from '../../../lib/security/auth-log'
import { recordSecurityChange } from '../../../lib/security/security-notice'
import { refuseClosedWechat } from '../../../lib/personal/account-closure'
import { signOnSettings } from '../../../lib/identity/sign-on-settings'

const NONCE_TTL_SECONDS = 900
const tags = ['token-service']
const expired = () => badRequest('微信登录状态已失效，请重新授权')

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const handles = fastify.loginHandles

  serve(
    fastify,
    authEndpoints.federationStart,
    {
      schema: { tags, summary: '开始微信小程序登录，获取 nonce', response: { 429: ErrorResponse } },
    },
    async (request) => {
      const nonce = await handles.createForClient('federation', NONCE_TTL_SECONDS, request.ip)
      return ok({ nonce, expiresIn: NONCE_TTL_SECONDS })
    },
  )

  serve(
    fastify,
    authEndpoints.federationCallback,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags,
        summary: '提交 wx.login 的 code 与用户数据',
        response: { 400: ErrorResponse, 403: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => {
      const { nonce, ...input } = request.body
      const state = await handles.peek(nonce, 'federation')
      if (!state) throw expired()
      if (profileOf(state)) throw badRequest('微信登录状态已使用，请重新授权')
      const profile = await verifyMiniProgramLogin(fastify.db, fastify.config.wechat, input)
      if (!(await handles.update(nonce, 'federation', { ...profile }))) throw expired()
      const accounts = await boundAccounts(fastify.db, profile.openid)
      await refuseClosedWechat(fastify.db, profile.openid, accounts.length)
      return ok({
        bound: accounts.length > 0,
        nickName: profile.nickName,
        avatarUrl: profile.avatarUrl,
        accounts: accounts.map(accountOption),
      })
    },
  )

  serve(
    fastify,
    authEndpoints.federatedUserInfo,
    {
      schema: { tags, summary: '微信身份及已绑定账号', response: { 400: ErrorResponse, 403: ErrorResponse } },
    },
    async (request) => {
      const profile = profileOf(await handles.peek(request.query.nonce, 'federation'))
      if (!profile) throw expired()
      const accounts = await boundAccounts(fastify.db, profile.openid)
      await refuseClosedWechat(fastify.db, profile.openid, accounts.length)
      return ok({
        bound: accounts.length > 0,
        nickName: profile.nickName,
        avatarUrl: profile.avatarUrl,
        accounts: accounts.map(accountOption),
      })
    },
  )

  serve(
    fastify,
    authEndpoints.federatedLogin,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '以绑定的账号登录', response: { 400: ErrorResponse, 403: ErrorResponse } },
    },
    async (request) => {
      const { accountId, nonce } = request.body
      const profile = profileOf(await handles.peek(nonce, 'federation'))
      if (!profile) throw expired()
      const account = (await boundAccounts(fastify.db, profile.openid)).find((candidate) => candidate.id === accountId)
      if (!account) throw badRequest('该账号未与当前微信绑定')
      if (!(await handles.consume(nonce, 'federation'))) throw expired()
      await prefillNickname(fastify.db, account.id, profile.nickName)
      await recordAuthEvent(fastify.db, { accountId: account.id, event: 'login.wechat', ip: request.ip, at: fastify.clock.now() })
      return ok(await issueLogin(fastify.idTokens, account), '登录成功')
    },
  )

  serve(
    fastify,
    authEndpoints.federatedBinding,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '用账号密码绑定当前微信并登录', response: { 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse } },
    },
    async (request) => {
      const { username, password, nonce } = request.body
      const profile = profileOf(await handles.peek(nonce, 'federation'))
      if (!profile) throw expired()
      const account = await checkPortalPassword(fastify.db, await signOnSettings(fastify), {
        username: username.trim(),
        password,
        ip: request.ip,
        clock: fastify.clock,
      })
      if (!(await handles.consume(nonce, 'federation'))) throw expired()
      await bindAccount(fastify.db, profile.openid, account.id)
      await prefillNickname(fastify.db, account.id, profile.nickName)
      // Binding is a security change (a new way in), so the holder is told; the sign-in it completes is logged too.
      const now = fastify.clock.now()
      await recordSecurityChange(fastify.db, { accountId: account.id, event: 'wechat.bind', ip: request.ip, at: now })
      await recordAuthEvent(fastify.db, { accountId: account.id, event: 'login.wechat', ip: request.ip, at: now })
      return ok(await issueLogin(fastify.idTokens, account), '绑定成功')
    },
  )
}

export default routes
