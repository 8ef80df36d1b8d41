import { useEffect, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { SafeArea } from '@nutui/nutui-react-taro'
import { TEXT } from './constants'
import { EmptyState, ErrorState } from './empty-state'
import { errorText } from './errors'
import { ListSkeleton } from './list-skeleton'
import { NoNetwork } from './no-network'
import { PrivacyPopup } from './privacy-popup'
import { useOnline } from './use-online'
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
  /** 重试 after an error, and 重新加载 after the network comes back. */
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
 * order: no network (a cover over the still-mounted content, so nothing typed is lost), signed out,
 * error, loading, content.
 */
export function PageShell({
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

  useEffect(() => {
    if (title) Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }, [title])

  let body: ReactNode
  if (signedOut) {
    body = (
      <EmptyState kind="signed-out" description={signedOutText} actionText={TEXT.login} onAction={onLogin} fullPage />
    )
  } else if (error) {
    body = <ErrorState message={errorText(error, TEXT.loadFailed)} onRetry={onRetry} fullPage />
  } else if (loading) {
    body = skeleton ?? <ListSkeleton />
  } else {
    body = children
  }

  return (
    <View className={['portal-page', className ?? ''].join(' ').trim()}>
      {header ? <View className="portal-page__header">{header}</View> : null}
      <View className={flush ? 'portal-page__body portal-page__body--flush' : 'portal-page__body'}>{body}</View>
      {footer ? (
        <View className="portal-page__footer">
          {footer}
          <SafeArea position="bottom" />
        </View>
      ) : (
        <SafeArea position="bottom" />
      )}
      {isOffline ? (
        <NoNetwork
          onRetry={() => {
            network.recheck()
            onRetry?.()
          }}
        />
      ) : null}
      <PrivacyPopup />
    </View>
  )
}
