import { Text, View } from '@tarojs/components'
import { Input } from '@nutui/nutui-react-taro'
import type { Answer } from '@contract/account-security'
import { questionText } from '@contract/security-questions'
import { useSubmit } from '@/components/use-submit'
import { useFormFields } from '@/components/use-form-fields'
import { SubmitButton } from '@/components/submit-button'
import './security-form.scss'

export interface AnswersFormProps {
  questionCodes: string[]
  verify: (answers: Answer[]) => Promise<unknown>
  onVerified: (result: unknown) => void
}

/** Answers to the account's questions, checked by the server (5 wrong tries lock them for 15 minutes). */
export function AnswersForm({ questionCodes, verify, onVerified }: AnswersFormProps) {
  const form = useFormFields(() => ({ answers: questionCodes.map(() => '') }), {
    rules: { answers: [{ validator: (answers) => answers.every((answer) => answer.trim() !== ''), message: '请回答全部安全问题' }] },
  })
  const { answers } = form.values
  const submit = useSubmit(() => verify(questionCodes.map((questionCode, i) => ({ questionCode, answer: answers[i] ?? '' }))), {
    failure: '验证失败',
    validate: form.validate,
    onSuccess: onVerified,
  })
  return (
    <View>
      <View className="security-form__card">
        {questionCodes.map((code, i) => (
          <View key={code}>
            <Text className="security-form__question">
              问题{i + 1}：{questionText(code)}
            </Text>
            <View className="security-form__row">
              <Input
                name={`answer${i + 1}`}
                value={answers[i]}
                onChange={(value) => form.setValues(({ answers: list }) => ({ answers: list.map((old, j) => (j === i ? value : old)) }))}
                placeholder="请输入答案"
                maxLength={64}
                clearable
              />
            </View>
          </View>
        ))}
      </View>
      <View className="security-form__submit">
        <SubmitButton submit={submit} block type="primary" data-testid="answers-submit">
          验证
        </SubmitButton>
      </View>
    </View>
  )
}
