import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { issueLogin, type AccountRow } from '../lib/auth/account-login'
import { allowedServiceUrl, withQueryParam } from '../lib/common/service-url'
import { allowedServiceHosts } from '../lib/portal/portal-settings'
import { recordServiceUse } from '../lib/privacy/authorised-services'
import { recordAuthEvent, type AuthEvent } from '../lib/security/auth-log'
import { messagePage } from './pages'
import { startSession, type UpstreamOrigin } from './sessions'
import { issueServiceTicket } from './tickets'

/** Sends one of the sign-on pages with its strict headers (no framing, no referrer, no caching). */
export function sendPage(reply: FastifyReply, status: number, html: string, scriptNonce?: string): FastifyReply {
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

/** The `service` of a sign-on request: `undefined` when absent, `null` when present but not on the allowed hosts. */
export async function allowedService(fastify: FastifyInstance, service: string | undefined): Promise<URL | null | undefined> {
  if (service === undefined || service === '') return undefined
  return allowedServiceUrl(service, await allowedServiceHosts(fastify.db, fastify.config.publicOrigin)) ?? null
}

export const refusedService = (reply: FastifyReply): FastifyReply =>
  sendPage(
    reply,
    400,
    messagePage('无法登录到该应用', '请求中的 service 地址不在本系统允许的应用列表内，已拒绝跳转。请从学校门户重新进入，或联系管理员。'),
  )

/** Back to the service with a fresh ticket carrying the account's id token. */
export async function redirectWithTicket(
  fastify: FastifyInstance,
  reply: FastifyReply,
  service: URL,
  account: AccountRow,
  fromSsoSession: boolean,
): Promise<FastifyReply> {
  const { idToken } = await issueLogin(fastify.idTokens, account)
  await recordServiceUse(fastify.db, account.id, service.origin, service.host, new Date())
  const ticket = await issueServiceTicket(fastify.db, service.href, account.id, { idToken, username: account.username }, { fromSsoSession })
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(withQueryParam(service, 'ticket', ticket), 302)
}

/**
 * What every successful sign-in on the CAS pages does, whoever said who the person is (password, SMS code, the
 * school's OpenID provider or CAS): the sign-on session, the log entry, then the service's ticket or the welcome page.
 */
export async function finishSignIn(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: AccountRow,
  service: URL | undefined,
  how: { event: AuthEvent; upstream?: UpstreamOrigin },
): Promise<FastifyReply> {
  await startSession(fastify.db, request, reply, account.id, how.upstream)
  await recordAuthEvent(fastify.db, { accountId: account.id, event: how.event, ip: request.ip })
  if (service) return await redirectWithTicket(fastify, reply, service, account, false)
  return sendPage(
    reply,
    200,
    messagePage('登录成功', `欢迎，${account.displayName}。您现在可以访问校园门户及各业务系统。`, { href: '/', text: '进入校园门户' }),
  )
}
