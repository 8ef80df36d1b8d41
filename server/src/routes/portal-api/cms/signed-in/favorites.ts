import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, desc, eq, sql } from 'drizzle-orm'
import { cmsArticles, cmsColumns, cmsFavorites } from '../../../../db/schema/index'
import { notFound, ok } from '../../../../lib/shared/api-error'
import { newsColumns, originOf, pageArgs, paged, toNewsItem, visibleArticle } from '../../../../lib/cms/cms-content'
import { ContentIdQuery, FavoriteListResponse, FavoriteStateResponse, PageQuery } from '../../../../schemas/cms'
import { ErrorResponse } from '../../../../schemas/common'

export const autoPrefix = '/portal-api'

const tags = ['portal-cms-favorite']
const security = [{ idToken: [] }]

/** The signed-in user's favourite articles (我的收藏). Every query is scoped to request.user. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  const requireArticle = async (contentId: number): Promise<void> => {
    const [row] = await db.select({ id: cmsArticles.id }).from(cmsArticles).where(and(eq(cmsArticles.id, contentId), visibleArticle)).limit(1)
    if (!row) throw notFound('资讯不存在或已下线')
  }

  fastify.post('/v1/cms/favorite/add', {
    config: { fieldsFromQueryOrBody: true },
    schema: {
      tags, security, summary: '收藏资讯（重复收藏不报错）',
      body: ContentIdQuery,
      response: { 200: FavoriteStateResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
    },
  }, async (request) => {
    const { contentId } = request.body
    await requireArticle(contentId)
    await db.insert(cmsFavorites).values({ accountId: request.user!.accountId, contentId })
      .onConflictDoNothing({ target: [cmsFavorites.accountId, cmsFavorites.contentId] })
    return ok({ contentId, isFavorite: true }, '收藏成功')
  })

  fastify.post('/v1/cms/favorite/remove', {
    config: { fieldsFromQueryOrBody: true },
    schema: {
      tags, security, summary: '取消收藏（未收藏时也成功）',
      body: ContentIdQuery,
      response: { 200: FavoriteStateResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
    },
  }, async (request) => {
    const { contentId } = request.body
    const removed = await db.delete(cmsFavorites)
      .where(and(eq(cmsFavorites.accountId, request.user!.accountId), eq(cmsFavorites.contentId, contentId)))
      .returning({ id: cmsFavorites.id })
    if (removed.length === 0) {
      const [exists] = await db.select({ id: cmsArticles.id }).from(cmsArticles).where(eq(cmsArticles.id, contentId)).limit(1)
      if (!exists) throw notFound('资讯不存在')
    }
    return ok({ contentId, isFavorite: false }, '已取消收藏')
  })

  fastify.get('/v1/cms/favorite/list', {
    schema: {
      tags, security, summary: '我的收藏（分页，最近收藏在前）',
      querystring: PageQuery,
      response: { 200: FavoriteListResponse, 400: ErrorResponse, 401: ErrorResponse },
    },
  }, async (request) => {
    const page = pageArgs(request.query)
    const mine = and(eq(cmsFavorites.accountId, request.user!.accountId), visibleArticle)
    const [rows, counted] = await Promise.all([
      db.select({ ...newsColumns, favoriteId: cmsFavorites.id, favoritedAt: cmsFavorites.createdAt })
        .from(cmsFavorites)
        .innerJoin(cmsArticles, eq(cmsArticles.id, cmsFavorites.contentId))
        .innerJoin(cmsColumns, eq(cmsColumns.id, cmsArticles.columnId))
        .where(mine)
        .orderBy(desc(cmsFavorites.createdAt), desc(cmsFavorites.id))
        .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(cmsFavorites)
        .innerJoin(cmsArticles, eq(cmsArticles.id, cmsFavorites.contentId)).where(mine),
    ])
    const origin = originOf(fastify, request)
    const list = rows.map((row) => ({ ...toNewsItem(row, origin), favoriteId: row.favoriteId, favoritedAt: row.favoritedAt.toISOString() }))
    return ok(paged(list, counted[0]?.total ?? 0, page))
  })
}

export default routes
