import fp from 'fastify-plugin'
import type { FastifyRequest } from 'fastify'
import { recordLogin } from '../../lib/personal/personal-account-repository'

/** The token-service answers that sign a person in, and how the person signed in. */
const LOGIN_METHODS: Record<string, string> = {
  '/token-service/password/passwordLogin': '账号密码',
  '/token-service/passwordless/smsLogin': '短信验证码',
  '/token-service/login/accountChoose': '账号选择',
  '/token-service/federation/federatedLogin': '微信授权',
  '/token-service/federation/federatedBinding': '微信绑定',
}

/** "brand model version" from X-Device-Info (JSON or text), else the browser's user agent, shortened. */
function deviceOf(request: FastifyRequest): string {
  const info = request.headers['x-device-info']
  if (typeof info === 'string' && info) {
    try {
      const parsed = JSON.parse(info) as Record<string, unknown>
      return [parsed.brand, parsed.model, parsed.version ?? parsed.system].filter(Boolean).join(' ').slice(0, 120)
    } catch {
      return info.slice(0, 120)
    }
  }
  const agent = request.headers['user-agent'] ?? ''
  const terminal = request.headers['x-terminal-info']
  return `${typeof terminal === 'string' && terminal ? terminal + ' · ' : ''}${agent}`.slice(0, 120)
}

/**
 * Records every successful sign-in for the login history (我的信息 → 登录记录) by watching the answers of
 * the sign-on routes, so the sign-on code stays unaware of it. A failed record never fails the login.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onSend', async (request, reply, payload) => {
      const method = LOGIN_METHODS[request.routeOptions.url ?? '']
      if (!method || reply.statusCode !== 200 || typeof payload !== 'string') return payload
      try {
        const accountId = (JSON.parse(payload) as { data?: { idToken?: string; user?: { accountId?: string } } }).data?.user?.accountId
        if (accountId)
          await recordLogin(fastify.db, { accountId, method, device: deviceOf(request), address: request.ip, at: fastify.clock.now() })
      } catch (error) {
        request.log.warn({ err: error }, 'login history not recorded')
      }
      return payload
    })
  },
  { name: 'login-history', dependencies: ['database'] },
)
