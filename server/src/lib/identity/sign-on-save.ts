import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { SignOnForm, SignOnSaveBody, SignOnTestBody } from '@contract/admin-console'
import { SECRET_SET, SECRET_UNSET } from '@contract/admin-directory'
import { ADMIN_ROLES } from '@contract/admin-roles'
import { IDENTITY_CODES } from '@contract/constants'
import { isHttpUrl, isLdapUrl, SIGN_ON_METHODS, type IdentityConfig, type ServerConfig } from '../../config'
import type { Database } from '../../db/client'
import { accountClosures, accounts, adminRoleGrants, signOnSettings as signOnSettingsTable } from '../../db/schema/index'
import { recordAudit, type Operator, type Transaction } from '../admin/audit-repository'
import { STALE_CONFIG } from '../admin/config-versions'
import { identityTypeNames } from '../auth/account-login'
import { ApiError, badRequest } from '../common/api-error'
import { NO_PORTAL_PASSWORD } from './directory-sync/apply-directory'
import { bindService, closeQuietly, describeLdapFailure, openLdap } from './ldap/ldap-connection'
import {
  flattenForm,
  formFromIdentity,
  identityFromForm,
  overridesOf,
  resolveSignOn,
  forgetSignOnSettings,
  resolvedSignOn,
  SIGN_ON_SECRETS,
  type ResolvedSignOn,
  type SignOnRow,
} from './sign-on-settings'
import { encryptSecret, settingsKey } from './sign-on-secrets'
import { UpstreamRefused, UpstreamUnavailable } from './upstream/failures'
import { checkOidcProvider } from './upstream/oidc'

const METHOD_NAMES = { password: '门户密码', ldap: 'LDAP', oidc: 'OpenID Connect', cas: '学校 CAS' } as const

/**
 * The one rule of a sign-on configuration (the console's save; the environment's own checks are the same URL rules):
 * the first problem in Chinese, or null.
 */
export function signOnProblem(form: SignOnForm, identity: IdentityConfig): string | null {
  const { oidc, cas, ldap } = form
  if (oidc.issuer && !isHttpUrl(oidc.issuer)) return 'OpenID Connect 的 Issuer 必须是 http:// 或 https:// 开头的完整地址'
  if (Boolean(oidc.issuer) !== Boolean(oidc.clientId)) return 'OpenID Connect 需同时填写 Issuer 和 Client ID（或都留空表示不接入）'
  if (cas.url && !isHttpUrl(cas.url)) return '学校 CAS 地址必须是 http:// 或 https:// 开头的完整地址'
  if (ldap.url && !isLdapUrl(ldap.url)) return 'LDAP 地址必须以 ldap:// 或 ldaps:// 开头'
  if (ldap.url && !ldap.bindDnTemplate && !ldap.userBase) return 'LDAP 需填写绑定 DN 模板，或填写用户搜索基准（先搜索再绑定）'
  if (ldap.syncCron && !/^\S+(\s+\S+){4}$/.test(ldap.syncCron.trim()))
    return '同步计划须为 5 段 cron 表达式（UTC），例如 0 2 * * *；留空表示只手动同步'
  const connected = { password: true, ldap: Boolean(identity.ldap), oidc: Boolean(identity.oidc), cas: Boolean(identity.cas) }
  for (const code of IDENTITY_CODES) {
    const method = form.methods[code]
    if (!(SIGN_ON_METHODS as readonly string[]).includes(method)) return `${identityTypeNames[code]}的登录方式“${method}”无效`
    if (!connected[method])
      return `${identityTypeNames[code]}的登录方式为 ${METHOD_NAMES[method]}，但尚未配置 ${METHOD_NAMES[method]} 的连接`
  }
  const seen = new Set<string>()
  for (const name of form.breakGlassAccounts) {
    if (seen.has(name)) return `应急账号 ${name} 重复`
    seen.add(name)
  }
  return null
}

const hasPortalPassword = (hash: string | null) => Boolean(hash) && hash !== NO_PORTAL_PASSWORD

/**
 * What the configuration needs from the accounts: each break-glass account exists, is open and has a portal password;
 * and at least one global admin (a grant for the whole institution) can still sign in with a portal password — as a
 * break-glass account, or because its identity's method is 门户密码. The school's services are not counted: their
 * outage is exactly when the operators must get in.
 */
export async function signOnAccountProblem(db: Pick<Database, 'select'>, identity: IdentityConfig): Promise<string | null> {
  const names = identity.breakGlassAccounts
  const found =
    names.length === 0
      ? []
      : await db
          .select({ id: accounts.id, username: accounts.username, passwordHash: accounts.passwordHash, closed: accountClosures.accountId })
          .from(accounts)
          .leftJoin(accountClosures, eq(accountClosures.accountId, accounts.id))
          .where(inArray(accounts.username, names))
  for (const name of names) {
    const account = found.find((row) => row.username === name)
    if (!account) return `应急账号 ${name} 不存在`
    if (account.closed) return `应急账号 ${name} 已注销`
    if (!hasPortalPassword(account.passwordHash)) return `应急账号 ${name} 没有门户密码（目录同步的账号不能作为应急账号）`
  }
  const admins = await db
    .select({ username: accounts.username, identity: accounts.identityTypeCode, passwordHash: accounts.passwordHash })
    .from(adminRoleGrants)
    .innerJoin(accounts, eq(accounts.id, adminRoleGrants.accountId))
    .leftJoin(accountClosures, eq(accountClosures.accountId, accounts.id))
    .where(and(eq(adminRoleGrants.roleCode, ADMIN_ROLES.globalAdmin), isNull(adminRoleGrants.orgCode), isNull(accountClosures.accountId)))
  const canSignIn = admins.some(
    (admin) => hasPortalPassword(admin.passwordHash) && (names.includes(admin.username) || identity.methods[admin.identity] === 'password'),
  )
  if (!canSignIn) return '这样保存后将没有全局管理员能用门户密码登录：请把至少一个全局管理员账号设为应急账号，或让其身份使用门户密码'
  return null
}

/** The settings as the audit log keeps them: every field, secrets only as 已设置/未设置. */
function auditView(resolved: ResolvedSignOn): Record<string, unknown> {
  const view: Record<string, unknown> = flattenForm(resolved.form)
  for (const name of SIGN_ON_SECRETS) view[name] = resolved.secrets[name] ? SECRET_SET : SECRET_UNSET
  return view
}

function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  }
}

const formOf = (body: SignOnForm): SignOnForm => ({
  methods: body.methods,
  breakGlassAccounts: body.breakGlassAccounts.map((name) => name.trim()).filter(Boolean),
  upstreamTimeoutMs: body.upstreamTimeoutMs,
  oidc: { ...body.oidc, issuer: body.oidc.issuer.trim(), clientId: body.oidc.clientId.trim() },
  cas: { ...body.cas, url: body.cas.url.trim() },
  ldap: { ...body.ldap, url: body.ldap.url.trim(), syncCron: body.ldap.syncCron.trim(), attributes: { ...body.ldap.attributes } },
})

export interface SignOnSaveDeps {
  db: Database
  config: ServerConfig
  /** Follows the saved LDAP sync schedule (scheduled when set, unscheduled when emptied). */
  followSchedule: (cron: string) => Promise<void>
}

/**
 * Saves the console's sign-on settings: refused (409) when someone saved since `version`, (400) when the result breaks
 * a rule; stores only the fields that differ from the environment, the secrets encrypted; audited before → after.
 */
export async function saveSignOn(deps: SignOnSaveDeps, operator: Operator, body: SignOnSaveBody): Promise<ResolvedSignOn> {
  const { db, config } = deps
  const key = await settingsKey(db, config)
  const saved = await db.transaction(async (tx: Transaction) => {
    await tx.insert(signOnSettingsTable).values({ id: 1 }).onConflictDoNothing()
    const [row] = await tx.select().from(signOnSettingsTable).where(eq(signOnSettingsTable.id, 1)).for('update')
    if (!row) throw new ApiError(503, '统一身份认证设置暂时无法保存')
    if (row.version !== body.version) throw new ApiError(409, STALE_CONFIG)
    const before = await resolveSignOn(db, config, row)
    const form = formOf(body)
    const secretColumn = (name: 'oidcClientSecret' | 'ldapBindPassword', clear: boolean | undefined) => {
      const typed = body[name]
      if (typed) return encryptSecret(key, typed)
      return clear ? '' : row[name]
    }
    const next: SignOnRow = {
      ...row,
      overrides: overridesOf(form, formFromIdentity(config.identity)),
      oidcClientSecret: secretColumn('oidcClientSecret', body.clearOidcClientSecret),
      ldapBindPassword: secretColumn('ldapBindPassword', body.clearLdapBindPassword),
      version: row.version + 1,
      updatedBy: operator.username,
      updatedAt: new Date(),
    }
    const after = await resolveSignOn(db, config, next)
    const problem = signOnProblem(after.form, after.identity) ?? (await signOnAccountProblem(tx, after.identity))
    if (problem) throw badRequest(problem)
    await tx.update(signOnSettingsTable).set(next).where(eq(signOnSettingsTable.id, 1))
    await recordAudit(tx, operator, {
      action: 'identity.save',
      entity: 'sign_on_settings',
      entityId: 1,
      ...changedOnly(auditView(before), auditView(after)),
    })
    const cron = after.identity.ldap?.syncCron ?? ''
    if (cron !== (before.identity.ldap?.syncCron ?? '')) {
      try {
        await deps.followSchedule(cron)
      } catch (error) {
        throw badRequest(`同步计划无法生效：${error instanceof Error ? error.message : String(error)}`)
      }
    }
    return after
  })
  forgetSignOnSettings(db)
  return saved
}

/** The form of a 测试连接 as it would be saved; a secret left empty is the one in effect now. */
async function candidate(db: Database, config: ServerConfig, body: SignOnTestBody): Promise<IdentityConfig> {
  const current = await resolvedSignOn(db, config)
  return identityFromForm(formOf(body), {
    oidcClientSecret: body.oidcClientSecret || current.secrets.oidcClientSecret,
    ldapBindPassword: body.ldapBindPassword || current.secrets.ldapBindPassword,
  })
}

const reasonOf = (error: unknown) =>
  error instanceof UpstreamUnavailable || error instanceof UpstreamRefused
    ? error.reason
    : error instanceof Error
      ? error.message
      : String(error)

/** 测试连接 (nothing saved): the answer says ok or the reason, in Chinese. */
export async function testUpstream(
  db: Database,
  config: ServerConfig,
  kind: 'oidc' | 'cas' | 'ldap',
  body: SignOnTestBody,
): Promise<{ ok: boolean; message: string }> {
  const identity = await candidate(db, config, body)
  const timeoutMs = identity.upstreamTimeoutMs
  if (kind === 'oidc') {
    if (!identity.oidc) return { ok: false, message: '请先填写 Issuer 和 Client ID' }
    if (!isHttpUrl(identity.oidc.issuer)) return { ok: false, message: 'Issuer 必须是 http:// 或 https:// 开头的完整地址' }
    try {
      await checkOidcProvider(identity.oidc, timeoutMs)
      return { ok: true, message: `连接成功：已读取 ${identity.oidc.issuer} 的 OpenID 配置` }
    } catch (error) {
      return { ok: false, message: `连接失败：${reasonOf(error)}` }
    }
  }
  if (kind === 'cas') {
    if (!identity.cas) return { ok: false, message: '请先填写学校 CAS 地址' }
    if (!isHttpUrl(identity.cas.url)) return { ok: false, message: '学校 CAS 地址必须是 http:// 或 https:// 开头的完整地址' }
    try {
      const probe = await fetch(`${identity.cas.url}/login`, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
      await probe.body?.cancel()
      if (probe.status >= 400) return { ok: false, message: `连接失败：学校 CAS 登录页返回 HTTP ${probe.status}` }
      return { ok: true, message: `连接成功：学校 CAS 登录页可以访问（HTTP ${probe.status}）` }
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      return { ok: false, message: timedOut ? `连接失败：学校 CAS 在 ${timeoutMs / 1000} 秒内没有响应` : '连接失败：无法连接学校 CAS' }
    }
  }
  const ldap = identity.ldap
  if (!ldap) return { ok: false, message: '请先填写 LDAP 地址' }
  if (!isLdapUrl(ldap.url)) return { ok: false, message: 'LDAP 地址必须以 ldap:// 或 ldaps:// 开头' }
  let client: Awaited<ReturnType<typeof openLdap>> | undefined
  try {
    client = await openLdap(ldap)
    if (ldap.bindDn) {
      await bindService(client, ldap)
      return { ok: true, message: `连接成功：已以服务账号 ${ldap.bindDn} 绑定` }
    }
    await client.search('', { scope: 'base', filter: '(objectClass=*)', attributes: ['namingContexts'] })
    return { ok: true, message: '连接成功（未设置服务账号，只检查了连接）' }
  } catch (error) {
    return { ok: false, message: `连接失败：${describeLdapFailure(error)}` }
  } finally {
    if (client) await closeQuietly(client)
  }
}
