import { Text } from '@tarojs/components'
import { formatBadgeCount } from './badge-count'
import './count-bubble.scss'

/** A red count (max 999+); nothing for 0. */
export function CountBubble({ count, muted = false }: { count: number; muted?: boolean }) {
  const text = formatBadgeCount(count)
  if (!text) return null
  return (
    <Text className={muted ? 'portal-count portal-count--muted' : 'portal-count'} aria-label={`${count}条`}>
      {text}
    </Text>
  )
}
