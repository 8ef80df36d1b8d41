import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../lib/common/api-error'
import { jssdkConfig } from '../../../lib/cms/cms-wechat'
import { cmsEndpoints } from '@contract/cms'
import { ErrorResponse } from '@contract/common'
import { serve } from '../../../serve-endpoint'

export const autoPrefix = '/portal-api'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    cmsEndpoints.getWechatJSSDK,
    {
      schema: {
        tags: ['portal-wechat'],
        summary: '微信 JS-SDK 签名（分享）；url 为当前页面地址（# 之后的部分不参与签名）',
        response: { 400: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (request) => ok(await jssdkConfig(fastify.db, fastify.config.wechat, request.query.url)),
  )
}

export default routes
