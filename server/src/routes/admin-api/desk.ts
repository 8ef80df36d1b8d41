import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { adminDeskEndpoints } from '@contract/admin-desk'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { ok } from '../../lib/common/api-error'
import {
  cannedAnswers,
  chatDetail,
  claimChat,
  closeChat,
  deleteCannedAnswer,
  deskChanged,
  deskOverview,
  handleLeftMessage,
  leftMessages,
  replyInChat,
  saveCannedAnswer,
  setDuty,
  transferChat,
} from '../../lib/robot/desk-service'
import { answerUnanswered, deleteFaq, faqList, saveFaq, unansweredQuestions } from '../../lib/robot/knowledge-service'
import { userOf } from '../../plugins/app/authentication'
import { routeDocs, serve } from '../../serve-endpoint'

const docs = routeDocs(['admin-desk'], { security: [{ idToken: [] }] })
const config = { adminRole: ADMIN_ROLES.serviceDesk }

/** 坐席工作台 and 知识库 in the operator console (客服坐席 or 全局管理员); the live stream is desk-events.ts. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db } = fastify
  const now = () => fastify.clock.now()
  const me = (request: Parameters<typeof userOf>[0]) => userOf(request).accountId
  /** Every open workspace (any instance) hears of the change once it is committed. */
  const announced = async <T>(change: Parameters<typeof deskChanged>[1], value: T) => {
    await deskChanged(fastify.changeFeed, change)
    return value
  }

  serve(fastify, adminDeskEndpoints.overview, { config, schema: docs('工作台：是否上班、在线坐席、排队与接待中的会话') }, async (request) =>
    ok(await deskOverview(db, me(request), now())),
  )

  serve(fastify, adminDeskEndpoints.duty, { config, schema: docs('上班/下班（上班时工作台每分钟调用一次保持在线）') }, async (request) => {
    await setDuty(db, me(request), request.body.onDuty, now())
    await deskChanged(fastify.changeFeed, { kind: 'agents' })
    return ok(await deskOverview(db, me(request), now()), request.body.onDuty ? '已上班' : '已下班')
  })

  serve(fastify, adminDeskEndpoints.chat, { config, schema: docs('会话及该用户的对话记录', 404) }, async (request) =>
    ok(await chatDetail(db, request.query.id)),
  )

  serve(fastify, adminDeskEndpoints.claim, { config, schema: docs('接入排队中的会话', 404, 409) }, async (request) =>
    ok(
      await announced({ kind: 'session', sessionId: request.body.id }, await claimChat(db, me(request), request.body.id, now())),
      '已接入',
    ),
  )

  serve(fastify, adminDeskEndpoints.reply, { config, schema: docs('回复（排队中的会话由回复的坐席接入）', 404) }, async (request) =>
    ok(
      await announced(
        { kind: 'message', sessionId: request.body.id },
        await replyInChat(db, me(request), request.body.id, request.body.content, now()),
      ),
      '已发送',
    ),
  )

  serve(fastify, adminDeskEndpoints.transfer, { config, schema: docs('转接给另一位在线坐席', 404) }, async (request) =>
    ok(
      await announced(
        { kind: 'session', sessionId: request.body.id },
        await transferChat(db, me(request), request.body.id, request.body.agentId, now()),
      ),
      '已转接',
    ),
  )

  serve(fastify, adminDeskEndpoints.close, { config, schema: docs('结束会话并填写小结', 404) }, async (request) =>
    ok(
      await announced(
        { kind: 'session', sessionId: request.body.id },
        await closeChat(db, me(request), request.body.id, request.body.summary, now()),
      ),
      '会话已结束',
    ),
  )

  serve(fastify, adminDeskEndpoints.cannedList, { config, schema: docs('快捷回复') }, async () => ok(await cannedAnswers(db)))

  serve(fastify, adminDeskEndpoints.cannedSave, { config, schema: docs('新建或修改快捷回复', 404) }, async (request) =>
    ok(await saveCannedAnswer(db, userOf(request), request.body), '已保存'),
  )

  serve(fastify, adminDeskEndpoints.cannedDelete, { config, schema: docs('删除快捷回复', 404) }, async (request) => {
    await deleteCannedAnswer(db, userOf(request), request.body.id)
    return ok({ id: request.body.id }, '已删除')
  })

  serve(fastify, adminDeskEndpoints.leftMessages, { config, schema: docs('留言待办（无人上班时的留言）') }, async (request) =>
    ok(await leftMessages(db, request.query.handled ?? false)),
  )

  serve(fastify, adminDeskEndpoints.leftMessageHandle, { config, schema: docs('标记留言已处理（其待办随之完成）', 404) }, async (request) =>
    ok(await announced({ kind: 'left-message' }, await handleLeftMessage(db, userOf(request), request.body.id, now())), '已标记为已处理'),
  )

  serve(fastify, adminDeskEndpoints.faqList, { config, schema: docs('知识库（热门在前）') }, async (request) =>
    ok(await faqList(db, request.query.keyword)),
  )

  serve(fastify, adminDeskEndpoints.faqSave, { config, schema: docs('新建或修改知识库问题', 404, 409) }, async (request) =>
    ok(await saveFaq(db, userOf(request), request.body), '已保存'),
  )

  serve(fastify, adminDeskEndpoints.faqDelete, { config, schema: docs('删除知识库问题', 404, 409) }, async (request) => {
    await deleteFaq(db, userOf(request), request.body.id, request.body.updatedAt)
    return ok({ id: request.body.id }, '已删除')
  })

  serve(fastify, adminDeskEndpoints.unanswered, { config, schema: docs('未解决问题（机器人答不上的问题，按次数）') }, async () =>
    ok(await unansweredQuestions(db)),
  )

  serve(
    fastify,
    adminDeskEndpoints.unansweredAnswer,
    { config, schema: docs('为未解决问题添加答案（成为知识库问题）', 404) },
    async (request) => ok(await answerUnanswered(db, userOf(request), request.body.id, request.body), '已加入知识库'),
  )
}

export default routes
