import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useStores } from '@/stores/context'
import './login.scss'

/** School logo and name from the system configuration, above every login form. */
function LoginBrandView({ subtitle }: { subtitle?: string }) {
  const { portalConfig } = useStores()
  const name = portalConfig.schoolName || '掌上校园'
  return (
    <View className="login-brand">
      {portalConfig.logo ? (
        <Image className="login-brand__logo" src={portalConfig.logo} mode="aspectFit" />
      ) : (
        <View className="login-brand__logo-fallback">{name.slice(0, 1)}</View>
      )}
      <Text className="login-brand__name">{name}</Text>
      {subtitle ? <Text className="login-brand__subtitle">{subtitle}</Text> : null}
    </View>
  )
}

export const LoginBrand = observer(LoginBrandView)
