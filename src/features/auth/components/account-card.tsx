import { Text, View } from '@tarojs/components'
import { Avatar } from '@nutui/nutui-react-taro'
import { IDENTITY_NAMES } from '@/lib/identity-names'
import type { IdentityTypeCode as IdentityCode } from '@contract/common'
import './login.scss'
import { PRIMARY_TEXT } from '@/styles/colors'

export interface AccountCardProps {
  userName: string
  username: string
  identityTypeCode?: IdentityCode | string
  identityTypeName?: string
  current?: boolean
  onClick?: () => void
  testId?: string
}

/** One account: name, identity and account number; tappable when `onClick` is given. */
export function AccountCard({ userName, username, identityTypeCode, identityTypeName, current, onClick, testId }: AccountCardProps) {
  const identity = identityTypeName || (identityTypeCode ? IDENTITY_NAMES[identityTypeCode as IdentityCode] : '') || ''
  return (
    <View
      className={`account-card${current ? ' account-card--current' : ''}`}
      onClick={onClick}
      role={onClick ? 'button' : undefined}
      data-testid={testId}
    >
      <Avatar size="large" background={PRIMARY_TEXT} color="#fff">
        {(userName || username).slice(-2)}
      </Avatar>
      <View className="account-card__who">
        <Text className="account-card__name">
          {userName || username}
          {identity ? ` · ${identity}` : ''}
        </Text>
        <Text className="account-card__meta">
          账号：{username}
          {current ? '（当前登录）' : ''}
        </Text>
      </View>
      {onClick ? <Text className="account-card__arrow">›</Text> : null}
    </View>
  )
}
