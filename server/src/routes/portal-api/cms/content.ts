import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, asc, desc, eq, gt, ilike, lte, sql } from 'drizzle-orm'
import { cmsArticles, cmsColumns, cmsFavorites, cmsFloatingBoxes, cmsMarquees, cmsPopups, cmsSlides } from '../../../db/schema/index'
import { badRequest, notFound, ok } from '../../../lib/api-error'
import {
  absolute, listNews, newestPerColumn, optionalUser, originOf, pageArgs, paged, recordHistory, toNewsDetail, toNewsItem, visibleArticle,
} from '../../../lib/cms-content'
import {
  ColumnListResponse, ContentDetailQuery, ContentDetailResponse, ContentListQuery, ContentListResponse, FloatingBoxResponse,
  HOME_ARTICLES_PER_COLUMN, HomeResponse, MarqueeListResponse, PopupListResponse, SlideListResponse,
  type FloatingBox, type MarqueeItem, type PopupMedia, type Slide,
} from '../../../schemas/cms'
import { ErrorResponse } from '../../../schemas/common'
import type { Database } from '../../../db/client'

/** Files of this folder answer under /portal-api (paths /v1/cms/…, /v2/cms/…), not /portal-api/cms. */
export const autoPrefix = '/portal-api'

const tags = ['portal-cms']
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`)

async function columns (db: Database) {
  return await db.select({ id: cmsColumns.id, columnCode: cmsColumns.columnCode, name: cmsColumns.name, sort: cmsColumns.sort })
    .from(cmsColumns).where(eq(cmsColumns.enabled, true)).orderBy(asc(cmsColumns.sort), asc(cmsColumns.id))
}

async function slides (db: Database, origin: string): Promise<Slide[]> {
  const rows = await db.select().from(cmsSlides).where(eq(cmsSlides.enabled, true)).orderBy(asc(cmsSlides.sort), asc(cmsSlides.id))
  return rows.map((row) => ({ id: row.id, image: absolute(row.image, origin), title: row.title, link: row.link, contentId: row.contentId }))
}

async function marquees (db: Database): Promise<MarqueeItem[]> {
  const rows = await db.select().from(cmsMarquees).where(eq(cmsMarquees.enabled, true)).orderBy(asc(cmsMarquees.sort), asc(cmsMarquees.id))
  return rows.map((row) => ({ id: row.id, title: row.title, link: row.link, contentId: row.contentId }))
}

async function popups (db: Database, origin: string): Promise<PopupMedia[]> {
  const rows = await db.select().from(cmsPopups)
    .where(and(eq(cmsPopups.enabled, true), lte(cmsPopups.startTime, sql`now()`), gt(cmsPopups.endTime, sql`now()`)))
    .orderBy(desc(cmsPopups.id))
  return rows.map((row) => ({
    id: row.id,
    mediaType: row.mediaType,
    image: absolute(row.image, origin),
    videoUrl: row.videoUrl ? absolute(row.videoUrl, origin) : '',
    title: row.title,
    link: row.link,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
  }))
}

async function floatingBox (db: Database, origin: string): Promise<FloatingBox | null> {
  const [row] = await db.select().from(cmsFloatingBoxes).where(eq(cmsFloatingBoxes.enabled, true)).orderBy(desc(cmsFloatingBoxes.id)).limit(1)
  return row ? { title: row.title, iconUrl: absolute(row.iconUrl, origin), visitedUrl: absolute(row.visitedUrl, origin) } : null
}

/** Public content: readable without a token (share landings); favourites/history live in favorites.ts/history.ts. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  fastify.get('/v1/cms/home', {
    schema: { tags, summary: '首页聚合：轮播、滚动公告、各栏目最新 5 条、弹窗、悬浮框', response: { 200: HomeResponse } },
  }, async (request) => {
    const origin = originOf(fastify, request)
    return await fastify.contentCache.get(`home ${origin}`, async () => {
      const columnList = await columns(db)
      const [slideshow, marquee, popupList, box, perColumn] = await Promise.all([
        slides(db, origin), marquees(db), popups(db, origin), floatingBox(db, origin),
        newestPerColumn(db, HOME_ARTICLES_PER_COLUMN),
      ])
      return ok({
        slideshow,
        marquee,
        popups: popupList,
        floatingBox: box,
        columns: columnList.map((column) => ({
          ...column,
          articles: (perColumn.get(column.id) ?? []).map((row) => toNewsItem(row, origin)),
        })),
      })
    })
  })

  fastify.get('/v1/cms/mobile/column/list', {
    schema: { tags, summary: '栏目列表', response: { 200: ColumnListResponse } },
  }, async () => ok(await columns(db)))

  fastify.get('/v1/cms/mobile/content/list', {
    schema: {
      tags,
      summary: '资讯列表（分页，按发布时间倒序）',
      querystring: ContentListQuery,
      response: { 200: ContentListResponse, 400: ErrorResponse, 404: ErrorResponse },
    },
  }, async (request) => {
    const { columnId, columnCode, keyword } = request.query
    const page = pageArgs(request.query)
    const origin = originOf(fastify, request)
    const load = async () => {
      let column: { id: number, columnCode: string } | undefined
      if (columnId !== undefined || columnCode !== undefined) {
        const condition = columnId !== undefined ? eq(cmsColumns.id, columnId) : eq(cmsColumns.columnCode, columnCode!)
        ;[column] = await db.select({ id: cmsColumns.id, columnCode: cmsColumns.columnCode }).from(cmsColumns)
          .where(and(condition, eq(cmsColumns.enabled, true))).limit(1)
        if (!column) throw notFound('栏目不存在或已停用')
        if (columnId !== undefined && columnCode !== undefined && column.columnCode !== columnCode) {
          throw badRequest('栏目编号与栏目代码不一致')
        }
      }
      const conditions = []
      if (column) conditions.push(eq(cmsArticles.columnId, column.id))
      const trimmed = keyword?.trim()
      if (trimmed) conditions.push(ilike(cmsArticles.title, `%${escapeLike(trimmed)}%`))
      const { rows, total } = await listNews(db, conditions.length > 0 ? and(...conditions) : undefined, page)
      return ok(paged(rows.map((row) => toNewsItem(row, origin)), total, page))
    }
    // Column pages are what everyone reads; keyword searches are too varied to be worth keeping.
    if (keyword?.trim()) return await load()
    return await fastify.contentCache.get(`list ${origin} ${columnId ?? ''} ${columnCode ?? ''} ${JSON.stringify(page)}`, load)
  })

  fastify.get('/v1/cms/mobile/content/detail', {
    schema: {
      tags,
      summary: '资讯详情（阅读数 +1；登录时返回收藏状态并记入浏览历史）',
      querystring: ContentDetailQuery,
      response: { 200: ContentDetailResponse, 400: ErrorResponse, 404: ErrorResponse },
    },
  }, async (request) => {
    const { id } = request.query
    const [article] = await db.update(cmsArticles).set({ readCount: sql`${cmsArticles.readCount} + 1` })
      .where(and(eq(cmsArticles.id, id), visibleArticle)).returning()
    if (!article) throw notFound('资讯不存在或已下线')
    // Lists show read counts: this instance shows the new count at once, the others within the cache lifetime.
    fastify.contentCache.invalidate()
    const user = await optionalUser(fastify, request)
    const [[column], favorite] = await Promise.all([
      db.select({ columnCode: cmsColumns.columnCode, name: cmsColumns.name }).from(cmsColumns).where(eq(cmsColumns.id, article.columnId)),
      user
        ? db.select({ id: cmsFavorites.id }).from(cmsFavorites).where(and(eq(cmsFavorites.accountId, user.accountId), eq(cmsFavorites.contentId, id))).limit(1)
        : Promise.resolve([]),
      user ? recordHistory(db, user.accountId, id) : Promise.resolve(undefined),
    ])
    return ok(toNewsDetail(article, column ?? { columnCode: '', name: '' }, originOf(fastify, request), favorite.length > 0))
  })

  fastify.get('/v1/cms/slideshow/list', {
    schema: { tags, summary: '首页轮播图', response: { 200: SlideListResponse } },
  }, async (request) => ok(await slides(db, originOf(fastify, request))))

  fastify.get('/v2/cms/marqueeList/get', {
    schema: { tags, summary: '滚动公告', response: { 200: MarqueeListResponse } },
  }, async () => ok(await marquees(db)))

  fastify.get('/v1/cms/popup/list', {
    schema: { tags, summary: '当前有效的弹窗媒体', response: { 200: PopupListResponse } },
  }, async (request) => ok(await popups(db, originOf(fastify, request))))

  fastify.get('/v1/cms/floatingBox/get', {
    schema: { tags, summary: '首页悬浮框（visitedUrl 中的 {idToken} 由客户端替换）', response: { 200: FloatingBoxResponse } },
  }, async (request) => ok(await floatingBox(db, originOf(fastify, request))))
}

export default routes
