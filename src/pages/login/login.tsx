import { useEffect } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { useFeatureStore, useStores } from '@/stores/context'
import { nav } from '@/routes/nav'
import { toast } from '@/lib/ui'
import { LoginBrand } from '@/features/auth/components/login-brand'
import { AgreementCheck } from '@/features/auth/components/agreement-check'
import { followOutcome } from '@/features/auth/components/login-outcome'
import { WECHAT_LOGIN_AVAILABLE, wechatCredentials } from '@/features/auth/wechat-credentials'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { loginFlowFeature } from '@/features/auth/login-flow'
import { startUpstreamSignOn } from '@/features/auth/upstream-sign-on'
import type { UpstreamSignOn } from '@/features/auth/types'
import { SubmitButton } from '@/components/submit-button'
import { ALERT_ROLE } from '@/components/a11y'
import '@/features/auth/components/login.scss'
import { PageStyle } from '@/components/page-style'

const AGREE_FIRST = '请先阅读并同意《用户协议》和《隐私政策》'

/** 登录: the choice of sign-on methods (统一身份认证登录 when the school's is connected); the agreement must be ticked first. */
function Login() {
  const store = useStores()
  const login = useFeatureStore(loginFlowFeature)

  useEffect(() => {
    login.clearError()
    void login.loadMethods()
  }, [login])

  // Back from the web-view of a mini-program 统一身份认证登录: the hand-off it completed signs in here.
  useDidShow(() => {
    const redeeming = login.redeemHandoff()
    if (!redeeming) return
    redeeming.then(
      (outcome) => followOutcome(store, outcome),
      () => void toast(login.error || '统一身份认证登录失败，请重新登录'),
    )
  })

  const upstream = async (choice: UpstreamSignOn) => {
    if (!login.agreed) return void toast(AGREE_FIRST)
    if (login.busy) return
    try {
      await startUpstreamSignOn(login, choice, store.loginRedirect.path)
    } catch (e) {
      void toast(login.error || (e instanceof Error ? e.message : '无法发起统一身份认证登录，请稍后再试'))
    }
  }

  const wechatFirst = WECHAT_LOGIN_AVAILABLE && login.methods.wechat

  const go = (method: 'pwdLogin' | 'codeLogin') => {
    if (!login.agreed) return void toast(AGREE_FIRST)
    void nav.to(method)
  }

  const wechat = async () => {
    if (!login.agreed) return void toast(AGREE_FIRST)
    if (login.busy) return
    try {
      await followOutcome(store, await login.loginWithWechat(await wechatCredentials()))
    } catch (e) {
      void toast(login.error || (e instanceof Error ? e.message : '微信登录失败，请稍后再试'))
    }
  }

  return (
    <View className="login-page">
      <PageStyle />
      <LoginBrand subtitle="欢迎使用移动门户，请选择登录方式" />
      <View className="login-methods">
        {WECHAT_LOGIN_AVAILABLE && login.methods.wechat ? (
          <SubmitButton submit={login} block type="primary" size="large" onClick={wechat} data-testid="login-wechat">
            微信一键登录
          </SubmitButton>
        ) : null}
        {login.upstreams.map((choice, index) => (
          <SubmitButton
            key={choice.kind}
            submit={login}
            block
            type={!wechatFirst && index === 0 ? 'primary' : 'default'}
            size="large"
            onClick={() => upstream(choice)}
            data-testid={`login-upstream-${choice.kind}`}
          >
            {choice.label}
          </SubmitButton>
        ))}
        {login.methods.password ? (
          <Button
            block
            type={wechatFirst || login.upstreams.length > 0 ? 'default' : 'primary'}
            size="large"
            onClick={() => go('pwdLogin')}
            data-testid="login-password"
          >
            账号密码登录
          </Button>
        ) : null}
        {login.methods.sms ? (
          <Button block type="default" size="large" onClick={() => go('codeLogin')} data-testid="login-sms">
            短信验证码登录
          </Button>
        ) : null}
      </View>
      {login.handoff && login.error ? (
        <Text className="login-page__error" {...ALERT_ROLE}>
          {login.error}
        </Text>
      ) : null}
      <AgreementCheck />
      <SignInConsentDialog />
    </View>
  )
}

export default observer(Login)
