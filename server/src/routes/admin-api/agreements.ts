import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminAgreementEndpoints } from '@contract/admin-agreements'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { notFound, ok } from '../../lib/common/api-error'
import { versionById } from '../../lib/personal/agreements-repository'
import { agreementOverview, publishAgreementVersion, versionAnswer } from '../../lib/personal/agreement-publishing'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-config'], { security: [{ idToken: [] }] })
const config = { adminRole: ADMIN_ROLES.globalAdmin }

/** 协议与隐私 (全局管理员): 用户协议 and 隐私政策 as versions; publishing one makes signed-in people consent again. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(fastify, adminAgreementEndpoints.agreementOverview, { config, schema: docs('用户协议与隐私政策：当前版本与历史版本') }, async () =>
    ok(await agreementOverview(fastify)),
  )

  serve(fastify, adminAgreementEndpoints.agreementVersion, { config, schema: docs('查看一个版本的全文') }, async (request) => {
    const row = await versionById(fastify.db, request.query.id)
    if (!row) throw notFound('该版本不存在')
    return ok(versionAnswer(row))
  })

  serve(
    fastify,
    adminAgreementEndpoints.agreementPublish,
    { config, schema: docs('发布新版本（已登录的用户下次打开或回到应用时需重新同意）', 409) },
    async (request) => ok(await publishAgreementVersion(fastify, userOf(request), request.body, request.host), '已发布'),
  )
}

export default routes
