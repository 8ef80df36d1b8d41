import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  OidcCallbackQuery,
  UpstreamCasCallbackQuery,
  UpstreamCasLogoutForm,
  UpstreamSignedOutQuery,
  UpstreamStartQuery,
} from '@contract/cas'
import { sha256 } from '../../../lib/common/secrets'
import { accountForUpstream } from '../../../lib/identity/upstream/accounts'
import { casLoginUrl, sessionIndexOf, validateUpstreamTicket } from '../../../lib/identity/upstream/cas'
import { UpstreamRefused, UpstreamUnavailable, UpstreamUnmapped, isNetworkFailure } from '../../../lib/identity/upstream/failures'
import { beginFlow, takeFlow, type UpstreamKind } from '../../../lib/identity/upstream/flow'
import { completeHandoff, handoffRefusal } from '../../../lib/identity/upstream/handoff'
import { portalOrigin, UPSTREAM_BASE, upstreamPaths } from '../../../lib/identity/upstream/links'
import { finishOidcSignIn, startOidcSignIn } from '../../../lib/identity/upstream/oidc'
import { recordRefusedSignOn } from '../../../lib/security/auth-log'
import type { AccountRow } from '../../../lib/auth/account-login'
import { handoffDonePage, messagePage } from '../../../sso/pages'
import { endUpstreamCasSessions } from '../../../sso/sessions'
import { allowedService, finishSignIn, refusedService, sendPage } from '../../../sso/sign-in'
import { signOnSettings } from '../../../lib/identity/sign-on-settings'

const tags = ['cas']
const NAMES: Record<UpstreamKind, string> = { oidc: 'OpenID Connect', cas: 'CAS' }

const claimText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : undefined

/**
 * 统一身份认证登录: the school's OpenID provider or CAS server says who the person is; the portal then signs them in
 * exactly as its own login form does (sign-on session, service ticket, post-login rules in the client).
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, loginHandles } = fastify
  // Read per request: a console save applies without a restart.
  const signOn = async () => await signOnSettings(fastify)

  const withService = (path: string, service: string | undefined) => (service ? `${path}?service=${encodeURIComponent(service)}` : path)
  const breakGlassLink = (service: string | undefined) => ({
    href: `/cas/login?local=1${service ? `&service=${encodeURIComponent(service)}` : ''}`,
    text: '使用门户账号密码登录（管理员应急）',
  })

  /**
   * A sign-in the mini-program started (`handoff`): it must still be waiting, and the school is always asked for the
   * credentials (a link someone else started cannot be completed by a silent sign-on at the school).
   */
  async function handoffStart(request: FastifyRequest, reply: FastifyReply, handoff: string | undefined) {
    if (!handoff) return undefined
    const refusal = await handoffRefusal(db, fastify.clock, handoff)
    if (!refusal) return { handoff }
    return sendPage(reply, 400, messagePage('登录未完成', `${refusal}。`))
  }

  /** The end of a callback: the mini-program's hand-off is completed (no portal session here), or the usual sign-in. */
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    flow: { handoff?: string },
    account: AccountRow,
    service: URL | undefined,
    how: Parameters<typeof finishSignIn>[5],
    kind: UpstreamKind,
  ) {
    if (flow.handoff) {
      await completeHandoff(db, fastify.clock, flow.handoff, account.id, kind)
      const scriptNonce = crypto.randomBytes(16).toString('base64')
      return sendPage(reply, 200, handoffDonePage(scriptNonce), scriptNonce)
    }
    return await finishSignIn(fastify, request, reply, account, service, how)
  }

  const notConnected = (reply: FastifyReply, kind: UpstreamKind) =>
    sendPage(
      reply,
      404,
      messagePage('未接入统一身份认证', `本门户没有配置学校的 ${NAMES[kind]} 统一身份认证。`, { href: '/cas/login', text: '返回登录页' }),
    )

  /** Every failure of an upstream sign-in ends on a page: retry for an outage, the reason for a refusal, never a 500. */
  async function failure(request: FastifyRequest, reply: FastifyReply, kind: UpstreamKind, error: unknown, service?: string) {
    const retry = { href: withService(`${UPSTREAM_BASE}/${kind}`, service), text: '重试' }
    if (error instanceof UpstreamUnavailable || isNetworkFailure(error)) {
      request.log.warn({ upstream: kind, reason: error instanceof Error ? error.message : String(error) }, 'upstream sign-on unavailable')
      return sendPage(
        reply,
        503,
        messagePage(
          '统一身份认证暂时无法访问',
          `学校统一身份认证（${NAMES[kind]}）暂时无法访问：${error instanceof UpstreamUnavailable ? error.reason : '连接失败'}。请稍后重试；管理员可使用门户账号密码登录。`,
          [retry, breakGlassLink(service)],
        ),
      )
    }
    if (error instanceof UpstreamUnmapped) {
      return sendPage(reply, 403, messagePage('无法登录门户', error.reason, { ...breakGlassLink(service), text: '返回门户登录页' }))
    }
    if (error instanceof UpstreamRefused) {
      request.log.warn({ upstream: kind, reason: error.reason }, 'upstream sign-on refused')
      await recordRefusedSignOn(db, { ip: request.ip, detail: `${NAMES[kind]}：${error.reason}`, at: fastify.clock.now() })
      return sendPage(
        reply,
        400,
        messagePage('登录未完成', `本次统一身份认证登录未通过校验，已拒绝（${error.reason}）。请重新登录。`, {
          ...retry,
          text: '重新登录',
        }),
      )
    }
    throw error
  }

  fastify.get(
    '/oidc',
    { schema: { tags, summary: '统一身份认证登录（OpenID Connect）：跳转到学校的认证服务', querystring: UpstreamStartQuery } },
    async (request, reply) => {
      const { oidc, upstreamTimeoutMs: timeoutMs } = await signOn()
      if (!oidc) return notConnected(reply, 'oidc')
      const handoff = await handoffStart(request, reply, request.query.handoff)
      if (handoff && !('handoff' in handoff)) return handoff
      const service = handoff ? undefined : await allowedService(fastify, request.query.service)
      if (service === null) return refusedService(reply)
      try {
        const start = await startOidcSignIn(oidc, timeoutMs)
        const state = await beginFlow(loginHandles, request, reply, {
          kind: 'oidc',
          service: service?.href,
          codeVerifier: start.codeVerifier,
          nonce: start.nonce,
          handoff: handoff?.handoff,
        })
        const url = await start.authorizationUrl(state, portalOrigin(request, fastify.config) + upstreamPaths.oidcCallback, {
          forceLogin: request.query.renew === '1' || handoff !== undefined,
        })
        return reply.header('cache-control', 'no-store').redirect(url.href, 302)
      } catch (error) {
        return await failure(request, reply, 'oidc', error, service?.href)
      }
    },
  )

  fastify.get(
    '/oidc/callback',
    { schema: { tags, summary: '统一身份认证登录（OpenID Connect）回调：校验 ID token 后签发门户票据', querystring: OidcCallbackQuery } },
    async (request, reply) => {
      const { oidc, upstreamTimeoutMs: timeoutMs } = await signOn()
      if (!oidc) return notConnected(reply, 'oidc')
      let service: URL | undefined
      try {
        const flow = await takeFlow(loginHandles, request, reply, 'oidc', request.query.state ?? '')
        service = (await allowedService(fastify, flow.service)) ?? undefined
        if (!flow.codeVerifier || !flow.nonce) throw new UpstreamRefused('登录流程不完整')
        const callbackUrl = new URL(request.url, portalOrigin(request, fastify.config))
        const { claims, idToken } = await finishOidcSignIn(oidc, timeoutMs, callbackUrl, {
          state: flow.handle,
          codeVerifier: flow.codeVerifier,
          nonce: flow.nonce,
        })
        const account = await accountForUpstream(
          db,
          claimText(claims[oidc.usernameClaim]),
          `声明 ${oidc.usernameClaim}`,
          oidc.jit
            ? { displayName: claimText(claims.name), identity: oidc.identityClaim ? claimText(claims[oidc.identityClaim]) : undefined }
            : undefined,
        )
        return await signedIn(request, reply, flow, account, service, { event: 'login.oidc', upstream: { kind: 'oidc', idToken } }, 'oidc')
      } catch (error) {
        return await failure(request, reply, 'oidc', error, service?.href)
      }
    },
  )

  const casCallback = (request: FastifyRequest) => portalOrigin(request, fastify.config) + upstreamPaths.casCallback

  fastify.get(
    '/cas',
    { schema: { tags, summary: '统一身份认证登录（学校 CAS）：跳转到学校的 CAS 登录页', querystring: UpstreamStartQuery } },
    async (request, reply) => {
      const { cas, upstreamTimeoutMs: timeoutMs } = await signOn()
      if (!cas) return notConnected(reply, 'cas')
      const handoff = await handoffStart(request, reply, request.query.handoff)
      if (handoff && !('handoff' in handoff)) return handoff
      const service = handoff ? undefined : await allowedService(fastify, request.query.service)
      if (service === null) return refusedService(reply)
      try {
        // The browser would otherwise meet an outage at the school's own address, with no way back: look first.
        const probe = await fetch(`${cas.url}/login`, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
        if (probe.status >= 500) throw new UpstreamUnavailable(`学校 CAS 返回 ${probe.status}`)
        await beginFlow(loginHandles, request, reply, { kind: 'cas', service: service?.href, handoff: handoff?.handoff })
        const renew = request.query.renew === '1' || handoff !== undefined
        return reply.header('cache-control', 'no-store').redirect(casLoginUrl(cas, casCallback(request), renew), 302)
      } catch (error) {
        return await failure(request, reply, 'cas', error, service?.href)
      }
    },
  )

  fastify.get(
    '/cas/callback',
    { schema: { tags, summary: '统一身份认证登录（学校 CAS）回调：校验票据后签发门户票据', querystring: UpstreamCasCallbackQuery } },
    async (request, reply) => {
      const { cas, upstreamTimeoutMs: timeoutMs } = await signOn()
      if (!cas) return notConnected(reply, 'cas')
      let service: URL | undefined
      try {
        const flow = await takeFlow(loginHandles, request, reply, 'cas')
        service = (await allowedService(fastify, flow.service)) ?? undefined
        const ticket = request.query.ticket
        if (!ticket) throw new UpstreamRefused('学校 CAS 没有返回票据')
        const result = await validateUpstreamTicket(cas, timeoutMs, ticket, casCallback(request))
        const attribute = cas.usernameAttribute
        const account = await accountForUpstream(
          db,
          attribute ? result.attributes[attribute]?.[0] : result.user,
          attribute ? `属性 ${attribute}` : '用户名',
        )
        return await signedIn(
          request,
          reply,
          flow,
          account,
          service,
          { event: 'login.upstream-cas', upstream: { kind: 'cas', sessionIndex: sha256(ticket) } },
          'cas',
        )
      } catch (error) {
        return await failure(request, reply, 'cas', error, service?.href)
      }
    },
  )

  fastify.post(
    '/cas/callback',
    {
      schema: {
        tags,
        summary: '学校 CAS 的单点退出（logoutRequest）：结束该票据登录的门户会话',
        consumes: ['application/x-www-form-urlencoded'],
        body: UpstreamCasLogoutForm,
      },
    },
    async (request, reply) => {
      if (!(await signOn()).cas) return notConnected(reply, 'cas')
      const index = sessionIndexOf(request.body.logoutRequest)
      if (!index) return await reply.status(400).type('text/plain; charset=utf-8').send('logoutRequest 中缺少 SessionIndex')
      const ended = await endUpstreamCasSessions(db, sha256(index))
      request.log.info({ ended }, 'upstream CAS single logout')
      return await reply.type('text/plain; charset=utf-8').send('ok')
    },
  )

  fastify.get(
    '/signed-out',
    { schema: { tags, summary: '在学校统一身份认证退出后回到门户（state 为要返回的 service）', querystring: UpstreamSignedOutQuery } },
    async (request, reply) => {
      const service = await allowedService(fastify, request.query.state)
      if (service) return reply.redirect(service.href, 302)
      return sendPage(reply, 200, messagePage('已退出登录', '您已退出门户及学校统一身份认证。', { href: '/cas/login', text: '重新登录' }))
    },
  )
}

export default routes
