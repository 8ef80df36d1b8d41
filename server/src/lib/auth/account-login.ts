import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, type IdentityTypeCode } from '../../db/schema/index'
import type { AccountChoiceNeeded, AccountOption, LoginResult, LoginSuccess } from '@contract/auth'
import { badRequest } from '../common/api-error'
import type { IdTokens } from './id-tokens'
import type { LoginHandles } from './login-handles'
import { assertAccountOpen } from '../personal/account-closure'

export type AccountRow = typeof accounts.$inferSelect

export const identityTypeNames: Record<IdentityTypeCode, string> = {
  student: '学生',
  teacher: '教师',
  admin: '管理员',
  guest: '访客',
}

const CHOICE_TTL_SECONDS = 300

export function accountOption(account: AccountRow): AccountOption {
  return {
    accountId: account.id,
    username: account.username,
    userName: account.displayName,
    identityTypeCode: account.identityTypeCode,
    identityTypeName: identityTypeNames[account.identityTypeCode],
  }
}

export async function issueLogin(idTokens: IdTokens, account: AccountRow): Promise<LoginSuccess> {
  const user = {
    accountId: account.id,
    username: account.username,
    userName: account.displayName,
    identityTypeCode: account.identityTypeCode,
  }
  const { idToken, expiresIn } = await idTokens.sign(user)
  return { idToken, expiresIn, user }
}

/** One account: signed in. Several (a shared mobile): a single-use cid bound to exactly those accounts. */
export async function loginOrChoose(deps: { idTokens: IdTokens; handles: LoginHandles }, candidates: AccountRow[]): Promise<LoginResult> {
  if (candidates.length === 1) return await issueLogin(deps.idTokens, candidates[0] as AccountRow)
  if (candidates.length === 0) throw badRequest('没有可登录的账号')
  const sorted = [...candidates].sort((a, b) => a.username.localeCompare(b.username))
  const cid = await deps.handles.create('account-choice', CHOICE_TTL_SECONDS, { accountIds: sorted.map((a) => a.id) })
  const choice: AccountChoiceNeeded = { needChoose: true, cid, accounts: sorted.map(accountOption) }
  return choice
}

/** Spends the cid and returns the chosen account if it was one of those offered. */
export async function chooseAccount(db: Database, handles: LoginHandles, cid: string, accountId: string): Promise<AccountRow> {
  const data = await handles.consume(cid, 'account-choice')
  const offered = Array.isArray(data?.accountIds) ? (data.accountIds as string[]) : undefined
  if (!offered) throw badRequest('账号选择已失效，请重新登录')
  if (!offered.includes(accountId)) throw badRequest('所选账号不在可选范围内，请重新登录')
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), inArray(accounts.id, offered)))
  const account = rows[0]
  if (!account) throw badRequest('账号不存在，请重新登录')
  await assertAccountOpen(db, account.id)
  return account
}

export async function accountsByIds(db: Database, ids: string[]): Promise<AccountRow[]> {
  if (ids.length === 0) return []
  return await db.select().from(accounts).where(inArray(accounts.id, ids))
}
