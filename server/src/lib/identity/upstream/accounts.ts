import { eq } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { accounts } from '../../../db/schema/index'
import type { AccountRow } from '../../auth/account-login'
import { hashPassword } from '../../auth/passwords'
import { ApiError } from '../../common/api-error'
import { randomToken } from '../../common/secrets'
import { assertAccountOpen } from '../../personal/account-closure'
import { UpstreamUnmapped } from './failures'

const JIT_IDENTITIES = ['student', 'teacher', 'guest'] as const

export interface JustInTime {
  displayName?: string
  /** The identity the upstream names; anything but teacher or guest makes a student (never admin: operators are made by hand). */
  identity?: string
}

/**
 * The portal account the school's sign-on named. `jit`: create it when missing (its portal password is random and
 * never told, so only the upstream signs it in). A closed account stays closed.
 */
export async function accountForUpstream(
  db: Database,
  username: string | undefined,
  source: string,
  jit?: JustInTime,
): Promise<AccountRow> {
  if (!username) throw new UpstreamUnmapped(`学校统一身份认证返回的身份信息中缺少${source}，无法确定门户账号`)
  let [account] = await db.select().from(accounts).where(eq(accounts.username, username))
  if (!account && jit) {
    const identity = JIT_IDENTITIES.find((code) => code === jit.identity) ?? 'student'
    ;[account] = await db
      .insert(accounts)
      .values({
        username,
        displayName: jit.displayName || username,
        identityTypeCode: identity,
        passwordHash: await hashPassword(randomToken(32)),
      })
      .onConflictDoNothing({ target: accounts.username })
      .returning()
    account ??= (await db.select().from(accounts).where(eq(accounts.username, username)))[0]
  }
  if (!account) throw new UpstreamUnmapped(`门户中没有与“${username}”对应的账号，请联系管理员开通`)
  try {
    await assertAccountOpen(db, account.id)
  } catch (error) {
    if (error instanceof ApiError) throw new UpstreamUnmapped(error.message)
    throw error
  }
  return account
}
