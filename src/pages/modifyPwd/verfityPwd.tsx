import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { PageShell } from '@/components/page-shell'
import { useSubmit } from '@/components/use-submit'
import { useFormFields } from '@/components/use-form-fields'
import { proveByPassword } from '@/features/account-security/api'
import { continueWithProof } from '@/features/account-security/after-proof'
import { FormRow, OtherProofs } from '@/features/account-security/components'
import { purposeOf } from '@/features/account-security/proof-holder'
import { SubmitButton } from '@/components/submit-button'
import '@/features/account-security/components/security-form.scss'

/** 验证身份: the current password proves it is you before a change (same failure limits as sign-in). */
export default function VerfityPwd() {
  const next = purposeOf(useRouter().params.next)
  const form = useFormFields(
    { password: '' },
    { rules: { password: [{ validator: (password) => password !== '', message: '请输入当前密码' }] } },
  )
  const { password } = form.values
  const submit = useSubmit(() => proveByPassword(password), {
    failure: '验证失败',
    validate: form.validate,
    onSuccess: (proof) => continueWithProof(proof, next),
  })
  return (
    <PageShell>
      <View className="security-form">
        <Text className="security-form__intro">为保护账号安全，请输入当前登录密码验证身份。</Text>
        <View className="security-form__card">
          <FormRow
            label="当前密码"
            name="password"
            type="password"
            value={password}
            onChange={form.set('password')}
            placeholder="请输入当前密码"
            maxLength={128}
          />
        </View>
        <View className="security-form__submit">
          <SubmitButton submit={submit} block type="primary" data-testid="verify-submit">
            下一步
          </SubmitButton>
        </View>
        <OtherProofs current="verfityPwd" next={next} />
      </View>
    </PageShell>
  )
}
