import crypto from 'node:crypto'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { accountOption, chooseAccount, issueLogin, type AccountRow } from '../../lib/auth/account-login'
import { ApiError, badRequest } from '../../lib/common/api-error'
import { checkPassword } from '../../lib/auth/password-check'
import { allowedServiceHosts, readSetting } from '../../lib/portal/portal-settings'
import { allowedServiceUrl, withQueryParam } from '../../lib/common/service-url'
import { accountsByMobile, verifySmsCode } from '../../lib/auth/sms-codes'
import { CasLoginForm, CasLoginQuery, CasLogoutQuery } from '@contract/cas'
import { chooseAccountPage, loginPage, messagePage } from '../../sso/pages'
import { endSession, formToken, formTokenMatches, sessionAccount, startSession } from '../../sso/sessions'
import { isRenew, issueServiceTicket } from '../../sso/tickets'
import { isRevoked, recordServiceUse } from '../../lib/privacy/authorised-services'
import { recordAuthEvent } from '../../lib/security/auth-log'
import { refuseClosedMobile } from '../../lib/personal/account-closure'

const CHOICE_TTL_SECONDS = 300
const tags = ['cas']

function sendPage(reply: FastifyReply, status: number, html: string, scriptNonce?: string): FastifyReply {
  const script = scriptNonce ? `'nonce-${scriptNonce}'` : "'none'"
  return reply
    .status(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; script-src ${script}; connect-src 'self'; form-action 'self' http: https:; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html)
}

const refusedService = (reply: FastifyReply) =>
  sendPage(
    reply,
    400,
    messagePage('无法登录到该应用', '请求中的 service 地址不在本系统允许的应用列表内，已拒绝跳转。请从学校门户重新进入，或联系管理员。'),
  )

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db

  /** `undefined` when absent, `null` when present but not allowed. */
  async function serviceUrl(service: string | undefined): Promise<URL | null | undefined> {
    if (service === undefined || service === '') return undefined
    return allowedServiceUrl(service, await allowedServiceHosts(db, fastify.config.publicOrigin)) ?? null
  }

  async function redirectWithTicket(
    reply: FastifyReply,
    service: URL,
    account: AccountRow,
    fromSsoSession: boolean,
  ): Promise<FastifyReply> {
    const { idToken } = await issueLogin(fastify.idTokens, account)
    await recordServiceUse(db, account.id, service.origin, service.host, new Date())
    const ticket = await issueServiceTicket(db, service.href, account.id, { idToken, username: account.username }, { fromSsoSession })
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(withQueryParam(service, 'ticket', ticket), 302)
  }

  async function renderLogin(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    extra: { service?: string; error?: string; mode?: 'password' | 'sms'; username?: string; mobile?: string; nonce?: string },
  ) {
    const { schoolName } = await readSetting(db, 'system')
    const scriptNonce = crypto.randomBytes(16).toString('base64')
    return sendPage(reply, status, loginPage({ schoolName, formToken: formToken(request, reply), scriptNonce, ...extra }), scriptNonce)
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
      const session = isRenew(request.query.renew) ? undefined : await sessionAccount(db, request)
      // A service the person revoked (隐私 → 应用授权) gets no silent sign-on: the password is asked for again.
      const account = session && service && (await isRevoked(db, session.id, service.origin)) ? undefined : session
      if (account && service) return await redirectWithTicket(reply, service, account, true)
      if (account) {
        return sendPage(
          reply,
          200,
          messagePage('您已登录', `当前登录账号：${account.displayName}（${account.username}）`, { href: '/cas/logout', text: '退出登录' }),
        )
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
          account = await checkPassword(db, fastify.config.identity, form.username.trim(), form.password, request.ip, fastify.clock)
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
      await startSession(db, request, reply, account.id)
      await recordAuthEvent(db, { accountId: account.id, event: 'login.cas', ip: request.ip })
      if (service) return await redirectWithTicket(reply, service, account, false)
      return sendPage(
        reply,
        200,
        messagePage('登录成功', `欢迎，${account.displayName}。您现在可以访问校园门户及各业务系统。`, { href: '/', text: '进入校园门户' }),
      )
    },
  )

  fastify.get(
    '/logout',
    {
      schema: { tags, summary: '结束单点登录会话（service 仅限允许的主机）', querystring: CasLogoutQuery },
    },
    async (request, reply) => {
      await endSession(db, request, reply)
      const service = await serviceUrl(request.query.service)
      if (service) return reply.redirect(service.href, 302)
      return sendPage(reply, 200, messagePage('已退出登录', '您已安全退出统一身份认证。', { href: '/cas/login', text: '重新登录' }))
    },
  )
}

export default routes
