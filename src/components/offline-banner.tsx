import { Text, View } from '@tarojs/components'
import { BUTTON_ROLE } from './a11y'
import { observer } from 'mobx-react'
import { plain } from '@/lib/plain-words'
import { TEXT } from './constants'
import './offline-banner.scss'

/**
 * A thin strip over content that is already on screen while the network is gone: the content stays
 * readable (a full-screen cover would hide it). 重新加载 is the caller's to decide on.
 */
export const OfflineBanner = observer(function OfflineBanner({ onReload }: { onReload: () => void }) {
  return (
    <View className="portal-offline-banner" role="alert" data-testid="offline-banner">
      <Text className="portal-offline-banner__text">{plain(TEXT.offlineBanner)}</Text>
      <Text className="portal-offline-banner__action" {...BUTTON_ROLE} onClick={onReload}>
        {plain(TEXT.reloadPage)}
      </Text>
    </View>
  )
})
