import { ONLINE_SEND_APP_CODE } from '@contract/paths/online-send'
import type { IdentityTypeCode, SendTypeCode } from '../../db/schema/index'

/** The message-centre app online sends are delivered under. */
export const ONLINE_SEND_APP = { code: ONLINE_SEND_APP_CODE, name: '在线发送', tag: '办公' }

/**
 * The message types of online send and which identities may send each (the permission check behind the
 * type list, spec §6). Every identity may receive them; whom a sender may address is `send-scope.ts`.
 */
export const ONLINE_SEND_TYPES: Array<{ code: string; name: string; senders: IdentityTypeCode[]; sendTypes: SendTypeCode[] }> = [
  { code: 'os_notice', name: '普通通知', senders: ['student', 'teacher', 'admin'], sendTypes: ['site', 'sms', 'email'] },
  { code: 'os_teaching', name: '教学通知', senders: ['teacher', 'admin'], sendTypes: ['site', 'sms', 'email'] },
  { code: 'os_announcement', name: '全校公告', senders: ['admin'], sendTypes: ['site', 'sms', 'email'] },
]

export function sendTypesFor(identity: IdentityTypeCode) {
  return ONLINE_SEND_TYPES.filter((type) => type.senders.includes(identity))
}
