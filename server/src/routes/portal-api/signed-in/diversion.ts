import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../lib/shared/api-error'
import { userOf } from '../../../lib/message-center/message-auth'
import { H5_TERMINAL, userDiversions } from '../../../lib/portal/diversion-repository'
import { ErrorResponse } from '../../../schemas/common'
import { DiversionListRequest, DiversionListResponse } from '../../../schemas/diversion'

const tags = ['portal-diversion']

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/v1/diversion/getUserDiversionList', {
    config: { fieldsFromQueryOrBody: true },
    schema: {
      tags,
      summary: '当前用户的分流记录（第一条生效，空表示不分流）',
      security: [{ idToken: [] }],
      body: DiversionListRequest,
      response: { 200: DiversionListResponse, 401: ErrorResponse },
    },
  }, async (request) => ok(await userDiversions(fastify.db, userOf(request).accountId, request.body.terminal ?? H5_TERMINAL)))
}

export default routes
