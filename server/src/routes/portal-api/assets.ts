import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../../lib/common/api-error'
import { assetPng } from '../../lib/portal/assets'
import { ErrorResponse } from '@contract/common'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/v1/assets/:file',
    {
      schema: {
        tags: ['portal-assets'],
        summary: '学校标识与图标（PNG）',
        params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9-]{1,64}\\.png$' }) }),
        response: { 200: Type.Unknown({ description: 'image/png' }), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const png = await assetPng(request.params.file.slice(0, -'.png'.length))
      if (!png) throw notFound('图片不存在')
      return await reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png)
    },
  )
}

export default routes
