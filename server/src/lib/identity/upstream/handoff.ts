import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { loginHandles } from '../../../db/schema/index'
import type { LoginHandles } from '../../auth/login-handles'
import { ApiError, badRequest, forbidden } from '../../common/api-error'
import type { Clock } from '../../common/clock'
import { constantTimeEqual, randomToken, sha256 } from '../../common/secrets'
import type { UpstreamKind } from './flow'
import { UpstreamRefused } from './failures'

/** How long a mini-program's hand-off may wait for the person to sign in at the school and come back. */
export const HANDOFF_TTL_SECONDS = 300
const PURPOSE = 'upstream-handoff'
/** The row outlives the hand-off a little, so a late redeem is told 已过期 rather than 不存在. */
const ROW_TTL_SECONDS = HANDOFF_TTL_SECONDS + 3600

export const HANDOFF_NOT_COMPLETED = '尚未完成统一身份认证，请在打开的页面中登录'
const UNKNOWN = '登录交接不存在，请重新选择统一身份认证登录'
const USED = '该登录交接已使用，请重新选择统一身份认证登录'
const EXPIRED = '登录交接已过期（5 分钟内有效），请重新选择统一身份认证登录'
const WRONG_SECRET = '登录交接的凭据不正确，请重新选择统一身份认证登录'

interface HandoffData {
  secretHash: string
  /** ISO time by the server's clock (tests move it). */
  expiresAt: string
  /** Set when the school's sign-on named the account (the web-view finished). */
  accountId?: string
  kind?: UpstreamKind
}

async function row(db: Database, handoffId: string) {
  const [found] = await db
    .select({ data: loginHandles.data, consumedAt: loginHandles.consumedAt })
    .from(loginHandles)
    .where(and(eq(loginHandles.handleHash, sha256(handoffId)), eq(loginHandles.purpose, PURPOSE)))
  return found && { data: found.data as unknown as HandoffData, consumedAt: found.consumedAt }
}

const expired = (data: HandoffData, clock: Clock) => new Date(data.expiresAt).getTime() <= clock.now().getTime()

/**
 * Starts a hand-off: the id goes through the web-view and the school's sign-on, the secret stays in the mini-program
 * (only its hash is stored), so whoever only saw the address cannot redeem it.
 */
export async function createHandoff(
  handles: LoginHandles,
  clock: Clock,
  ip: string,
): Promise<{ handoffId: string; secret: string; expiresIn: number }> {
  const secret = randomToken(32)
  const data: HandoffData = {
    secretHash: sha256(secret),
    expiresAt: new Date(clock.now().getTime() + HANDOFF_TTL_SECONDS * 1000).toISOString(),
  }
  const handoffId = await handles.createForClient(PURPOSE, ROW_TTL_SECONDS, ip, { ...data })
  return { handoffId, secret, expiresIn: HANDOFF_TTL_SECONDS }
}

/** Why a hand-off cannot be carried into a sign-in now (unknown, used, expired, already completed), or undefined. */
export async function handoffRefusal(db: Database, clock: Clock, handoffId: string): Promise<string | undefined> {
  const found = await row(db, handoffId)
  if (!found) return UNKNOWN
  if (found.consumedAt) return USED
  if (expired(found.data, clock)) return EXPIRED
  if (found.data.accountId) return '该登录交接已完成，请返回小程序'
  return undefined
}

/** The school's sign-on named `accountId`: the hand-off now waits for the mini-program's redeem. */
export async function completeHandoff(db: Database, clock: Clock, handoffId: string, accountId: string, kind: UpstreamKind): Promise<void> {
  const refusal = await handoffRefusal(db, clock, handoffId)
  if (refusal) throw new UpstreamRefused(`小程序登录交接：${refusal}`)
  const found = await row(db, handoffId)
  const updated = await db
    .update(loginHandles)
    .set({ data: { ...found!.data, accountId, kind } })
    .where(and(eq(loginHandles.handleHash, sha256(handoffId)), eq(loginHandles.purpose, PURPOSE), isNull(loginHandles.consumedAt)))
    .returning({ hash: loginHandles.handleHash })
  if (updated.length === 0) throw new UpstreamRefused(`小程序登录交接：${USED}`)
}

/**
 * Redeems a completed hand-off with its secret, once: the account the school's sign-on named. Refusals (4xx, in
 * Chinese): unknown, already used, expired, wrong secret, not completed yet (409, the mini-program may ask again).
 */
export async function redeemHandoff(
  db: Database,
  clock: Clock,
  handoffId: string,
  secret: string,
): Promise<{ accountId: string; kind: UpstreamKind }> {
  const found = await row(db, handoffId)
  if (!found) throw badRequest(UNKNOWN)
  if (found.consumedAt) throw badRequest(USED)
  if (expired(found.data, clock)) throw badRequest(EXPIRED)
  if (!constantTimeEqual(sha256(secret), found.data.secretHash)) throw forbidden(WRONG_SECRET)
  if (!found.data.accountId || !found.data.kind) throw new ApiError(409, HANDOFF_NOT_COMPLETED)
  const spent = await db
    .update(loginHandles)
    .set({ consumedAt: clock.now() })
    .where(and(eq(loginHandles.handleHash, sha256(handoffId)), eq(loginHandles.purpose, PURPOSE), isNull(loginHandles.consumedAt)))
    .returning({ hash: loginHandles.handleHash })
  if (spent.length === 0) throw badRequest(USED)
  return { accountId: found.data.accountId, kind: found.data.kind }
}
