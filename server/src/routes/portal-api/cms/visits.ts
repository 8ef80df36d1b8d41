import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../lib/shared/api-error'
import { optionalUser } from '../../../lib/cms/cms-content'
import { saveVisit } from '../../../lib/cms/services-repository'
import { SystemVisitSaveBody, SystemVisitSaveResponse } from '../../../schemas/cms'
import { ErrorResponse } from '../../../schemas/common'

export const autoPrefix = '/portal-api'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post('/v1/system/systemVisitSave', {
    config: { fieldsFromQueryOrBody: true },
    schema: {
      tags: ['portal-visit'],
      summary: '记录一次访问（登录时归属当前用户）',
      body: SystemVisitSaveBody,
      response: { 200: SystemVisitSaveResponse, 400: ErrorResponse },
    },
  }, async (request) => {
    const user = await optionalUser(fastify, request)
    const body = request.body
    const userAgent = request.headers['user-agent']
    const id = await saveVisit(fastify.db, {
      accountId: user?.accountId ?? null,
      visitType: body.visitType ?? 'page',
      pageUrl: body.pageUrl,
      targetId: body.targetId ?? null,
      title: body.title ?? null,
      terminal: body.terminal ?? 6,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
    })
    return ok({ id }, '已记录')
  })
}

export default routes
