import { useEffect, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { SafeArea } from '@nutui/nutui-react-taro'
import { observer } from 'mobx-react'
import { TEXT } from './constants'
import { EmptyState, ErrorState } from './empty-state'
import { errorText } from './errors'
import { ListSkeleton } from './list-skeleton'
import { NoNetwork } from './no-network'
import { PrivacyPopup } from './privacy-popup'
import { PageOverlay } from './page-overlay'
import { OfflineBanner } from './offline-banner'
import { isOnlineNow } from './network-status'
import { useOnline } from './use-online'
import { useReconnect } from './use-reconnect'
import { toast } from '@/lib/ui'
import { pageRootClass } from '@/lib/elder-mode'
import { plain } from '@/lib/plain-words'
import './components.scss'

export interface PageShellProps {
  children?: ReactNode
  /** Sets the native navigation bar title (the page config's title is shown until then). */
  title?: string
  /** Sticky region above the content: search bar, tabs, filters. */
  header?: ReactNode
  /** Sticky region below the content (action buttons); the bottom safe area is added under it. */
  footer?: ReactNode
  /** Show the skeleton instead of the content. */
  loading?: boolean
  skeleton?: ReactNode
  /** Show the error state instead of the content; a string or the error (its message is shown). */
  error?: unknown
  /** 重试 after an error, 重新加载 when online again, and the refresh when the network returns. */
  onRetry?: () => void
  /** Force the no-network state; by default it follows the device's network status. */
  offline?: boolean
  /** Show the signed-out state with a 去登录 button instead of the content. */
  signedOut?: boolean
  onLogin?: () => void
  signedOutText?: string
  /** Content without the default 12 px padding. */
  flush?: boolean
  className?: string
}

/**
 * The frame of every page: sticky header and footer, bottom safe area, and the page-wide states in this
 * order: signed out, error, loading, content. Without network, content already on screen stays
 * readable under a thin banner (its 重新加载 does nothing but say so while still offline, so the
 * content is never swapped for an error); only a page with nothing to show gets the full-screen
 * no-network state. When the network returns the page reloads itself (`onRetry`).
 */
export const PageShell = observer(function PageShell({
  children,
  title,
  header,
  footer,
  loading = false,
  skeleton,
  error,
  onRetry,
  offline,
  signedOut = false,
  onLogin,
  signedOutText = TEXT.signedOut,
  flush = false,
  className,
}: PageShellProps) {
  const network = useOnline()
  const isOffline = offline ?? !network.online
  useReconnect(!isOffline, onRetry)
  const hasContent = !signedOut && !error && !loading

  const reloadWhenOnline = async () => {
    network.recheck()
    if (await isOnlineNow()) onRetry?.()
    else void toast(plain(TEXT.stillOffline))
  }

  useEffect(() => {
    if (title) Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  let body: ReactNode
  if (signedOut) {
    body = <EmptyState kind="signed-out" description={signedOutText} actionText={TEXT.login} onAction={onLogin} fullPage />
  } else if (error) {
    body = <ErrorState message={errorText(error, TEXT.loadFailed)} onRetry={onRetry} fullPage />
  } else if (loading) {
    body = skeleton ?? <ListSkeleton />
  } else {
    body = children
  }

  return (
    <View className={pageRootClass(['portal-page', className ?? ''].join(' ').trim())}>
      {header || (isOffline && hasContent) ? (
        <View className="portal-page__header">
          {isOffline && hasContent ? <OfflineBanner onReload={() => void reloadWhenOnline()} /> : null}
          {header}
        </View>
      ) : null}
      <View className={flush ? 'portal-page__body portal-page__body--flush' : 'portal-page__body'}>{body}</View>
      {footer ? (
        <View className="portal-page__footer">
          {footer}
          <SafeArea position="bottom" />
        </View>
      ) : (
        <SafeArea position="bottom" />
      )}
      {isOffline && !hasContent ? (
        <NoNetwork
          onRetry={() => {
            network.recheck()
            onRetry?.()
          }}
        />
      ) : null}
      <PrivacyPopup />
      <PageOverlay />
    </View>
  )
})
