import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ApiError, badRequest, notFound } from '../../lib/common/api-error'
import { parseResizeRequest, resizeImage, type ResizedImage } from '../../lib/cms/cms-resize'
import { ErrorResponse } from '@contract/common'

const MAX_SOURCE_BYTES = 10 * 1024 * 1024
const CACHE_ENTRIES = 300

/**
 * Thumbor-style image resizing for the server's OWN images (share thumbnails 250x200, icons 200x200, grey icons):
 * /unsafe/fit-in/{W}x{H}/filters:background_color(white)/{link}, /unsafe/filters:grayscale()/{link}, …
 * The source is fetched through the app itself (inject), so only images this server serves can be processed.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const cache = new Map<string, ResizedImage>()

  fastify.get(
    '/*',
    {
      schema: {
        tags: ['image'],
        summary: '本站图片缩放 / 灰度（仅限本站图片）',
        params: Type.Object({ '*': Type.String() }),
        response: {
          200: Type.Unknown({ description: 'image bytes' }),
          304: Type.Unknown({ description: 'not modified' }),
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // The raw URL keeps the link exactly as sent (a link's own ?query included, nothing decoded twice).
      const rest = (request.raw.url ?? '').replace(/^\/unsafe\//, '')
      const ownHosts = [request.host.toLowerCase()]
      if (fastify.config.publicOrigin) ownHosts.push(new URL(fastify.config.publicOrigin).host.toLowerCase())
      const parsed = parseResizeRequest(rest, ownHosts)

      let result = cache.get(rest)
      if (!result) {
        const source = await fastify.inject({ method: 'GET', url: parsed.path, headers: { host: request.host } })
        const type = String(source.headers['content-type'] ?? '')
        if (source.statusCode !== 200 || !type.startsWith('image/')) throw notFound('图片不存在')
        if (source.rawPayload.length > MAX_SOURCE_BYTES) throw badRequest('原图过大，无法处理')
        try {
          result = await resizeImage(source.rawPayload, parsed)
        } catch (error) {
          if (error instanceof ApiError) throw error
          throw badRequest('图片无法解析')
        }
        if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
        cache.set(rest, result)
      }
      void reply.header('cache-control', 'public, max-age=86400').header('etag', result.etag)
      if (request.headers['if-none-match'] === result.etag) return await reply.status(304).send()
      return await reply.type(result.contentType).send(result.data)
    },
  )
}

export default routes
