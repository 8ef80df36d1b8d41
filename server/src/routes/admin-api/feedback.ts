import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { adminFeedbackEndpoints } from '@contract/admin-feedback'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { BASES } from '@contract/bases'
import { filePaths } from '@contract/paths/files'
import { feedbackInbox } from '../../lib/admin/feedback-inbox'
import { ok } from '../../lib/common/api-error'
import { pageArgs, paginate } from '../../lib/paginate'
import { publicOrigin } from '../../lib/portal/portal-settings'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-feedback'], { security: [{ idToken: [] }] })
/** 客服坐席 (or 全局管理员). */
const config = { adminRole: ADMIN_ROLES.serviceDesk }

/** 意见反馈 in the operator console: the inbox, replies (to the author's page and message centre), closing, tags. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const inbox = feedbackInbox(fastify.db, fastify.clock)
  /** Feedback keeps file ids; answers carry the addresses the console shows (the portal's download). */
  const fileUrl = (request: FastifyRequest) => (id: string) =>
    `${publicOrigin(request, fastify.config.publicOrigin)}${BASES.portal}${filePaths.download.path}/${id}`

  serve(
    fastify,
    adminFeedbackEndpoints.feedbackList,
    { config, schema: docs('意见反馈（新的在前；按类型、状态、标签、关键词筛选）') },
    async (request) => {
      const { type, status, tag, keyword } = request.query
      const page = pageArgs(request.query)
      const { items, total } = await inbox.list({ type, status, tag, keyword }, page, fileUrl(request))
      return ok(paginate(items, total, page))
    },
  )

  serve(fastify, adminFeedbackEndpoints.feedbackTagList, { config, schema: docs('意见反馈已用的标签（常用的在前）') }, async () =>
    ok(await inbox.tagsInUse()),
  )

  serve(
    fastify,
    adminFeedbackEndpoints.feedbackReply,
    { config, schema: docs('回复反馈（作者的意见反馈页显示，并收到消息）', 400, 404, 409) },
    async (request) => ok(await inbox.reply(userOf(request), request.body.id, request.body.content, fileUrl(request)), '已回复'),
  )

  serve(fastify, adminFeedbackEndpoints.feedbackClose, { config, schema: docs('关闭反馈（不再回复）', 404, 409) }, async (request) =>
    ok(await inbox.close(userOf(request), request.body.id, fileUrl(request)), '已关闭'),
  )

  serve(fastify, adminFeedbackEndpoints.feedbackTags, { config, schema: docs('设置反馈的标签', 400, 404) }, async (request) =>
    ok(await inbox.setTags(userOf(request), request.body.id, request.body.tags, fileUrl(request)), '已保存标签'),
  )
}

export default routes
