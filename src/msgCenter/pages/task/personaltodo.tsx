import { useRef, useState } from 'react'
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ListPage, type ListPageHandle } from '@/components/list-page'
import { BOTTOM_REACH, PULL_REFRESH } from '@/components/constants'
import { BUTTON_ROLE } from '@/components/a11y'
import { nav } from '@/routes/nav'
import { listPersonalTodos } from '@/features/tasks/api'
import { formatTime } from '@/features/tasks/components/application-view'
import { clearTodoDraft } from '@/features/tasks/todo-draft'
import type { PersonalTodo } from '@/features/tasks/types'
import { SegmentedTabs } from '@/components/segmented-tabs'
import '@/features/tasks/components/task-panel.scss'
import '@/features/tasks/components/task-item.scss'
import '@/components/tag.scss'
import './personaltodo.scss'

const FILTERS = [
  { key: 'open', name: '进行中' },
  { key: 'done', name: '已完成' },
  { key: 'all', name: '全部' },
] as const
type Filter = (typeof FILTERS)[number]['key']

function TodoRow({ todo }: { todo: PersonalTodo }) {
  return (
    <View
      className="task-item personal-todo__item"
      onClick={() => nav.to('personalDetail', { id: todo.id })}
      {...BUTTON_ROLE}
      data-testid="personal-todo"
    >
      <View className="task-item__head">
        <Text className="task-item__title">{todo.title}</Text>
        {todo.status === 'done' ? (
          <Text className="mc-tag mc-tag--success">已完成</Text>
        ) : todo.overdue ? (
          <Text className="mc-tag mc-tag--danger">已逾期</Text>
        ) : (
          <Text className="mc-tag mc-tag--primary">进行中</Text>
        )}
      </View>
      {todo.content ? <Text className="task-item__summary">{todo.content}</Text> : null}
      <View className="task-item__meta">
        <Text>执行人：{todo.executors.map((e) => e.name).join('、') || todo.creator.name}</Text>
        <Text>{todo.dueTime ? `截止 ${formatTime(todo.dueTime)}` : ''}</Text>
      </View>
    </View>
  )
}

/** 个人待办: pull-down refresh (100 px head, 40 px to release), bottom-reach 150. */
export default function PersonalTodoPage() {
  const [filter, setFilter] = useState<Filter>('open')
  const list = useRef<ListPageHandle>(null)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void list.current?.refresh()
    shown.current = true
  })

  const header = (
    <View className="task-toolbar personal-todo__toolbar">
      <SegmentedTabs
        variant="chip"
        style={{ padding: 0 }}
        value={filter}
        onChange={setFilter}
        items={FILTERS.map((f) => ({ key: f.key, label: f.name }))}
      />
      <Button
        size="small"
        type="primary"
        onClick={() => {
          clearTodoDraft()
          void nav.to('addtodo')
        }}
        data-testid="add-todo"
      >
        新建待办
      </Button>
    </View>
  )

  return (
    <ListPage<PersonalTodo>
      ref={list}
      header={header}
      deps={[filter]}
      bottomReach={BOTTOM_REACH.long}
      refreshHeadHeight={PULL_REFRESH.headHeight}
      refreshOffset={PULL_REFRESH.threshold}
      load={async (pageNum, pageSize) => {
        const page = await listPersonalTodos(filter, pageNum, pageSize)
        return { items: page.items, total: page.total }
      }}
      keyOf={(t) => t.id}
      empty={filter === 'done' ? '暂无已完成的待办' : '暂无个人待办，点击“新建待办”添加'}
      renderItem={(t) => <TodoRow todo={t} />}
    />
  )
}
