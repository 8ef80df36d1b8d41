import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { robotEndpoints } from '@contract/robot'
import { badRequest, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { deskChanged, leaveMessage } from '../../../lib/robot/desk-service'
import { dialogOf, hotQuestions, onlineAgents, rateAnswer } from '../../../lib/robot/robot-repository'
import { AGENT_FRESH_MS, askRobot, toMessage, writeToAgent } from '../../../lib/robot/robot-service'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-robot']
const security = [{ robotToken: [] }]
const HOT_COUNT = 8
const DIALOG_SIZE = 100

/** The customer-service robot's calls (spec §7), each with the robot token in the `userToken` header. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(fastify, robotEndpoints.hotQuestions, { schema: { tags, summary: '热门问题', security } }, async () =>
    ok(await hotQuestions(fastify.db, HOT_COUNT)),
  )

  serve(
    fastify,
    robotEndpoints.chat,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '提问：知识库答案及来源；toAgent 时发给在线客服', security },
    },
    async (request) => {
      const user = userOf(request)
      const question = request.body.question.trim()
      if (!question) throw badRequest('请输入问题')
      if (request.body.toAgent) {
        const sent = await writeToAgent(fastify.db, user.accountId, question, fastify.clock.now())
        await deskChanged(fastify.changeFeed, { kind: 'message' })
        return ok(sent)
      }
      return ok(await askRobot(fastify.db, { accountId: user.accountId, identity: user.identityTypeCode }, question))
    },
  )

  serve(
    fastify,
    robotEndpoints.commentQuestion,
    {
      config: { fieldsFromQueryOrBody: true },
      schema: { tags, summary: '评价机器人的回答（有帮助/没帮助）', security },
    },
    async (request) => {
      const rated = await rateAnswer(
        fastify.db,
        userOf(request).accountId,
        request.body.messageId,
        request.body.helpful ? 'helpful' : 'unhelpful',
      )
      if (!rated) throw badRequest('没有找到这条回答')
      return ok(toMessage(rated))
    },
  )

  serve(
    fastify,
    robotEndpoints.dialogList,
    { schema: { tags, summary: '我的对话记录（最近 100 条，或 afterId 之后的）', security } },
    async (request) => ok((await dialogOf(fastify.db, userOf(request).accountId, request.query.afterId, DIALOG_SIZE)).map(toMessage)),
  )

  serve(fastify, robotEndpoints.online, { schema: { tags, summary: '是否有客服在线（转人工）', security } }, async () => {
    const agents = await onlineAgents(fastify.db, new Date(fastify.clock.now().getTime() - AGENT_FRESH_MS))
    return ok({ online: agents.length > 0, agents: agents.length })
  })

  serve(
    fastify,
    robotEndpoints.leaveMessage,
    { config: { fieldsFromQueryOrBody: true }, schema: { tags, summary: '留言：成为服务台的待办', security } },
    async (request) => {
      const user = userOf(request)
      const content = request.body.content.trim()
      if (!content) throw badRequest('请输入留言内容')
      const contact = request.body.contact?.trim() ?? ''
      const { todoId } = await leaveMessage(fastify.db, user.accountId, {
        title: `客服留言：${[...content].slice(0, 20).join('')}`,
        body: `${user.userName}（${user.username}）留言：${content}${contact ? `\n联系方式：${contact}` : ''}`,
        content,
        contact,
      })
      await deskChanged(fastify.changeFeed, { kind: 'left-message' })
      return ok({ todoId })
    },
  )
}

export default routes
