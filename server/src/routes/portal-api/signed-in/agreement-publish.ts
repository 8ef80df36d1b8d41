import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '@contract/common'
import { personalEndpoints } from '@contract/personal'
import { forbidden, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { agreementStatusOf } from '../../../lib/personal/agreement-status'
import { publishAgreementVersion } from '../../../lib/personal/agreement-publishing'
import { currentVersion } from '../../../lib/personal/agreements-repository'
import { serve } from '../../../serve-endpoint'

/**
 * The portal's older publish call (admin identity): kept for existing callers, it publishes a privacy-policy version
 * through the console's service (same checks, same transaction and audit entry). Without `content` the text in force
 * is published again under the new label.
 */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    personalEndpoints.publishAgreement,
    {
      schema: {
        tags: ['portal-app'],
        summary: '发布新版隐私政策（管理员）：所有用户下次使用时需重新同意',
        security: [{ idToken: [] }],
        response: { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request) => {
      const user = userOf(request)
      if (user.identityTypeCode !== 'admin') throw forbidden('仅管理员可发布隐私政策')
      const current = await currentVersion(fastify.db, 'privacy')
      await publishAgreementVersion(
        fastify,
        user,
        {
          kind: 'privacy',
          version: request.body.version,
          title: current?.title ?? '隐私政策',
          content: request.body.content?.trim() || (current?.content ?? ''),
        },
        request.host,
      )
      return ok(await agreementStatusOf(fastify.db, user.accountId), '已发布')
    },
  )
}

export default routes
