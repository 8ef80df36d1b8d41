import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '@contract/common'
import { personalEndpoints } from '@contract/personal'
import { badRequest, forbidden, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { agreementStatusOf } from '../../../lib/personal/agreement-status'
import { currentAgreement, publishAgreement } from '../../../lib/personal/personal-account-repository'
import { serve } from '../../../serve-endpoint'

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    personalEndpoints.publishAgreement,
    {
      schema: {
        tags: ['portal-app'],
        summary: '发布新版隐私政策（管理员）：所有用户下次使用时需重新同意',
        security: [{ idToken: [] }],
        response: { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) => {
      const user = userOf(request)
      if (user.identityTypeCode !== 'admin') throw forbidden('仅管理员可发布隐私政策')
      const current = await currentAgreement(fastify.db)
      const version = request.body.version.trim()
      if (version === current.version) throw badRequest('版本号与当前版本相同')
      const now = fastify.clock.now()
      await publishAgreement(fastify.db, {
        ...current,
        version,
        updatedAt: now.toISOString().slice(0, 10),
        content: request.body.content?.trim() || current.content,
      })
      return ok(await agreementStatusOf(fastify.db, user.accountId), '已发布')
    },
  )
}

export default routes
