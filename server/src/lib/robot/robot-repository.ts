import { and, asc, desc, eq, gt, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, kfAgents, kfFaqs, kfMessages, kfSessions, kfTokens, type RobotSource } from '../../db/schema/index'
import { ApiError } from '../common/api-error'
import { bigrams, segmentWords } from '../search/search-text'

const HAN = /\p{Script=Han}/u
/** Pairs every question has (怎么, 什么 …): they match every FAQ and rank nothing. */
const QUESTION_PAIRS = new Set([
  '怎么',
  '什么',
  '怎样',
  '如何',
  '可以',
  '哪里',
  '请问',
  '为什',
  '么办',
  '么时',
  '时候',
  '需要',
  '是否',
  '我要',
  '我想',
  '一下',
])

/**
 * A question as an any-word text query: each Chinese word by its character pairs, other words by prefix; a sentence
 * shares few exact words with an FAQ, so the best-ranked FAQ wins rather than one matching every word.
 */
export function questionQuery(question: string): string {
  const terms = new Set<string>()
  for (const word of segmentWords(question)) {
    if (!HAN.test(word)) {
      if (word.length >= 2) terms.add(`'${word}':*`)
      continue
    }
    // Single characters (的, 吗, 怎) say nothing about the topic.
    for (const pair of bigrams(word)) if ([...pair].length === 2 && !QUESTION_PAIRS.has(pair)) terms.add(`'${pair}'`)
  }
  return [...terms].join(' | ')
}

/** The FAQ that answers the question best, when it matches well enough. */
export async function bestFaq(db: Database, question: string, minimumRank: number) {
  const query = questionQuery(question)
  if (!query) return undefined
  const result = await db.execute<{ id: number; question: string; answer: string; sources: RobotSource[]; rank: number }>(sql`
    select id, question, answer, sources, ts_rank_cd(terms, to_tsquery('simple', ${query})) as rank
    from kf_faqs where enabled and terms @@ to_tsquery('simple', ${query})
    order by rank desc, sort, id limit 1`)
  const best = result.rows[0]
  return best && best.rank >= minimumRank ? best : undefined
}

export async function countAsked(db: Database, faqId: number): Promise<void> {
  await db
    .update(kfFaqs)
    .set({ askCount: sql`${kfFaqs.askCount} + 1` })
    .where(eq(kfFaqs.id, faqId))
}

/** The questions the desk marked hot (in their order), then those asked most, then the knowledge base's order. */
export async function hotQuestions(db: Database, limit: number) {
  return await db
    .select({ id: kfFaqs.id, question: kfFaqs.question, category: kfFaqs.category })
    .from(kfFaqs)
    .where(eq(kfFaqs.enabled, true))
    .orderBy(
      desc(kfFaqs.hot),
      sql`case when ${kfFaqs.hot} then ${kfFaqs.sort} end`,
      desc(kfFaqs.askCount),
      asc(kfFaqs.sort),
      asc(kfFaqs.id),
    )
    .limit(limit)
}

export async function saveToken(db: Database, tokenHash: string, accountId: string, expiresAt: Date): Promise<void> {
  await db.delete(kfTokens).where(sql`${kfTokens.expiresAt} < now() - interval '1 day'`)
  await db.insert(kfTokens).values({ tokenHash, accountId, expiresAt })
}

/** The account behind a robot token that has not expired. */
export async function accountOfToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      accountId: accounts.id,
      username: accounts.username,
      userName: accounts.displayName,
      identityTypeCode: accounts.identityTypeCode,
    })
    .from(kfTokens)
    .innerJoin(accounts, eq(accounts.id, kfTokens.accountId))
    .where(and(eq(kfTokens.tokenHash, tokenHash), gt(kfTokens.expiresAt, now)))
  return row
}

export async function addMessage(db: Database, message: typeof kfMessages.$inferInsert) {
  const [row] = await db.insert(kfMessages).values(message).returning()
  return row!
}

/** The account's dialog, oldest first: the last `limit` messages, or those after `afterId`. */
export async function dialogOf(db: Database, accountId: string, afterId: number | undefined, limit: number) {
  const rows = await db
    .select()
    .from(kfMessages)
    .where(and(eq(kfMessages.accountId, accountId), afterId ? gt(kfMessages.id, afterId) : undefined))
    .orderBy(desc(kfMessages.id))
    .limit(limit)
  return rows.reverse()
}

/** Rates one of the account's robot answers; the FAQ's counters follow (a changed rating moves its count). */
export async function rateAnswer(db: Database, accountId: string, messageId: number, rating: 'helpful' | 'unhelpful') {
  return await db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(kfMessages)
      .where(and(eq(kfMessages.id, messageId), eq(kfMessages.accountId, accountId), eq(kfMessages.sender, 'robot')))
      .for('update')
    if (!message) return undefined
    if (message.rating === rating) return message
    await tx.update(kfMessages).set({ rating }).where(eq(kfMessages.id, messageId))
    if (message.faqId) {
      const add = rating === 'helpful' ? { helpful: sql`${kfFaqs.helpful} + 1` } : { unhelpful: sql`${kfFaqs.unhelpful} + 1` }
      const undo =
        message.rating === 'helpful'
          ? { helpful: sql`${kfFaqs.helpful} - 1` }
          : message.rating === 'unhelpful'
            ? { unhelpful: sql`${kfFaqs.unhelpful} - 1` }
            : {}
      await tx
        .update(kfFaqs)
        .set({ ...add, ...undo })
        .where(eq(kfFaqs.id, message.faqId))
    }
    return { ...message, rating }
  })
}

/** Staff on duty: online and seen within `freshSince`. */
export async function onlineAgents(db: Database, freshSince: Date) {
  return await db
    .select({ accountId: kfAgents.accountId })
    .from(kfAgents)
    .where(and(eq(kfAgents.online, true), gt(kfAgents.seenAt, freshSince)))
}

export async function isAgent(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db.select({ accountId: kfAgents.accountId }).from(kfAgents).where(eq(kfAgents.accountId, accountId))
  return Boolean(row)
}

export async function setAgentOnline(db: Database, accountId: string, online: boolean, now: Date): Promise<void> {
  await db
    .insert(kfAgents)
    .values({ accountId, online, seenAt: now })
    .onConflictDoUpdate({ target: kfAgents.accountId, set: { online, seenAt: now } })
}

/** Users who wrote to the staff, with their latest message to them, newest first. */
export async function agentSessions(db: Database, limit: number) {
  const result = await db.execute<{
    account_id: string
    username: string
    user_name: string
    content: string
    created_at: Date
    message_id: number
  }>(sql`
    select distinct on (m.account_id) m.account_id, a.username, a.display_name as user_name, m.content, m.created_at, m.id as message_id
    from kf_messages m join accounts a on a.id = m.account_id
    where m.to_agent
    order by m.account_id, m.id desc`)
  return result.rows.sort((x, y) => y.message_id - x.message_id).slice(0, limit)
}

/** The user's open service-desk chat, opened (waiting in the queue) by their first message to the staff. */
export async function openChatOf(db: Database, accountId: string): Promise<number> {
  const [opened] = await db.insert(kfSessions).values({ accountId }).onConflictDoNothing().returning({ id: kfSessions.id })
  if (opened) return opened.id
  const [open] = await db
    .select({ id: kfSessions.id })
    .from(kfSessions)
    .where(and(eq(kfSessions.accountId, accountId), ne(kfSessions.status, 'closed')))
  // Closed between the two statements: the next message opens a new chat.
  if (!open) throw new ApiError(409, '会话状态已变化，请重新发送')
  return open.id
}

export async function accountExists(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId))
  return Boolean(row)
}
