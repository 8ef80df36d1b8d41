import { eq } from 'drizzle-orm'
import type { IdentityConfig } from '../../../config'
import type { Database } from '../../../db/client'
import { accounts } from '../../../db/schema/index'
import type { AccountRow } from '../../auth/account-login'
import { checkPassword } from '../../auth/password-check'
import type { Clock } from '../../common/clock'
import { forbidden } from '../../common/api-error'

export const UPSTREAM_ONLY_MESSAGE = '该账号需通过学校统一身份认证登录，不能使用门户密码。请在登录页选择“统一身份认证登录”。'

/**
 * Whether a portal password may sign this account in: not when its identity signs on through the school's
 * OpenID provider or CAS, unless the username is a break-glass account (BREAK_GLASS_ACCOUNTS).
 */
export function portalPasswordAllowed(identity: IdentityConfig, account: Pick<AccountRow, 'username' | 'identityTypeCode'>): boolean {
  if (identity.breakGlassAccounts.includes(account.username)) return true
  const method = identity.methods[account.identityTypeCode]
  return method !== 'oidc' && method !== 'cas'
}

export const SCHOOL_PASSWORD_MESSAGE = '该账号的密码由学校统一身份认证管理，请到学校统一身份认证修改密码'

/**
 * Whether the portal's own password is what signs this account in, so changing or resetting it means something: not
 * when its identity's method is ldap, oidc or cas (nothing would read the hash), except for break-glass accounts.
 */
export function portalPasswordInUse(identity: IdentityConfig, account: Pick<AccountRow, 'username' | 'identityTypeCode'>): boolean {
  if (identity.breakGlassAccounts.includes(account.username)) return true
  const method = identity.methods[account.identityTypeCode]
  return method !== 'ldap' && method !== 'oidc' && method !== 'cas'
}

/** Refuses (403) writing a portal password the account's sign-on never reads (修改密码, 找回密码). */
export function assertPortalPasswordInUse(identity: IdentityConfig, account: Pick<AccountRow, 'username' | 'identityTypeCode'>): void {
  if (!portalPasswordInUse(identity, account)) throw forbidden(SCHOOL_PASSWORD_MESSAGE)
}

/**
 * The one password check of every password sign-in (token service, CAS login form, WeChat binding): the rule of the
 * identity's sign-on method first, so a person told to use 统一身份认证 never spends lockout tries, then the password.
 */
export async function checkPortalPassword(
  db: Database,
  identity: IdentityConfig,
  credentials: { username: string; password: string; ip: string; clock: Clock },
): Promise<AccountRow> {
  const [account] = await db
    .select({ username: accounts.username, identityTypeCode: accounts.identityTypeCode })
    .from(accounts)
    .where(eq(accounts.username, credentials.username))
  if (account && !portalPasswordAllowed(identity, account)) throw forbidden(UPSTREAM_ONLY_MESSAGE)
  return await checkPassword(db, identity, credentials.username, credentials.password, credentials.ip, credentials.clock)
}
