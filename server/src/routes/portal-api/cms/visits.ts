import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../lib/common/api-error'
import { optionalUser } from '../../../lib/cms/cms-content'
import { cmsEndpoints } from '@contract/cms'
import { TERMINAL_H5 } from '@contract/constants'
import { ErrorResponse } from '@contract/common'
import { serve } from '../../../serve-endpoint'
import { saveVisit } from '../../../lib/cms/services-repository'

export const autoPrefix = '/portal-api'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    cmsEndpoints.systemVisitSave,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags: ['portal-visit'],
        summary: '记录一次访问（登录时归属当前用户）',
        response: { 400: ErrorResponse },
      },
    },
    async (request) => {
      const user = await optionalUser(fastify, request)
      const body = request.body
      const userAgent = request.headers['user-agent']
      const id = await saveVisit(fastify.db, {
        accountId: user?.accountId ?? null,
        visitType: body.visitType ?? 'page',
        pageUrl: body.pageUrl,
        targetId: body.targetId ?? null,
        title: body.title ?? null,
        terminal: body.terminal ?? TERMINAL_H5,
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null,
      })
      return ok({ id }, '已记录')
    },
  )
}

export default routes
