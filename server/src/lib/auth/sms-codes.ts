import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, smsCodes } from '../../db/schema/index'
import { badRequest, tooManyRequests } from '../common/api-error'
import type { AccountRow } from './account-login'
import type { Clock } from '../common/clock'
import { claimHits, secondsUntil, type Limit } from '../common/rate-counter'
import { constantTimeEqual, randomDigits, sha256 } from '../common/secrets'
import type { SmsSender } from './sms-sender'

export const SMS_CODE_LENGTH = 6
export const SMS_CODE_TTL_SECONDS = 300
export const SMS_RESEND_SECONDS = 60
const MAX_TRIES_PER_CODE = 5
const HOURLY_SENDS_PER_MOBILE = 10
const HOURLY_SENDS_PER_IP = 30

const codeHash = (mobile: string, code: string): string => sha256(`${mobile}:${code}`)

export async function accountsByMobile(db: Database, mobile: string): Promise<AccountRow[]> {
  return await db.select().from(accounts).where(eq(accounts.mobile, mobile)).orderBy(accounts.username)
}

/**
 * Sends a fresh code to `mobile` within the resend and hourly limits. A number without accounts gets the
 * same answer but no message, so the endpoint does not reveal which numbers are registered.
 */
export async function sendSmsCode(db: Database, sender: SmsSender, mobile: string, ip: string, clock: Clock): Promise<void> {
  const now = clock.now()
  // Each limit holds for its whole window after the last send it counted; refused requests are not counted.
  const limits: Array<Limit & { message: (wait: number) => string }> = [
    {
      key: `sms:send:mobile:${mobile}`,
      windowSeconds: SMS_RESEND_SECONDS,
      max: 1,
      message: (wait) => `验证码发送过于频繁，请${wait}秒后再试`,
    },
    { key: `sms:hour:ip:${ip}`, windowSeconds: 3600, max: HOURLY_SENDS_PER_IP, message: () => '当前网络获取验证码次数过多，请稍后再试' },
    {
      key: `sms:hour:mobile:${mobile}`,
      windowSeconds: 3600,
      max: HOURLY_SENDS_PER_MOBILE,
      message: (wait) => `该手机号获取验证码次数过多，请${Math.ceil(wait / 60)}分钟后再试`,
    },
  ]
  const refused = await claimHits(db, limits, now)
  if (refused) {
    const limit = limits.find((candidate) => candidate.key === refused.limit.key)
    throw tooManyRequests(limit!.message(secondsUntil(refused.until, now)))
  }
  const code = randomDigits(SMS_CODE_LENGTH)
  await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.consumedAt)))
  await db.insert(smsCodes).values({
    mobile,
    codeHash: codeHash(mobile, code),
    expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    createdAt: now,
  })
  const registered = await accountsByMobile(db, mobile)
  if (registered.length === 0) return
  await sender.send({
    mobile,
    code,
    text: `【示范大学】您的登录验证码为${code}，${SMS_CODE_TTL_SECONDS / 60}分钟内有效。如非本人操作，请忽略本短信。`,
  })
}

/** Spends the latest code of `mobile` if `code` matches; each try, right or wrong, uses one of its 5 tries. */
export async function verifySmsCode(db: Database, mobile: string, code: string, clock: Clock): Promise<void> {
  const now = clock.now()
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, now)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1)
  if (!latest) throw badRequest('验证码已失效，请重新获取')
  const [tried] = await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt), lt(smsCodes.failedAttempts, MAX_TRIES_PER_CODE)))
    .returning({ tries: smsCodes.failedAttempts })
  if (!tried) throw tooManyRequests('验证码错误次数过多，请重新获取')
  if (!constantTimeEqual(latest.codeHash, codeHash(mobile, code))) {
    const left = MAX_TRIES_PER_CODE - tried.tries
    throw badRequest(left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取')
  }
  const [spent] = await db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id })
  if (!spent) throw badRequest('验证码已使用，请重新获取')
}
