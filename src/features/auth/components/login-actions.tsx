import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { SubmitButton } from '@/components/submit-button'
import { nav } from '@/routes/nav'
import { useFeatureStore } from '@/stores/context'
import { loginFlowFeature } from '@/features/auth/login-flow'
import { ALERT_ROLE } from '@/components/a11y'
import './login.scss'

/** The reason the last sign-in step failed (the server's message), announced. */
function LoginErrorView() {
  const login = useFeatureStore(loginFlowFeature)
  return login.error ? (
    <Text className="login-page__error" {...ALERT_ROLE} data-testid="login-error">
      {login.error}
    </Text>
  ) : null
}

export const LoginError = observer(LoginErrorView)

export interface LoginSubmitProps {
  onClick: () => void
  children: ReactNode
  testId?: string
}

/** The form's main button, spinning while a sign-in step runs. */
export function LoginSubmit({ onClick, children, testId }: LoginSubmitProps) {
  const login = useFeatureStore(loginFlowFeature)
  return (
    <View className="login-page__submit">
      <SubmitButton submit={login} block type="primary" size="large" onClick={onClick} data-testid={testId}>
        {children}
      </SubmitButton>
    </View>
  )
}

export interface LoginLinkProps {
  /** Another way to sign in, which replaces this page. */
  to?: 'login' | 'pwdLogin' | 'codeLogin'
  /** Or something else to do (忘记密码). */
  onPress?: () => void
  children: ReactNode
  testId?: string
}

/** A link under the form; the last step's error is cleared on the way. */
export function LoginLink({ to, onPress, children, testId }: LoginLinkProps) {
  const login = useFeatureStore(loginFlowFeature)
  return (
    <Text
      className="login-page__link"
      data-testid={testId}
      onClick={() => {
        login.clearError()
        if (onPress) onPress()
        else if (to) void nav.redirect(to)
      }}
    >
      {children}
    </Text>
  )
}
