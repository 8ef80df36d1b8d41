import { sql } from 'drizzle-orm'
import { adminDivisions, ADMIN_ROLES, institutionRoles } from '@contract/admin-roles'
import type { AccountDetail } from '@contract/admin-people'
import type { Database } from '../../db/client'
import { adminRoleGrants } from '../../db/schema/index'
import { ApiError, badRequest, forbidden, notFound } from '../common/api-error'
import type { Clock } from '../common/clock'
import { lockedUntil, windowState } from '../common/rate-counter'
import { FAILURE_WINDOW_SECONDS, MAX_FAILURES_PER_USERNAME, passwordFailureKey } from '../auth/password-check'
import { identityTypeNames } from '../auth/account-login'
import { recoveryTarget } from '../security/account-flows'
import { deliverCode, type CodeDeliverers } from '../security/code-delivery'
import { maskMobile } from '../security/masks'
import { CODE_TTL_SECONDS, issueCode } from '../security/verification-codes'
import { recordAudit, type Operator } from './audit-repository'
import {
  accountByName,
  accountInScope,
  enabledGlobalAdmins,
  grantById,
  grantList,
  grantRowsOf,
  groupsOf,
  orgExists,
  orgPathOf,
  raiseTokenVersion,
  recentSignIns,
  roleExists,
  suspend,
  unsuspend,
  type AccountScope,
} from './account-repository'

const SIGN_INS_SHOWN = 20

/** Whom the grants let an operator see in 账号: everyone (全局管理员), or the accounts of their divisions. */
export function accountScopeOf(grants: readonly { roleCode: string; orgCode: string | null }[]): AccountScope {
  return institutionRoles(grants).includes(ADMIN_ROLES.globalAdmin) ? null : adminDivisions(grants)
}

async function found(db: Database, scope: AccountScope, accountId: string) {
  const account = await accountInScope(db, scope, accountId)
  // Out of a division admin's scope reads exactly as missing: the console does not confirm who exists elsewhere.
  if (!account) throw notFound('账号不存在或不在您管理的范围内')
  return account
}

/**
 * An account an operator may act on: in scope, and for a division admin not one holding a whole-institution console
 * role (a division admin must not lock out or reset the institution's operators).
 */
async function actionable(db: Database, scope: AccountScope, accountId: string) {
  const account = await found(db, scope, accountId)
  if (scope !== null && (await grantRowsOf(db, accountId)).some((grant) => grant.orgCode === null))
    throw forbidden('该账号持有全校范围的后台角色，只有全局管理员可以操作')
  return account
}

/** What the console shows of one account; never the password hash or security answers. */
export async function accountDetail(db: Database, scope: AccountScope, accountId: string, clock: Clock): Promise<AccountDetail> {
  const account = await found(db, scope, accountId)
  const now = clock.now()
  const key = passwordFailureKey(account.username)
  const [orgPath, groups, grants, signIns, failures, locked] = await Promise.all([
    orgPathOf(db, account.orgCode),
    groupsOf(db, accountId),
    grantRowsOf(db, accountId),
    recentSignIns(db, accountId, SIGN_INS_SHOWN),
    windowState(db, key, FAILURE_WINDOW_SECONDS, now),
    lockedUntil(db, key, FAILURE_WINDOW_SECONDS, MAX_FAILURES_PER_USERNAME, now),
  ])
  const stillLocked = locked && locked > now ? locked : undefined
  const disabledBy: AccountDetail['disabledBy'] = []
  if (account.suspension)
    disabledBy.push({
      by: 'console',
      operatorName: account.suspension.operatorName,
      reason: account.suspension.reason,
      at: account.suspension.disabledAt.toISOString(),
    })
  if (account.directory?.disabledAt)
    disabledBy.push({
      by: 'directory',
      operatorName: null,
      reason: account.directory.disabledReason ?? '',
      at: account.directory.disabledAt.toISOString(),
    })
  return {
    accountId: account.accountId,
    username: account.username,
    userName: account.userName,
    identityTypeCode: account.identityTypeCode,
    identityTypeName: identityTypeNames[account.identityTypeCode],
    mobile: account.mobile,
    email: account.email,
    orgName: orgPath.at(-1)?.name ?? null,
    orgPath,
    disabled: disabledBy.length > 0,
    directoryManaged: account.directory !== null,
    directorySource: account.directory?.source ?? null,
    groups,
    grants,
    signIns: signIns.map((row) => ({ ...row, at: row.at.toISOString() })),
    failedSignIns: failures.last && now.getTime() - failures.last.getTime() < FAILURE_WINDOW_SECONDS * 1000 ? failures.hits : 0,
    lockedUntil: stillLocked?.toISOString() ?? null,
    disabledBy,
  }
}

/**
 * Disables an account from the console (reason required): no sign-in path lets it in, and its tokens stop at once on
 * every instance (the token version rises; the database trigger tells the other instances). Never oneself, never
 * the last 全局管理员 who can sign in.
 */
export async function disableAccount(
  db: Database,
  operator: Operator,
  scope: AccountScope,
  accountId: string,
  reason: string,
  clock: Clock,
) {
  const why = reason.trim()
  if (!why) throw badRequest('请填写停用原因')
  const account = await actionable(db, scope, accountId)
  if (account.accountId === operator.accountId) throw new ApiError(409, '不能停用自己的账号')
  if (account.suspension) throw new ApiError(409, '该账号已停用')
  await db.transaction(async (tx) => {
    // Serialises the last-admin check with other disables and revokes.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('console:global-admins'))`)
    const admins = await enabledGlobalAdmins(tx)
    if (admins.length === 1 && admins[0] === accountId) throw new ApiError(409, '不能停用最后一位全局管理员')
    const fresh = await suspend(tx, {
      accountId,
      reason: why,
      operatorId: operator.accountId,
      operatorName: operator.userName,
      disabledAt: clock.now(),
    })
    if (!fresh) throw new ApiError(409, '该账号已停用')
    await raiseTokenVersion(tx, accountId)
    await recordAudit(tx, operator, {
      action: 'account.disable',
      entity: 'account',
      entityId: account.username,
      before: { disabled: false },
      after: { disabled: true, reason: why },
    })
  })
}

/** Lifts the console's disabling. The directory's own (a person it disabled or no longer lists) is not the console's to lift. */
export async function enableAccount(db: Database, operator: Operator, scope: AccountScope, accountId: string) {
  const account = await actionable(db, scope, accountId)
  if (!account.suspension) {
    if (account.directory?.disabledAt) throw new ApiError(409, '该账号在学校目录中停用，须在目录中启用后由同步恢复')
    throw new ApiError(409, '该账号未停用')
  }
  await db.transaction(async (tx) => {
    await unsuspend(tx, accountId)
    await recordAudit(tx, operator, {
      action: 'account.enable',
      entity: 'account',
      entityId: account.username,
      before: { disabled: true, reason: account.suspension!.reason },
      after: { disabled: Boolean(account.directory?.disabledAt) },
    })
  })
}

/** Clears the wrong-password count of the account's username (the lock it caused ends at once, on every instance). */
export async function unlockAccount(db: Database, operator: Operator, scope: AccountScope, accountId: string, clock: Clock) {
  const account = await actionable(db, scope, accountId)
  const key = passwordFailureKey(account.username)
  const before = await windowState(db, key, FAILURE_WINDOW_SECONDS, clock.now())
  if (before.hits === 0) throw new ApiError(409, '该账号没有密码错误记录，无需解除锁定')
  await db.transaction(async (tx) => {
    await tx.execute(sql`DELETE FROM rate_counters WHERE key = ${key}`)
    await recordAudit(tx, operator, {
      action: 'account.unlock',
      entity: 'account',
      entityId: account.username,
      before: { failedSignIns: before.hits },
      after: { failedSignIns: 0 },
    })
  })
}

/**
 * Sends a 找回密码 code to the account's phone (the same code the portal's 找回密码 asks for, by SMS), within the
 * code's own limits. 400 when no phone is bound. Returns the masked number it went to.
 */
export async function sendResetCode(
  deps: { db: Database; deliverers: CodeDeliverers; clock: Clock },
  operator: Operator,
  scope: AccountScope,
  accountId: string,
  ip: string,
) {
  const account = await actionable(deps.db, scope, accountId)
  if (!account.mobile) throw badRequest('该账号未绑定手机号，无法发送重置验证码')
  if (account.suspension || account.directory?.disabledAt) throw new ApiError(409, '该账号已停用，请先启用再发送重置验证码')
  const code = await issueCode(deps.db, recoveryTarget('sms', account.username), 'sms', ip, deps.clock)
  await deliverCode(deps.deliverers, 'sms', account.mobile, code, 'recovery')
  const to = maskMobile(account.mobile)
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, operator, {
      action: 'account.reset-code',
      entity: 'account',
      entityId: account.username,
      before: null,
      after: { to },
    })
  })
  return { to, expiresIn: CODE_TTL_SECONDS }
}

export async function grantRows(db: Database) {
  const rows = await grantList(db)
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
}

/** Gives a console role to a person by sign-in name, optionally limited to a division (全局管理员 there = 院系管理员). */
export async function grantRole(db: Database, operator: Operator, input: { username: string; roleCode: string; orgCode?: string | null }) {
  const account = await accountByName(db, input.username.trim())
  if (!account) throw badRequest('没有该学号/工号的账号')
  if (!(await roleExists(db, input.roleCode))) throw badRequest('没有该角色')
  const orgCode = input.orgCode?.trim() || null
  if (orgCode && !(await orgExists(db, orgCode))) throw badRequest('所选单位不存在')
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(adminRoleGrants)
      .values({ accountId: account.id, roleCode: input.roleCode, orgCode })
      .onConflictDoNothing()
      .returning({ id: adminRoleGrants.id })
    if (!created) throw new ApiError(409, '该账号已拥有此角色')
    await recordAudit(tx, operator, {
      action: 'role.grant',
      entity: 'role_grant',
      entityId: created.id,
      before: null,
      after: { username: account.username, roleCode: input.roleCode, orgCode },
    })
    return created.id
  })
  const [row] = await grantList(db, grantById(id))
  return { ...row!, createdAt: row!.createdAt.toISOString() }
}

/** Takes a grant back; never the last institution-wide 全局管理员 who can sign in. The next console call of the holder sees it. */
export async function revokeRole(db: Database, operator: Operator, id: number) {
  const [grant] = await grantList(db, grantById(id))
  if (!grant) throw notFound('授权不存在')
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('console:global-admins'))`)
    if (grant.roleCode === ADMIN_ROLES.globalAdmin && grant.orgCode === null) {
      const admins = await enabledGlobalAdmins(tx)
      if (admins.length === 1 && admins[0] === grant.accountId) throw new ApiError(409, '不能撤销最后一位全局管理员')
    }
    await tx.delete(adminRoleGrants).where(grantById(id))
    await recordAudit(tx, operator, {
      action: 'role.revoke',
      entity: 'role_grant',
      entityId: id,
      before: { username: grant.username, roleCode: grant.roleCode, orgCode: grant.orgCode },
      after: null,
    })
  })
}
