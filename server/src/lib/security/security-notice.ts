import type { Database } from '../../db/client'
import { deliverMessage } from '../message-center/message-records'
import { AUTH_EVENTS, recordAuthEvent, type AuthEvent } from './auth-log'

/** Message type of security notices (seeded by `db/seed/account-security.ts` under the app 账号安全). */
export const SECURITY_NOTICE_TYPE = 'security_notice'
export const SECURITY_APP_CODE = 'account-security'

const NOTICE_TEXT: Partial<Record<AuthEvent, string>> = {
  'password.change': '您的账号密码已修改，其他设备上的登录已全部退出。',
  'password.reset': '您的账号密码已通过找回密码重置，所有设备上的登录已退出。',
  'mobile.change': '您的账号绑定手机号已更换。',
  'email.change': '您的账号绑定邮箱已更换。',
  'questions.set': '您的账号安全问题已更新。',
  'questions.locked': '您的账号安全问题连续回答错误，验证已暂时锁定。',
  'service.revoke': '您已撤销一个应用的登录授权。',
  'wechat.bind': '您的账号已绑定一个微信，今后可用该微信一键登录。',
}

/**
 * Writes the authentication log and sends the account holder a security message in the message centre,
 * saying what changed, when and from which address, and what to do if it was not them.
 */
export async function recordSecurityChange(
  db: Database,
  change: { accountId: string; event: AuthEvent; ip: string; detail?: string; at: Date },
): Promise<void> {
  await recordAuthEvent(db, change)
  const text = NOTICE_TEXT[change.event] ?? AUTH_EVENTS[change.event]
  const when = change.at.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })
  await deliverMessage(db, {
    recipientId: change.accountId,
    typeCode: SECURITY_NOTICE_TYPE,
    title: `账号安全提醒：${AUTH_EVENTS[change.event]}`,
    content: `${text}${change.detail ? `（${change.detail}）` : ''}操作时间：${when}，来源地址：${change.ip}。如非本人操作，请立即通过“找回密码”重置密码并联系网络与信息中心。`,
    senderName: '账号安全',
    createdAt: change.at,
  })
}
