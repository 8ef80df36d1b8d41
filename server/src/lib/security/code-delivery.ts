import type { CodeChannel } from '../../db/schema/index'
import type { EmailSender } from '../common/email-sender'
import type { SmsSender } from '../auth/sms-sender'
import { CODE_TTL_SECONDS } from './verification-codes'

export interface CodeDeliverers {
  sms: SmsSender
  email: EmailSender
}

const PURPOSE_TEXT = {
  proof: '身份验证',
  bind: '绑定',
  recovery: '找回密码',
} as const

export type CodePurpose = keyof typeof PURPOSE_TEXT

/** Sends a security code by SMS or email; the text says what it is for and that staff never ask for it. */
export async function deliverCode(
  deliverers: CodeDeliverers,
  channel: CodeChannel,
  to: string,
  code: string,
  purpose: CodePurpose,
): Promise<void> {
  const minutes = CODE_TTL_SECONDS / 60
  const text = `【示范大学】您正在进行${PURPOSE_TEXT[purpose]}操作，验证码为${code}，${minutes}分钟内有效。工作人员不会向您索要验证码，请勿告诉他人。`
  if (channel === 'sms') {
    await deliverers.sms.send({ mobile: to, code, text })
    return
  }
  await deliverers.email.send({ to, subject: `【示范大学】${PURPOSE_TEXT[purpose]}验证码`, text })
}
