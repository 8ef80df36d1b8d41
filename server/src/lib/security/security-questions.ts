import { asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { securityQuestions } from '../../db/schema/index'
import { SECURITY_QUESTION_COUNT, SECURITY_QUESTIONS, questionText } from '@contract/security-questions'
import { badRequest, tooManyRequests } from '../common/api-error'
import type { Clock } from '../common/clock'
import { lockedUntil, recordHit, windowState } from '../common/rate-counter'
import { sha256 } from '../common/secrets'
import { hashPassword, verifyPassword } from '../auth/passwords'

export const MAX_WRONG_ANSWERS = 5
export const ANSWER_LOCK_SECONDS = 900

/** Width, case, spaces and punctuation do not matter: "  北京 " and "北京。" are the same answer. */
export function normaliseAnswer(answer: string): string {
  return answer
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '')
}

export async function questionCodesOf(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ code: securityQuestions.questionCode })
    .from(securityQuestions)
    .where(eq(securityQuestions.accountId, accountId))
    .orderBy(asc(securityQuestions.position))
  return rows.map((row) => row.code)
}

/**
 * Three questions that look like a real account's for a name with none (unknown, or no questions set):
 * the same every time, so asking reveals nothing. Their answers never match.
 */
export function standInQuestions(name: string): string[] {
  const digest = sha256(`questions:${name.toLowerCase()}`)
  const pool: string[] = SECURITY_QUESTIONS.map((question) => question.code)
  const chosen: string[] = []
  for (let i = 0; chosen.length < SECURITY_QUESTION_COUNT; i += 2) {
    const index = parseInt(digest.slice(i, i + 2), 16) % pool.length
    chosen.push(...pool.splice(index, 1))
  }
  return chosen
}

export interface AnswerInput {
  questionCode: string
  answer: string
}

/** Replaces the account's questions with three distinct ones from the list and their hashed answers. */
export async function setQuestions(db: Database, accountId: string, items: AnswerInput[], now: Date): Promise<void> {
  if (items.length !== SECURITY_QUESTION_COUNT) throw badRequest(`请设置${SECURITY_QUESTION_COUNT}个安全问题`)
  const codes = new Set(items.map((item) => item.questionCode))
  if (codes.size !== items.length) throw badRequest('请选择不同的安全问题')
  for (const item of items) {
    if (!questionText(item.questionCode)) throw badRequest('安全问题不在可选范围内')
    const answer = normaliseAnswer(item.answer)
    if (answer.length < 2) throw badRequest('答案至少2个字符（不计空格和标点）')
    if (answer.length > 64) throw badRequest('答案不能超过64个字符')
  }
  const rows = await Promise.all(
    items.map(async (item, position) => ({
      accountId,
      position,
      questionCode: item.questionCode,
      answerHash: await hashPassword(normaliseAnswer(item.answer)),
      updatedAt: now,
    })),
  )
  await db.transaction(async (tx) => {
    await tx.delete(securityQuestions).where(eq(securityQuestions.accountId, accountId))
    await tx.insert(securityQuestions).values(rows)
  })
}

const lockMessage = (until: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))
  const at = until.toLocaleTimeString('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hour12: false })
  return `安全问题回答错误次数过多，已锁定，请于${at}后再试（约${minutes}分钟）`
}

/**
 * Checks the three answers of `accountId` (undefined: a name without an account, checked at the same cost
 * and always wrong). Five wrong tries within 15 minutes lock the name for 15 minutes after the last.
 * A wrong try answers the refusal to show, and whether it started the lock (for the authentication log).
 */
export async function verifyAnswers(
  db: Database,
  lockName: string,
  accountId: string | undefined,
  answers: AnswerInput[],
  clock: Clock,
): Promise<{ ok: true } | { ok: false; message: string; lockedNow: boolean }> {
  const key = `question-fail:${lockName.toLowerCase()}`
  const now = clock.now()
  const locked = await lockedUntil(db, key, ANSWER_LOCK_SECONDS, MAX_WRONG_ANSWERS, now)
  if (locked) throw tooManyRequests(lockMessage(locked, now))
  const stored = accountId
    ? await db.select().from(securityQuestions).where(eq(securityQuestions.accountId, accountId)).orderBy(asc(securityQuestions.position))
    : []
  let allRight = stored.length === SECURITY_QUESTION_COUNT && answers.length === SECURITY_QUESTION_COUNT
  for (let position = 0; position < SECURITY_QUESTION_COUNT; position++) {
    const row = stored[position]
    const given = answers[position]
    const right =
      row !== undefined && given !== undefined && given.questionCode === row.questionCode
        ? await verifyPassword(row.answerHash, normaliseAnswer(given.answer))
        : await verifyPassword(undefined, normaliseAnswer(given?.answer ?? ''))
    allRight &&= right
  }
  if (allRight) return { ok: true }
  await recordHit(db, key, now)
  const lockedAfter = await lockedUntil(db, key, ANSWER_LOCK_SECONDS, MAX_WRONG_ANSWERS, now)
  if (lockedAfter) return { ok: false, message: lockMessage(lockedAfter, now), lockedNow: true }
  const { hits } = await windowState(db, key, ANSWER_LOCK_SECONDS, now)
  return { ok: false, message: `安全问题答案不正确，还可尝试${MAX_WRONG_ANSWERS - hits}次`, lockedNow: false }
}
