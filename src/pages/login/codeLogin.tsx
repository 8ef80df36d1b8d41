import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useFeatureStore, useStores } from '@/stores/context'
import { LoginBrand } from '@/features/auth/components/login-brand'
import { MobileField, SmsCodeField } from '@/features/auth/components/login-fields'
import { LoginError, LoginLink, LoginSubmit } from '@/features/auth/components/login-actions'
import { AgreementCheck } from '@/features/auth/components/agreement-check'
import { attemptLogin } from '@/features/auth/components/login-outcome'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { loginFlowFeature } from '@/features/auth/login-flow'
import '@/features/auth/components/login.scss'
import { PageStyle } from '@/components/page-style'

/** 短信验证码登录: mobile and 6-digit code; the code button counts down 60 s between sends. */
function CodeLogin() {
  const store = useStores()
  const login = useFeatureStore(loginFlowFeature)
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [notice, setNotice] = useState('')

  useEffect(() => login.clearError(), [login])

  const submit = () => attemptLogin(store, () => login.loginWithSms(mobile, code))

  return (
    <View className="login-page">
      <PageStyle />
      <LoginBrand subtitle="短信验证码登录" />
      <View className="login-page__form">
        <MobileField value={mobile} onChange={setMobile} />
        <SmsCodeField value={code} onChange={setCode} mobile={mobile} onNotice={setNotice} />
        {notice && !login.error ? (
          <Text className="login-page__hint" data-testid="sms-notice">
            {notice}
          </Text>
        ) : null}
        <LoginError />
        <LoginSubmit onClick={submit} testId="login-submit">
          登录
        </LoginSubmit>
        <View className="login-page__links">
          <LoginLink to="pwdLogin">账号密码登录</LoginLink>
          <LoginLink to="login">其他登录方式</LoginLink>
        </View>
      </View>
      <AgreementCheck />
      <SignInConsentDialog />
    </View>
  )
}

export default observer(CodeLogin)
