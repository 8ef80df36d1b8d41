import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { personalEndpoints } from '@contract/personal'
import { badRequest, forbidden, notFound, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { pageArgs, paginate } from '../../../lib/paginate'
import { addFeedback, addFeedbackReply, feedbackExists, feedbackPage } from '../../../lib/personal/personal-account-repository'
import { publicOrigin } from '../../../lib/portal/portal-settings'
import { findFile } from '../../../lib/files/files-repository'
import { BASES } from '@contract/bases'
import { filePaths } from '@contract/paths/files'
import type { FastifyRequest } from 'fastify'
import { serve } from '../../../serve-endpoint'

const tags = ['personal-feedback']
const security = [{ idToken: [] }]

const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** Feedback keeps file ids; answers carry the addresses the client shows. */
  const fileUrl = (request: FastifyRequest) => (id: string) =>
    `${publicOrigin(request, fastify.config.publicOrigin)}${BASES.portal}${filePaths.download.path}/${id}`

  serve(fastify, personalEndpoints.feedbackList, { schema: { tags, summary: '我的反馈及回复', security } }, async (request) => {
    const page = pageArgs(request.query)
    const { items, total } = await feedbackPage(fastify.db, userOf(request).accountId, page)
    const toUrl = fileUrl(request)
    return ok(
      paginate(
        items.map((f) => ({ ...f, images: f.images.map(toUrl) })),
        total,
        page,
      ),
    )
  })

  serve(fastify, personalEndpoints.submitFeedback, { schema: { tags, summary: '提交意见反馈', security } }, async (request) => {
    const content = request.body.content.trim()
    if (!content) throw badRequest('请填写反馈内容')
    const images = request.body.images ?? []
    const { accountId } = userOf(request)
    for (const id of images) {
      const file = await findFile(fastify.db, id)
      if (!file || file.ownerId !== accountId) throw badRequest('图片须先上传')
      if (file.kind !== 'image') throw badRequest('反馈附件只能是图片')
    }
    const row = await addFeedback(fastify.db, {
      accountId,
      type: request.body.type,
      content,
      contact: request.body.contact?.trim() ?? '',
      images,
      createdAt: fastify.clock.now(),
    })
    return ok(
      {
        id: row.id,
        type: row.type,
        content: row.content,
        contact: row.contact,
        images: row.images.map(fileUrl(request)),
        createdAt: row.createdAt.toISOString(),
        replies: [],
      },
      '感谢您的反馈',
    )
  })

  serve(
    fastify,
    personalEndpoints.replyFeedback,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '回复反馈（管理员）', security },
    },
    async (request) => {
      const user = userOf(request)
      if (user.identityTypeCode !== 'admin') throw forbidden('仅管理员可回复反馈')
      if (!(await feedbackExists(fastify.db, request.body.id))) throw notFound('反馈不存在')
      await addFeedbackReply(fastify.db, request.body.id, user.userName, request.body.content.trim(), fastify.clock.now())
      return ok(null, '已回复')
    },
  )
}

export default routes
