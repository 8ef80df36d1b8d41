import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { badRequest, forbidden, notFound, ok } from '../../../../lib/common/api-error'
import { originOf, toNewsDetail } from '../../../../lib/cms/cms-content'
import { isAllowedMediaUrl, mediaHostsFor, plainText, sanitizeRichText } from '../../../../lib/cms/cms-sanitize'
import { cmsEndpoints } from '@contract/cms'
import { ErrorResponse } from '@contract/common'
import { serve } from '../../../../serve-endpoint'
import { columnById, saveArticle } from '../../../../lib/cms/articles-repository'

export const autoPrefix = '/portal-api'

/** http(s) URL or a same-origin root-relative path; '' allowed. */
function checkUrl(value: string | undefined, field: string): string {
  const url = (value ?? '').trim()
  if (url === '' || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url) || /^\/(?![/\\])[^\s]*$/.test(url)) return url
  throw badRequest(`${field}必须是 http(s) 链接或本站路径`)
}

/** The way IN for articles (admins): rich text is sanitised here and stored sanitised. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify

  serve(
    fastify,
    cmsEndpoints.saveArticle,
    {
      schema: {
        tags: ['portal-cms-admin'],
        security: [{ idToken: [] }],
        summary: '发布或修改资讯（仅管理员；正文入库前清洗）',
        response: { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      if (request.user!.identityTypeCode !== 'admin') throw forbidden('仅管理员可以发布资讯')
      const body = request.body
      const column = await columnById(db, body.columnId)
      if (!column) throw notFound('栏目不存在')
      const release = body.releaseStartTime ? new Date(body.releaseStartTime) : new Date()
      if (Number.isNaN(release.getTime())) throw badRequest('发布时间格式不正确')
      const mediaHosts = mediaHostsFor(request.host, fastify.config)
      // Media from other hosts would be blocked by the H5 page's CSP: dropped from the text, refused as covers.
      const media = (value: string | undefined, field: string): string => {
        const url = checkUrl(value, field)
        if (url && !isAllowedMediaUrl(url, mediaHosts)) throw badRequest(`${field}只能使用本站或允许的图片主机（IMAGE_HOSTS）上的地址`)
        return url
      }
      const content = sanitizeRichText(body.content, mediaHosts)
      const mediaType = body.mediaType ?? 'article'
      const videoUrl = media(body.videoUrl, '视频地址')
      if (mediaType === 'video' && !videoUrl) throw badRequest('视频资讯需要视频地址')
      const values = {
        columnId: column.id,
        title: body.title.trim(),
        content,
        summary: body.summary?.trim() || plainText(content, 80),
        titleImage: media(body.titleImage, '封面图'),
        releaseDeptName: body.releaseDeptName.trim(),
        releaseStartTime: release,
        url: checkUrl(body.url, '外部链接'),
        mediaType,
        videoUrl,
        poster: media(body.poster, '视频封面'),
        status: body.status ?? 'published',
      }
      if (!values.title) throw badRequest('标题不能为空')
      const saved = await saveArticle(db, body.id, values)
      if (!saved) throw notFound('资讯不存在')
      await fastify.contentChanged()
      const detail = toNewsDetail(saved, { columnCode: column.columnCode, name: column.name }, originOf(fastify, request), false)
      return ok({ ...detail, status: saved.status }, body.id !== undefined ? '已保存' : '已发布')
    },
  )
}

export default routes
