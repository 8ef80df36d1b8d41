import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '../../lib/shared/api-error'
import { H5_TERMINAL, publicDiversions } from '../../lib/portal/diversion-repository'
import { DiversionListResponse } from '../../schemas/diversion'

const tags = ['portal-diversion']

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/diversion/getUserDiversionList', {
    schema: {
      tags,
      summary: '公共分流栏目（无需登录）',
      querystring: Type.Object({ terminal: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })) }),
      response: { 200: DiversionListResponse },
    },
  }, async (request) => ok(await publicDiversions(fastify.db, request.query.terminal ?? H5_TERMINAL)))
}

export default routes
