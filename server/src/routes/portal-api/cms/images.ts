import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../../../lib/common/api-error'
import { cmsImageFile } from '../../../lib/cms/cms-images'
import { ErrorResponse } from '@contract/common'

export const autoPrefix = '/portal-api'

export const cmsMediaDir = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'assets', 'cms')

/** The mini-program's requests carry this referer; its image component decodes WebP only when told to. */
const MINI_PROGRAM_REFERER = 'https://servicewechat.com/'

/** Browsers name image/webp in Accept when they fetch an image; the mini-program and other clients get the PNG. */
function acceptsWebp(headers: { accept?: string; referer?: string }): boolean {
  return /\bimage\/webp\b/.test(headers.accept ?? '') && !(headers.referer ?? '').startsWith(MINI_PROGRAM_REFERER)
}

/** Demo images (SVG rendered with sharp) and media files of the CMS. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/v1/cms/images/:file',
    {
      schema: {
        tags: ['portal-cms'],
        summary: '资讯配图（PNG；请求的 Accept 含 image/webp 时为 WebP）',
        params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,40}\\.png$' }) }),
        response: { 200: Type.Unknown({ description: 'image/png, or image/webp when accepted' }), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const format = acceptsWebp(request.headers) ? 'webp' : 'png'
      const image = await cmsImageFile(request.params.file.slice(0, -'.png'.length), format)
      if (!image) throw notFound('图片不存在')
      return await reply.type(`image/${format}`).header('cache-control', 'public, max-age=86400').header('vary', 'accept').send(image)
    },
  )

  // Media (the demo video) with range requests, which video players (iOS in particular) need.
  await fastify.register(fastifyStatic, {
    root: cmsMediaDir,
    prefix: '/v1/cms/media/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    allowedPath: (pathName) => /^\/[a-z0-9-]{1,40}\.(webm|mp4)$/.test(pathName),
  })
}

export default routes
