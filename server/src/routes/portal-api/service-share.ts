import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '@contract/common'
import { serviceEndpoints } from '@contract/services'
import { notFound, ok } from '../../lib/common/api-error'
import { absolute, originOf } from '../../lib/cms/cms-content'
import { ratings, serviceById } from '../../lib/services/services-repository'
import { chinaWeekTime, serviceState } from '../../lib/services/service-state'
import { serve } from '../../serve-endpoint'

/** The share landing's card: public, so a signed-out visitor sees what was shared and its state (no hand-off fields). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    serviceEndpoints.shareCard,
    { schema: { tags: ['portal-service'], summary: '分享的服务卡片（无需登录）', response: { 400: ErrorResponse, 404: ErrorResponse } } },
    async (request) => {
      const row = await serviceById(fastify.db, request.query.serviceId)
      if (!row) throw notFound('该服务不存在或已下线')
      const rating = (await ratings(fastify.db)).get(row.serviceId)
      const origin = originOf(fastify, request)
      return ok({
        serviceId: row.serviceId,
        serviceName: row.serviceName,
        iconUrl: absolute(row.iconUrl || row.cardImage, origin),
        desc: row.desc,
        serviceSource: row.serviceSource,
        serviceType: row.serviceType,
        runTime: row.runTime,
        // A service in maintenance says so on the landing too, with its notice, before anyone taps 立即使用.
        ...serviceState(row, chinaWeekTime(fastify.clock.now())),
        ratingAverage: rating?.average ?? 0,
        ratingCount: rating?.count ?? 0,
      })
    },
  )
}

export default routes
