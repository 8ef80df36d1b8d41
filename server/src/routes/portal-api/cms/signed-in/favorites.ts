import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound, ok } from '../../../../lib/common/api-error'
import { readerPage } from '../../../../lib/cms/cms-content'
import { articleExists, isVisibleArticle } from '../../../../lib/cms/articles-repository'
import { addFavorite, favoritesPage, removeFavorite } from '../../../../lib/cms/reader-repository'
import { cmsEndpoints } from '@contract/cms'
import { routeDocs, serve } from '../../../../serve-endpoint'

export const autoPrefix = '/portal-api'

const docs = routeDocs(['portal-cms-favorite'], { security: [{ idToken: [] }] })

/** The signed-in user's favourite articles (我的收藏). Every query is scoped to request.user. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  const requireArticle = async (contentId: number): Promise<void> => {
    if (!(await isVisibleArticle(db, contentId))) throw notFound('资讯不存在或已下线')
  }

  serve(
    fastify,
    cmsEndpoints.favoriteAdd,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: docs('收藏资讯（重复收藏不报错）', 400, 401, 404),
    },
    async (request) => {
      const { contentId } = request.body
      await requireArticle(contentId)
      await addFavorite(db, request.user!.accountId, contentId)
      return ok({ contentId, isFavorite: true }, '收藏成功')
    },
  )

  serve(
    fastify,
    cmsEndpoints.favoriteRemove,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: docs('取消收藏（未收藏时也成功）', 400, 401, 404),
    },
    async (request) => {
      const { contentId } = request.body
      const removed = await removeFavorite(db, request.user!.accountId, contentId)
      if (removed.length === 0) {
        if (!(await articleExists(db, contentId))) throw notFound('资讯不存在')
      }
      return ok({ contentId, isFavorite: false }, '已取消收藏')
    },
  )

  serve(
    fastify,
    cmsEndpoints.favoriteList,
    {
      schema: docs('我的收藏（分页，最近收藏在前）', 400, 401),
    },
    async (request) =>
      ok(
        await readerPage(fastify, request, favoritesPage, (row) => ({
          favoriteId: row.favoriteId,
          favoritedAt: row.favoritedAt.toISOString(),
        })),
      ),
  )
}

export default routes
