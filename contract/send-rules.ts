// Online send's rules as the console edits them (issue 36, 发送规则): plain values and the sentences that say what a
// row does (the console bundles this file: no TypeBox).
import { IDENTITY_CODES } from './constants'

export type SendRuleIdentity = (typeof IDENTITY_CODES)[number]
export const SEND_RULE_IDENTITIES = IDENTITY_CODES

export const IDENTITY_NAMES: Record<SendRuleIdentity, string> = { student: '学生', teacher: '教师', guest: '访客', admin: '管理员' }

/** The channels online send delivers over, as the matrix and the quotas name them. */
export const SEND_CHANNELS = ['site', 'sms', 'email'] as const
export type SendChannel = (typeof SEND_CHANNELS)[number]
export const SEND_CHANNEL_NAMES: Record<SendChannel, string> = { site: '站内消息', sms: '短信', email: '邮件' }

/** The channels a message type may use at all (receive settings choose among them). */
export const MESSAGE_TYPE_CHANNELS = ['site', 'sms', 'email', 'wechat'] as const
export type MessageTypeChannel = (typeof MESSAGE_TYPE_CHANNELS)[number]
export const MESSAGE_TYPE_CHANNEL_NAMES: Record<MessageTypeChannel, string> = { ...SEND_CHANNEL_NAMES, wechat: '微信' }

/** Largest daily quota the console takes (a typo of extra zeros is refused). */
export const SEND_QUOTA_MAX = 10_000_000

/** What a quota row means, e.g. 学生每天最多 20 条短信 (a day: the last 24 hours, as the send checks it). */
export function quotaEffect(identity: SendRuleIdentity, channel: SendChannel, dailyLimit: number): string {
  const who = IDENTITY_NAMES[identity]
  const what = SEND_CHANNEL_NAMES[channel]
  return dailyLimit === 0 ? `${who}每天最多 0 条${what}（不能发送）` : `${who}每天最多 ${dailyLimit} 条${what}`
}

/** What a matrix cell means, e.g. 教师可通过站内消息、短信发送普通通知，可发给外部联系人. */
export function policyEffect(
  identity: SendRuleIdentity,
  typeName: string,
  policy: { channels: readonly SendChannel[]; externalAllowed: boolean } | undefined,
): string {
  const who = IDENTITY_NAMES[identity]
  if (!policy || policy.channels.length === 0) return `${who}不能发送${typeName}`
  const over = SEND_CHANNELS.filter((channel) => policy.channels.includes(channel))
    .map((channel) => SEND_CHANNEL_NAMES[channel])
    .join('、')
  return `${who}可通过${over}发送${typeName}，${policy.externalAllowed ? '可' : '不可'}发给外部联系人`
}
