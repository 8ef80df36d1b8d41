import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { Type } from 'typebox'
import { diversions } from '../../db/schema/index'
import { ok } from '../../lib/shared/api-error'
import { ErrorResponse } from '../../schemas/common'
import { DiversionListRequest, DiversionListResponse } from '../../schemas/diversion'

const tags = ['portal-diversion']
const H5_TERMINAL = 6

const toRecord = (row: typeof diversions.$inferSelect) => ({ id: row.id, title: row.title, url: row.url, terminal: row.terminal, sort: row.sort })

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/v1/diversion/getUserDiversionList', {
    config: { fieldsFromQueryOrBody: true },
    preHandler: fastify.authenticate,
    schema: {
      tags,
      summary: '当前用户的分流记录（第一条生效，空表示不分流）',
      security: [{ idToken: [] }],
      body: DiversionListRequest,
      response: { 200: DiversionListResponse, 401: ErrorResponse },
    },
  }, async (request) => {
    const terminal = request.body.terminal ?? H5_TERMINAL
    const rows = await fastify.db.select().from(diversions)
      .where(and(eq(diversions.accountId, request.user!.accountId), eq(diversions.terminal, terminal)))
      .orderBy(asc(diversions.sort), asc(diversions.id))
    return ok(rows.map(toRecord))
  })

  fastify.get('/diversion/getUserDiversionList', {
    schema: {
      tags,
      summary: '公共分流栏目（无需登录）',
      querystring: Type.Object({ terminal: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })) }),
      response: { 200: DiversionListResponse },
    },
  }, async (request) => {
    const rows = await fastify.db.select().from(diversions)
      .where(and(isNull(diversions.accountId), eq(diversions.terminal, request.query.terminal ?? H5_TERMINAL)))
      .orderBy(asc(diversions.sort), asc(diversions.id))
    return ok(rows.map(toRecord))
  })
}

export default routes
