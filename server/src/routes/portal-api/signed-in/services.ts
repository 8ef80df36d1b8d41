import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { serviceEndpoints } from '@contract/services'
import { ok } from '../../../lib/common/api-error'
import { sendCachedJson } from '../../../lib/common/cached-json'
import { originOf } from '../../../lib/cms/cms-content'
import { userOf } from '../../../plugins/app/authentication'
import { settleWrites } from '../../../plugins/app/change-feed'
import { pageArgs, paginate } from '../../../lib/paginate'
import { serviceCentre, type ServiceViewer } from '../../../lib/services/service-centre'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-service']
const security = [{ idToken: [] }]

/** The service centre's calls: each maps a request to one call of lib/services/service-centre.ts and back. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const centre = serviceCentre({
    db: fastify.db,
    clock: fastify.clock,
    publicOrigin: fastify.config.publicOrigin,
    cache: fastify.serviceRows,
  })
  // An evaluation changes the ratings this instance keeps: the writer's next look is current.
  settleWrites(fastify)
  const viewerOf = (request: FastifyRequest): ServiceViewer => {
    const user = userOf(request)
    return { accountId: user.accountId, identityTypeCode: user.identityTypeCode, origin: originOf(fastify, request) }
  }

  serve(
    fastify,
    serviceEndpoints.catalogue,
    { schema: { tags, security, summary: '服务目录：当前身份可见的分类与服务（含开放状态、评分）' } },
    async (request, reply) => {
      // Kept as bytes (and compressed): sent as they are, past the typed reply's serialiser.
      return (await sendCachedJson(request, reply, await centre.catalogue(viewerOf(request)))) as never
    },
  )

  serve(
    fastify,
    serviceEndpoints.mine,
    { schema: { tags, security, summary: '我的服务（收藏，按用户排序）与最近使用' } },
    async (request) => ok(await centre.mine(viewerOf(request))),
  )

  serve(fastify, serviceEndpoints.detail, { schema: { tags, security, summary: '服务详情与办事指南' } }, async (request) =>
    ok(await centre.detail(viewerOf(request), request.query.serviceId)),
  )

  serve(
    fastify,
    serviceEndpoints.favourite,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, security, summary: '收藏服务（加到我的服务末尾）' } },
    async (request) => ok({ serviceId: await centre.favourite(viewerOf(request), request.body.serviceId) }, '已添加到我的服务'),
  )

  serve(
    fastify,
    serviceEndpoints.unfavourite,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, security, summary: '取消收藏服务' } },
    async (request) => {
      await centre.unfavourite(viewerOf(request), request.body.serviceId)
      return ok({ serviceId: request.body.serviceId }, '已移出我的服务')
    },
  )

  serve(
    fastify,
    serviceEndpoints.orderFavourites,
    { schema: { tags, security, summary: '调整我的服务顺序（须为全部收藏）' } },
    async (request) => {
      await centre.orderFavourites(viewerOf(request), request.body.serviceIds)
      return ok({ serviceIds: request.body.serviceIds }, '顺序已保存')
    },
  )

  serve(
    fastify,
    serviceEndpoints.evaluations,
    { schema: { tags, security, summary: '服务评价列表（最新在前）与平均分' } },
    async (request) => {
      const page = pageArgs(request.query)
      const { items, total, ratingAverage, ratingCount } = await centre.evaluations(viewerOf(request), request.query.serviceId, page)
      return ok({ ...paginate(items, total, page), ratingAverage, ratingCount })
    },
  )

  serve(
    fastify,
    serviceEndpoints.evaluate,
    { schema: { tags, security, summary: '评价服务（每人每服务一条，可修改）' } },
    async (request) => ok(await centre.evaluate(viewerOf(request), request.body), '评价成功'),
  )

  serve(
    fastify,
    serviceEndpoints.ranking,
    { schema: { tags, security, summary: '服务排行：本周/本月/全部使用次数（同身份用户）或评分' } },
    async (request) => ok(await centre.ranking(viewerOf(request), request.query.period)),
  )

  serve(
    fastify,
    serviceEndpoints.recommended,
    {
      schema: { tags, security, summary: '推荐服务：强制推荐，个性化推荐开启时加上常用类别中未用过的，再是同身份常用' },
    },
    async (request) => ok(await centre.recommended(viewerOf(request), request.query.limit)),
  )

  serve(fastify, serviceEndpoints.authorisations, { schema: { tags, security, summary: '已授权的第三方服务' } }, async (request) =>
    ok(await centre.authorisations(viewerOf(request))),
  )

  serve(
    fastify,
    serviceEndpoints.authorise,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, security, summary: '同意第三方服务获取身份信息' } },
    async (request) => ok({ serviceId: await centre.authorise(viewerOf(request), request.body.serviceId) }, '已授权'),
  )

  serve(
    fastify,
    serviceEndpoints.revokeAuthorisation,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, security, summary: '撤销第三方服务授权' } },
    async (request) => {
      await centre.revokeAuthorisation(viewerOf(request), request.body.serviceId)
      return ok({ serviceId: request.body.serviceId }, '已撤销授权')
    },
  )

  serve(
    fastify,
    serviceEndpoints.preProcessScanUrl,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, security, summary: '扫码结果预处理：服务 / 网页 / 文本' } },
    async (request) => ok(await centre.preProcessScan(viewerOf(request), request.body.url)),
  )

  serve(
    fastify,
    serviceEndpoints.getScanInfo,
    { schema: { tags, security, summary: '我的扫码记录（分页，新的在前；kind 可筛选）' } },
    async (request) => {
      const page = pageArgs(request.query, 10)
      const { items, total } = await centre.scans(viewerOf(request), request.query.kind, page)
      return ok(paginate(items, total, page))
    },
  )

  serve(
    fastify,
    serviceEndpoints.clearScanInfo,
    { schema: { tags, security, summary: '清空我的扫码记录（只删除本人的记录）' } },
    async (request) => {
      const cleared = await centre.clearScans(viewerOf(request))
      return ok({ cleared }, cleared > 0 ? '已清空扫码记录' : '没有扫码记录')
    },
  )
}

export default routes
