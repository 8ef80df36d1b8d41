import { View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { DetailPage, useSubmit } from '@/components'
import { useStores } from '@/stores/context'
import { IDENTITY_NAMES } from '@/lib/identity-names'
import type { IdentityCode } from '@/features/theme/types'
import { UserAvatar } from '@/features/personal/components/user-avatar'
import { LoginHistory } from '@/features/personal/components/login-history'
import { changeAvatar } from '@/features/personal/change-avatar'
import './myInfo.scss'

const ReadOnly = () => <View className="my-info__readonly">只读</View>

/** 个人信息: profile fields (read-only ones marked), the avatar, and the login history. */
function MyInfoPage() {
  const { profile } = useStores()
  // Read here so this observer re-renders when the avatar changes (DetailPage's render is not observed).
  const avatarUrl = profile.avatarUrl
  const me = profile.me
  const avatar = useSubmit(changeAvatar, {
    failure: '头像上传失败',
    success: (url) => (url ? '头像已更新' : ''),
    onSuccess: (url) => {
      if (url) profile.setAvatarUrl(url)
    },
  })
  return (
    <DetailPage
      load={profile.load}
      render={(loaded) => {
        const person = me ?? loaded
        return (
          <View>
            <Cell.Group>
              <Cell
                title="头像"
                description="点击更换，裁剪为正方形"
                clickable
                data-testid="change-avatar"
                onClick={() => void avatar.run()}
                extra={<UserAvatar url={avatarUrl} name={person.userName} size="normal" />}
              />
              <Cell title="姓名" extra={person.userName} description={<ReadOnly />} />
              <Cell title="学工号" extra={person.username} description={<ReadOnly />} />
              <Cell
                title="身份"
                extra={IDENTITY_NAMES[person.identityTypeCode as IdentityCode] ?? person.identityTypeCode}
                description={<ReadOnly />}
              />
              <Cell title="所在单位" extra={person.orgName || '—'} description={person.orgPath} />
              <Cell title="手机号" extra={person.mobile || '未绑定'} description="在“账号与安全”中修改" />
              <Cell title="邮箱" extra={person.email || '未绑定'} description="在“账号与安全”中修改" />
            </Cell.Group>
            <LoginHistory />
          </View>
        )
      }}
    />
  )
}

export default observer(MyInfoPage)
