import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts } from '../../db/schema/index'
import { badRequest, tooManyRequests } from '../shared/api-error'
import type { AccountRow } from './account-login'
import { countHit, currentCount } from '../shared/rate-counter'
import { verifyPassword } from './passwords'

const FAILURE_WINDOW_SECONDS = 900
const MAX_FAILURES_PER_USERNAME = 10
const MAX_FAILURES_PER_IP = 100

const attemptsInProgress = new Map<string, Promise<unknown>>()

/**
 * Runs the tries on one username one after another in this instance, so parallel guesses cannot all pass
 * the failure check before any failure is counted. Waiting costs no database connection.
 */
async function oneAtATime<T> (key: string, attempt: () => Promise<T>): Promise<T> {
  const previous = attemptsInProgress.get(key) ?? Promise.resolve()
  const current = previous.then(attempt, attempt)
  const settled = current.then(() => {}, () => {})
  attemptsInProgress.set(key, settled)
  void settled.then(() => {
    if (attemptsInProgress.get(key) === settled) attemptsInProgress.delete(key)
  })
  return await current
}

/** Checks a username and password, refusing further tries after repeated failures (shared across instances). */
export async function checkPassword (db: Database, username: string, password: string, ip: string): Promise<AccountRow> {
  const userKey = `pwd-fail:user:${username.toLowerCase()}`
  const ipKey = `pwd-fail:ip:${ip}`
  return await oneAtATime(userKey, async () => {
    const [userFailures, ipFailures] = await Promise.all([
      currentCount(db, userKey, FAILURE_WINDOW_SECONDS),
      currentCount(db, ipKey, FAILURE_WINDOW_SECONDS),
    ])
    if (userFailures >= MAX_FAILURES_PER_USERNAME || ipFailures >= MAX_FAILURES_PER_IP) {
      throw tooManyRequests('密码错误次数过多，请15分钟后再试')
    }
    const rows = await db.select().from(accounts).where(eq(accounts.username, username))
    const account = rows[0]
    if (account && await verifyPassword(account.passwordHash, password)) return account
    if (!account) await verifyPassword(undefined, password)
    await Promise.all([countHit(db, userKey, FAILURE_WINDOW_SECONDS), countHit(db, ipKey, FAILURE_WINDOW_SECONDS)])
    throw badRequest('用户名或密码错误')
  })
}
