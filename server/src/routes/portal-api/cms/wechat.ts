import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '../../../lib/shared/api-error'
import { jssdkConfig } from '../../../lib/cms/cms-wechat'
import { WechatJssdkQuery, WechatJssdkResponse } from '../../../schemas/cms'
import { ErrorResponse } from '../../../schemas/common'

export const autoPrefix = '/portal-api'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/v1/wechat/getWechatJSSDK', {
    schema: {
      tags: ['portal-wechat'],
      summary: '微信 JS-SDK 签名（分享）；url 为当前页面地址（# 之后的部分不参与签名）',
      querystring: WechatJssdkQuery,
      response: { 200: WechatJssdkResponse, 400: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse },
    },
  }, async (request) => ok(await jssdkConfig(fastify.db, fastify.config.wechat, request.query.url)))
}

export default routes
