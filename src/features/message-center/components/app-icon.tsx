import { Image, View } from '@tarojs/components'
import './app-row.scss'

/** An app's icon, or its first character on a tinted square when it has none. */
export function AppIcon({ name, icon }: { name: string; icon?: string }) {
  return icon ? (
    <Image className="msg-app__img" src={icon} mode="aspectFill" aria-hidden="true" />
  ) : (
    <View className="msg-app__letter" aria-hidden="true">
      {name.slice(0, 1)}
    </View>
  )
}
