import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../../../lib/common/api-error'
import { cmsImagePng } from '../../../lib/cms/cms-images'
import { ErrorResponse } from '@contract/common'

export const autoPrefix = '/portal-api'

export const cmsMediaDir = path.resolve(import.meta.dirname, '..', '..', '..', '..', 'assets', 'cms')

/** Demo images (SVG rendered with sharp) and media files of the CMS. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/v1/cms/images/:file',
    {
      schema: {
        tags: ['portal-cms'],
        summary: '资讯配图（PNG）',
        params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,40}\\.png$' }) }),
        response: { 200: Type.Unknown({ description: 'image/png' }), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const png = await cmsImagePng(request.params.file.slice(0, -'.png'.length))
      if (!png) throw notFound('图片不存在')
      return await reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png)
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
