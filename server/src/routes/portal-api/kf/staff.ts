import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { robotEndpoints } from '@contract/robot'
import { badRequest, ok } from '../../../lib/common/api-error'
import { userOf } from '../../../plugins/app/authentication'
import { deskChanged, replyToUser } from '../../../lib/robot/desk-service'
import { accountExists, agentSessions, dialogOf, onlineAgents, setAgentOnline } from '../../../lib/robot/robot-repository'
import { AGENT_FRESH_MS, issueRobotToken, requireAgent, toMessage } from '../../../lib/robot/robot-service'
import { serve } from '../../../serve-endpoint'

const tags = ['portal-robot']
const security = [{ idToken: [] }]
const config = { kfIdToken: true, fieldsFromQueryOrBody: true }

/** The id-token side of /kf: the robot token's issuer, and the service desk's calls (on duty, sessions, replies). */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  serve(
    fastify,
    robotEndpoints.getToken,
    { config, schema: { tags, summary: '签发客服机器人令牌（30 分钟）', security } },
    async (request) => ok(await issueRobotToken(fastify.db, userOf(request).accountId, fastify.clock.now())),
  )

  serve(
    fastify,
    robotEndpoints.agentDuty,
    { config, schema: { tags, summary: '客服上线/下线（在线时每分钟调用一次保持在线）', security } },
    async (request) => {
      const { accountId } = userOf(request)
      await requireAgent(fastify.db, accountId)
      const now = fastify.clock.now()
      await setAgentOnline(fastify.db, accountId, request.body.online, now)
      await deskChanged(fastify.changeFeed, { kind: 'agents' })
      const agents = await onlineAgents(fastify.db, new Date(now.getTime() - AGENT_FRESH_MS))
      return ok({ online: agents.length > 0, agents: agents.length })
    },
  )

  serve(
    fastify,
    robotEndpoints.agentSessions,
    { config, schema: { tags, summary: '转人工的用户（最新留言在前）', security } },
    async (request) => {
      await requireAgent(fastify.db, userOf(request).accountId)
      const sessions = await agentSessions(fastify.db, 50)
      return ok(
        sessions.map((row) => ({
          accountId: row.account_id,
          username: row.username,
          userName: row.user_name,
          lastMessage: row.content,
          lastAt: new Date(row.created_at).toISOString(),
        })),
      )
    },
  )

  serve(fastify, robotEndpoints.agentDialog, { config, schema: { tags, summary: '某用户的对话记录', security } }, async (request) => {
    await requireAgent(fastify.db, userOf(request).accountId)
    return ok((await dialogOf(fastify.db, request.query.accountId, undefined, 100)).map(toMessage))
  })

  serve(fastify, robotEndpoints.agentReply, { config, schema: { tags, summary: '客服回复用户', security } }, async (request) => {
    const { accountId } = userOf(request)
    await requireAgent(fastify.db, accountId)
    if (!(await accountExists(fastify.db, request.body.accountId))) throw badRequest('没有这个用户')
    const now = fastify.clock.now()
    await setAgentOnline(fastify.db, accountId, true, now)
    const reply = await replyToUser(fastify.db, accountId, request.body.accountId, request.body.content, now)
    await deskChanged(fastify.changeFeed, { kind: 'message' })
    return ok(reply)
  })
}

export default routes
