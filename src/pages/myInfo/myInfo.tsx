import { View } from '@tarojs/components'
import { Cell } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { DetailPage } from '@/components'
import { useFeatureStore } from '@/stores/context'
import { IDENTITY_NAMES, type IdentityCode } from '@/lib/identity-names'
import { profileFeature } from '@/features/personal/profile-store'
import { AvatarCell } from '@/features/personal/components/avatar-cell'
import { LoginHistory } from '@/features/personal/components/login-history'
import { NicknameCell } from '@/features/personal/components/nickname-cell'
import './myInfo.scss'

const ReadOnly = () => <View className="my-info__readonly">只读</View>

/** 个人信息: profile fields (read-only ones marked), the avatar and nickname, and the login history. */
function MyInfoPage() {
  const profile = useFeatureStore(profileFeature)
  // Read here so this observer re-renders when the avatar changes (DetailPage's render is not observed).
  const avatarUrl = profile.avatarUrl
  const nickname = profile.nickname
  const me = profile.me
  return (
    <DetailPage
      load={profile.load}
      render={(loaded) => {
        const person = me ?? loaded
        return (
          <View>
            <Cell.Group>
              <AvatarCell url={avatarUrl} name={person.userName} onChanged={(url) => profile.setAvatarUrl(url)} />
              <Cell title="姓名" extra={person.userName} description={<ReadOnly />} />
              <NicknameCell nickname={nickname || person.nickname} onSaved={(saved) => profile.setNickname(saved)} />
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
