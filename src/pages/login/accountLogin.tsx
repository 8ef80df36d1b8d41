import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { useFeatureStore, useStores } from '@/stores/context'
import { nav } from '@/routes/nav'
import { AccountCard } from '@/features/auth/components/account-card'
import { attemptLogin } from '@/features/auth/components/login-outcome'
import { EmptyState } from '@/components/empty-state'
import { LoginError } from '@/features/auth/components/login-actions'
import { SignInConsentDialog } from '@/features/auth/components/sign-in-consent-dialog'
import { loginFlowFeature } from '@/features/auth/login-flow'
import '@/features/auth/components/login.scss'

/** Several accounts behind one login (shared mobile, or one WeChat bound to several): pick one. */
function AccountLogin() {
  const store = useStores()
  const { account } = store
  const login = useFeatureStore(loginFlowFeature)

  const choose = (accountId: string) => attemptLogin(store, () => login.chooseAccount(accountId))

  if (account.accounts.length === 0) {
    return (
      <View className="login-page">
        <EmptyState
          kind="signed-out"
          title="登录已失效"
          description="请重新登录后选择账号"
          actionText="重新登录"
          onAction={() => void nav.redirect('login')}
          fullPage
        />
      </View>
    )
  }

  return (
    <View className="login-page">
      <Text className="login-page__title">请选择登录账号</Text>
      <Text className="login-page__hint">该{account.type === 'wechat' ? '微信' : '手机号'}关联了多个账号，请选择本次要登录的账号</Text>
      <View className="account-list">
        {account.accounts.map((a) => (
          <AccountCard
            key={a.accountId}
            userName={a.userName}
            username={a.username}
            identityTypeCode={a.identityTypeCode}
            identityTypeName={a.identityTypeName}
            onClick={() => void choose(a.accountId)}
            testId={`account-${a.username}`}
          />
        ))}
      </View>
      {login.error ? (
        <View>
          <LoginError />
          <View className="login-page__submit">
            <Button block type="default" onClick={() => void nav.redirect('login')}>
              重新登录
            </Button>
          </View>
        </View>
      ) : null}
      <SignInConsentDialog />
    </View>
  )
}

export default observer(AccountLogin)
