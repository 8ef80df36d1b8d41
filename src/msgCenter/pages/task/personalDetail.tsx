import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useDetailLoader } from '@/components/detail-page'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { useSubmit } from '@/components/use-submit'
import { completePersonalTodo, deletePersonalTodo, getPersonalTodo } from '@/features/tasks/api'
import { formatTime } from '@/features/tasks/components/application-view'
import { parseRouteId } from '@/lib/route-id'
import '@/features/tasks/components/task-item.scss'
import '@/features/tasks/components/application-view.scss'
import '@/components/tag.scss'
import './app-actions.scss'

/** A personal to-do: its content, people and reminders; 完成 and (for its creator) 删除. */
export default function PersonalDetailPage() {
  const { params } = useRouter()
  const id = parseRouteId(params.id)
  const detail = useDetailLoader(() => (id !== null ? getPersonalTodo(id) : Promise.resolve(null)), [id])
  const todo = detail.status === 'ready' ? detail.data : undefined
  const complete = useSubmit(() => completePersonalTodo(id!), { failure: '操作失败', success: '已完成', onSuccess: () => detail.reload() })
  const remove = useSubmit(() => deletePersonalTodo(id!), {
    confirm: '删除这条待办？',
    failure: '删除失败',
    success: '已删除',
    then: 'back',
  })
  const busy = complete.busy || remove.busy

  const footer = todo ? (
    <View className="app-actions__buttons">
      {todo.canDelete ? (
        <Button fill="outline" type="danger" disabled={busy} onClick={() => void remove.run()}>
          删除
        </Button>
      ) : null}
      {todo.status === 'open' ? (
        <Button type="primary" disabled={busy} onClick={() => void complete.run()} data-testid="todo-complete">
          标记完成
        </Button>
      ) : null}
    </View>
  ) : undefined

  return (
    <PageShell
      loading={detail.status === 'loading'}
      error={detail.status === 'error' ? detail.error : null}
      onRetry={() => void detail.retry()}
      footer={footer}
    >
      {detail.status === 'not-found' ? <EmptyState kind="not-found" description="待办不存在或已被删除" fullPage /> : null}
      {todo ? (
        <View className="app-view">
          <View className="portal-card app-view__head">
            <View className="task-item__head">
              <Text className="app-view__title">{todo.title}</Text>
              {todo.status === 'done' ? (
                <Text className="mc-tag mc-tag--success">已完成</Text>
              ) : todo.overdue ? (
                <Text className="mc-tag mc-tag--danger">已逾期</Text>
              ) : (
                <Text className="mc-tag mc-tag--primary">进行中</Text>
              )}
            </View>
            <Text className="app-view__meta">
              创建人：{todo.creator.name} · {formatTime(todo.createTime)}
            </Text>
          </View>
          <View className="app-view__section-title">详情</View>
          <View className="portal-card app-view__fields">
            <View className="app-view__field">
              <Text className="app-view__label">内容</Text>
              <Text className="app-view__value">{todo.content || '—'}</Text>
            </View>
            <View className="app-view__field">
              <Text className="app-view__label">截止时间</Text>
              <Text className="app-view__value">{todo.dueTime ? formatTime(todo.dueTime) : '—'}</Text>
            </View>
            <View className="app-view__field">
              <Text className="app-view__label">执行人</Text>
              <Text className="app-view__value" data-testid="todo-executors">
                {todo.executors.map((e) => e.name).join('、') || '—'}
              </Text>
            </View>
            <View className="app-view__field">
              <Text className="app-view__label">提醒时间</Text>
              <Text className="app-view__value" data-testid="todo-reminders">
                {todo.reminderTimes.map(formatTime).join('\n') || '—'}
              </Text>
            </View>
            {todo.completeTime ? (
              <View className="app-view__field">
                <Text className="app-view__label">完成时间</Text>
                <Text className="app-view__value">{formatTime(todo.completeTime)}</Text>
              </View>
            ) : null}
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}
