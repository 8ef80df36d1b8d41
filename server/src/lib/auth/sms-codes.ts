import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, smsCodes } from '../../db/schema/index'
import { badRequest, tooManyRequests } from '../shared/api-error'
import type { AccountRow } from './account-login'
import { countHit } from '../shared/rate-counter'
import { constantTimeEqual, randomDigits, sha256 } from '../shared/secrets'
import type { SmsSender } from './sms-sender'

export const SMS_CODE_LENGTH = 6
export const SMS_CODE_TTL_SECONDS = 300
export const SMS_RESEND_SECONDS = 60
const MAX_TRIES_PER_CODE = 5
const HOURLY_SENDS_PER_MOBILE = 10
const HOURLY_SENDS_PER_IP = 30

const codeHash = (mobile: string, code: string): string => sha256(`${mobile}:${code}`)

export async function accountsByMobile (db: Database, mobile: string): Promise<AccountRow[]> {
  return await db.select().from(accounts).where(eq(accounts.mobile, mobile)).orderBy(accounts.username)
}

/**
 * Sends a fresh code to `mobile` within the resend and hourly limits. A number without accounts gets the
 * same answer but no message, so the endpoint does not reveal which numbers are registered.
 */
export async function sendSmsCode (db: Database, sender: SmsSender, mobile: string, ip: string): Promise<void> {
  const [recent] = await db.select({ createdAt: smsCodes.createdAt }).from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), gt(smsCodes.createdAt, new Date(Date.now() - SMS_RESEND_SECONDS * 1000))))
    .orderBy(desc(smsCodes.createdAt)).limit(1)
  if (recent) {
    const wait = Math.max(1, Math.ceil(SMS_RESEND_SECONDS - (Date.now() - recent.createdAt.getTime()) / 1000))
    throw tooManyRequests(`验证码发送过于频繁，请${wait}秒后再试`)
  }
  // The per-minute counter makes two simultaneous requests for one number send only once.
  if (await countHit(db, `sms:minute:${mobile}`, SMS_RESEND_SECONDS) > 1) {
    throw tooManyRequests(`验证码发送过于频繁，请${SMS_RESEND_SECONDS}秒后再试`)
  }
  if (await countHit(db, `sms:hour:ip:${ip}`, 3600) > HOURLY_SENDS_PER_IP) {
    throw tooManyRequests('当前网络获取验证码次数过多，请稍后再试')
  }
  if (await countHit(db, `sms:hour:mobile:${mobile}`, 3600) > HOURLY_SENDS_PER_MOBILE) {
    throw tooManyRequests('该手机号获取验证码次数过多，请1小时后再试')
  }
  const code = randomDigits(SMS_CODE_LENGTH)
  await db.update(smsCodes).set({ consumedAt: new Date() }).where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.consumedAt)))
  await db.insert(smsCodes).values({
    mobile,
    codeHash: codeHash(mobile, code),
    expiresAt: new Date(Date.now() + SMS_CODE_TTL_SECONDS * 1000),
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
export async function verifySmsCode (db: Database, mobile: string, code: string): Promise<void> {
  const [latest] = await db.select().from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), isNull(smsCodes.consumedAt), gt(smsCodes.expiresAt, new Date())))
    .orderBy(desc(smsCodes.createdAt)).limit(1)
  if (!latest) throw badRequest('验证码已失效，请重新获取')
  const [tried] = await db.update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt), lt(smsCodes.failedAttempts, MAX_TRIES_PER_CODE)))
    .returning({ tries: smsCodes.failedAttempts })
  if (!tried) throw tooManyRequests('验证码错误次数过多，请重新获取')
  if (!constantTimeEqual(latest.codeHash, codeHash(mobile, code))) {
    const left = MAX_TRIES_PER_CODE - tried.tries
    throw badRequest(left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取')
  }
  const [spent] = await db.update(smsCodes).set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt))).returning({ id: smsCodes.id })
  if (!spent) throw badRequest('验证码已使用，请重新获取')
}
