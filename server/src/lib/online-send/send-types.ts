import { ONLINE_SEND_APP_CODE } from '@contract/paths/online-send'
import type { IdentityTypeCode, OnlineSendChannel, SendTypeCode } from '../../db/schema/index'

/** The message-centre app online sends are delivered under. */
export const ONLINE_SEND_APP = { code: ONLINE_SEND_APP_CODE, name: '在线发送', tag: '办公' }

/** The message types of online send (spec §6) and the channels each type may use at all. */
export const ONLINE_SEND_TYPES: Array<{ code: string; name: string; sendTypes: SendTypeCode[] }> = [
  { code: 'os_notice', name: '普通通知', sendTypes: ['site', 'sms', 'email'] },
  { code: 'os_teaching', name: '教学通知', sendTypes: ['site', 'sms', 'email'] },
  { code: 'os_announcement', name: '全校公告', sendTypes: ['site', 'sms', 'email'] },
]

export interface SendPolicy {
  identityTypeCode: IdentityTypeCode
  typeCode: string
  channels: OnlineSendChannel[]
  externalAllowed: boolean
}

const ALL_CHANNELS: OnlineSendChannel[] = ['site', 'sms', 'email']

/**
 * The permission matrix a new installation starts with (an operator edits the rows): students send 普通通知 inside
 * the portal only, to no external contact; teachers send notices and teaching notices over every channel; admins
 * everything; guests nothing.
 */
export const DEFAULT_SEND_POLICIES: SendPolicy[] = [
  { identityTypeCode: 'student', typeCode: 'os_notice', channels: ['site'], externalAllowed: false },
  { identityTypeCode: 'teacher', typeCode: 'os_notice', channels: ALL_CHANNELS, externalAllowed: true },
  { identityTypeCode: 'teacher', typeCode: 'os_teaching', channels: ALL_CHANNELS, externalAllowed: true },
  ...ONLINE_SEND_TYPES.map((type) => ({
    identityTypeCode: 'admin' as const,
    typeCode: type.code,
    channels: ALL_CHANNELS,
    externalAllowed: true,
  })),
]

/** Deliveries one sender may cause per channel in 24 hours, by identity (an SMS is paid for and rings a phone). */
export const DEFAULT_SEND_QUOTAS: Array<{ identityTypeCode: IdentityTypeCode; channel: OnlineSendChannel; dailyLimit: number }> = [
  { identityTypeCode: 'student', channel: 'site', dailyLimit: 1_000 },
  { identityTypeCode: 'teacher', channel: 'site', dailyLimit: 20_000 },
  { identityTypeCode: 'teacher', channel: 'sms', dailyLimit: 1_000 },
  { identityTypeCode: 'teacher', channel: 'email', dailyLimit: 5_000 },
  { identityTypeCode: 'admin', channel: 'site', dailyLimit: 200_000 },
  { identityTypeCode: 'admin', channel: 'sms', dailyLimit: 20_000 },
  { identityTypeCode: 'admin', channel: 'email', dailyLimit: 50_000 },
]

export const CHANNEL_NAMES: Record<OnlineSendChannel, string> = { site: '站内消息', sms: '短信', email: '邮件' }
