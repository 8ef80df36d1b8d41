import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { and, desc, eq, sql } from 'drizzle-orm'
import { Type } from 'typebox'
import { cmsArticles, cmsColumns, cmsHistory } from '../../../../db/schema/index'
import { notFound, ok } from '../../../../lib/shared/api-error'
import { newsColumns, originOf, pageArgs, paged, recordHistory, toNewsItem, visibleArticle } from '../../../../lib/cms/cms-content'
import { ContentIdQuery, CountResponse, HistoryIdQuery, HistoryListResponse, HistoryRecordResponse, PageQuery } from '../../../../schemas/cms'
import { ErrorResponse } from '../../../../schemas/common'

export const autoPrefix = '/portal-api'

const tags = ['portal-cms-history']
const security = [{ idToken: [] }]

/** The signed-in user's reading history (浏览历史): one row per article, re-opening moves it to the top. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  fastify.post('/v1/cms/history/record', {
    config: { fieldsFromQueryOrBody: true },
    schema: {
      tags, security, summary: '记录浏览（详情接口登录时已自动记录）',
      body: ContentIdQuery,
      response: { 200: HistoryRecordResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
    },
  }, async (request) => {
    const { contentId } = request.body
    const [article] = await db.select({ id: cmsArticles.id }).from(cmsArticles).where(and(eq(cmsArticles.id, contentId), visibleArticle)).limit(1)
    if (!article) throw notFound('资讯不存在或已下线')
    const row = await recordHistory(db, request.user!.accountId, contentId)
    return ok({ historyId: row.historyId, viewedAt: row.viewedAt.toISOString() })
  })

  fastify.get('/v1/cms/history/list', {
    schema: {
      tags, security, summary: '浏览历史（分页，最近浏览在前）',
      querystring: PageQuery,
      response: { 200: HistoryListResponse, 400: ErrorResponse, 401: ErrorResponse },
    },
  }, async (request) => {
    const page = pageArgs(request.query)
    const mine = and(eq(cmsHistory.accountId, request.user!.accountId), visibleArticle)
    const [rows, counted] = await Promise.all([
      db.select({ ...newsColumns, historyId: cmsHistory.id, viewedAt: cmsHistory.viewedAt })
        .from(cmsHistory)
        .innerJoin(cmsArticles, eq(cmsArticles.id, cmsHistory.contentId))
        .innerJoin(cmsColumns, eq(cmsColumns.id, cmsArticles.columnId))
        .where(mine)
        .orderBy(desc(cmsHistory.viewedAt), desc(cmsHistory.id))
        .limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
      db.select({ total: sql<number>`count(*)::int` }).from(cmsHistory)
        .innerJoin(cmsArticles, eq(cmsArticles.id, cmsHistory.contentId)).where(mine),
    ])
    const origin = originOf(fastify, request)
    const list = rows.map((row) => ({ ...toNewsItem(row, origin), historyId: row.historyId, viewedAt: row.viewedAt.toISOString() }))
    return ok(paged(list, counted[0]?.total ?? 0, page))
  })

  fastify.post('/v1/cms/history/delete', {
    config: { fieldsFromQueryOrBody: true },
    schema: {
      tags, security, summary: '删除一条浏览记录',
      body: HistoryIdQuery,
      response: { 200: CountResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
    },
  }, async (request) => {
    const removed = await db.delete(cmsHistory)
      .where(and(eq(cmsHistory.id, request.body.id), eq(cmsHistory.accountId, request.user!.accountId)))
      .returning({ id: cmsHistory.id })
    if (removed.length === 0) throw notFound('浏览记录不存在或已删除')
    return ok({ count: removed.length }, '已删除')
  })

  fastify.post('/v1/cms/history/clear', {
    config: { fieldsFromQueryOrBody: true },
    schema: {
      tags, security, summary: '清空我的浏览历史',
      body: Type.Object({}),
      response: { 200: CountResponse, 401: ErrorResponse },
    },
  }, async (request) => {
    const removed = await db.delete(cmsHistory).where(eq(cmsHistory.accountId, request.user!.accountId)).returning({ id: cmsHistory.id })
    return ok({ count: removed.length }, '已清空')
  })
}

export default routes
