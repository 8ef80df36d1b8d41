import type { FastifyRequest } from 'fastify'
import type { ChatAnswer, RobotMessage } from '@contract/robot'
import { ROBOT_TOKEN_HEADER } from '@contract/paths/robot'
import type { Database } from '../../db/client'
import type { kfMessages } from '../../db/schema/index'
import { forbidden, unauthorized } from '../common/api-error'
import { randomToken, sha256 } from '../common/secrets'
import { searchGrouped } from '../search/search-repository'
import { planQuery } from '../search/search-text'
import { recordUnanswered } from './knowledge-service'
import { accountOfToken, addMessage, bestFaq, countAsked, isAgent, onlineAgents, openChatOf, saveToken } from './robot-repository'

/** How long a robot token lives: a chat session, not a sign-in. */
export const ROBOT_TOKEN_SECONDS = 30 * 60
/** Staff count as on duty while their page checked in within this time. */
export const AGENT_FRESH_MS = 2 * 60_000
/** Below this ts_rank_cd the best FAQ is too weak a match to be given as the answer. */
const MIN_FAQ_RANK = 0.1
export const NO_ANSWER = '抱歉，知识库里还没有这个问题的答案。您可以换个说法，或点击“转人工”联系客服；客服不在线时可以留言。'

export async function issueRobotToken(db: Database, accountId: string, now: Date) {
  const token = randomToken()
  await saveToken(db, sha256(token), accountId, new Date(now.getTime() + ROBOT_TOKEN_SECONDS * 1000))
  return { userToken: token, expiresIn: ROBOT_TOKEN_SECONDS }
}

/** The robot calls' authentication: the `userToken` header from /kf/getToken, not yet expired. */
export async function authenticateRobotCall(db: Database, request: FastifyRequest, now: Date): Promise<void> {
  const header = request.headers[ROBOT_TOKEN_HEADER.toLowerCase()]
  const token = Array.isArray(header) ? header[0] : header
  if (!token) throw unauthorized('缺少客服令牌，请重新进入客服页面')
  const account = await accountOfToken(db, sha256(token), now)
  if (!account) throw unauthorized('客服令牌已过期，请重新进入客服页面')
  request.user = account
}

export function toMessage(row: typeof kfMessages.$inferSelect): RobotMessage {
  return {
    id: row.id,
    sender: row.sender,
    content: row.content,
    toAgent: row.toAgent,
    sources: row.sources,
    answered: row.faqId !== null,
    rating: row.rating ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Portal content related to a question (services and news the asker may see), as extra sources. */
async function relatedContent(db: Database, viewer: { accountId: string; identity: string }, question: string) {
  const plan = planQuery(question)
  if (!plan.exact) return []
  const rows = await searchGrouped(db, plan, viewer, 2, false)
  return (
    rows
      // A service opens by its id (a form-flow service has no link of its own); an article by its link.
      .filter((row) => row.doc_type === 'service' || (row.doc_type === 'news' && row.link))
      .map((row) => ({ title: row.title, link: row.link, ...(row.doc_type === 'service' ? { serviceId: Number(row.source_id) } : {}) }))
  )
}

/** A question to the robot: the best FAQ answer with its sources, or an honest "not known" with related content. */
export async function askRobot(db: Database, viewer: { accountId: string; identity: string }, question: string): Promise<ChatAnswer> {
  const asked = await addMessage(db, { accountId: viewer.accountId, sender: 'user', content: question })
  const faq = await bestFaq(db, question, MIN_FAQ_RANK)
  if (faq) await countAsked(db, faq.id)
  else await recordUnanswered(db, question, asked.createdAt)
  const sources = faq ? faq.sources : (await relatedContent(db, viewer, question)).slice(0, 3)
  const answer = await addMessage(db, {
    accountId: viewer.accountId,
    sender: 'robot',
    content: faq ? faq.answer : NO_ANSWER,
    faqId: faq?.id ?? null,
    sources,
  })
  return { question: toMessage(asked), answer: toMessage(answer) }
}

/** A message to the staff (转人工), in the user's open chat (the desk's queue); the answer comes later in the dialog. */
export async function writeToAgent(db: Database, accountId: string, content: string, now: Date): Promise<ChatAnswer> {
  const agents = await onlineAgents(db, new Date(now.getTime() - AGENT_FRESH_MS))
  if (agents.length === 0) throw forbidden('客服当前不在线，请留言，我们会尽快处理')
  const sessionId = await openChatOf(db, accountId)
  const sent = await addMessage(db, { accountId, sender: 'user', content, toAgent: true, sessionId })
  return { question: toMessage(sent), answer: null }
}

export async function requireAgent(db: Database, accountId: string): Promise<void> {
  if (!(await isAgent(db, accountId))) throw forbidden('仅客服人员可以使用')
}
