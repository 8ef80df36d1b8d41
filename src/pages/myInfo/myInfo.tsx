import { View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { DetailPage } from '@/components'
import { useStores } from '@/stores/context'
import { IDENTITY_NAMES } from '@/lib/identity-names'
import type { IdentityCode } from '@/features/theme/types'
import { UserAvatar } from '@/features/personal/components/user-avatar'
import { LoginHistory } from '@/features/personal/components/login-history'
import './myInfo.scss'

const ReadOnly = () => <View className="my-info__readonly">只读</View>

/** 个人信息: profile fields (read-only ones marked), the avatar, and the login history. */
function MyInfoPage() {
  const { profile } = useStores()
  return (
    <DetailPage
      load={profile.load}
      render={() => {
        const me = profile.me!
        return (
          <View>
            <Cell.Group>
              <Cell title="头像" extra={<UserAvatar url={profile.avatarUrl} name={me.userName} size="normal" />} />
              <Cell title="姓名" extra={me.userName} description={<ReadOnly />} />
              <Cell title="学工号" extra={me.username} description={<ReadOnly />} />
              <Cell title="身份" extra={IDENTITY_NAMES[me.identityTypeCode as IdentityCode] ?? me.identityTypeCode} description={<ReadOnly />} />
              <Cell title="所在单位" extra={me.orgName || '—'} description={me.orgPath} />
              <Cell title="手机号" extra={me.mobile || '未绑定'} description="在“账号与安全”中修改" />
              <Cell title="邮箱" extra={me.email || '未绑定'} description="在“账号与安全”中修改" />
            </Cell.Group>
            <LoginHistory />
          </View>
        )
      }}
    />
  )
}

export default observer(MyInfoPage)
