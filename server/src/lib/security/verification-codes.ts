import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { verificationCodes, type CodeChannel } from '../../db/schema/index'
import { badRequest, tooManyRequests } from '../common/api-error'
import type { Clock } from '../common/clock'
import { claimHits, secondsUntil, type Limit } from '../common/rate-counter'
import { constantTimeEqual, randomDigits, sha256 } from '../common/secrets'

export const CODE_LENGTH = 6
export const CODE_TTL_SECONDS = 300
export const CODE_RESEND_SECONDS = 60
export const MAX_TRIES_PER_CODE = 5
export const HOURLY_SENDS_PER_TARGET = 10
export const HOURLY_SENDS_PER_ADDRESS = 30

const hashOf = (target: string, code: string) => sha256(`verify:${target}:${code}`)

/**
 * Issues a fresh code for `target` (e.g. `proof:sms:<account>` or `bind:email:<address>`) within the resend
 * and hourly limits of the target and of the client address; earlier codes of the target stop working.
 * Returns the code for the caller to deliver (or to drop, when nobody should receive it).
 */
export async function issueCode(db: Database, target: string, channel: CodeChannel, ip: string, clock: Clock): Promise<string> {
  const now = clock.now()
  const limits: Array<Limit & { message: (wait: number) => string }> = [
    {
      key: `code:resend:${target}`,
      windowSeconds: CODE_RESEND_SECONDS,
      max: 1,
      message: (wait) => `验证码发送过于频繁，请${wait}秒后再试`,
    },
    {
      key: `code:hour:ip:${ip}`,
      windowSeconds: 3600,
      max: HOURLY_SENDS_PER_ADDRESS,
      message: (wait) => `当前网络获取验证码次数过多，请${Math.ceil(wait / 60)}分钟后再试`,
    },
    {
      key: `code:hour:${target}`,
      windowSeconds: 3600,
      max: HOURLY_SENDS_PER_TARGET,
      message: (wait) => `获取验证码次数过多，请${Math.ceil(wait / 60)}分钟后再试`,
    },
  ]
  const refused = await claimHits(db, limits, now)
  if (refused) {
    const limit = limits.find((candidate) => candidate.key === refused.limit.key)!
    throw tooManyRequests(limit.message(secondsUntil(refused.until, now)))
  }
  const code = randomDigits(CODE_LENGTH)
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt)))
  await db.insert(verificationCodes).values({
    target,
    channel,
    codeHash: hashOf(target, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    createdAt: now,
  })
  return code
}

/** Spends the latest code of `target` when `code` matches; every try, right or wrong, uses one of 5. */
export async function spendCode(db: Database, target: string, code: string, clock: Clock): Promise<void> {
  const now = clock.now()
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, target), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, now)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
  if (!latest) throw badRequest('验证码已失效，请重新获取')
  const [tried] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.failedAttempts, MAX_TRIES_PER_CODE),
      ),
    )
    .returning({ tries: verificationCodes.failedAttempts })
  if (!tried) throw tooManyRequests('验证码错误次数过多，请重新获取')
  if (!constantTimeEqual(latest.codeHash, hashOf(target, code))) {
    const left = MAX_TRIES_PER_CODE - tried.tries
    throw badRequest(left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取')
  }
  const [spent] = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id })
  if (!spent) throw badRequest('验证码已使用，请重新获取')
}
