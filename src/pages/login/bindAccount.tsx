import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useFeatureStore, useStores } from '@/stores/context'
import { nav } from '@/routes/nav'
import { AccountField, PasswordField } from '@/features/auth/components/login-fields'
import { LoginError, LoginSubmit } from '@/features/auth/components/login-actions'
import { attemptLogin } from '@/features/auth/components/login-outcome'
import { EmptyState } from '@/components/empty-state'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { loginFlowFeature } from '@/features/auth/login-flow'
import '@/features/auth/components/login.scss'

/** Binds the WeChat identity to an existing account (its password proves it), then signs in. */
function BindAccount() {
  const store = useStores()
  const { account } = store
  const login = useFeatureStore(loginFlowFeature)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')

  useEffect(() => login.clearError(), [login])

  const submit = () => attemptLogin(store, () => login.bindWechat(username, password))

  if (account.type !== 'wechat' || !account.nonce) {
    return (
      <View className="login-page">
        <EmptyState
          kind="signed-out"
          title="微信授权已失效"
          description="请返回登录页重新进行微信登录"
          actionText="返回登录"
          onAction={() => void nav.redirect('login')}
          fullPage
        />
      </View>
    )
  }

  return (
    <View className="login-page">
      <Text className="login-page__title">绑定校园账号</Text>
      <Text className="login-page__hint">
        {login.wechatNickName ? `微信用户「${login.wechatNickName}」` : '当前微信'}尚未绑定校园账号。绑定后，下次可使用微信一键登录。
      </Text>
      <View className="login-page__form">
        <AccountField value={username} onChange={setUsername} />
        <PasswordField value={password} onChange={setPassword} />
        <LoginError />
        <LoginSubmit onClick={submit}>绑定并登录</LoginSubmit>
      </View>
      <SignInConsentDialog />
    </View>
  )
}

export default observer(BindAccount)
