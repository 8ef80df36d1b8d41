import { hiddenEvaluationText } from '@contract/service-catalogue-rules'
import type { Database } from '../../db/client'
import type { IdentityTypeCode } from '../../db/schema/index'
import { badRequest, notFound } from '../common/api-error'
import type { Clock } from '../common/clock'
import type { PageArgs } from '../paginate'
import { allowedServiceHosts } from '../portal/portal-settings'
import { privacyOf } from '../privacy/privacy-settings'
import { recommend } from './recommendations'
import { classifyScan } from './scan-rules'
import { clearScans, recordScan, scansOf } from './scan-log-repository'
import { catalogueAnswer } from './catalogue-answer'
import { visibleCards } from './service-cards'
import type { ServiceRowsCache } from './service-rows-cache'
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
} from './services-repository'

const DAY = 86_400_000

/** Who asks, and the origin their links are made absolute with. */
export interface ServiceViewer {
  accountId: string
  identityTypeCode: IdentityTypeCode
  origin: string
}

export interface ServiceCentreDeps {
  db: Database
  clock: Clock
  /** The deployment's own origin (allowed as a scan target besides the configured service hosts). */
  publicOrigin: string | undefined
  /** What this instance keeps of the catalogue between requests (absent: read for every call). */
  cache?: ServiceRowsCache
}

const EMPTY_GUIDE = { conditions: [], materials: [], steps: [], timePlace: '', fees: '', faq: [], attachments: [], related: [] }

/**
 * The service centre's rules for one person: which services they see (a service outside them is "not found"),
 * favourites and their order, evaluations (own uploads only), rankings, recommendations (个性化推荐 respected),
 * third-party authorisations and the scan log. Routes map requests to these calls.
 */
export function serviceCentre({ db, clock, publicOrigin, cache }: ServiceCentreDeps) {
  const cardsFor = (viewer: ServiceViewer) => visibleCards(db, viewer, viewer.origin, clock.now(), cache)

  async function visibleService(viewer: ServiceViewer, serviceId: number) {
    const view = await cardsFor(viewer)
    const card = view.byId.get(serviceId)
    if (!card) throw notFound('服务不存在或您无权使用')
    return { view, card, row: view.rows.find((row) => row.serviceId === serviceId)! }
  }

  return {
    /** The catalogue (`Catalogue`), kept as JSON (see catalogueAnswer). */
    async catalogue(viewer: ServiceViewer) {
      return await catalogueAnswer(db, viewer, clock.now(), cache)
    },

    async mine(viewer: ServiceViewer) {
      const [view, favourites, recent] = await Promise.all([
        cardsFor(viewer),
        favouriteIds(db, viewer.accountId),
        recentServiceIds(db, viewer.accountId, 8),
      ])
      const pick = (ids: number[]) => ids.map((id) => view.byId.get(id)).filter((card) => card !== undefined)
      return { favourites: pick(favourites), recent: pick(recent) }
    },

    async detail(viewer: ServiceViewer, serviceId: number) {
      const { view, card, row } = await visibleService(viewer, serviceId)
      const guide = row.guide ?? EMPTY_GUIDE
      const related = (await servicesByNo(db, guide.related))
        .map((other) => view.byId.get(other.serviceId))
        .filter((other) => other !== undefined)
      const mine = await evaluationOf(db, viewer.accountId, card.serviceId)
      const { related: _related, ...rest } = guide
      return {
        service: card,
        guide: rest,
        related,
        myEvaluation: mine
          ? { stars: mine.stars, tags: mine.tags, content: mine.content, images: mine.images, anonymous: mine.anonymous }
          : null,
      }
    },

    async favourite(viewer: ServiceViewer, serviceId: number) {
      const { card } = await visibleService(viewer, serviceId)
      await addFavourite(db, viewer.accountId, card.serviceId)
      return card.serviceId
    },

    async unfavourite(viewer: ServiceViewer, serviceId: number) {
      if (!(await removeFavourite(db, viewer.accountId, serviceId))) throw notFound('该服务不在我的服务中')
    },

    async orderFavourites(viewer: ServiceViewer, serviceIds: number[]) {
      if ((await orderFavourites(db, viewer.accountId, serviceIds)) === 'mismatch') throw badRequest('排序列表须包含且只包含我的全部服务')
    },

    async evaluations(viewer: ServiceViewer, serviceId: number, page: PageArgs) {
      const { card } = await visibleService(viewer, serviceId)
      const { rows, total } = await evaluationsOf(db, card.serviceId, viewer.accountId, page)
      // Only its author still gets a hidden evaluation: told why, without the hidden text and images.
      const items = rows.map(({ evaluation, userName }) => ({
        id: evaluation.id,
        userName: evaluation.anonymous ? '匿名用户' : userName,
        stars: evaluation.stars,
        tags: evaluation.hiddenReason === null ? evaluation.tags : [],
        content: evaluation.hiddenReason === null ? evaluation.content : hiddenEvaluationText(evaluation.hiddenReason),
        images: evaluation.hiddenReason === null ? evaluation.images : [],
        updatedAt: evaluation.updatedAt.toISOString(),
        mine: evaluation.accountId === viewer.accountId,
      }))
      return { items, total, ratingAverage: card.ratingAverage, ratingCount: card.ratingCount }
    },

    /** One evaluation per person and service (a second replaces the first); images must be the person's own uploads. */
    async evaluate(
      viewer: ServiceViewer,
      input: { serviceId: number; stars: number; tags?: string[]; content?: string; images?: string[]; anonymous?: boolean },
    ) {
      const { card } = await visibleService(viewer, input.serviceId)
      const images = input.images ?? []
      const own = await ownImageIds(db, viewer.accountId, images)
      if (images.some((id) => !own.has(id))) throw badRequest('评价图片须为本人上传的图片')
      await saveEvaluation(db, viewer.accountId, card.serviceId, {
        stars: input.stars,
        tags: input.tags ?? [],
        content: (input.content ?? '').trim(),
        images,
        anonymous: input.anonymous ?? false,
      })
      const rating = (await ratings(db)).get(card.serviceId)
      return { ratingAverage: rating?.average ?? 0, ratingCount: rating?.count ?? 0 }
    },

    /** The 20 most used services this week, month or ever (by people of the same identity), or the best rated. */
    async ranking(viewer: ServiceViewer, period: 'week' | 'month' | 'all' | 'rating') {
      const view = await cardsFor(viewer)
      if (period === 'rating') {
        const rated = view.cards.filter((card) => card.ratingCount > 0)
        rated.sort((a, b) => b.ratingAverage - a.ratingAverage || b.ratingCount - a.ratingCount)
        return rated.slice(0, 20).map((service) => ({ service, visits: 0 }))
      }
      const now = clock.now().getTime()
      const since = period === 'week' ? new Date(now - 7 * DAY) : period === 'month' ? new Date(now - 30 * DAY) : null
      const counts = await visitCounts(db, viewer.identityTypeCode, since)
      return view.cards
        .map((service) => ({ service, visits: counts.get(service.serviceId) ?? 0 }))
        .filter((entry) => entry.visits > 0)
        .sort((a, b) => b.visits - a.visits || a.service.serviceId - b.service.serviceId)
        .slice(0, 20)
    },

    async recommended(viewer: ServiceViewer, limit: number) {
      const since = new Date(clock.now().getTime() - 30 * DAY)
      const [view, list, privacy, popularity] = await Promise.all([
        cardsFor(viewer),
        categories(db),
        privacyOf(db, viewer.accountId),
        // Others' opens only, so that the list with 个性化推荐 off never reflects the user's own use.
        visitCounts(db, viewer.identityTypeCode, since, viewer.accountId),
      ])
      // 个性化推荐 off: the user's own visits and favourites are not even read.
      const own = privacy.recommendations
        ? { visits: await ownVisitCounts(db, viewer.accountId, since), favourites: await favouriteIds(db, viewer.accountId) }
        : undefined
      return recommend({ cards: view.cards, categories: list, popularity, own, limit })
    },

    async authorisations(viewer: ServiceViewer) {
      const rows = await authorisationsOf(db, viewer.accountId)
      return rows.map((row) => ({ ...row, grantedAt: row.grantedAt.toISOString() }))
    },

    async authorise(viewer: ServiceViewer, serviceId: number) {
      const { card } = await visibleService(viewer, serviceId)
      if (!card.thirdParty) throw badRequest('该服务无需授权')
      await authorise(db, viewer.accountId, card.serviceId)
      return card.serviceId
    },

    async revokeAuthorisation(viewer: ServiceViewer, serviceId: number) {
      if (!(await revokeAuthorisation(db, viewer.accountId, serviceId))) throw notFound('未找到该服务的授权')
    },

    /** What a scanned code is for this person (a service they may open, a web page on an allowed host, or text), logged. */
    async preProcessScan(viewer: ServiceViewer, url: string) {
      const hosts = await allowedServiceHosts(db, publicOrigin)
      let result = classifyScan(url, viewer.origin, hosts)
      if (result.kind === 'service') {
        const view = await cardsFor(viewer)
        // A link to a service this user cannot see is only text for them.
        if (!view.byId.has(result.serviceId!)) result = { kind: 'text' as const, serviceId: null, url: '', text: result.text }
      }
      await recordScan(db, viewer.accountId, result, clock.now())
      return result
    },

    async scans(viewer: ServiceViewer, kind: Parameters<typeof scansOf>[2], page: PageArgs) {
      const { rows, total } = await scansOf(db, viewer.accountId, kind, page)
      const items = rows.map((row) => ({
        ...row,
        kind: row.kind as 'service' | 'web' | 'text',
        serviceName: row.serviceName ?? '',
        scannedAt: row.scannedAt.toISOString(),
      }))
      return { items, total }
    },

    clearScans: (viewer: ServiceViewer) => clearScans(db, viewer.accountId),
  }
}
