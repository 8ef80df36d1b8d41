import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound, ok } from '../../../../lib/shared/api-error'
import { originOf, recordHistory, toNewsItem } from '../../../../lib/cms/cms-content'
import { cmsEndpoints } from '@contract/cms'
import { ErrorResponse } from '@contract/common'
import { PAGE_SIZE } from '@contract/constants'
import { pageArgs, paginate } from '../../../../lib/paginate'
import { serve } from '../../../../serve-endpoint'
import { isVisibleArticle } from '../../../../lib/cms/articles-repository'
import { deleteHistory, historyPage } from '../../../../lib/cms/reader-repository'

export const autoPrefix = '/portal-api'

const tags = ['portal-cms-history']
const security = [{ idToken: [] }]

/** The signed-in user's reading history (浏览历史): one row per article, re-opening moves it to the top. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  serve(
    fastify,
    cmsEndpoints.historyRecord,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags,
        security,
        summary: '记录浏览（详情接口登录时已自动记录）',
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { contentId } = request.body
      if (!(await isVisibleArticle(db, contentId))) throw notFound('资讯不存在或已下线')
      const row = await recordHistory(db, request.user!.accountId, contentId)
      return ok({ historyId: row.historyId, viewedAt: row.viewedAt.toISOString() })
    },
  )

  serve(
    fastify,
    cmsEndpoints.historyList,
    {
      schema: {
        tags,
        security,
        summary: '浏览历史（分页，最近浏览在前）',
        response: { 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const page = pageArgs(request.query, PAGE_SIZE.cms)
      const { rows, total } = await historyPage(db, request.user!.accountId, page)
      const origin = originOf(fastify, request)
      const list = rows.map((row) => ({ ...toNewsItem(row, origin), historyId: row.historyId, viewedAt: row.viewedAt.toISOString() }))
      return ok(paginate(list, total, page))
    },
  )

  serve(
    fastify,
    cmsEndpoints.historyDelete,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags,
        security,
        summary: '删除一条浏览记录',
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const count = await deleteHistory(db, request.user!.accountId, request.body.id)
      if (count === 0) throw notFound('浏览记录不存在或已删除')
      return ok({ count }, '已删除')
    },
  )

  serve(
    fastify,
    cmsEndpoints.historyClear,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: {
        tags,
        security,
        summary: '清空我的浏览历史',
        response: { 401: ErrorResponse },
      },
    },
    async (request) => {
      return ok({ count: await deleteHistory(db, request.user!.accountId) }, '已清空')
    },
  )
}

export default routes
