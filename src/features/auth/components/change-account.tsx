import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { pageRootClass } from '@/lib/elder-mode'
import { useFeatureStore, useStores } from '@/stores/context'
import { nav } from '@/routes/nav'
import { EmptyState } from '@/components/empty-state'
import { PageOverlay } from '@/components/page-overlay'
import { WECHAT_LOGIN_AVAILABLE } from '@/features/auth/wechat-credentials'
import { AccountCard } from './account-card'
import { loginFlowFeature } from '@/features/auth/login-flow'
import './login.scss'

/**
 * 切换账号: shows the signed-in account and starts a new login with another one. The current token
 * stays until the new login succeeds, so backing out keeps the user signed in.
 */
function ChangeAccountView() {
  const { account } = useStores()
  const login = useFeatureStore(loginFlowFeature)

  const relogin = (method: 'pwdLogin' | 'codeLogin' | 'login') => {
    login.clearError()
    // Switching is a deliberate act on a signed-in device: the agreement was accepted at the first login.
    login.setAgreed(true)
    void nav.to(method)
  }

  if (!account.isSignedIn) {
    return (
      <View className={pageRootClass('login-page')}>
        <EmptyState kind="signed-out" description="登录后可切换账号" actionText="去登录" onAction={() => void nav.to('login')} fullPage />
      </View>
    )
  }

  return (
    <View className="login-page">
      <Text className="login-page__title">当前账号</Text>
      <View className="account-list">
        <AccountCard
          userName={account.displayName}
          username={account.username}
          identityTypeCode={account.identity}
          current
          testId="current-account"
        />
      </View>
      <Text className="login-page__hint">
        新账号登录成功后将替换当前账号；中途返回则保持当前登录。同一手机号关联多个账号时，使用短信验证码登录即可选择。
      </Text>
      <View className="login-methods">
        <Button block type="primary" size="large" onClick={() => relogin('codeLogin')}>
          短信验证码登录其他账号
        </Button>
        <Button block type="default" size="large" onClick={() => relogin('pwdLogin')}>
          账号密码登录其他账号
        </Button>
        {WECHAT_LOGIN_AVAILABLE ? (
          <Button block type="default" size="large" onClick={() => relogin('login')}>
            微信登录
          </Button>
        ) : null}
      </View>
      <PageOverlay />
    </View>
  )
}

export const ChangeAccount = observer(ChangeAccountView)
