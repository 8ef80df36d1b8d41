import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useFeatureStore, useStores } from '@/stores/context'
import { nav } from '@/routes/nav'
import { LoginBrand } from '@/features/auth/components/login-brand'
import { LoginField } from '@/features/auth/components/login-field'
import { AgreementCheck } from '@/features/auth/components/agreement-check'
import { attemptLogin } from '@/features/auth/components/login-outcome'
import { ALERT_ROLE } from '@/features/auth/components/a11y'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { loginFlowFeature } from '@/features/auth/login-flow'
import { SubmitButton } from '@/components/submit-button'
import '@/features/auth/components/login.scss'

/** 密码登录: account and password; a failure shows the server's reason and keeps what was typed. */
function PwdLogin() {
  const store = useStores()
  const login = useFeatureStore(loginFlowFeature)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  useEffect(() => login.clearError(), [login])

  const submit = () => attemptLogin(store, () => login.loginWithPassword(username, password))

  return (
    <View className="login-page">
      <LoginBrand subtitle="账号密码登录" />
      <View className="login-page__form">
        <LoginField name="username" label="账号" value={username} onChange={setUsername} placeholder="请输入学号/工号" maxLength={64} />
        <LoginField
          name="password"
          label="密码"
          type="password"
          value={password}
          onChange={setPassword}
          placeholder="请输入密码"
          maxLength={128}
        />
        {login.error ? (
          <Text className="login-page__error" {...ALERT_ROLE} data-testid="login-error">
            {login.error}
          </Text>
        ) : null}
        <View className="login-page__submit">
          <SubmitButton submit={login} block type="primary" size="large" onClick={submit} data-testid="login-submit">
            登录
          </SubmitButton>
        </View>
        <View className="login-page__links">
          <Text
            className="login-page__link"
            onClick={() => {
              login.clearError()
              void nav.redirect('codeLogin')
            }}
          >
            短信验证码登录
          </Text>
          <Text
            className="login-page__link"
            onClick={() => {
              login.clearError()
              void nav.redirect('login')
            }}
          >
            其他登录方式
          </Text>
          <Text
            className="login-page__link"
            data-testid="forgot-password"
            onClick={() => {
              login.clearError()
              void nav.to('qPhone', { next: 'password', recover: 1 })
            }}
          >
            忘记密码
          </Text>
        </View>
      </View>
      <AgreementCheck />
      <SignInConsentDialog />
    </View>
  )
}

export default observer(PwdLogin)
