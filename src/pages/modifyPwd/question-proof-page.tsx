import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { errorText } from '@/components/errors'
import { useSubmit } from '@/components/use-submit'
import { required, useFormFields } from '@/components/use-form-fields'
import type { Proof } from '@contract/account-security'
import { myQuestionCodes, proveByQuestions, recoveryProveByQuestions, recoveryQuestions } from '@/features/account-security/api'
import { continueWithProof } from '@/features/account-security/after-proof'
import { AnswersForm, FormRow, OtherProofs } from '@/features/account-security/components'
import type { ProofPurpose } from '@/features/account-security/proof-holder'
import { useStores } from '@/stores/context'
import { SubmitButton } from '@/components/submit-button'
import '@/features/account-security/components/security-form.scss'

/** The security questions prove it is you (verfityQuestion, oldQuestion); signed out, the account name comes first. */
export function QuestionProofPage({ next, recover, current }: { next: ProofPurpose; recover: boolean; current: 'verfityQuestion' }) {
  const { account } = useStores()
  const form = useFormFields({ username: '' }, { rules: { username: [required('请输入学号/工号')] } })
  const { username } = form.values
  const [codes, setCodes] = useState<string[] | null>(null)
  const [error, setError] = useState<unknown>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (recover || !account.isSignedIn) return
    setError(null)
    myQuestionCodes().then(setCodes).catch(setError)
  }, [recover, account.isSignedIn, attempt])
  const ask = useSubmit(() => recoveryQuestions(username.trim()), {
    failure: '获取安全问题失败',
    validate: form.validate,
    onSuccess: setCodes,
  })
  const verify = (answers: Parameters<typeof proveByQuestions>[0]) =>
    recover ? recoveryProveByQuestions(username.trim(), answers) : proveByQuestions(answers)
  return (
    <PageShell
      signedOut={!recover && !account.isSignedIn}
      loading={!recover && codes === null && !error}
      error={error ? errorText(error, '加载失败') : null}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <View className="security-form">
        {recover && codes === null ? (
          <>
            <Text className="security-form__intro">请输入账号，回答您设置的安全问题。</Text>
            <View className="security-form__card">
              <FormRow
                label="账号"
                name="username"
                value={username}
                onChange={form.set('username')}
                placeholder="请输入学号/工号"
                maxLength={64}
              />
            </View>
            <View className="security-form__submit">
              <SubmitButton submit={ask} block type="primary" data-testid="questions-load">
                下一步
              </SubmitButton>
            </View>
          </>
        ) : codes && codes.length === 0 ? (
          <Text className="security-form__intro">您还没有设置安全问题，请选择其他验证方式。</Text>
        ) : codes ? (
          <>
            <Text className="security-form__intro">请回答安全问题（连续错误5次将锁定15分钟）。</Text>
            <AnswersForm
              questionCodes={codes}
              verify={verify}
              onVerified={(proof) => void continueWithProof(proof as Proof, next, recover)}
            />
          </>
        ) : null}
        <OtherProofs current={current} next={next} recover={recover} />
      </View>
    </PageShell>
  )
}
