import crypto from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { accountOption, chooseAccount, type AccountRow } from '../../lib/auth/account-login'
import { ApiError, badRequest } from '../../lib/common/api-error'
import { checkPortalPassword } from '../../lib/identity/upstream/password-rule'
import { preferredUpstream, upstreamLinks, upstreamSignOut } from '../../lib/identity/upstream/links'
import { readSetting } from '../../lib/portal/portal-settings'
import { accountsByMobile, verifySmsCode } from '../../lib/auth/sms-codes'
import { CasLoginForm, CasLoginQuery, CasLogoutQuery } from '@contract/cas'
import { chooseAccountPage, loginPage, messagePage } from '../../sso/pages'
import { endSession, formToken, formTokenMatches, sessionAccount } from '../../sso/sessions'
import { isRenew } from '../../sso/tickets'
import { isRevoked } from '../../lib/privacy/authorised-services'
import { allowedService, finishSignIn, redirectWithTicket, refusedService, sendPage } from '../../sso/sign-in'
import { refuseClosedMobile } from '../../lib/personal/account-closure'
import { signOnSettings } from '../../lib/identity/sign-on-settings'

const CHOICE_TTL_SECONDS = 300
const tags = ['cas']

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db

  const serviceUrl = (service: string | undefined) => allowedService(fastify, service)

  async function renderLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    extra: { service?: string; error?: string; mode?: 'password' | 'sms'; username?: string; mobile?: string; nonce?: string },
  ) {
    const { schoolName } = await readSetting(db, 'system')
    const scriptNonce = crypto.randomBytes(16).toString('base64')
    const upstreams = upstreamLinks(await signOnSettings(fastify), extra.service)
    return sendPage(
      reply,
      status,
      loginPage({ schoolName, formToken: formToken(request, reply), scriptNonce, upstreams, ...extra }),
      scriptNonce,
    )
  }

  fastify.get(
    '/login',
    {
      schema: { tags, summary: 'CAS 登录页（service 仅限允许的主机）', querystring: CasLoginQuery },
    },
    async (request, reply) => {
      const service = await serviceUrl(request.query.service)
      if (service === null) return refusedService(reply)
      // renew (CAS 3.0 §2.2.1): the session is ignored and credentials are asked for again.
      const renew = isRenew(request.query.renew)
      const session = renew ? undefined : await sessionAccount(db, request)
      // A service the person revoked (隐私 → 应用授权) gets no silent sign-on: the password is asked for again.
      const account = session && service && (await isRevoked(db, session.id, service.origin)) ? undefined : session
      if (account && service) return await redirectWithTicket(fastify, reply, service, account, true)
      if (account) {
        return sendPage(
          reply,
          200,
          messagePage('您已登录', `当前登录账号：${account.displayName}（${account.username}）`, { href: '/cas/logout', text: '退出登录' }),
        )
      }
      // A fresh visit goes straight to the school's sign-on when students or teachers sign on there; `local=1` (the
      // break-glass link) keeps the portal's own form.
      const identity = await signOnSettings(fastify)
      const upstream = request.query.local === '1' ? undefined : preferredUpstream(identity)
      // With renew, or for a service the person revoked, the school must ask for the credentials again too.
      const again = renew || session !== undefined
      if (upstream) {
        return reply.redirect(upstreamLinks(identity, service?.href, { only: upstream, renew: again })[0]?.href ?? '/cas/login', 302)
      }
      return await renderLogin(request, reply, 200, { service: service?.href })
    },
  )

  fastify.post(
    '/login',
    {
      schema: { tags, summary: 'CAS 登录表单提交', consumes: ['application/x-www-form-urlencoded'], body: CasLoginForm },
    },
    async (request, reply) => {
      const form = request.body
      const service = await serviceUrl(form.service)
      if (service === null) return refusedService(reply)
      const mode = form.method === 'sms' ? 'sms' : 'password'
      const again = (status: number, error: string) =>
        renderLogin(request, reply, status, {
          service: service?.href,
          error,
          mode,
          username: form.username,
          mobile: form.mobile,
          nonce: mode === 'sms' ? form.nonce : undefined,
        })
      if (!formTokenMatches(request, form.formToken)) return await again(400, '页面已过期，请重新登录')
      let account: AccountRow
      try {
        if (form.method === 'password') {
          if (!form.username || !form.password) throw badRequest('请输入账号和密码')
          account = await checkPortalPassword(db, await signOnSettings(fastify), {
            username: form.username.trim(),
            password: form.password,
            ip: request.ip,
            clock: fastify.clock,
          })
        } else if (form.method === 'sms') {
          if (!form.mobile || !/^1[2-9]\d{9}$/.test(form.mobile)) throw badRequest('手机号格式不正确')
          if (!form.smscode || !/^\d{6}$/.test(form.smscode)) throw badRequest('验证码应为6位数字')
          if (!form.nonce || !(await fastify.loginHandles.peek(form.nonce, 'sms'))) throw badRequest('请先获取验证码')
          await verifySmsCode(db, form.mobile, form.smscode, fastify.clock)
          await fastify.loginHandles.consume(form.nonce, 'sms')
          const candidates = await accountsByMobile(db, form.mobile)
          await refuseClosedMobile(db, form.mobile, candidates.length)
          if (candidates.length === 0) throw badRequest('该手机号未绑定账号')
          if (candidates.length > 1) {
            const cid = await fastify.loginHandles.create('account-choice', CHOICE_TTL_SECONDS, { accountIds: candidates.map((a) => a.id) })
            return sendPage(
              reply,
              200,
              chooseAccountPage({ accounts: candidates.map(accountOption), cid, service: service?.href, formToken: form.formToken }),
            )
          }
          account = candidates[0] as AccountRow
        } else {
          if (!form.cid || !form.accountId) throw badRequest('请选择登录账号')
          account = await chooseAccount(db, fastify.loginHandles, form.cid, form.accountId)
        }
      } catch (error) {
        if (error instanceof ApiError) return await again(error.statusCode, error.message)
        throw error
      }
      return await finishSignIn(fastify, request, reply, account, service ?? undefined, { event: 'login.cas' })
    },
  )

  fastify.get(
    '/logout',
    {
      schema: { tags, summary: '结束单点登录会话（service 仅限允许的主机）', querystring: CasLogoutQuery },
    },
    async (request, reply) => {
      const upstream = await endSession(db, request, reply)
      const service = await serviceUrl(request.query.service)
      // A session the school's sign-on started also ends there; it sends the browser back to the service after.
      const elsewhere = upstream && (await upstreamSignOut(request, fastify, upstream, service?.href))
      if (elsewhere) return reply.header('cache-control', 'no-store').redirect(elsewhere, 302)
      if (service) return reply.redirect(service.href, 302)
      return sendPage(reply, 200, messagePage('已退出登录', '您已安全退出统一身份认证。', { href: '/cas/login', text: '重新登录' }))
    },
  )
}

export default routes
