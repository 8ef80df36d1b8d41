import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminCmsEndpoints } from '@contract/admin-cms'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { ErrorResponse } from '@contract/common'
import {
  articleMediaOf,
  articleMediaProblems,
  type ArticleMediaFields,
  articleScheduleProblem,
  mediaProblem,
} from '@contract/home-content-rules'
import {
  consoleArticle,
  consoleArticlePage,
  consoleColumns,
  orderColumns,
  saveColumn,
  saveConsoleArticle,
  setConsoleArticleStatus,
} from '../../lib/admin/console-cms-repository'
import { badRequest, notFound, ok } from '../../lib/common/api-error'
import { allowedServiceUrl } from '../../lib/common/service-url'
import { mediaHostsFor, plainText, sanitizeRichText } from '../../lib/cms/cms-sanitize'
import { pageArgs, paginate } from '../../lib/paginate'
import { allowedServiceHosts } from '../../lib/portal/portal-settings'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-cms'], { security: [{ idToken: [] }] })
const config = { adminRole: ADMIN_ROLES.contentEditor }

type Row = { releaseStartTime: Date; offlineTime: Date | null; updatedAt: Date }
const withIsoTimes = <T extends Row>(row: T) => ({
  ...row,
  releaseStartTime: row.releaseStartTime.toISOString(),
  offlineTime: row.offlineTime?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
})

/** 资讯 and 栏目 in the operator console (内容编辑 or 全局管理员). Every write is audited and refreshes the portal. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  const articleAnswer = async (id: number, message?: string) => {
    const article = await consoleArticle(db, id)
    if (!article) throw notFound('资讯不存在')
    return ok(withIsoTimes(article), message)
  }

  /** A 视频 article's video and poster by the shared rule (the console's form says the same), as the home pieces' video. */
  const checkedMedia = async (input: ArticleMediaFields) => {
    const allowed = await allowedServiceHosts(db, fastify.config.publicOrigin)
    const [problem] = articleMediaProblems(input, allowed)
    if (problem) throw badRequest(problem.message)
    const media = articleMediaOf(input)
    for (const address of [media.videoUrl, media.poster])
      if (/^https?:/i.test(address) && !allowedServiceUrl(address, allowed)) throw badRequest('视频或海报的地址格式不正确')
    return media
  }

  serve(fastify, adminCmsEndpoints.columnList, { config, schema: docs('栏目（含隐藏的）') }, async () => ok(await consoleColumns(db)))

  serve(fastify, adminCmsEndpoints.columnSave, { config, schema: docs('新建栏目，或改名、显示、隐藏', 409) }, async (request) => {
    const saved = await saveColumn(db, userOf(request), request.body)
    await fastify.contentChanged()
    const column = (await consoleColumns(db)).find((row) => row.id === saved.id)
    return ok(column!, '已保存')
  })

  serve(fastify, adminCmsEndpoints.columnOrder, { config, schema: docs('栏目排序') }, async (request) => {
    const columns = await orderColumns(db, userOf(request), request.body.ids)
    await fastify.contentChanged()
    return ok(columns, '已保存排序')
  })

  serve(
    fastify,
    adminCmsEndpoints.articleList,
    { config, schema: docs('资讯列表（任何状态；标题搜索，栏目、状态、发布日期筛选）') },
    async (request) => {
      const { keyword, columnId, status, from, to } = request.query
      if (from && to && from > to) throw badRequest('开始日期不能晚于结束日期')
      const page = pageArgs(request.query)
      const { rows, total } = await consoleArticlePage(db, { keyword, columnId, status, from, to }, page)
      return ok(paginate(rows.map(withIsoTimes), total, page))
    },
  )

  serve(
    fastify,
    adminCmsEndpoints.articleDetail,
    { config, schema: docs('资讯详情（编辑用）') },
    async (request) => await articleAnswer(request.query.id),
  )

  serve(
    fastify,
    adminCmsEndpoints.articleSave,
    { config, schema: { ...docs('新建（草稿）或修改资讯；正文入库前清洗'), response: { 409: ErrorResponse } } },
    async (request) => {
      const body = request.body
      const content = sanitizeRichText(body.content, mediaHostsFor(request.host, fastify.config))
      const title = body.title.trim()
      if (!title) throw badRequest('标题不能为空')
      const scheduleProblem = articleScheduleProblem(body.releaseStartTime, body.offlineTime)
      if (scheduleProblem) throw badRequest(scheduleProblem)
      const titleImage = body.titleImage?.trim() ?? ''
      const imageProblem = titleImage ? mediaProblem(titleImage, [], '封面图') : undefined
      if (imageProblem) throw badRequest(imageProblem)
      const media = body.mediaType ? await checkedMedia({ ...body, mediaType: body.mediaType }) : undefined
      const id = await saveConsoleArticle(db, userOf(request), body.id, body.updatedAt, {
        columnId: body.columnId,
        title,
        content,
        summary: body.summary?.trim() || plainText(content, 80),
        releaseDeptName: body.releaseDeptName.trim(),
        titleImage,
        releaseStartTime: body.releaseStartTime ? new Date(body.releaseStartTime) : undefined,
        offlineTime: body.offlineTime === undefined ? undefined : body.offlineTime ? new Date(body.offlineTime) : null,
        media,
      })
      await fastify.contentChanged()
      return await articleAnswer(id, '已保存')
    },
  )

  serve(
    fastify,
    adminCmsEndpoints.articleStatus,
    { config, schema: { ...docs('发布、撤回（下线）或退回草稿'), response: { 409: ErrorResponse } } },
    async (request) => {
      const { id, status, updatedAt } = request.body
      await setConsoleArticleStatus(db, userOf(request), id, status, updatedAt)
      await fastify.contentChanged()
      return await articleAnswer(id, status === 'published' ? '已发布' : status === 'offline' ? '已撤回' : '已退回草稿')
    },
  )

  serve(
    fastify,
    adminCmsEndpoints.articlePreviewTicket,
    { config, schema: docs('手机预览票据：门户的资讯详情凭它显示这一篇（任何状态），10 分钟内有效') },
    async (request) => {
      const { id } = request.body
      if (!(await consoleArticle(db, id))) throw notFound('资讯不存在')
      const { ticket, expiresAt } = await fastify.idTokens.signPreviewTicket(id, userOf(request).accountId)
      return ok({ ticket, expiresAt: expiresAt.toISOString() })
    },
  )
}

export default routes
