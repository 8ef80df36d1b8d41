import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { CodeChannel, CodeSent, Proof } from '@contract/account-security'
import { useSubmit } from '@/components/use-submit'
import { useFormFields } from '@/components/use-form-fields'
import { codeProblem } from '@/features/account-security/validators'
import { CodeButton, type Countdown } from './code-button'
import { FormRow } from './form-row'
import { SubmitButton } from '@/components/submit-button'
import './security-form.scss'

export interface CodeProofFormProps {
  channel: CodeChannel
  countdown: Countdown
  /** Signed out (forgot password): the account name is asked for first. */
  askUsername?: boolean
  /** Where the code goes, shown before it is sent (signed in: the masked bound phone or email). */
  destination?: string
  send: (username: string) => Promise<CodeSent>
  prove: (username: string, code: string) => Promise<Proof>
  onProved: (proof: Proof) => void
}

/** A code to the bound phone or email, then the 6 digits: proves it is you. */
export function CodeProofForm({ channel, countdown, askUsername, destination, send, prove, onProved }: CodeProofFormProps) {
  const form = useFormFields(
    { username: '', code: '' },
    {
      rules: {
        username: [{ validator: (username) => !askUsername || username.trim() !== '', message: '请输入学号/工号' }],
        code: [{ problem: codeProblem }],
      },
    },
  )
  const { username, code } = form.values
  const [notice, setNotice] = useState('')
  const what = channel === 'sms' ? '手机' : '邮箱'
  const submit = useSubmit(() => prove(username.trim(), code.trim()), {
    failure: '验证失败',
    validate: form.validate,
    onSuccess: onProved,
  })
  return (
    <View className="security-form">
      <Text className="security-form__intro">
        {askUsername
          ? `请输入账号，验证码将发送至该账号绑定的${what}。`
          : `验证码将发送至您绑定的${what} ${destination ?? ''}，5分钟内有效。`}
      </Text>
      <View className="security-form__card">
        {askUsername ? (
          <FormRow
            label="账号"
            name="username"
            value={username}
            onChange={form.set('username')}
            placeholder="请输入学号/工号"
            maxLength={64}
          />
        ) : null}
        <FormRow
          label="验证码"
          name="code"
          type="number"
          value={code}
          onChange={form.set('code')}
          placeholder="请输入6位验证码"
          maxLength={6}
          extra={
            <CodeButton
              countdown={countdown}
              send={() => send(username.trim())}
              validate={() => (askUsername && !username.trim() ? '请输入学号/工号' : null)}
              onSent={(sent) => setNotice(sent.to ? `验证码已发送至 ${sent.to}` : `如该账号已绑定${what}，验证码已发送`)}
            />
          }
        />
      </View>
      {notice ? (
        <Text className="security-form__intro" data-testid="code-notice">
          {notice}
        </Text>
      ) : null}
      <View className="security-form__submit">
        <SubmitButton submit={submit} block type="primary" data-testid="verify-submit">
          下一步
        </SubmitButton>
      </View>
    </View>
  )
}
