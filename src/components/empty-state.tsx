import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { Failure, List, NetworkError, Search, User } from '@nutui/icons-react-taro'
import { observer } from 'mobx-react'
import { plain } from '@/lib/plain-words'
import { TEXT } from './constants'
import { EmptyBox } from './empty-box'
import './components.scss'

export type EmptyKind = 'empty' | 'error' | 'network' | 'not-found' | 'signed-out'

export interface EmptyStateProps {
  /** Picks the picture; the pictures are local icons (NutUI's defaults are images on a remote CDN). */
  kind?: EmptyKind
  description?: ReactNode
  title?: ReactNode
  /** Label of the single action button, e.g. 重试; shown only with `onAction`. */
  actionText?: string
  onAction?: () => void
  /** Fill the page height (centred) instead of sitting inline in a list. */
  fullPage?: boolean
  className?: string
}

const ICONS: Record<EmptyKind, typeof List> = {
  empty: List,
  error: Failure,
  network: NetworkError,
  'not-found': Search,
  'signed-out': User,
}

/**
 * NutUI's Empty (EmptyBox) with a local icon, a description and at most one action button; our own words in plainer
 * ones in 长辈模式 (lib/plain-words.ts).
 */
export const EmptyState = observer(function EmptyState({
  kind = 'empty',
  description = TEXT.empty,
  title,
  actionText,
  onAction,
  fullPage = false,
  className,
}: EmptyStateProps) {
  const Icon = ICONS[kind]
  return (
    <View
      className={['portal-empty', fullPage ? 'portal-empty--full' : '', className ?? ''].join(' ').trim()}
      role={kind === 'error' || kind === 'network' ? 'alert' : 'status'}
    >
      <EmptyBox
        title={typeof title === 'string' ? plain(title) : title}
        description={typeof description === 'string' ? plain(description) : description}
        image={
          <View className="portal-empty__icon" aria-hidden="true">
            <Icon size={56} color="#C4C7CC" />
          </View>
        }
        actionText={actionText === undefined ? undefined : plain(actionText)}
        onAction={onAction}
      />
    </View>
  )
})

export interface ErrorStateProps {
  /** What went wrong; the server's message when there is one. */
  message?: ReactNode
  onRetry?: () => void
  fullPage?: boolean
}

/** A failed load with a 重试 button. */
export function ErrorState({ message = TEXT.loadFailed, onRetry, fullPage }: ErrorStateProps) {
  return <EmptyState kind="error" description={message} actionText={TEXT.retry} onAction={onRetry} fullPage={fullPage} />
}
