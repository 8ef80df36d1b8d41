import { Text, View } from '@tarojs/components'
import { checkPasswordRule } from '@contract/password-rule'
import './security-form.scss'

/** The new-password rule as a checklist that turns green as the user types. */
export function PasswordRuleList({ password, username }: { password: string; username: string }) {
  return (
    <View className="security-form__rules" data-testid="password-rules">
      {checkPasswordRule(password, username).map((check) => (
        <Text key={check.key} className={`security-form__rule${check.passed ? ' security-form__rule--passed' : ''}`}>
          {check.passed ? '✓' : '·'} {check.label}
        </Text>
      ))}
    </View>
  )
}
