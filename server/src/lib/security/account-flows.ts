import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, type CodeChannel } from '../../db/schema/index'
import { passwordProblem } from '@contract/password-rule'
import { badRequest } from '../common/api-error'
import { verifyPassword } from '../auth/passwords'

export async function accountById(db: Database, accountId: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId))
  if (!row) throw badRequest('账号不存在')
  return row
}

export async function accountByUsername(db: Database, username: string) {
  const [row] = await db.select().from(accounts).where(eq(accounts.username, username.trim()))
  return row
}

/** Refuses a new password that breaks the rule or equals the current one (before the proof is spent). */
export async function checkNewPassword(db: Database, accountId: string, newPassword: string): Promise<void> {
  const account = await accountById(db, accountId)
  const problem = passwordProblem(newPassword, account.username)
  if (problem) throw badRequest(problem)
  if (await verifyPassword(account.passwordHash, newPassword)) throw badRequest('新密码不能与当前密码相同')
}

const MOBILE = /^1[2-9]\d{9}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The normalised new phone or email, refused when malformed, unchanged or bound to another account. */
export async function checkNewContact(db: Database, accountId: string, channel: CodeChannel, target: string): Promise<string> {
  const value = channel === 'sms' ? target.trim() : target.trim().toLowerCase()
  if (channel === 'sms' && !MOBILE.test(value)) throw badRequest('请输入正确的11位手机号')
  if (channel === 'email' && !EMAIL.test(value)) throw badRequest('请输入正确的邮箱地址')
  const column = channel === 'sms' ? accounts.mobile : accounts.email
  const account = await accountById(db, accountId)
  if ((channel === 'sms' ? account.mobile : account.email?.toLowerCase()) === value)
    throw badRequest(channel === 'sms' ? '新手机号不能与当前手机号相同' : '新邮箱不能与当前邮箱相同')
  const [other] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(column, value), ne(accounts.id, accountId)))
    .limit(1)
  if (other) throw badRequest(channel === 'sms' ? '该手机号已绑定其他账号，请更换' : '该邮箱已绑定其他账号，请更换')
  return value
}

export async function bindContact(db: Database, accountId: string, channel: CodeChannel, value: string): Promise<void> {
  await db
    .update(accounts)
    .set(channel === 'sms' ? { mobile: value } : { email: value })
    .where(eq(accounts.id, accountId))
}

export const proofTarget = (channel: CodeChannel, accountId: string) => `proof:${channel}:${accountId}`
export const bindTarget = (channel: CodeChannel, accountId: string, value: string) => `bind:${channel}:${accountId}:${value}`
export const recoveryTarget = (channel: CodeChannel, username: string) => `recovery:${channel}:${username.trim().toLowerCase()}`
