import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { accountsByIds } from '../../lib/auth/account-login'
import { casResponse } from '../../sso/cas-response'
import { isRenew, validateServiceTicket } from '../../sso/tickets'
import { ServiceValidateQuery } from '@contract/cas'

/** CAS 3.0 ticket validation; protocol failures are answered in the CAS format (HTTP 200), as CAS clients expect. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  for (const [url, withAttributes] of [
    ['/serviceValidate', false],
    ['/p3/serviceValidate', true],
  ] as const) {
    fastify.get(
      url,
      {
        schema: {
          tags: ['cas'],
          summary: `CAS 票据校验${withAttributes ? '（含属性）' : ''}；format=JSON 返回 JSON`,
          querystring: ServiceValidateQuery,
        },
      },
      async (request, reply) => {
        const format = request.query.format?.toUpperCase() === 'JSON' ? 'JSON' : 'XML'
        const check = await validateServiceTicket(fastify.db, request.query.ticket, request.query.service, isRenew(request.query.renew))
        let body: string
        if (check.ok) {
          const [account] = await accountsByIds(fastify.db, [check.accountId])
          body = account
            ? casResponse({ account }, format, withAttributes)
            : casResponse({ ok: false, code: 'INVALID_TICKET', description: '账号不存在' }, format, withAttributes)
        } else {
          body = casResponse(check, format, withAttributes)
        }
        return await reply
          .header('cache-control', 'no-store')
          .type(format === 'JSON' ? 'application/json; charset=utf-8' : 'application/xml; charset=utf-8')
          .send(body)
      },
    )
  }
}

export default routes
