import { observer } from 'mobx-react'
import type { CodeSent } from '@contract/account-security'
import { useSubmit } from '@/components/use-submit'
import { SubmitButton } from '@/components/submit-button'
import './security-form.scss'

/** The countdown the button shows (the auth feature's SmsCountdown, passed in by the page). */
export interface Countdown {
  readonly text: string
  readonly running: boolean
  start: (seconds?: number) => void
}

export interface CodeButtonProps {
  countdown: Countdown
  /** Sends the code; a message stops it (e.g. an empty phone number). */
  send: () => Promise<CodeSent>
  validate?: () => string | null
  /** Told where the code went and for how long it is valid. */
  onSent?: (sent: CodeSent) => void
}

/** 获取验证码 → N秒后重发 → 重新发送, waiting as long as the server says. */
export const CodeButton = observer(function CodeButton({ countdown, send, validate, onSent }: CodeButtonProps) {
  const run = useSubmit(send, {
    failure: '验证码发送失败',
    validate: () => validate?.() ?? null,
    success: '验证码已发送',
    onSuccess: (sent) => {
      countdown.start(sent.countdown)
      onSent?.(sent)
    },
  })
  return (
    <SubmitButton
      submit={run}
      className="security-form__code-button"
      size="small"
      type="primary"
      fill="outline"
      disabled={countdown.running}
      data-testid="code-send"
    >
      {countdown.text}
    </SubmitButton>
  )
})
