import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ApiError, badRequest, notFound } from '../../lib/common/api-error'
import { parseResizeRequest, resizeImage, type ResizedImage } from '../../lib/cms/cms-resize'
import { composeSheet, parseSheetRequest } from '../../lib/cms/cms-sheet'
import { ErrorResponse } from '@contract/common'
import { ICON_SHEET_MAX_LINKS } from '@contract/constants'

const MAX_SOURCE_BYTES = 10 * 1024 * 1024
const CACHE_ENTRIES = 300

const IMAGE_RESPONSES = {
  200: Type.Unknown({ description: 'image bytes' }),
  304: Type.Unknown({ description: 'not modified' }),
  400: ErrorResponse,
  404: ErrorResponse,
}

/** The hosts (host[:port]) this server answers at: its links may name any of them. */
function ownHostsOf(fastify: FastifyInstance, request: FastifyRequest): string[] {
  const hosts = [request.host.toLowerCase()]
  if (fastify.config.publicOrigin) hosts.push(new URL(fastify.config.publicOrigin).host.toLowerCase())
  return hosts
}

/** One of the server's own images, fetched through the app itself (inject); undefined when it is not an image. */
async function ownImage(fastify: FastifyInstance, request: FastifyRequest, path: string): Promise<Buffer | undefined> {
  const source = await fastify.inject({ method: 'GET', url: path, headers: { host: request.host } })
  const type = String(source.headers['content-type'] ?? '')
  if (source.statusCode !== 200 || !type.startsWith('image/')) return undefined
  if (source.rawPayload.length > MAX_SOURCE_BYTES) throw badRequest('原图过大，无法处理')
  return source.rawPayload
}

/** Made images are kept (the oldest dropped first) and sent with a day's caching and an ETag. */
function imageCache() {
  const cache = new Map<string, ResizedImage>()
  return {
    get: (key: string) => cache.get(key),
    set(key: string, image: ResizedImage) {
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
      cache.set(key, image)
    },
  }
}

async function sendImage(request: FastifyRequest, reply: FastifyReply, image: ResizedImage) {
  void reply.header('cache-control', 'public, max-age=86400').header('etag', image.etag)
  if (request.headers['if-none-match'] === image.etag) return await reply.status(304).send()
  return await reply.type(image.contentType).send(image.data)
}

/**
 * Thumbor-style image resizing for the server's OWN images (share thumbnails 250x200, icons 200x200, grey icons):
 * /unsafe/fit-in/{W}x{H}/filters:background_color(white)/{link}, /unsafe/filters:grayscale()/{link}, …
 * and icon sheets, several icons in one image: /unsafe/sheet/{W}x{H}/[filters:grayscale()/]?link=…&link=…
 * The source is fetched through the app itself (inject), so only images this server serves can be processed.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const cache = imageCache()

  fastify.get(
    '/sheet/*',
    {
      schema: {
        tags: ['image'],
        summary: '本站图标拼图：多个图标横向拼成一张图（仅限本站图片）',
        params: Type.Object({ '*': Type.String() }),
        querystring: Type.Object({ link: Type.Array(Type.String({ maxLength: 2000 }), { minItems: 1, maxItems: ICON_SHEET_MAX_LINKS }) }),
        response: IMAGE_RESPONSES,
      },
    },
    async (request, reply) => {
      const key = request.raw.url ?? ''
      let sheet = cache.get(key)
      if (!sheet) {
        const parsed = parseSheetRequest(request.params['*'], request.query.link, ownHostsOf(fastify, request))
        // A missing or unreadable icon leaves its cell white: one broken link does not blank the whole grid.
        const sources = await Promise.all(
          parsed.paths.map(async (path) => (path ? ((await ownImage(fastify, request, path)) ?? null) : null)),
        )
        sheet = await composeSheet(sources, parsed)
        cache.set(key, sheet)
      }
      return await sendImage(request, reply, sheet)
    },
  )

  fastify.get(
    '/*',
    {
      schema: {
        tags: ['image'],
        summary: '本站图片缩放 / 灰度（仅限本站图片）',
        params: Type.Object({ '*': Type.String() }),
        response: IMAGE_RESPONSES,
      },
    },
    async (request, reply) => {
      // The raw URL keeps the link exactly as sent (a link's own ?query included, nothing decoded twice).
      const rest = (request.raw.url ?? '').replace(/^\/unsafe\//, '')
      const parsed = parseResizeRequest(rest, ownHostsOf(fastify, request))
      let result = cache.get(rest)
      if (!result) {
        const source = await ownImage(fastify, request, parsed.path)
        if (!source) throw notFound('图片不存在')
        try {
          result = await resizeImage(source, parsed)
        } catch (error) {
          if (error instanceof ApiError) throw error
          throw badRequest('图片无法解析')
        }
        cache.set(rest, result)
      }
      return await sendImage(request, reply, result)
    },
  )
}

export default routes
