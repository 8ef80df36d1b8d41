import { Text, View } from '@tarojs/components'
import { timeAgo } from '@/lib/time-ago'
import { BUTTON_ROLE } from '@/components/a11y'
import type { ListLevel } from '@/features/tasks/api'
import type { TaskListItem } from '@/features/tasks/types'
import { StatusTag } from './status-tag'
import './task-item.scss'
import '@/components/tag.scss'

const ACTION_NAMES: Record<string, string> = { approve: '同意', reject: '驳回', transfer: '转办', return: '退回' }

/** The time a row shows: handled (已办), submitted, or created (drafts). */
function rowTime(item: TaskListItem, level: ListLevel): string {
  const t = level === 'myDone' ? item.handleTime : (item.submitTime ?? item.createTime)
  return t ? timeAgo(t) : ''
}

export function TaskItem({ item, level, onOpen }: { item: TaskListItem; level: ListLevel; onOpen: (item: TaskListItem) => void }) {
  const unreadCirculation = level === 'toMe' && !item.isRead
  return (
    <View className="task-item" onClick={() => onOpen(item)} {...BUTTON_ROLE}>
      <View className="task-item__head">
        <Text className="task-item__title">{item.title}</Text>
        <StatusTag status={item.status} name={item.statusName} />
      </View>
      {item.summary ? <Text className="task-item__summary">{item.summary}</Text> : null}
      <View className="task-item__tags">
        <Text className="mc-tag mc-tag--primary">{item.typeName}</Text>
        {item.status === 'progress' && item.currentStepName ? <Text className="mc-tag">当前：{item.currentStepName}</Text> : null}
        {item.overdue ? <Text className="mc-tag mc-tag--danger">已逾期</Text> : null}
        {level === 'myDone' && item.handleAction ? (
          <Text className="mc-tag mc-tag--success">我已{ACTION_NAMES[item.handleAction] ?? item.handleAction}</Text>
        ) : null}
        {unreadCirculation ? <Text className="mc-tag mc-tag--danger">未读</Text> : null}
      </View>
      <View className="task-item__meta">
        <Text>
          {item.initiator.name} · {item.serialNo}
        </Text>
        <Text>{rowTime(item, level)}</Text>
      </View>
    </View>
  )
}
