import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '@contract/common'
import { personalEndpoints } from '@contract/personal'
import { ok } from '../../../lib/common/api-error'
import { userOf } from '../../../lib/message-center/message-auth'
import { pageArgs, paginate } from '../../../lib/paginate'
import { loginHistory } from '../../../lib/personal/personal-account-repository'
import { meUserOf } from '../../../lib/personal/me-user'
import { publicOrigin } from '../../../lib/portal/portal-settings'
import { serve } from '../../../serve-endpoint'

const tags = ['personal-profile']
const security = [{ idToken: [] }]

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    personalEndpoints.meUser,
    { schema: { tags, summary: '当前用户资料', security, response: { 401: ErrorResponse, 404: ErrorResponse } } },
    async (request) => {
      return ok(await meUserOf(fastify.db, userOf(request).accountId, publicOrigin(request, fastify.config.publicOrigin)))
    },
  )

  serve(
    fastify,
    personalEndpoints.authenticationLog,
    { schema: { tags, summary: '登录记录', security, response: { 400: ErrorResponse, 401: ErrorResponse } } },
    async (request) => {
      const page = pageArgs(request.query)
      const { items, total } = await loginHistory(fastify.db, userOf(request).accountId, page)
      return ok(paginate(items, total, page))
    },
  )
}

export default routes
