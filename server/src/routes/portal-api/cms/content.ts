import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { badRequest, forbidden, notFound, ok } from '../../../lib/common/api-error'
import { CachedJson, sendCachedJson } from '../../../lib/common/cached-json'
import { listNews, optionalUser, originOf, recordHistory, toNewsDetail, toNewsItem } from '../../../lib/cms/cms-content'
import { columnLabel, countRead, enabledColumn, isFavorite, newsCondition, previewArticle } from '../../../lib/cms/articles-repository'
import { columns, floatingBox, marquees, popups, slides } from '../../../lib/cms/home-repository'
import { homeAggregate } from '../../../lib/cms/home-aggregate'
import { cmsEndpoints } from '@contract/cms'
import { ErrorResponse } from '@contract/common'
import { PAGE_SIZE } from '@contract/constants'
import { pageArgs, paginate } from '../../../lib/paginate'
import { serve } from '../../../serve-endpoint'

/** Files of this folder answer under /portal-api (paths /v1/cms/…, /v2/cms/…), not /portal-api/cms. */
export const autoPrefix = '/portal-api'

const tags = ['portal-cms']

/** Public content: readable without a token (share landings); favourites/history live in favorites.ts/history.ts. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify
  /** Pop-ups have an audience: the reader's identity when a valid token came along, else none (signed out). */
  const readerIdentity = async (request: FastifyRequest) => (await optionalUser(fastify, request))?.identityTypeCode ?? null

  serve(
    fastify,
    cmsEndpoints.home,
    {
      schema: { tags, summary: '首页聚合：轮播、滚动公告、各栏目最新 5 条、弹窗（按身份）、悬浮框；有效期内的' },
    },
    async (request, reply) => {
      const origin = originOf(fastify, request)
      const identity = await readerIdentity(request)
      // Everyone's first call: kept as bytes with its ETag and compressed forms (made once, not per request).
      const answer = await fastify.contentCache.get(
        `home answer ${origin} ${identity ?? ''}`,
        async () => new CachedJson(ok(await homeAggregate(fastify, origin, identity))),
      )
      return (await sendCachedJson(request, reply, answer)) as never
    },
  )

  serve(
    fastify,
    cmsEndpoints.columnList,
    {
      schema: { tags, summary: '栏目列表' },
    },
    async () => ok(await columns(db)),
  )

  serve(
    fastify,
    cmsEndpoints.contentList,
    {
      schema: {
        tags,
        summary: '资讯列表（分页，按发布时间倒序）',
        response: { 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { columnId, columnCode, keyword } = request.query
      const page = pageArgs(request.query, PAGE_SIZE.cms)
      const origin = originOf(fastify, request)
      const load = async () => {
        let column: { id: number; columnCode: string } | undefined
        if (columnId !== undefined || columnCode !== undefined) {
          column = await enabledColumn(db, { columnId, columnCode })
          if (!column) throw notFound('栏目不存在或已停用')
          if (columnId !== undefined && columnCode !== undefined && column.columnCode !== columnCode) {
            throw badRequest('栏目编号与栏目代码不一致')
          }
        }
        // A keyword goes through the search service (pinyin, initials, typos, synonyms), like every search bar.
        const found = keyword?.trim() ? await fastify.searchService.newsMatching(keyword) : undefined
        const { rows, total } =
          found?.length === 0 ? { rows: [], total: 0 } : await listNews(db, newsCondition({ columnId: column?.id, ids: found }), page)
        return ok(
          paginate(
            rows.map((row) => toNewsItem(row, origin)),
            total,
            page,
          ),
        )
      }
      // Column pages are what everyone reads; keyword searches are too varied to be worth keeping.
      if (keyword?.trim()) return await load()
      return await fastify.contentCache.get(`list ${origin} ${columnId ?? ''} ${columnCode ?? ''} ${JSON.stringify(page)}`, load)
    },
  )

  serve(
    fastify,
    cmsEndpoints.contentDetail,
    {
      schema: {
        tags,
        summary: '资讯详情（阅读数 +1；登录时返回收藏状态并记入浏览历史）',
        response: { 400: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { id, preview } = request.query
      if (preview !== undefined) {
        // The console's 手机预览: only with a valid ticket for this very article; nothing is counted or kept.
        if (!(await fastify.idTokens.previewTicketOpens(preview, id))) throw forbidden('预览链接无效或已过期，请在管理后台重新打开预览')
        const draft = await previewArticle(db, id)
        if (!draft) throw notFound('资讯不存在')
        void reply.header('cache-control', 'no-store')
        const column = await columnLabel(db, draft.columnId)
        return ok(toNewsDetail(draft, column ?? { columnCode: '', name: '' }, originOf(fastify, request), false))
      }
      const article = await countRead(db, id)
      if (!article) throw notFound('资讯不存在或已下线')
      // Lists show read counts: this instance shows the new count at once, the others within the cache lifetime.
      fastify.contentCache.invalidate()
      const user = await optionalUser(fastify, request)
      const [column, favorite] = await Promise.all([
        columnLabel(db, article.columnId),
        user ? isFavorite(db, user.accountId, id) : Promise.resolve(false),
        user ? recordHistory(db, user.accountId, id) : Promise.resolve(undefined),
      ])
      return ok(toNewsDetail(article, column ?? { columnCode: '', name: '' }, originOf(fastify, request), favorite))
    },
  )

  serve(
    fastify,
    cmsEndpoints.slideshowList,
    {
      schema: { tags, summary: '首页轮播图' },
    },
    async (request) => ok(await slides(db, originOf(fastify, request))),
  )

  serve(
    fastify,
    cmsEndpoints.marqueeListGet,
    {
      schema: { tags, summary: '滚动公告' },
    },
    async () => ok(await marquees(db)),
  )

  serve(
    fastify,
    cmsEndpoints.popupList,
    {
      schema: { tags, summary: '当前有效、面向该身份的弹窗媒体（未登录：面向所有人的）' },
    },
    async (request) => ok(await popups(db, originOf(fastify, request), await readerIdentity(request))),
  )

  serve(
    fastify,
    cmsEndpoints.floatingBoxGet,
    {
      schema: { tags, summary: '首页悬浮框（visitedUrl 中的 {idToken} 由客户端替换）' },
    },
    async (request) => ok(await floatingBox(db, originOf(fastify, request))),
  )
}

export default routes
