import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { passwordProblem } from '@contract/password-rule'
import type { Database } from '../../db/client'
import { accountClosures, accountSuspensions, accounts, adminRoleGrants } from '../../db/schema/index'
import { hashPassword } from '../auth/passwords'
import { replacePassword } from '../security/credentials-repository'
import { recordAudit, type Operator } from './audit-repository'

/** Who the audit log names for a grant made on the server's command line (`npm run operator`). */
export const COMMAND_LINE: Operator = { accountId: null, username: 'cli', userName: '命令行' }

export interface BootstrapRequest {
  username: string
  /** Needed when the account does not exist yet (it is then created with identity admin). */
  displayName?: string
  /** Give an existing account a new generated portal password (ends its sessions). */
  resetPassword?: boolean
}

export interface BootstrapResult {
  created: boolean
  granted: boolean
  /** The generated portal password, when one was set: shown once, never stored in clear. */
  password?: string
}

/** Refused requests: the command prints the reason and exits non-zero. */
export class BootstrapRefused extends Error {}

/** A random password the portal's own rule accepts (four character classes, 16 characters). */
export function generatePassword(username: string): string {
  for (;;) {
    const candidate = `${crypto.randomBytes(12).toString('base64url')}#7a`
    if (passwordProblem(candidate, username) === null) return candidate
  }
}

/**
 * Makes `username` an institution-wide 全局管理员, creating the account when it is missing: how a school that
 * runs without the demo (SEED_DEMO=0) gets its first operator, and how operators get back in when every
 * global admin is locked out. One transaction; the grant is audited as the command line's.
 */
export async function bootstrapGlobalAdmin(db: Database, request: BootstrapRequest, now: Date): Promise<BootstrapResult> {
  const username = request.username.trim()
  if (!/^[A-Za-z0-9_.@-]{2,64}$/.test(username)) throw new BootstrapRefused('账号只能由 2–64 位字母、数字和 _ . @ - 组成')
  return await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: accounts.id, closed: accountClosures.accountId, suspended: accountSuspensions.accountId })
      .from(accounts)
      .leftJoin(accountClosures, eq(accountClosures.accountId, accounts.id))
      .leftJoin(accountSuspensions, eq(accountSuspensions.accountId, accounts.id))
      .where(eq(accounts.username, username))
    let accountId = existing?.id
    let password: string | undefined
    if (existing) {
      if (existing.closed) throw new BootstrapRefused(`账号 ${username} 已注销，不能授予角色`)
      if (existing.suspended) throw new BootstrapRefused(`账号 ${username} 已被停用：请先在控制台启用，或另选账号`)
      if (request.resetPassword) {
        password = generatePassword(username)
        await replacePassword(tx as unknown as Database, existing.id, password, now)
        await recordAudit(tx, COMMAND_LINE, {
          action: 'account.password-reset',
          entity: 'account',
          entityId: existing.id,
          before: null,
          after: null,
        })
      }
    } else {
      const displayName = request.displayName?.trim()
      if (!displayName) throw new BootstrapRefused(`账号 ${username} 不存在：请用 --name 给出姓名以创建它`)
      password = generatePassword(username)
      const [created] = await tx
        .insert(accounts)
        .values({ username, displayName, identityTypeCode: 'admin', passwordHash: await hashPassword(password) })
        .returning({ id: accounts.id })
      accountId = created!.id
      await recordAudit(tx, COMMAND_LINE, {
        action: 'account.create',
        entity: 'account',
        entityId: accountId,
        before: null,
        after: { username, displayName, identityTypeCode: 'admin' },
      })
    }
    const [grant] = await tx
      .insert(adminRoleGrants)
      .values({ accountId: accountId!, roleCode: ADMIN_ROLES.globalAdmin, orgCode: null })
      .onConflictDoNothing()
      .returning({ id: adminRoleGrants.id })
    if (grant) {
      await recordAudit(tx, COMMAND_LINE, {
        action: 'role.grant',
        entity: 'role_grant',
        entityId: grant.id,
        before: null,
        after: { username, roleCode: ADMIN_ROLES.globalAdmin, orgCode: null },
      })
    }
    return { created: !existing, granted: grant !== undefined, password }
  })
}
