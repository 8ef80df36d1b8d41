import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { eq } from 'drizzle-orm'
import { cmsArticles, cmsColumns } from '../../../db/schema/index'
import { badRequest, forbidden, notFound, ok } from '../../../lib/api-error'
import { originOf, toNewsDetail } from '../../../lib/cms-content'
import { plainText, sanitizeRichText } from '../../../lib/cms-sanitize'
import { ArticleSaveBody, ArticleSaveResponse } from '../../../schemas/cms'
import { ErrorResponse } from '../../../schemas/common'

export const autoPrefix = '/portal-api'

/** http(s) URL or a same-origin root-relative path; '' allowed. */
function checkUrl (value: string | undefined, field: string): string {
  const url = (value ?? '').trim()
  if (url === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url) || /^\/(?![/\\])[^\s]*$/.test(url)) return url
  throw badRequest(`${field}必须是 http(s) 链接或本站路径`)
}

/** The way IN for articles (admins): rich text is sanitised here and stored sanitised. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  fastify.post('/v1/cms/admin/content/save', {
    preHandler: fastify.authenticate,
    schema: {
      tags: ['portal-cms-admin'],
      security: [{ idToken: [] }],
      summary: '发布或修改资讯（仅管理员；正文入库前清洗）',
      body: ArticleSaveBody,
      response: { 200: ArticleSaveResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
    },
  }, async (request) => {
    if (request.user!.identityTypeCode !== 'admin') throw forbidden('仅管理员可以发布资讯')
    const body = request.body
    const [column] = await db.select().from(cmsColumns).where(eq(cmsColumns.id, body.columnId)).limit(1)
    if (!column) throw notFound('栏目不存在')
    const release = body.releaseStartTime ? new Date(body.releaseStartTime) : new Date()
    if (Number.isNaN(release.getTime())) throw badRequest('发布时间格式不正确')
    const content = sanitizeRichText(body.content)
    const mediaType = body.mediaType ?? 'article'
    const videoUrl = checkUrl(body.videoUrl, '视频地址')
    if (mediaType === 'video' && !videoUrl) throw badRequest('视频资讯需要视频地址')
    const values = {
      columnId: column.id,
      title: body.title.trim(),
      content,
      summary: body.summary?.trim() || plainText(content, 80),
      titleImage: checkUrl(body.titleImage, '封面图'),
      releaseDeptName: body.releaseDeptName.trim(),
      releaseStartTime: release,
      url: checkUrl(body.url, '外部链接'),
      mediaType,
      videoUrl,
      poster: checkUrl(body.poster, '视频封面'),
      status: body.status ?? 'published',
    }
    if (!values.title) throw badRequest('标题不能为空')
    let saved
    if (body.id !== undefined) {
      ;[saved] = await db.update(cmsArticles).set(values).where(eq(cmsArticles.id, body.id)).returning()
      if (!saved) throw notFound('资讯不存在')
    } else {
      ;[saved] = await db.insert(cmsArticles).values(values).returning()
    }
    await fastify.contentChanged()
    const detail = toNewsDetail(saved!, { columnCode: column.columnCode, name: column.name }, originOf(fastify, request), false)
    return ok({ ...detail, status: saved!.status }, body.id !== undefined ? '已保存' : '已发布')
  })
}

export default routes
