import crypto from 'node:crypto'
import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import {
  accountClosures,
  accountCredentials,
  accounts,
  accountSuspensions,
  deletionRequests,
  directoryAccounts,
  federatedIdentities,
} from '../../db/schema/index'
import { CLOSURE_RULES, KEPT_UPLOADS_SQL } from './closure-rules'
import { forbidden, type ApiError } from '../common/api-error'

/** The name a closed account shows wherever others still see it (messages it sent, reviews). */
export const CLOSED_ACCOUNT_NAME = '已注销用户'
export const ACCOUNT_CLOSED = '该账号已注销，无法登录'
/** Nothing can sign in with a closed account's password: no hash verifies against this. */
const NO_PASSWORD = '!closed'

export type ClosedIdentifier = { kind: 'mobile'; value: string } | { kind: 'wechat'; value: string }

const digestOf = (id: ClosedIdentifier) => crypto.createHash('sha256').update(`${id.kind}:${id.value}`).digest('hex')

export const accountClosedError = (): ApiError => forbidden(ACCOUNT_CLOSED)

export async function isClosed(db: Pick<Database, 'select'>, accountId: string): Promise<boolean> {
  const rows = await db.select({ id: accountClosures.accountId }).from(accountClosures).where(eq(accountClosures.accountId, accountId))
  return rows.length > 0
}

/** Why a person the school's directory disabled (or no longer lists) cannot sign in; the account itself is kept. */
export const ACCOUNT_DISABLED = '该账号已在学校目录中停用，无法登录'

/** Why a person an operator disabled in the console cannot sign in. */
export const ACCOUNT_SUSPENDED = '该账号已被管理员停用，无法登录'

/** Throws the 403 every sign-in path answers for a closed account, or one the directory sync or an operator disabled. */
export async function assertAccountOpen(db: Pick<Database, 'select'>, accountId: string): Promise<void> {
  if (await isClosed(db, accountId)) throw accountClosedError()
  const [link] = await db
    .select({ disabledAt: directoryAccounts.disabledAt })
    .from(directoryAccounts)
    .where(eq(directoryAccounts.accountId, accountId))
  if (link?.disabledAt) throw forbidden(ACCOUNT_DISABLED)
  const [suspended] = await db
    .select({ at: accountSuspensions.disabledAt })
    .from(accountSuspensions)
    .where(eq(accountSuspensions.accountId, accountId))
  if (suspended) throw forbidden(ACCOUNT_SUSPENDED)
}

/** Whether a closed account was reached by this mobile number or WeChat identity (only digests are kept). */
export async function closedByIdentifier(db: Pick<Database, 'select'>, id: ClosedIdentifier): Promise<boolean> {
  const rows = await db
    .select({ id: accountClosures.accountId })
    .from(accountClosures)
    .where(sql`${digestOf(id)} = ANY(${accountClosures.identifierDigests})`)
    .limit(1)
  return rows.length > 0
}

/**
 * Closes one account inside the caller's transaction by the rules of `closure-rules.ts` (own records deleted, some
 * anonymised, others' records kept): the name replaced by 已注销用户 (also on messages the person sent), phone,
 * email, organisation and password cleared, WeChat bindings removed (their digests kept to explain a refused
 * sign-in), every token revoked.
 */
export async function closeAccount(tx: Queryable, accountId: string, now: Date): Promise<void> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId))
  if (!account) return
  const wechat = await tx
    .select({ subject: federatedIdentities.subject })
    .from(federatedIdentities)
    .where(eq(federatedIdentities.accountId, accountId))
  const identifiers: ClosedIdentifier[] = [
    ...(account.mobile ? [{ kind: 'mobile' as const, value: account.mobile }] : []),
    ...wechat.map((w) => ({ kind: 'wechat' as const, value: w.subject })),
  ]
  for (const [where, rule] of Object.entries(CLOSURE_RULES)) {
    const [table, column] = where.split('.') as [string, string]
    const names = sql`${sql.identifier(column)} = ${accountId}`
    if (rule.rule === 'delete') {
      const kept = table === 'uploaded_files' ? sql` AND ${sql.raw(KEPT_UPLOADS_SQL)}` : sql``
      await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE ${names}${kept}`)
    } else if (rule.rule === 'anonymise') {
      await tx.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = NULL WHERE ${names}`)
    }
  }
  await tx.execute(sql`
    UPDATE message_records SET sender_name = ${CLOSED_ACCOUNT_NAME}
     WHERE id IN (SELECT r.record_id FROM online_send_recipients r JOIN online_sends s ON s.id = r.send_id
                   WHERE s.sender_id = ${accountId} AND r.record_id IS NOT NULL)`)
  await tx
    .update(accounts)
    .set({ displayName: CLOSED_ACCOUNT_NAME, mobile: null, email: null, orgCode: null, passwordHash: NO_PASSWORD })
    .where(eq(accounts.id, accountId))
  // Raising the token version ends every id token issued so far (checked on each verification).
  await tx
    .insert(accountCredentials)
    .values({ accountId, tokenVersion: 1 })
    .onConflictDoUpdate({ target: accountCredentials.accountId, set: { tokenVersion: sql`${accountCredentials.tokenVersion} + 1` } })
  await tx
    .insert(accountClosures)
    .values({ accountId, closedAt: now, identifierDigests: identifiers.map(digestOf) })
    .onConflictDoNothing()
}

/**
 * Carries out every deletion request whose cooling-off has ended and that was not cancelled. Each request
 * is claimed with FOR UPDATE SKIP LOCKED and marked in the same transaction as the closure, so with any
 * number of instances (or overlapping runs) each account is closed exactly once. Returns the accounts closed.
 */
export async function carryOutDueDeletions(db: Database, now: Date): Promise<string[]> {
  const closed: string[] = []
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: deletionRequests.id, accountId: deletionRequests.accountId })
        .from(deletionRequests)
        .where(and(lte(deletionRequests.effectiveAt, now), isNull(deletionRequests.cancelledAt), isNull(deletionRequests.carriedOutAt)))
        .orderBy(deletionRequests.effectiveAt)
        .limit(1)
        .for('update', { skipLocked: true })
      if (!due) return null
      await closeAccount(tx, due.accountId, now)
      await tx.update(deletionRequests).set({ carriedOutAt: now }).where(eq(deletionRequests.id, due.id))
      return due.accountId
    })
    if (!done) return closed
    closed.push(done)
  }
}

export const MOBILE_OF_CLOSED_ACCOUNT = '该手机号绑定的账号已注销，无法登录'
export const WECHAT_OF_CLOSED_ACCOUNT = '该微信绑定的账号已注销，无法登录'

/** For a sign-in by a number no open account has: a 403 with the reason when a closed account had it. */
export async function refuseClosedMobile(db: Pick<Database, 'select'>, mobile: string, openAccounts: number): Promise<void> {
  if (openAccounts === 0 && (await closedByIdentifier(db, { kind: 'mobile', value: mobile }))) throw forbidden(MOBILE_OF_CLOSED_ACCOUNT)
}

/** For a WeChat identity no open account is bound to: a 403 with the reason when a closed account was. */
export async function refuseClosedWechat(db: Pick<Database, 'select'>, openid: string, openAccounts: number): Promise<void> {
  if (openAccounts === 0 && (await closedByIdentifier(db, { kind: 'wechat', value: openid }))) throw forbidden(WECHAT_OF_CLOSED_ACCOUNT)
}
