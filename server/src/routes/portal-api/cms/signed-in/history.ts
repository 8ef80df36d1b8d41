import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound, ok } from '../../../../lib/common/api-error'
import { readerPage, recordHistory } from '../../../../lib/cms/cms-content'
import { cmsEndpoints } from '@contract/cms'
import { routeDocs, serve } from '../../../../serve-endpoint'
import { isVisibleArticle } from '../../../../lib/cms/articles-repository'
import { deleteHistory, historyPage } from '../../../../lib/cms/reader-repository'

export const autoPrefix = '/portal-api'

const docs = routeDocs(['portal-cms-history'], { security: [{ idToken: [] }] })

/** The signed-in user's reading history (浏览历史): one row per article, re-opening moves it to the top. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  serve(
    fastify,
    cmsEndpoints.historyRecord,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: docs('记录浏览（详情接口登录时已自动记录）', 400, 401, 404),
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
      schema: docs('浏览历史（分页，最近浏览在前）', 400, 401),
    },
    async (request) =>
      ok(await readerPage(fastify, request, historyPage, (row) => ({ historyId: row.historyId, viewedAt: row.viewedAt.toISOString() }))),
  )

  serve(
    fastify,
    cmsEndpoints.historyDelete,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: docs('删除一条浏览记录', 400, 401, 404),
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
      schema: docs('清空我的浏览历史', 401),
    },
    async (request) => {
      return ok({ count: await deleteHistory(db, request.user!.accountId) }, '已清空')
    },
  )
}

export default routes
