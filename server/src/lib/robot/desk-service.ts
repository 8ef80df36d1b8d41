import { and, asc, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { CannedAnswer, DeskAgent, DeskChat, DeskOverview, LeftMessage } from '@contract/admin-desk'
import type { Database } from '../../db/client'
import type { ChangeFeed } from '../../plugins/app/change-feed'
import {
  accounts,
  kfAgents,
  kfCannedAnswers,
  kfLeftMessages,
  kfMessages,
  kfSessions,
  personalTodoExecutors,
  personalTodos,
} from '../../db/schema/index'
import { recordAudit, type Operator, type Transaction } from '../admin/audit-repository'
import { ApiError, badRequest, forbidden, notFound } from '../common/api-error'
import { addMessage, dialogOf, setAgentOnline } from './robot-repository'
import { AGENT_FRESH_MS, toMessage } from './robot-service'

/**
 * The service desk (坐席工作台): chats from 转人工 to 结束, who is on duty, 转接, canned answers and left messages.
 * Every state change of a chat is one guarded UPDATE or a transaction holding the chat's row, so two agents acting at
 * once cannot both take a chat or answer a closed one.
 */

type Db = Database | Transaction

/** The change-feed channel of the desk: every instance passes its notices to the consoles listening there. */
export const DESK_CHANNEL = 'kf_desk'

/** What changed, as the console's event stream carries it (the console then reloads what it shows). */
export type DeskChange = { kind: 'message' | 'session'; sessionId?: number } | { kind: 'left-message' | 'agents' }

/**
 * Tells every instance (and so every open workspace) that the desk changed; called after the write committed. A
 * notice lost while an instance's feed was down is made up by the `resync` its streams get when the feed is back.
 */
export async function deskChanged(feed: ChangeFeed, change: DeskChange): Promise<void> {
  await feed.notify(DESK_CHANNEL, JSON.stringify(change))
}

const DIALOG_SIZE = 100
const OPEN_CHATS = 200

const freshSince = (now: Date) => new Date(now.getTime() - AGENT_FRESH_MS)

/** The agents on duty: 上班 and seen within the freshness window (their workspace keeps checking in). */
export async function onDutyAgents(db: Db, now: Date): Promise<DeskAgent[]> {
  return await db
    .select({ accountId: kfAgents.accountId, userName: accounts.displayName, username: accounts.username })
    .from(kfAgents)
    .innerJoin(accounts, eq(accounts.id, kfAgents.accountId))
    .where(and(eq(kfAgents.online, true), gt(kfAgents.seenAt, freshSince(now))))
    .orderBy(asc(accounts.username))
}

/** Chats with their user, agent and latest message (the queue's rows). */
async function chatRows(db: Db, where: ReturnType<typeof and>, limit: number): Promise<DeskChat[]> {
  const result = await db.execute<{
    id: number
    status: DeskChat['status']
    account_id: string
    username: string
    user_name: string
    agent_id: string | null
    agent_username: string | null
    agent_name: string | null
    summary: string
    created_at: Date
    last_message: string | null
    last_at: Date | null
  }>(sql`
    select s.id, s.status, s.account_id, u.username, u.display_name as user_name, s.agent_id,
      g.username as agent_username, g.display_name as agent_name, s.summary, s.created_at,
      m.content as last_message, m.created_at as last_at
    from kf_sessions s
    join accounts u on u.id = s.account_id
    left join accounts g on g.id = s.agent_id
    left join lateral (select content, created_at from kf_messages where session_id = s.id order by id desc limit 1) m on true
    where ${where}
    order by case s.status when 'waiting' then 0 when 'active' then 1 else 2 end, s.id
    limit ${limit}`)
  return result.rows.map((row) => ({
    id: row.id,
    status: row.status,
    accountId: row.account_id,
    username: row.username,
    userName: row.user_name,
    agent: row.agent_id ? { accountId: row.agent_id, username: row.agent_username ?? '', userName: row.agent_name ?? '' } : null,
    summary: row.summary,
    lastMessage: row.last_message ?? '',
    lastAt: new Date(row.last_at ?? row.created_at).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
  }))
}

export async function chatOf(db: Db, id: number): Promise<DeskChat> {
  const [chat] = await chatRows(db, and(sql`s.id = ${id}`), 1)
  if (!chat) throw notFound('会话不存在')
  return chat
}

export async function deskOverview(db: Database, accountId: string, now: Date): Promise<DeskOverview> {
  const agents = await onDutyAgents(db, now)
  const chats = await chatRows(db, and(sql`s.status <> 'closed'`), OPEN_CHATS)
  const [open] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(kfLeftMessages)
    .where(isNull(kfLeftMessages.handledAt))
  return { onDuty: agents.some((agent) => agent.accountId === accountId), agents, chats, openLeftMessages: open?.count ?? 0 }
}

/** 上班 / 下班; while on duty the workspace calls again every minute (seen within AGENT_FRESH_MS counts). */
export async function setDuty(db: Database, accountId: string, onDuty: boolean, now: Date): Promise<void> {
  await setAgentOnline(db, accountId, onDuty, now)
}

export async function chatDetail(db: Database, id: number) {
  const chat = await chatOf(db, id)
  const messages = await dialogOf(db, chat.accountId, undefined, DIALOG_SIZE)
  return { chat, messages: messages.map(toMessage) }
}

async function lockedChat(tx: Transaction, id: number) {
  const [chat] = await tx.select().from(kfSessions).where(eq(kfSessions.id, id)).for('update')
  if (!chat) throw notFound('会话不存在')
  if (chat.status === 'closed') throw badRequest('会话已结束')
  return chat
}

/** 接入: a waiting chat becomes the agent's; one another agent holds is refused (409). */
export async function claimChat(db: Database, agentId: string, id: number, now: Date): Promise<DeskChat> {
  return await db.transaction(async (tx) => {
    const chat = await lockedChat(tx, id)
    if (chat.status === 'active' && chat.agentId !== agentId) throw new ApiError(409, '该会话已由其他坐席接待')
    await tx.update(kfSessions).set({ status: 'active', agentId, updatedAt: now }).where(eq(kfSessions.id, id))
    return await chatOf(tx, id)
  })
}

/** A reply in an open chat; a waiting chat is taken by the agent who answers, another agent's is refused (403). */
export async function replyInChat(db: Database, agentId: string, id: number, content: string, now: Date) {
  const text = content.trim()
  if (!text) throw badRequest('请输入回复内容')
  return await db.transaction(async (tx) => {
    const chat = await lockedChat(tx, id)
    if (chat.status === 'active' && chat.agentId !== agentId) throw forbidden('该会话由其他坐席接待，请对方转接后再回复')
    if (chat.status === 'waiting')
      await tx.update(kfSessions).set({ status: 'active', agentId, updatedAt: now }).where(eq(kfSessions.id, id))
    const [row] = await tx
      .insert(kfMessages)
      .values({ accountId: chat.accountId, sender: 'agent', agentId, content: text, sessionId: id })
      .returning()
    return toMessage(row!)
  })
}

/**
 * A reply through the portal's staff call (`/kf/agent/reply`, by the user): it joins the user's open chat (taking a
 * waiting one), as the console's reply does; with no open chat it stays a plain message in the dialog, as before.
 */
export async function replyToUser(db: Database, agentId: string, accountId: string, content: string, now: Date) {
  const [open] = await db
    .select({ id: kfSessions.id, status: kfSessions.status, agentId: kfSessions.agentId })
    .from(kfSessions)
    .where(and(eq(kfSessions.accountId, accountId), ne(kfSessions.status, 'closed')))
  if (open && (open.status === 'waiting' || open.agentId === agentId)) return await replyInChat(db, agentId, open.id, content, now)
  return toMessage(await addMessage(db, { accountId, sender: 'agent', agentId, content: content.trim() }))
}

/** 转接: to another agent on duty only; the chat stays open and becomes theirs. */
export async function transferChat(db: Database, agentId: string, id: number, toAgentId: string, now: Date): Promise<DeskChat> {
  return await db.transaction(async (tx) => {
    const chat = await lockedChat(tx, id)
    if (chat.status === 'active' && chat.agentId !== agentId) throw forbidden('只能转接自己接待的会话')
    if (toAgentId === agentId) throw badRequest('请选择其他坐席')
    const onDuty = await onDutyAgents(tx, now)
    if (!onDuty.some((agent) => agent.accountId === toAgentId)) throw badRequest('只能转接给在线的坐席')
    await tx.update(kfSessions).set({ status: 'active', agentId: toAgentId, updatedAt: now }).where(eq(kfSessions.id, id))
    return await chatOf(tx, id)
  })
}

/** 结束 with a summary; the user's next message to the staff opens a new chat. */
export async function closeChat(db: Database, agentId: string, id: number, summary: string, now: Date): Promise<DeskChat> {
  const text = summary.trim()
  if (!text) throw badRequest('请填写会话小结')
  return await db.transaction(async (tx) => {
    const chat = await lockedChat(tx, id)
    if (chat.status === 'active' && chat.agentId !== agentId) throw forbidden('只能结束自己接待的会话')
    await tx
      .update(kfSessions)
      .set({ status: 'closed', agentId: chat.agentId ?? agentId, summary: text, closedAt: now, closedBy: agentId, updatedAt: now })
      .where(eq(kfSessions.id, id))
    return await chatOf(tx, id)
  })
}

export async function cannedAnswers(db: Database): Promise<CannedAnswer[]> {
  return await db
    .select({ id: kfCannedAnswers.id, content: kfCannedAnswers.content, sort: kfCannedAnswers.sort })
    .from(kfCannedAnswers)
    .orderBy(asc(kfCannedAnswers.sort), asc(kfCannedAnswers.id))
}

export async function saveCannedAnswer(db: Database, operator: Operator, input: { id?: number; content: string; sort?: number }) {
  const content = input.content.trim()
  if (!content) throw badRequest('请输入快捷回复内容')
  return await db.transaction(async (tx) => {
    const values = { content, ...(input.sort === undefined ? {} : { sort: input.sort }), updatedAt: new Date() }
    const [before] = input.id ? await tx.select().from(kfCannedAnswers).where(eq(kfCannedAnswers.id, input.id)) : []
    if (input.id && !before) throw notFound('快捷回复不存在')
    const [row] = before
      ? await tx.update(kfCannedAnswers).set(values).where(eq(kfCannedAnswers.id, before.id)).returning()
      : await tx.insert(kfCannedAnswers).values(values).returning()
    await recordAudit(tx, operator, {
      action: before ? 'update' : 'create',
      entity: 'kf_canned_answer',
      entityId: row!.id,
      before: before ? { content: before.content } : null,
      after: { content: row!.content },
    })
    return { id: row!.id, content: row!.content, sort: row!.sort }
  })
}

export async function deleteCannedAnswer(db: Database, operator: Operator, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(kfCannedAnswers).where(eq(kfCannedAnswers.id, id)).returning()
    if (!before) throw notFound('快捷回复不存在')
    await recordAudit(tx, operator, {
      action: 'delete',
      entity: 'kf_canned_answer',
      entityId: id,
      before: { content: before.content },
      after: null,
    })
  })
}

/** A left message (no one on duty) becomes a personal to-do of every service-desk member, created by the user. */
export async function leaveMessage(
  db: Database,
  accountId: string,
  message: { title: string; body: string; content: string; contact: string },
) {
  return await db.transaction(async (tx) => {
    const agents = await tx.select({ accountId: kfAgents.accountId }).from(kfAgents)
    const [todo] = await tx
      .insert(personalTodos)
      .values({ creatorId: accountId, title: message.title, content: message.body })
      .returning({ id: personalTodos.id })
    const executors = agents.map((agent) => agent.accountId).filter((id) => id !== accountId)
    if (executors.length > 0) await tx.insert(personalTodoExecutors).values(executors.map((id) => ({ todoId: todo!.id, accountId: id })))
    await tx.insert(kfLeftMessages).values({ accountId, content: message.content, contact: message.contact, todoId: todo!.id })
    return { todoId: todo!.id, executors: executors.length }
  })
}

async function leftMessageRows(db: Db, where: ReturnType<typeof and>, limit: number): Promise<LeftMessage[]> {
  const handler = sql<string>`(select display_name from accounts h where h.id = ${kfLeftMessages.handledBy})`
  const rows = await db
    .select({
      id: kfLeftMessages.id,
      username: accounts.username,
      userName: accounts.displayName,
      content: kfLeftMessages.content,
      contact: kfLeftMessages.contact,
      createdAt: kfLeftMessages.createdAt,
      handledAt: kfLeftMessages.handledAt,
      handledBy: handler,
    })
    .from(kfLeftMessages)
    .innerJoin(accounts, eq(accounts.id, kfLeftMessages.accountId))
    .where(where)
    .orderBy(desc(kfLeftMessages.id))
    .limit(limit)
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy ?? '',
  }))
}

export async function leftMessages(db: Database, handled: boolean): Promise<LeftMessage[]> {
  return await leftMessageRows(db, and(handled ? isNotNull(kfLeftMessages.handledAt) : isNull(kfLeftMessages.handledAt)), 100)
}

/** 标记已处理: the left message and its to-do (done for every executor). */
export async function handleLeftMessage(db: Database, operator: Operator, id: number, now: Date): Promise<LeftMessage> {
  return await db.transaction(async (tx) => {
    const [row] = await tx
      .update(kfLeftMessages)
      .set({ handledAt: now, handledBy: operator.accountId })
      .where(and(eq(kfLeftMessages.id, id), isNull(kfLeftMessages.handledAt)))
      .returning()
    if (!row) {
      const [exists] = await tx.select({ id: kfLeftMessages.id }).from(kfLeftMessages).where(eq(kfLeftMessages.id, id))
      throw exists ? badRequest('该留言已处理') : notFound('留言不存在')
    }
    if (row.todoId) await tx.update(personalTodos).set({ done: true, completedAt: now }).where(eq(personalTodos.id, row.todoId))
    await recordAudit(tx, operator, { action: 'handle', entity: 'kf_left_message', entityId: id, before: null, after: { handledAt: now } })
    const [answer] = await leftMessageRows(tx, and(eq(kfLeftMessages.id, id)), 1)
    return answer!
  })
}
