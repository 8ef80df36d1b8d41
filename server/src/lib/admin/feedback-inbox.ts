import { and, arrayContains, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { ConsoleFeedback, FeedbackListQuery } from '@contract/admin-feedback'
import { FEEDBACK_REPLY_MESSAGE_TYPE } from '@contract/feedback-rules'
import type { Database, Queryable } from '../../db/client'
import { accounts, feedbackEntries, feedbackReplies } from '../../db/schema/index'
import { ApiError, badRequest, notFound } from '../common/api-error'
import { deliverMessage, escapeLike } from '../message-center/message-records'
import type { PageArgs } from '../paginate'
import { recordAudit, type Operator } from './audit-repository'

/** Where the portal shows a person their feedback and its replies (the message opens it). */
const FEEDBACK_PAGE = '/pages/myInfo/suggestNew'

type FileUrl = (fileId: string) => string

const columns = {
  entry: feedbackEntries,
  username: accounts.username,
  userName: accounts.displayName,
  identityTypeCode: accounts.identityTypeCode,
}

async function withReplies(db: Queryable, rows: Array<{ entry: typeof feedbackEntries.$inferSelect } & Record<string, unknown>>) {
  if (rows.length === 0) return []
  return await db
    .select()
    .from(feedbackReplies)
    .where(
      inArray(
        feedbackReplies.feedbackId,
        rows.map((row) => row.entry.id),
      ),
    )
    .orderBy(feedbackReplies.createdAt, feedbackReplies.id)
}

async function readFeedback(db: Queryable, where: SQL | undefined, page: PageArgs | undefined, fileUrl: FileUrl) {
  const query = db
    .select(columns)
    .from(feedbackEntries)
    .innerJoin(accounts, eq(accounts.id, feedbackEntries.accountId))
    .where(where)
    .orderBy(desc(feedbackEntries.createdAt), desc(feedbackEntries.id))
  const rows = page ? await query.limit(page.pageSize).offset(page.offset) : await query
  const replies = await withReplies(db, rows)
  return rows.map(
    (row): ConsoleFeedback => ({
      id: row.entry.id,
      type: row.entry.type,
      content: row.entry.content,
      contact: row.entry.contact,
      images: row.entry.images.map(fileUrl),
      createdAt: row.entry.createdAt.toISOString(),
      status: row.entry.status,
      tags: row.entry.tags,
      closedAt: row.entry.closedAt?.toISOString() ?? null,
      author: { username: row.username, userName: row.userName, identityTypeCode: row.identityTypeCode },
      replies: replies
        .filter((reply) => reply.feedbackId === row.entry.id)
        .map((reply) => ({ authorName: reply.authorName, content: reply.content, createdAt: reply.createdAt.toISOString() })),
    }),
  )
}

/** What the audit log keeps of a feedback: its state (the content is the author's, and stays in its own row). */
const audited = (feedback: ConsoleFeedback) => ({
  status: feedback.status,
  tags: feedback.tags,
  replies: feedback.replies.length,
  lastReply: feedback.replies.at(-1)?.content ?? null,
})

/** Tags as an operator typed them: trimmed, without blanks and repeats, in the order given. */
export function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0))]
}

/**
 * The 意见反馈 inbox (客服坐席 and 全局管理员): lists what people sent, and the writes on it. A reply is one transaction:
 * the reply row the author's 意见反馈 page shows, the status, the message-centre message and the audit row.
 */
export function feedbackInbox(db: Database, clock: { now: () => Date }) {
  const one = async (tx: Queryable, id: number, fileUrl: FileUrl) => {
    const [found] = await readFeedback(tx, eq(feedbackEntries.id, id), undefined, fileUrl)
    if (!found) throw notFound('反馈不存在')
    return found
  }

  return {
    async list(filter: Omit<FeedbackListQuery, 'pageNum' | 'pageSize'>, page: PageArgs, fileUrl: FileUrl) {
      const keyword = filter.keyword?.trim()
      const like = keyword ? `%${escapeLike(keyword)}%` : undefined
      const tag = filter.tag?.trim()
      const where = and(
        filter.type ? eq(feedbackEntries.type, filter.type) : undefined,
        filter.status ? eq(feedbackEntries.status, filter.status) : undefined,
        tag ? arrayContains(feedbackEntries.tags, [tag]) : undefined,
        like ? or(ilike(feedbackEntries.content, like), ilike(accounts.username, like), ilike(accounts.displayName, like)) : undefined,
      )
      const [items, [counted]] = await Promise.all([
        readFeedback(db, where, page, fileUrl),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(feedbackEntries)
          .innerJoin(accounts, eq(accounts.id, feedbackEntries.accountId))
          .where(where),
      ])
      return { items, total: counted?.total ?? 0 }
    },

    /** Every tag in use, most used first (the filter's and the tag editor's choices). */
    async tagsInUse(): Promise<string[]> {
      const { rows } = await db.execute<{ tag: string }>(
        sql`SELECT tag FROM feedback_entries, unnest(tags) AS tag GROUP BY tag ORDER BY count(*) DESC, tag LIMIT 200`,
      )
      return rows.map((row) => row.tag)
    },

    /** Answers a feedback: the author sees it on the 意见反馈 page and gets a message (unless they turned the type off). */
    async reply(operator: Operator, id: number, content: string, fileUrl: FileUrl) {
      const text = content.trim()
      if (!text) throw badRequest('请填写回复内容')
      return await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM feedback_entries WHERE id = ${id} FOR UPDATE`)
        const before = await one(tx, id, fileUrl)
        if (before.status === 'closed') throw new ApiError(409, '该反馈已关闭，不能再回复')
        const now = clock.now()
        await tx.insert(feedbackReplies).values({ feedbackId: id, authorName: operator.userName, content: text, createdAt: now })
        await tx.update(feedbackEntries).set({ status: 'replied' }).where(eq(feedbackEntries.id, id))
        const [author] = await tx.select({ accountId: feedbackEntries.accountId }).from(feedbackEntries).where(eq(feedbackEntries.id, id))
        await deliverMessage(tx, {
          recipientId: author!.accountId,
          typeCode: FEEDBACK_REPLY_MESSAGE_TYPE,
          title: `您的意见反馈（${before.type}）有了回复`,
          content: text,
          url: FEEDBACK_PAGE,
          senderName: '意见反馈',
          createdAt: now,
        })
        const after = await one(tx, id, fileUrl)
        await recordAudit(tx, operator, {
          action: 'feedback.reply',
          entity: 'feedback',
          entityId: id,
          before: audited(before),
          after: audited(after),
        })
        return after
      })
    },

    /** Closes a feedback (dealt with): no more replies; the author's page is unchanged. */
    async close(operator: Operator, id: number, fileUrl: FileUrl) {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM feedback_entries WHERE id = ${id} FOR UPDATE`)
        const before = await one(tx, id, fileUrl)
        if (before.status === 'closed') throw new ApiError(409, '该反馈已关闭')
        await tx.update(feedbackEntries).set({ status: 'closed', closedAt: clock.now() }).where(eq(feedbackEntries.id, id))
        const after = await one(tx, id, fileUrl)
        await recordAudit(tx, operator, {
          action: 'feedback.close',
          entity: 'feedback',
          entityId: id,
          before: audited(before),
          after: audited(after),
        })
        return after
      })
    },

    async setTags(operator: Operator, id: number, tags: readonly string[], fileUrl: FileUrl) {
      const clean = cleanTags(tags)
      return await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM feedback_entries WHERE id = ${id} FOR UPDATE`)
        const before = await one(tx, id, fileUrl)
        await tx.update(feedbackEntries).set({ tags: clean }).where(eq(feedbackEntries.id, id))
        const after = await one(tx, id, fileUrl)
        await recordAudit(tx, operator, {
          action: 'feedback.tags',
          entity: 'feedback',
          entityId: id,
          before: audited(before),
          after: audited(after),
        })
        return after
      })
    },
  }
}
