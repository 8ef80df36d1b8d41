import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { diversions } from '../../db/schema/index'
import { ok } from '../../lib/api-error'
import { ErrorResponse } from '@contract/common'
import { diversionEndpoints } from '@contract/diversion'
import { TERMINAL_H5 as H5_TERMINAL } from '@contract/constants'
import { serve } from '../../serve-endpoint'

const tags = ['portal-diversion']

const toRecord = (row: typeof diversions.$inferSelect) => ({ id: row.id, title: row.title, url: row.url, terminal: row.terminal, sort: row.sort })

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(fastify, diversionEndpoints.userDiversionList, {
    config: { fieldsFromQueryOrBody: true },
    preHandler: fastify.authenticate,
    schema: {
      tags,
      summary: '当前用户的分流记录（第一条生效，空表示不分流）',
      security: [{ idToken: [] }],
      response: { 401: ErrorResponse },
    },
  }, async (request) => {
    const terminal = request.body.terminal ?? H5_TERMINAL
    const rows = await fastify.db.select().from(diversions)
      .where(and(eq(diversions.accountId, request.user!.accountId), eq(diversions.terminal, terminal)))
      .orderBy(asc(diversions.sort), asc(diversions.id))
    return ok(rows.map(toRecord))
  })

  serve(fastify, diversionEndpoints.publicDiversionList, {
    schema: {
      tags,
      summary: '公共分流栏目（无需登录）',
    },
  }, async (request) => {
    const rows = await fastify.db.select().from(diversions)
      .where(and(isNull(diversions.accountId), eq(diversions.terminal, request.query.terminal ?? H5_TERMINAL)))
      .orderBy(asc(diversions.sort), asc(diversions.id))
    return ok(rows.map(toRecord))
  })
}

export default routes
