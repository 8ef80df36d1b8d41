import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { useFeatureStore, useStores } from '@/stores/context'
import { nav } from '@/routes/nav'
import { TEL_INPUT_TYPE } from '@/components/input-types'
import { LoginBrand } from '@/features/auth/components/login-brand'
import { LoginField } from '@/features/auth/components/login-field'
import { AgreementCheck } from '@/features/auth/components/agreement-check'
import { attemptLogin } from '@/features/auth/components/login-outcome'
import { ALERT_ROLE } from '@/features/auth/components/a11y'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { loginFlowFeature } from '@/features/auth/login-flow'
import { SubmitButton } from '@/components/submit-button'
import '@/features/auth/components/login.scss'

/** 短信验证码登录: mobile and 6-digit code; the code button counts down 60 s between sends. */
function CodeLogin() {
  const store = useStores()
  const login = useFeatureStore(loginFlowFeature)
  const { countdown } = login
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [notice, setNotice] = useState('')

  useEffect(() => login.clearError(), [login])

  const send = async () => {
    if (login.busy || countdown.running) return
    setNotice('')
    try {
      const sent = await login.sendSmsCode(mobile)
      if (!sent) return
      const minutes = Math.max(1, Math.round(sent.expiresIn / 60))
      setNotice(`验证码已发送至 ${mobile.slice(0, 3)}****${mobile.slice(7)}，${minutes}分钟内有效`)
    } catch {
      // The reason (wrong number, too many requests) is in login.error.
    }
  }

  const submit = () => attemptLogin(store, () => login.loginWithSms(mobile, code))

  return (
    <View className="login-page">
      <LoginBrand subtitle="短信验证码登录" />
      <View className="login-page__form">
        <LoginField
          name="mobile"
          label="手机号"
          type={TEL_INPUT_TYPE}
          value={mobile}
          onChange={setMobile}
          placeholder="请输入手机号"
          maxLength={11}
        />
        <LoginField
          name="smscode"
          label="验证码"
          type="number"
          value={code}
          onChange={setCode}
          placeholder="请输入6位验证码"
          maxLength={6}
          extra={
            <Button
              className="login-page__code-button"
              size="small"
              type="primary"
              fill="outline"
              disabled={countdown.running}
              onClick={send}
              data-testid="sms-send"
            >
              {countdown.text}
            </Button>
          }
        />
        {notice && !login.error ? (
          <Text className="login-page__hint" data-testid="sms-notice">
            {notice}
          </Text>
        ) : null}
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
              void nav.redirect('pwdLogin')
            }}
          >
            账号密码登录
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
        </View>
      </View>
      <AgreementCheck />
      <SignInConsentDialog />
    </View>
  )
}

export default observer(CodeLogin)
