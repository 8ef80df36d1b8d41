import { Text } from '@tarojs/components'
import { formatBadgeCount } from '../../../components/badge-count'
import './tasks.scss'

/** A red count (max 999+); nothing for 0. */
export function CountBubble({ count, muted = false }: { count: number; muted?: boolean }) {
  const text = formatBadgeCount(count)
  if (!text) return null
  return (
    <Text className={muted ? 'task-count task-count--muted' : 'task-count'} aria-label={`${count}条`}>
      {text}
    </Text>
  )
}
