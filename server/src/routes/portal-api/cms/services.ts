import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../lib/common/api-error'
import { optionalUser, originOf } from '../../../lib/cms/cms-content'
import { toServiceItem } from '../../../lib/services/service-item'
import { cmsEndpoints } from '@contract/cms'
import { serve } from '../../../serve-endpoint'
import { forceRecommendedServices } from '../../../lib/cms/services-repository'

export const autoPrefix = '/portal-api'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    cmsEndpoints.findForceRecommService,
    {
      schema: { tags: ['portal-service'], summary: '强制推荐服务（首页）' },
    },
    async (request) => {
      const user = await optionalUser(fastify, request)
      const rows = await forceRecommendedServices(fastify.db, user?.identityTypeCode ?? null)
      const origin = originOf(fastify, request)
      return ok(rows.map((row) => toServiceItem(row, origin)))
    },
  )
}

export default routes
