import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, desc, eq, sql } from 'drizzle-orm'
import { cmsArticles, cmsColumns, cmsFavorites } from '../../../db/schema/index'
import { notFound, ok } from '../../../lib/api-error'
import { newsColumns, originOf, toNewsItem, visibleArticle } from '../../../lib/cms-content'
import { cmsEndpoints } from '@contract/cms'
import { ErrorResponse } from '@contract/common'
import { PAGE_SIZE } from '@contract/constants'
import { pageArgs, paginate } from '../../../lib/paginate'
import { serve } from '../../../serve-endpoint'

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

  serve(fastify, cmsEndpoints.favoriteAdd, {
    config: { fieldsFromQueryOrBody: true },
    preHandler: fastify.authenticate,
    schema: {
      tags, security, summary: '收藏资讯（重复收藏不报错）',
      response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
    },
  }, async (request) => {
    const { contentId } = request.body
    await requireArticle(contentId)
    await db.insert(cmsFavorites).values({ accountId: request.user!.accountId, contentId })
      .onConflictDoNothing({ target: [cmsFavorites.accountId, cmsFavorites.contentId] })
    return ok({ contentId, isFavorite: true }, '收藏成功')
  })

  serve(fastify, cmsEndpoints.favoriteRemove, {
    config: { fieldsFromQueryOrBody: true },
    preHandler: fastify.authenticate,
    schema: {
      tags, security, summary: '取消收藏（未收藏时也成功）',
      response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
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

  serve(fastify, cmsEndpoints.favoriteList, {
    preHandler: fastify.authenticate,
    schema: {
      tags, security, summary: '我的收藏（分页，最近收藏在前）',
      response: { 400: ErrorResponse, 401: ErrorResponse },
    },
  }, async (request) => {
    const page = pageArgs(request.query, PAGE_SIZE.cms)
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
    return ok(paginate(list, counted[0]?.total ?? 0, page))
  })
}

export default routes
