import { useState, useEffect } from 'react'
import { Text, View } from '@tarojs/components'
import type { CodeChannel } from '@contract/account-security'
import { PageShell } from '@/components/page-shell'
import { TEL_INPUT_TYPE } from '@/components/input-types'
import { useSubmit } from '@/components/use-submit'
import { useFormFields } from '@/components/use-form-fields'
import { SmsCountdown } from '@/features/auth/sms-countdown'
import { bindContact, sendBindCode } from '@/features/account-security/api'
import { CodeButton, FormRow, ProofGate } from '@/features/account-security/components'
import { dropProof } from '@/features/account-security/proof-holder'
import { codeProblem, emailProblem, mobileProblem } from '@/features/account-security/validators'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'
import { SubmitButton } from '@/components/submit-button'
import '@/features/account-security/components/security-form.scss'

function BindForm({ channel, proof }: { channel: CodeChannel; proof: string }) {
  const [countdown] = useState(() => new SmsCountdown())
  useEffect(() => () => countdown.dispose(), [countdown])
  const phone = channel === 'sms'
  const form = useFormFields(
    { target: '', code: '' },
    { rules: { target: [{ problem: phone ? mobileProblem : emailProblem }], code: [{ problem: codeProblem }] } },
  )
  const { target, code } = form.values
  const targetProblem = () => (phone ? mobileProblem(target) : emailProblem(target))
  const submit = useSubmit(() => bindContact(proof, channel, target.trim(), code.trim()), {
    failure: '绑定失败',
    validate: form.validate,
    success: phone ? '手机号已更换' : '邮箱已更换',
    onSuccess: () => {
      dropProof()
      void nav.back()
    },
  })
  return (
    <>
      <Text className="security-form__intro">
        {phone ? '请输入新手机号，验证码将发送至新手机号。' : '请输入新邮箱，验证码将发送至新邮箱。'}一个{phone ? '手机号' : '邮箱'}
        只能绑定一个账号。
      </Text>
      <View className="security-form__card">
        <FormRow
          label={phone ? '新手机号' : '新邮箱'}
          name="target"
          type={phone ? TEL_INPUT_TYPE : 'text'}
          value={target}
          onChange={form.set('target')}
          placeholder={phone ? '请输入新手机号' : '请输入新邮箱'}
          maxLength={phone ? 11 : 128}
        />
        <FormRow
          label="验证码"
          name="code"
          type="number"
          value={code}
          onChange={form.set('code')}
          placeholder="请输入6位验证码"
          maxLength={6}
          extra={<CodeButton countdown={countdown} validate={targetProblem} send={() => sendBindCode(proof, channel, target.trim())} />}
        />
      </View>
      <View className="security-form__submit">
        <SubmitButton submit={submit} block type="primary" data-testid="bind-submit">
          确认绑定
        </SubmitButton>
      </View>
    </>
  )
}

/** 绑定新手机号 / 绑定新邮箱, after the old one (or another proof) confirmed it is you. */
export function BindContactPage({ channel }: { channel: CodeChannel }) {
  const { account } = useStores()
  return (
    <PageShell signedOut={!account.isSignedIn}>
      <View className="security-form">
        <ProofGate purpose={channel === 'sms' ? 'phone' : 'email'}>{(proof) => <BindForm channel={channel} proof={proof} />}</ProofGate>
      </View>
    </PageShell>
  )
}
