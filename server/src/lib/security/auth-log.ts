import { count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { authLog } from '../../db/schema/index'

/** What the log records; the labels are what the account-security page shows. */
export const AUTH_EVENTS = {
  'login.password': '密码登录',
  'login.sms': '短信验证码登录',
  'login.cas': '统一身份认证登录',
  'login.wechat': '微信登录',
  'login.oidc': '统一身份认证登录（OpenID Connect）',
  'login.upstream-cas': '统一身份认证登录（学校 CAS）',
  'upstream.refused': '统一身份认证登录被拒绝',
  'wechat.bind': '绑定微信',
  'password.change': '修改密码',
  'password.reset': '找回密码',
  'mobile.change': '更换手机号',
  'email.change': '更换邮箱',
  'questions.set': '设置安全问题',
  'questions.locked': '安全问题验证锁定',
  'service.revoke': '撤销应用授权',
  // Privacy changes are logged for the user's own record, but send no security message: they cannot lock anyone out.
  'privacy.save': '修改隐私设置',
  'blacklist.add': '加入黑名单',
  'blacklist.remove': '移出黑名单',
} as const

export type AuthEvent = keyof typeof AUTH_EVENTS

export async function recordAuthEvent(
  db: Pick<Database, 'insert'>,
  entry: { accountId: string; event: AuthEvent; ip: string; detail?: string; at?: Date },
): Promise<void> {
  await db.insert(authLog).values({
    accountId: entry.accountId,
    event: entry.event,
    ip: entry.ip,
    detail: entry.detail ?? '',
    createdAt: entry.at ?? new Date(),
  })
}

/**
 * A refused upstream sign-on (state or nonce mismatch, a replayed code, a token for another audience): logged even
 * when it names no account, so an operator can see attempts that never reached one.
 */
export async function recordRefusedSignOn(
  db: Pick<Database, 'insert'>,
  entry: { accountId?: string; ip: string; detail: string; at?: Date },
): Promise<void> {
  await db.insert(authLog).values({
    accountId: entry.accountId ?? null,
    event: 'upstream.refused' satisfies AuthEvent,
    ip: entry.ip,
    detail: entry.detail,
    createdAt: entry.at ?? new Date(),
  })
}

export async function recentAuthEvents(db: Database, accountId: string, limit: number, offset = 0) {
  return await db
    .select({ event: authLog.event, detail: authLog.detail, ip: authLog.ip, createdAt: authLog.createdAt })
    .from(authLog)
    .where(eq(authLog.accountId, accountId))
    .orderBy(desc(authLog.createdAt), desc(authLog.id))
    .limit(limit)
    .offset(offset)
}

/** How many entries the account's log holds (the paged list's total). */
export async function authEventCount(db: Database, accountId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(authLog).where(eq(authLog.accountId, accountId))
  return row?.total ?? 0
}
