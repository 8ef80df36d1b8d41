import { View, Text } from '@tarojs/components'
import { Avatar, Button, Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { useStores } from '@/stores/context'
import { logout } from '@/shell/logout'
import { IDENTITY_NAMES } from '@/lib/identity-names'
import { confirmLogout } from '@/shell/confirm-logout'
import { nav } from '@/routes/nav'
import './my.scss'

function MyTab() {
  const store = useStores()
  const { account, portalConfig } = store
  return (
    <View className="my-page">
      <View className="my-page__card">
        <Avatar size="large" background="#ED663F" color="#fff">
          {account.displayName.slice(-2) || '我'}
        </Avatar>
        <View className="my-page__who">
          <Text className="my-page__name">{account.displayName || '未登录'}</Text>
          <Text className="my-page__meta">
            {account.username} {account.identity ? `· ${IDENTITY_NAMES[account.identity]}` : ''}
          </Text>
        </View>
      </View>
      {account.isSignedIn && (
        <Cell.Group>
          <Cell title="账号" extra={account.username} />
          <Cell title="身份" extra={account.identity ? IDENTITY_NAMES[account.identity] : '—'} />
          {portalConfig.modules.isShowSafeSet ? <Cell title="账号与安全" clickable onClick={() => void nav.to('safeSet')} className="my-safe-set" /> : null}
        </Cell.Group>
      )}
      <View className="my-page__actions">
        <Button
          block
          type="default"
          onClick={async () => {
            if (await confirmLogout()) await logout(store)
          }}
        >
          退出登录
        </Button>
      </View>
    </View>
  )
}

export default observer(MyTab)
