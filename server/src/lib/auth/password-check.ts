import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts } from '../../db/schema/index'
import { ApiError, badRequest, tooManyRequests } from '../common/api-error'
import type { AccountRow } from './account-login'
import { lockedUntil, recordHit, secondsUntil, windowState } from '../common/rate-counter'
import { verifyPassword } from './passwords'
import type { Clock } from '../common/clock'
import { assertAccountOpen } from '../personal/account-closure'
import type { IdentityConfig } from '../../config'
import { ldapPasswordMatches } from '../identity/ldap/ldap-connection'

export const FAILURE_WINDOW_SECONDS = 900
export const MAX_FAILURES_PER_USERNAME = 10
/** Failures from one address in a window after which its tries are spaced out (never locked outright). */
export const ADDRESS_FAILURES_BEFORE_DELAY = 100
export const MAX_ADDRESS_DELAY_SECONDS = 60

/**
 * Seconds an address must wait after its last failure: none below the threshold, then one second more
 * per failure beyond it, at most a minute. A campus NAT shared by thousands keeps working for everyone
 * (a correct password gets through after a short wait) while one address guesses at most once a minute.
 */
export function addressDelaySeconds(failuresInWindow: number): number {
  if (failuresInWindow < ADDRESS_FAILURES_BEFORE_DELAY) return 0
  return Math.min(MAX_ADDRESS_DELAY_SECONDS, failuresInWindow - ADDRESS_FAILURES_BEFORE_DELAY + 1)
}

/** The counter of wrong passwords on a username (the console's 解除锁定 clears it). */
export const passwordFailureKey = (username: string): string => `pwd-fail:user:${username.toLowerCase()}`

const attemptsInProgress = new Map<string, Promise<unknown>>()

/**
 * Runs the tries on one username one after another in this instance, so parallel guesses cannot all pass
 * the failure check before any failure is counted. Waiting costs no database connection.
 */
async function oneAtATime<T>(key: string, attempt: () => Promise<T>): Promise<T> {
  const previous = attemptsInProgress.get(key) ?? Promise.resolve()
  const current = previous.then(attempt, attempt)
  const settled = current.then(
    () => {},
    () => {},
  )
  attemptsInProgress.set(key, settled)
  void settled.then(() => {
    if (attemptsInProgress.get(key) === settled) attemptsInProgress.delete(key)
  })
  return await current
}

/**
 * Whether an account's password is the school's (its identity signs on with `ldap`) rather than the portal's. The
 * break-glass operator accounts always use the portal's own password.
 */
export function passwordIsInLdap(identity: IdentityConfig, account: Pick<AccountRow, 'username' | 'identityTypeCode'>): boolean {
  return identity.methods[account.identityTypeCode] === 'ldap' && !identity.breakGlassAccounts.includes(account.username)
}

async function passwordMatches(identity: IdentityConfig, account: AccountRow, password: string): Promise<boolean> {
  if (!passwordIsInLdap(identity, account)) return await verifyPassword(account.passwordHash, password)
  if (!identity.ldap) throw new ApiError(503, '该身份使用学校统一身份认证登录，但服务器未配置 LDAP（LDAP_URL）')
  return await ldapPasswordMatches(identity.ldap, account.username, password)
}

/**
 * Checks a username and password (counters shared across instances). Ten failures on a username within
 * 15 minutes lock it for 15 minutes after the last of them; an address with many failures is slowed down.
 * For an identity that signs on with LDAP the directory checks the password (a bind as the person), behind the
 * same counters; an unreachable directory answers 503 and counts as no failure.
 */
export async function checkPassword(
  db: Database,
  identity: IdentityConfig,
  username: string,
  password: string,
  ip: string,
  clock: Clock,
): Promise<AccountRow> {
  const userKey = passwordFailureKey(username)
  const ipKey = `pwd-fail:ip:${ip}`
  const attempt = async (): Promise<AccountRow> => {
    const now = clock.now()
    const [userLock, address] = await Promise.all([
      lockedUntil(db, userKey, FAILURE_WINDOW_SECONDS, MAX_FAILURES_PER_USERNAME, now),
      windowState(db, ipKey, FAILURE_WINDOW_SECONDS, now),
    ])
    if (userLock) throw tooManyRequests(`密码错误次数过多，请${Math.ceil(secondsUntil(userLock, now) / 60)}分钟后再试`)
    const delay = addressDelaySeconds(address.hits)
    if (delay > 0 && address.last && address.last.getTime() + delay * 1000 > now.getTime()) {
      throw tooManyRequests(`当前网络登录失败次数过多，请${secondsUntil(new Date(address.last.getTime() + delay * 1000), now)}秒后再试`)
    }
    const rows = await db.select().from(accounts).where(eq(accounts.username, username))
    const account = rows[0]
    // A closed account keeps its username only so that this can say why: its password is gone.
    if (account) await assertAccountOpen(db, account.id)
    if (account && (await passwordMatches(identity, account, password))) return account
    if (!account) await verifyPassword(undefined, password)
    await Promise.all([recordHit(db, userKey, now), recordHit(db, ipKey, now)])
    throw badRequest('用户名或密码错误')
  }
  // A slowed-down address is also served one try at a time, so parallel guesses on many usernames cannot
  // all slip through before the first failure is counted; below the threshold addresses run in parallel.
  const slowed = addressDelaySeconds((await windowState(db, ipKey, FAILURE_WINDOW_SECONDS, clock.now())).hits) > 0
  return await oneAtATime(userKey, slowed ? async () => await oneAtATime(ipKey, attempt) : attempt)
}
