import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import type { DeskFaq, FaqSaveBody, UnansweredQuestion } from '@contract/admin-desk'
import type { Database } from '../../db/client'
import { kfFaqs, kfUnanswered } from '../../db/schema/index'
import { recordAudit, type Operator, type Transaction } from '../admin/audit-repository'
import { ApiError, badRequest, notFound } from '../common/api-error'
import { faqTerms } from './faq-terms'

/** The robot's knowledge in the console (知识库): entries, similar phrasings, hot flag, and the 未解决问题. */

const STALE = '该问题已被他人修改，请重新加载后再编辑'

type FaqRow = typeof kfFaqs.$inferSelect

function toFaq(row: FaqRow): DeskFaq {
  return {
    id: row.id,
    question: row.question,
    answer: row.answer,
    similar: row.similar,
    category: row.category,
    hot: row.hot,
    sort: row.sort,
    enabled: row.enabled,
    askCount: row.askCount,
    helpful: row.helpful,
    unhelpful: row.unhelpful,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Hot questions first (their order), then the rest by the order set. */
export async function faqList(db: Database, keyword?: string): Promise<DeskFaq[]> {
  // LIKE's own characters match themselves.
  const word = keyword?.trim().replace(/[\\%_]/g, '\\$&')
  const rows = await db
    .select()
    .from(kfFaqs)
    .where(word ? or(ilike(kfFaqs.question, `%${word}%`), ilike(kfFaqs.answer, `%${word}%`)) : undefined)
    .orderBy(desc(kfFaqs.hot), asc(kfFaqs.sort), asc(kfFaqs.id))
  return rows.map(toFaq)
}

type FaqFields = Omit<FaqSaveBody, 'id' | 'updatedAt'>

/** Trimmed fields; similar phrasings without blanks, repeats or the question itself. */
function checked(fields: FaqFields) {
  const question = fields.question.trim()
  const answer = fields.answer.trim()
  if (!question) throw badRequest('请输入问题')
  if (!answer) throw badRequest('请输入答案')
  const similar = [...new Set((fields.similar ?? []).map((text) => text.trim()).filter((text) => text && text !== question))]
  return {
    question,
    answer,
    similar,
    category: fields.category?.trim() ?? '',
    hot: fields.hot ?? false,
    sort: fields.sort ?? 100,
    enabled: fields.enabled ?? true,
  }
}

async function questionTaken(tx: Transaction, question: string, id?: number) {
  const [other] = await tx.select({ id: kfFaqs.id }).from(kfFaqs).where(eq(kfFaqs.question, question))
  if (other && other.id !== id) throw badRequest('知识库中已有相同的问题')
}

async function insertFaq(tx: Transaction, operator: Operator, fields: ReturnType<typeof checked>) {
  await questionTaken(tx, fields.question)
  const [row] = await tx
    .insert(kfFaqs)
    .values({ ...fields, keywords: '', terms: faqTerms({ ...fields, keywords: '' }) })
    .returning()
  await recordAudit(tx, operator, { action: 'create', entity: 'kf_faq', entityId: row!.id, before: null, after: fields })
  // A question once unanswered is answered now.
  await tx
    .update(kfUnanswered)
    .set({ faqId: row!.id, resolvedAt: new Date() })
    .where(and(eq(kfUnanswered.question, fields.question), isNull(kfUnanswered.resolvedAt)))
  return row!
}

/** Create, or edit the entry loaded at `updatedAt` (a newer save answers 409); the search terms are written with it. */
export async function saveFaq(db: Database, operator: Operator, body: FaqSaveBody): Promise<DeskFaq> {
  const fields = checked(body)
  return await db.transaction(async (tx) => {
    if (!body.id) return toFaq(await insertFaq(tx, operator, fields))
    const [before] = await tx.select().from(kfFaqs).where(eq(kfFaqs.id, body.id)).for('update')
    if (!before) throw notFound('问题不存在')
    if (body.updatedAt && before.updatedAt.toISOString() !== new Date(body.updatedAt).toISOString()) throw new ApiError(409, STALE)
    await questionTaken(tx, fields.question, before.id)
    const [row] = await tx
      .update(kfFaqs)
      .set({ ...fields, terms: faqTerms({ ...fields, keywords: before.keywords }), updatedAt: new Date() })
      .where(eq(kfFaqs.id, before.id))
      .returning()
    const { question, answer, similar, hot, sort, enabled } = before
    await recordAudit(tx, operator, {
      action: 'update',
      entity: 'kf_faq',
      entityId: before.id,
      before: { question, answer, similar, hot, sort, enabled },
      after: fields,
    })
    return toFaq(row!)
  })
}

export async function deleteFaq(db: Database, operator: Operator, id: number, updatedAt: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(kfFaqs).where(eq(kfFaqs.id, id)).for('update')
    if (!before) throw notFound('问题不存在')
    if (before.updatedAt.toISOString() !== new Date(updatedAt).toISOString()) throw new ApiError(409, STALE)
    await tx.delete(kfFaqs).where(eq(kfFaqs.id, id))
    await recordAudit(tx, operator, {
      action: 'delete',
      entity: 'kf_faq',
      entityId: id,
      before: { question: before.question, answer: before.answer },
      after: null,
    })
  })
}

/** A question the robot had no answer for: counted by its text (asked again after an answer was removed: open again). */
export async function recordUnanswered(db: Database, question: string, now: Date): Promise<void> {
  await db
    .insert(kfUnanswered)
    .values({ question, lastAskedAt: now })
    .onConflictDoUpdate({
      target: kfUnanswered.question,
      set: { askCount: sql`${kfUnanswered.askCount} + 1`, lastAskedAt: now, faqId: null, resolvedAt: null },
    })
}

/** 未解决问题: asked most first. */
export async function unansweredQuestions(db: Database): Promise<UnansweredQuestion[]> {
  const rows = await db
    .select({
      id: kfUnanswered.id,
      question: kfUnanswered.question,
      askCount: kfUnanswered.askCount,
      lastAskedAt: kfUnanswered.lastAskedAt,
    })
    .from(kfUnanswered)
    .where(isNull(kfUnanswered.resolvedAt))
    .orderBy(desc(kfUnanswered.askCount), desc(kfUnanswered.lastAskedAt))
    .limit(200)
  return rows.map((row) => ({ ...row, lastAskedAt: row.lastAskedAt.toISOString() }))
}

/** 添加答案: the unanswered question becomes a knowledge entry (the robot answers it from then on). */
export async function answerUnanswered(
  db: Database,
  operator: Operator,
  id: number,
  fields: Omit<FaqFields, 'question'>,
): Promise<DeskFaq> {
  return await db.transaction(async (tx) => {
    const [open] = await tx.select().from(kfUnanswered).where(eq(kfUnanswered.id, id)).for('update')
    if (!open) throw notFound('问题不存在')
    if (open.resolvedAt) throw badRequest('该问题已有答案')
    return toFaq(await insertFaq(tx, operator, checked({ ...fields, question: open.question })))
  })
}
