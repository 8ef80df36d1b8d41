import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useFeatureStore, useStores } from '@/stores/context'
import { nav } from '@/routes/nav'
import { LoginBrand } from '@/features/auth/components/login-brand'
import { AccountField, PasswordField } from '@/features/auth/components/login-fields'
import { LoginError, LoginLink, LoginSubmit } from '@/features/auth/components/login-actions'
import { AgreementCheck } from '@/features/auth/components/agreement-check'
import { attemptLogin } from '@/features/auth/components/login-outcome'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { loginFlowFeature } from '@/features/auth/login-flow'
import '@/features/auth/components/login.scss'
import { PageStyle } from '@/components/page-style'

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
      <PageStyle />
      <LoginBrand subtitle="账号密码登录" />
      <View className="login-page__form">
        <AccountField value={username} onChange={setUsername} />
        <PasswordField value={password} onChange={setPassword} />
        <LoginError />
        <LoginSubmit onClick={submit} testId="login-submit">
          登录
        </LoginSubmit>
        <View className="login-page__links">
          <LoginLink to="codeLogin">短信验证码登录</LoginLink>
          <LoginLink to="login">其他登录方式</LoginLink>
          <LoginLink testId="forgot-password" onPress={() => void nav.to('qPhone', { next: 'password', recover: 1 })}>
            忘记密码
          </LoginLink>
        </View>
      </View>
      <AgreementCheck />
      <SignInConsentDialog />
    </View>
  )
}

export default observer(PwdLogin)
