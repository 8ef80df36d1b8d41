import { Text, View } from '@tarojs/components'
import { Tag } from '@nutui/nutui-react-taro'
import { timeAgo } from '../../../lib/time-ago'
import { BUTTON_ROLE } from '../../../components/a11y'
import type { ListLevel } from '../api'
import type { TaskListItem } from '../types'
import { StatusTag } from './status-tag'
import './tasks.scss'

const ACTION_NAMES: Record<string, string> = { approve: '同意', reject: '驳回', transfer: '转办', return: '退回' }

/** The time a row shows: handled (已办), submitted, or created (drafts). */
function rowTime(item: TaskListItem, level: ListLevel): string {
  const t = level === 'myDone' ? item.handleTime : item.submitTime ?? item.createTime
  return t ? timeAgo(t) : ''
}

export function TaskItem({ item, level, onOpen }: { item: TaskListItem; level: ListLevel; onOpen: (item: TaskListItem) => void }) {
  const unreadCirculation = level === 'toMe' && !item.isRead
  return (
    <View className="task-item" onClick={() => onOpen(item)} {...BUTTON_ROLE} aria-label={item.title}>
      <View className="task-item__head">
        <Text className="task-item__title">{item.title}</Text>
        <StatusTag status={item.status} name={item.statusName} />
      </View>
      {item.summary ? <Text className="task-item__summary">{item.summary}</Text> : null}
      <View className="task-item__tags">
        <Tag plain type="primary">
          {item.typeName}
        </Tag>
        {item.status === 'progress' && item.currentStepName ? <Tag plain>当前：{item.currentStepName}</Tag> : null}
        {item.overdue ? <Tag type="danger">已逾期</Tag> : null}
        {level === 'myDone' && item.handleAction ? <Tag plain>{ACTION_NAMES[item.handleAction] ?? item.handleAction}</Tag> : null}
        {unreadCirculation ? <Tag type="danger">未读</Tag> : null}
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
