import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { searchEndpoints } from '@contract/search'
import { ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { pageArgs } from '../../../lib/paginate'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-search']
const HISTORY_SIZE = 20

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const viewerOf = (request: Parameters<typeof userOf>[0]) => {
    const user = userOf(request)
    return { accountId: user.accountId, identity: user.identityTypeCode }
  }

  serve(
    fastify,
    searchEndpoints.searchAll,
    {
      schema: {
        tags,
        summary: '全局搜索：服务、资讯、日程、待办、人员各取前几条（只含本人可见的）',
        security: [{ idToken: [] }],
      },
    },
    async (request) => ok(await fastify.searchService.searchAll(viewerOf(request), request.query.keyword, fastify.clock.now())),
  )

  serve(
    fastify,
    searchEndpoints.searchType,
    { schema: { tags, summary: '单类搜索（分页；时间、栏目、状态筛选）', security: [{ idToken: [] }] } },
    async (request) => {
      const { keyword, type, time, category, status } = request.query
      return ok(
        await fastify.searchService.searchType(
          viewerOf(request),
          { keyword, type, time, category, status },
          pageArgs(request.query),
          fastify.clock.now(),
        ),
      )
    },
  )

  serve(
    fastify,
    searchEndpoints.hotKeywords,
    { schema: { tags, summary: '热门搜索（近 30 天搜索人数最多且有结果的词）', security: [{ idToken: [] }] } },
    async () => ok(await fastify.searchService.hotSearches(fastify.clock.now())),
  )

  serve(
    fastify,
    searchEndpoints.myHistory,
    { schema: { tags, summary: '我的搜索历史（最近 20 个不同的词）', security: [{ idToken: [] }] } },
    async (request) => ok(await fastify.searchService.history(userOf(request).accountId, HISTORY_SIZE)),
  )

  serve(
    fastify,
    searchEndpoints.clearHistory,
    { schema: { tags, summary: '清空我的搜索历史', security: [{ idToken: [] }] } },
    async (request) => {
      await fastify.searchService.clearHistory(userOf(request).accountId)
      return ok(null)
    },
  )
}

export default routes
