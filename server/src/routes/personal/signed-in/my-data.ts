import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { DELETION_COOLING_OFF_DAYS, personalEndpoints, type DeletionStatus } from '@contract/personal'
import { badRequest, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { cancelDeletion, pendingDeletion, requestDeletion } from '../../../lib/personal/personal-account-repository'
import { meUserOf } from '../../../lib/personal/me-user'
import { exportMyData } from '../../../lib/personal/my-data-export'
import { publicOrigin } from '../../../lib/portal/portal-settings'
import { serve } from '../../../serve-endpoint'

const tags = ['personal-data-rights']
const security = [{ idToken: [] }]

const statusOf = (row: { requestedAt: Date; effectiveAt: Date } | undefined): DeletionStatus => ({
  pending: Boolean(row),
  requestedAt: row?.requestedAt.toISOString() ?? null,
  effectiveAt: row?.effectiveAt.toISOString() ?? null,
  coolingOffDays: DELETION_COOLING_OFF_DAYS,
})

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  // The export includes the e-card, loans and mail a generated demo person gets on first use (seed/personal.ts).
  fastify.addHook('preHandler', async (request) => {
    if (request.user) await fastify.demoPersonalData(request.user.accountId)
  })
  serve(fastify, personalEndpoints.exportMyData, { schema: { tags, summary: '下载我的信息', security } }, async (request, reply) => {
    const { accountId, username } = userOf(request)
    const profile = await meUserOf(fastify.db, accountId, publicOrigin(request, fastify.config.publicOrigin))
    const now = fastify.clock.now()
    void reply.header('content-disposition', `attachment; filename="my-data-${username}-${now.toISOString().slice(0, 10)}.json"`)
    return ok(await exportMyData(fastify.db, profile, now))
  })

  serve(fastify, personalEndpoints.deletionStatus, { schema: { tags, summary: '注销申请状态', security } }, async (request) =>
    ok(statusOf(await pendingDeletion(fastify.db, userOf(request).accountId))),
  )

  serve(
    fastify,
    personalEndpoints.requestDeletion,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '申请注销账号（冷静期后生效）', security } },
    async (request) => {
      const { accountId } = userOf(request)
      if (await pendingDeletion(fastify.db, accountId)) throw badRequest('已提交注销申请，冷静期内无需重复提交')
      const now = fastify.clock.now()
      const effectiveAt = new Date(now.getTime() + DELETION_COOLING_OFF_DAYS * 86_400_000)
      const row = await requestDeletion(fastify.db, accountId, request.body.reason?.trim() ?? '', now, effectiveAt)
      return ok(statusOf(row), '已提交注销申请')
    },
  )

  serve(fastify, personalEndpoints.cancelDeletion, { schema: { tags, summary: '撤销注销申请', security } }, async (request) => {
    const { accountId } = userOf(request)
    const pending = await pendingDeletion(fastify.db, accountId)
    if (!pending) throw badRequest('没有进行中的注销申请')
    await cancelDeletion(fastify.db, pending.id, fastify.clock.now())
    return ok(statusOf(undefined), '已撤销注销申请')
  })
}

export default routes
