import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { EmptyState, ErrorState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { errorText } from '@/components/errors'
import { TEXT } from '@/components/constants'
import { BUTTON_ROLE } from '@/components/a11y'
import { isPending } from '@/lib/async-status'
import { nav } from '@/routes/nav'
import type { TaskCenterStore } from '@/features/tasks/task-center-store'
import type { TaskListItem } from '@/features/tasks/types'
import { LevelTabs } from './level-tabs'
import { TaskItem } from './task-item'
import './task-panel.scss'
import '@/components/tag.scss'

const EMPTY_TEXT: Record<string, string> = {
  myTodo: '暂无待办，休息一下吧',
  myDone: '还没有办理过的事项',
  myDraft: '暂无草稿',
  myReaded: '暂无已阅事项',
  toMe: '暂无传阅给我的事项',
  Meto: '暂无我传阅的事项',
}

function open(item: TaskListItem, level: string) {
  if (level === 'myDone') return nav.to('doneDetail', { id: item.id })
  return nav.to('applicationDetail', {
    id: item.id,
    circulationId: level === 'toMe' ? item.circulationId : undefined,
    edit: level === 'myDraft' ? 1 : undefined,
  })
}

function Summary({ store }: { store: TaskCenterStore }) {
  const t = store.todo
  const cells = [
    { label: '待办', value: t?.todo, onClick: () => store.setFirst('myTodo') },
    { label: '已逾期', value: t?.overdue, onClick: () => store.setFirst('myTodo') },
    { label: '传阅未读', value: t?.toMeUnread, onClick: () => store.selectAndLoad('toMe') },
    { label: '个人待办', value: t?.personalTodo, onClick: () => nav.to('personaltodo') },
  ]
  return (
    <View className="task-summary" aria-label="待办概况">
      {cells.map((c) => (
        <View key={c.label} className="task-summary__cell" onClick={c.onClick} {...BUTTON_ROLE} data-testid={`summary-${c.label}`}>
          <Text className="task-summary__num">{c.value ?? '–'}</Text>
          <Text className="task-summary__label">{c.label}</Text>
        </View>
      ))}
    </View>
  )
}

/** The to-do centre: summary, level tabs, and the list of the chosen level (paged by the page's bottom-reach). */
export const TaskPanel = observer(function TaskPanel({ store, onSettings }: { store: TaskCenterStore; onSettings: () => void }) {
  const { list } = store
  let body
  if (isPending(list.status)) body = <ListSkeleton count={3} />
  else if (list.status === 'error')
    body = <ErrorState message={errorText(list.error, TEXT.loadFailed)} onRetry={() => void list.reload()} />
  else if (list.isEmpty) body = <EmptyState description={EMPTY_TEXT[store.listLevel] ?? TEXT.empty} />
  else
    body = (
      <>
        {list.items.map((item) => (
          <TaskItem
            key={`${item.id}-${item.taskId ?? ''}-${item.circulationId ?? ''}`}
            item={item}
            level={store.listLevel}
            onOpen={(i) => open(i, store.listLevel)}
          />
        ))}
        <View className="portal-list__footer" role="status">
          {list.loadingMore ? (
            TEXT.loading
          ) : list.loadMoreError ? (
            <Text onClick={() => void list.loadMore()} {...BUTTON_ROLE}>
              {TEXT.loadMoreFailed}
            </Text>
          ) : list.hasMore ? (
            <Text onClick={() => void list.loadMore()} {...BUTTON_ROLE}>
              {TEXT.loadMore}
            </Text>
          ) : (
            TEXT.noMore
          )}
        </View>
      </>
    )
  return (
    <View className="task-panel">
      <Summary store={store} />
      <View className="task-toolbar">
        <Text>共 {list.total ?? list.items.length} 项</Text>
        <View className="task-toolbar__actions">
          {store.batchAvailable ? (
            <View
              className="mc-pill mc-pill--primary"
              onClick={() => nav.to('todoBatch', { type: store.type })}
              {...BUTTON_ROLE}
              data-testid="open-batch"
            >
              批量处理
            </View>
          ) : null}
          <View className="mc-pill" onClick={() => nav.to('personaltodo')} {...BUTTON_ROLE}>
            个人待办
          </View>
          <View className="mc-pill" onClick={onSettings} {...BUTTON_ROLE} data-testid="task-settings">
            设置
          </View>
        </View>
      </View>
      <View className="portal-spacer--s" />
      <LevelTabs store={store} />
      <View className="task-list">{body}</View>
    </View>
  )
})
