import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { serviceEndpoints } from '@contract/services'
import { badRequest, notFound, ok } from '../../../lib/common/api-error'
import { originOf } from '../../../lib/cms/cms-content'
import { userOf } from '../../../plugins/app/authentication'
import { pageArgs, paginate } from '../../../lib/paginate'
import { allowedServiceHosts } from '../../../lib/portal/portal-settings'
import { privacyOf } from '../../../lib/privacy/privacy-settings'
import { recommend } from '../../../lib/services/recommendations'
import { classifyScan } from '../../../lib/services/scan-rules'
import { clearScans, recordScan, scansOf } from '../../../lib/services/scan-log-repository'
import { visibleCards } from '../../../lib/services/service-cards'
import {
  addFavourite,
  authorise,
  authorisationsOf,
  categories,
  evaluationOf,
  evaluationsOf,
  favouriteIds,
  orderFavourites,
  ownImageIds,
  ownVisitCounts,
  ratings,
  recentServiceIds,
  removeFavourite,
  revokeAuthorisation,
  saveEvaluation,
  servicesByNo,
  visitCounts,
} from '../../../lib/services/services-repository'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-service']
const security = [{ idToken: [] }]
const DAY = 86_400_000

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** The services the signed-in user sees; a service outside them is "not found" for this user. */
  const cardsFor = (request: Parameters<typeof userOf>[0]) =>
    visibleCards(fastify.db, userOf(request), originOf(fastify, request), fastify.clock.now())

  async function visibleService(request: Parameters<typeof userOf>[0], serviceId: number) {
    const view = await cardsFor(request)
    const card = view.byId.get(serviceId)
    if (!card) throw notFound('服务不存在或您无权使用')
    return { view, card, row: view.rows.find((row) => row.serviceId === serviceId)! }
  }

  serve(
    fastify,
    serviceEndpoints.catalogue,
    { schema: { tags, security, summary: '服务目录：当前身份可见的分类与服务（含开放状态、评分）' } },
    async (request) => {
      const [view, list] = await Promise.all([cardsFor(request), categories(fastify.db)])
      const used = new Set(view.cards.map((card) => card.categoryCode))
      return ok({ categories: list.filter((category) => used.has(category.code)), services: view.cards })
    },
  )

  serve(
    fastify,
    serviceEndpoints.mine,
    { schema: { tags, security, summary: '我的服务（收藏，按用户排序）与最近使用' } },
    async (request) => {
      const { accountId } = userOf(request)
      const [view, favourites, recent] = await Promise.all([
        cardsFor(request),
        favouriteIds(fastify.db, accountId),
        recentServiceIds(fastify.db, accountId, 8),
      ])
      const pick = (ids: number[]) => ids.map((id) => view.byId.get(id)).filter((card) => card !== undefined)
      return ok({ favourites: pick(favourites), recent: pick(recent) })
    },
  )

  serve(fastify, serviceEndpoints.detail, { schema: { tags, security, summary: '服务详情与办事指南' } }, async (request) => {
    const { view, card, row } = await visibleService(request, request.query.serviceId)
    const guide = row.guide ?? {
      conditions: [],
      materials: [],
      steps: [],
      timePlace: '',
      fees: '',
      faq: [],
      attachments: [],
      related: [],
    }
    const related = (await servicesByNo(fastify.db, guide.related))
      .map((other) => view.byId.get(other.serviceId))
      .filter((other) => other !== undefined)
    const mine = await evaluationOf(fastify.db, userOf(request).accountId, card.serviceId)
    const { related: _related, ...rest } = guide
    return ok({
      service: card,
      guide: rest,
      related,
      myEvaluation: mine
        ? { stars: mine.stars, tags: mine.tags, content: mine.content, images: mine.images, anonymous: mine.anonymous }
        : null,
    })
  })

  serve(
    fastify,
    serviceEndpoints.favourite,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, security, summary: '收藏服务（加到我的服务末尾）' } },
    async (request) => {
      const { card } = await visibleService(request, request.body.serviceId)
      await addFavourite(fastify.db, userOf(request).accountId, card.serviceId)
      return ok({ serviceId: card.serviceId }, '已添加到我的服务')
    },
  )

  serve(
    fastify,
    serviceEndpoints.unfavourite,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, security, summary: '取消收藏服务' } },
    async (request) => {
      const removed = await removeFavourite(fastify.db, userOf(request).accountId, request.body.serviceId)
      if (!removed) throw notFound('该服务不在我的服务中')
      return ok({ serviceId: request.body.serviceId }, '已移出我的服务')
    },
  )

  serve(
    fastify,
    serviceEndpoints.orderFavourites,
    { schema: { tags, security, summary: '调整我的服务顺序（须为全部收藏）' } },
    async (request) => {
      const outcome = await orderFavourites(fastify.db, userOf(request).accountId, request.body.serviceIds)
      if (outcome === 'mismatch') throw badRequest('排序列表须包含且只包含我的全部服务')
      return ok({ serviceIds: request.body.serviceIds }, '顺序已保存')
    },
  )

  serve(
    fastify,
    serviceEndpoints.evaluations,
    { schema: { tags, security, summary: '服务评价列表（最新在前）与平均分' } },
    async (request) => {
      const { card } = await visibleService(request, request.query.serviceId)
      const page = pageArgs(request.query)
      const { accountId } = userOf(request)
      const { rows, total } = await evaluationsOf(fastify.db, card.serviceId, page)
      const items = rows.map(({ evaluation, userName }) => ({
        id: evaluation.id,
        userName: evaluation.anonymous ? '匿名用户' : userName,
        stars: evaluation.stars,
        tags: evaluation.tags,
        content: evaluation.content,
        images: evaluation.images,
        updatedAt: evaluation.updatedAt.toISOString(),
        mine: evaluation.accountId === accountId,
      }))
      return ok({ ...paginate(items, total, page), ratingAverage: card.ratingAverage, ratingCount: card.ratingCount })
    },
  )

  serve(
    fastify,
    serviceEndpoints.evaluate,
    { schema: { tags, security, summary: '评价服务（每人每服务一条，可修改）' } },
    async (request) => {
      const { card } = await visibleService(request, request.body.serviceId)
      const body = request.body
      const { accountId } = userOf(request)
      // Images are the user's own uploads (type and size checked by the upload route), never others' files.
      const images = body.images ?? []
      const own = await ownImageIds(fastify.db, accountId, images)
      if (images.some((id) => !own.has(id))) throw badRequest('评价图片须为本人上传的图片')
      await saveEvaluation(fastify.db, accountId, card.serviceId, {
        stars: body.stars,
        tags: body.tags ?? [],
        content: (body.content ?? '').trim(),
        images: body.images ?? [],
        anonymous: body.anonymous ?? false,
      })
      const rating = (await ratings(fastify.db)).get(card.serviceId)
      return ok({ ratingAverage: rating?.average ?? 0, ratingCount: rating?.count ?? 0 }, '评价成功')
    },
  )

  serve(
    fastify,
    serviceEndpoints.ranking,
    { schema: { tags, security, summary: '服务排行：本周/本月/全部使用次数（同身份用户）或评分' } },
    async (request) => {
      const user = userOf(request)
      const view = await cardsFor(request)
      const period = request.query.period
      if (period === 'rating') {
        const rated = view.cards.filter((card) => card.ratingCount > 0)
        rated.sort((a, b) => b.ratingAverage - a.ratingAverage || b.ratingCount - a.ratingCount)
        return ok(rated.slice(0, 20).map((service) => ({ service, visits: 0 })))
      }
      const now = fastify.clock.now().getTime()
      const since = period === 'week' ? new Date(now - 7 * DAY) : period === 'month' ? new Date(now - 30 * DAY) : null
      const counts = await visitCounts(fastify.db, user.identityTypeCode, since)
      const entries = view.cards
        .map((service) => ({ service, visits: counts.get(service.serviceId) ?? 0 }))
        .filter((entry) => entry.visits > 0)
        .sort((a, b) => b.visits - a.visits || a.service.serviceId - b.service.serviceId)
      return ok(entries.slice(0, 20))
    },
  )

  serve(
    fastify,
    serviceEndpoints.recommended,
    {
      schema: { tags, security, summary: '推荐服务：强制推荐，个性化推荐开启时加上常用类别中未用过的，再是同身份常用' },
    },
    async (request) => {
      const user = userOf(request)
      const since = new Date(fastify.clock.now().getTime() - 30 * DAY)
      const [view, list, privacy, popularity] = await Promise.all([
        cardsFor(request),
        categories(fastify.db),
        privacyOf(fastify.db, user.accountId),
        // Others' opens only, so that the list with 个性化推荐 off never reflects the user's own use.
        visitCounts(fastify.db, user.identityTypeCode, since, user.accountId),
      ])
      // 个性化推荐 off: the user's own visits and favourites are not even read.
      const own = privacy.recommendations
        ? { visits: await ownVisitCounts(fastify.db, user.accountId, since), favourites: await favouriteIds(fastify.db, user.accountId) }
        : undefined
      return ok(recommend({ cards: view.cards, categories: list, popularity, own, limit: request.query.limit }))
    },
  )

  serve(fastify, serviceEndpoints.authorisations, { schema: { tags, security, summary: '已授权的第三方服务' } }, async (request) => {
    const rows = await authorisationsOf(fastify.db, userOf(request).accountId)
    return ok(rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() })))
  })

  serve(
    fastify,
    serviceEndpoints.authorise,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, security, summary: '同意第三方服务获取身份信息' } },
    async (request) => {
      const { card } = await visibleService(request, request.body.serviceId)
      if (!card.thirdParty) throw badRequest('该服务无需授权')
      await authorise(fastify.db, userOf(request).accountId, card.serviceId)
      return ok({ serviceId: card.serviceId }, '已授权')
    },
  )

  serve(
    fastify,
    serviceEndpoints.revokeAuthorisation,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, security, summary: '撤销第三方服务授权' } },
    async (request) => {
      const revoked = await revokeAuthorisation(fastify.db, userOf(request).accountId, request.body.serviceId)
      if (!revoked) throw notFound('未找到该服务的授权')
      return ok({ serviceId: request.body.serviceId }, '已撤销授权')
    },
  )

  serve(
    fastify,
    serviceEndpoints.preProcessScanUrl,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, security, summary: '扫码结果预处理：服务 / 网页 / 文本' },
    },
    async (request) => {
      const hosts = await allowedServiceHosts(fastify.db, fastify.config.publicOrigin)
      let result = classifyScan(request.body.url, originOf(fastify, request), hosts)
      if (result.kind === 'service') {
        const view = await cardsFor(request)
        // A link to a service this user cannot see is only text for them.
        if (!view.byId.has(result.serviceId!)) result = { kind: 'text' as const, serviceId: null, url: '', text: result.text }
      }
      await recordScan(fastify.db, userOf(request).accountId, result, fastify.clock.now())
      return ok(result)
    },
  )

  serve(
    fastify,
    serviceEndpoints.getScanInfo,
    {
      schema: { tags, security, summary: '我的扫码记录（分页，新的在前；kind 可筛选）' },
    },
    async (request) => {
      const page = pageArgs(request.query, 10)
      const { rows, total } = await scansOf(fastify.db, userOf(request).accountId, request.query.kind, page)
      const items = rows.map((row) => ({
        ...row,
        kind: row.kind as 'service' | 'web' | 'text',
        serviceName: row.serviceName ?? '',
        scannedAt: row.scannedAt.toISOString(),
      }))
      return ok(paginate(items, total, page))
    },
  )

  serve(
    fastify,
    serviceEndpoints.clearScanInfo,
    { schema: { tags, security, summary: '清空我的扫码记录（只删除本人的记录）' } },
    async (request) => {
      const cleared = await clearScans(fastify.db, userOf(request).accountId)
      return ok({ cleared }, cleared > 0 ? '已清空扫码记录' : '没有扫码记录')
    },
  )
}

export default routes
