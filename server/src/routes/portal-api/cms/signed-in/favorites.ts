import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound, ok } from '../../../../lib/shared/api-error'
import { originOf, toNewsItem } from '../../../../lib/cms/cms-content'
import { articleExists, isVisibleArticle } from '../../../../lib/cms/articles-repository'
import { addFavorite, favoritesPage, removeFavorite } from '../../../../lib/cms/reader-repository'
import { pageArgs, paginate } from '../../../../lib/paginate'
import { cmsEndpoints } from '@contract/cms'
import { ErrorResponse } from '@contract/common'
import { PAGE_SIZE } from '@contract/constants'
import { serve } from '../../../../serve-endpoint'

export const autoPrefix = '/portal-api'

const tags = ['portal-cms-favorite']
const security = [{ idToken: [] }]

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
      schema: {
        tags,
        security,
        summary: '收藏资讯（重复收藏不报错）',
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
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
      schema: {
        tags,
        security,
        summary: '取消收藏（未收藏时也成功）',
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
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
      schema: {
        tags,
        security,
        summary: '我的收藏（分页，最近收藏在前）',
        response: { 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const page = pageArgs(request.query, PAGE_SIZE.cms)
      const { rows, total } = await favoritesPage(db, request.user!.accountId, page)
      const origin = originOf(fastify, request)
      const list = rows.map((row) => ({
        ...toNewsItem(row, origin),
        favoriteId: row.favoriteId,
        favoritedAt: row.favoritedAt.toISOString(),
      }))
      return ok(paginate(list, total, page))
    },
  )
}

export default routes
