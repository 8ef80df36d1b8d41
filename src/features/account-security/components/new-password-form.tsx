import { View } from '@tarojs/components'
import { passwordProblem } from '@contract/password-rule'
import { useSubmit } from '@/components/use-submit'
import { useFormFields } from '@/components/use-form-fields'
import { FormRow } from './form-row'
import { PasswordRuleList } from './password-rule-list'
import { SubmitButton } from '@/components/submit-button'
import './security-form.scss'

export interface NewPasswordFormProps {
  /** The account name the password may not contain (empty when unknown: the server checks it). */
  username: string
  save: (newPassword: string) => Promise<unknown>
  success: string
  onSuccess: () => void
}

/** New password twice, the rule shown live, refused here before it is sent and again by the server. */
export function NewPasswordForm({ username, save, success, onSuccess }: NewPasswordFormProps) {
  const form = useFormFields(
    { password: '', confirm: '' },
    {
      rules: {
        password: [
          { validator: (password) => password !== '', message: '请输入新密码' },
          { problem: (password) => passwordProblem(password, username) },
        ],
        confirm: [{ validator: (confirm, { password }) => confirm === password, message: '两次输入的密码不一致' }],
      },
    },
  )
  const { password, confirm } = form.values
  const submit = useSubmit(() => save(password), {
    failure: '修改失败',
    validate: form.validate,
    success,
    onSuccess,
  })
  return (
    <View>
      <View className="security-form__card">
        <FormRow
          label="新密码"
          name="newPassword"
          type="password"
          value={password}
          onChange={form.set('password')}
          placeholder="请输入新密码"
          maxLength={32}
        />
        <FormRow
          label="确认密码"
          name="confirmPassword"
          type="password"
          value={confirm}
          onChange={form.set('confirm')}
          placeholder="请再次输入新密码"
          maxLength={32}
        />
        <PasswordRuleList password={password} username={username} />
      </View>
      <View className="security-form__submit">
        <SubmitButton submit={submit} block type="primary" data-testid="password-submit">
          确认修改
        </SubmitButton>
      </View>
    </View>
  )
}
