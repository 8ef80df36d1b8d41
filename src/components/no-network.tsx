import { View } from '@tarojs/components'
import { LAYERS } from '@/styles/layers'
import { TEXT } from './constants'
import { EmptyState } from './empty-state'
import './components.scss'

export interface NoNetworkProps {
  /** Defaults to the spec's 'Oops, network signal lost': 哎呀，网络信号丢失了. */
  text?: string
  /** 重新加载: re-check the network and reload the page's data. */
  onRetry?: () => void
  /** Cover the page on the no-network layer (10080); `false` renders it inline. */
  fixed?: boolean
}

export function NoNetwork({ text = TEXT.noNetwork, onRetry, fixed = true }: NoNetworkProps) {
  return (
    <View
      className={fixed ? 'portal-no-network portal-no-network--fixed' : 'portal-no-network'}
      style={fixed ? { zIndex: LAYERS.noNetwork } : undefined}
    >
      <EmptyState kind="network" description={text} actionText={TEXT.reloadPage} onAction={onRetry} fullPage={fixed} />
    </View>
  )
}
