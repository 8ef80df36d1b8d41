import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { reaction } from 'mobx'
import { Button, Checkbox, Input } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { useBottomReach } from '@/components/use-bottom-reach'
import { BOTTOM_REACH, TEXT, TEXTAREA_MAX_LENGTH } from '@/components/constants'
import { useSubmit } from '@/components/use-submit'
import { useStores } from '@/stores/context'
import { batchHandle, getToDoListCountNew, listTasks } from '@/features/tasks/api'
import { PagedList } from '@/lib/paged-list'
import { isPending } from '@/lib/async-status'
import { BatchSelection } from '@/features/tasks/batch-selection'
import { TaskItem } from '@/features/tasks/components/task-item'
import { handledRow } from '@/features/tasks/handled-row'
import type { ApplicationType, BatchHandleOutcome, TaskListItem } from '@/features/tasks/types'
import { usePageStore } from '@/stores/use-page-store'
import './todoBatch.scss'
import './app-actions.scss'
import { BUTTON_ROLE } from '@/components/a11y'

const taskKey = (t: TaskListItem) => t.taskId ?? -t.id

function TodoBatchPage() {
  const root = useStores()
  const { params } = useRouter()
  const type = (params.type || undefined) as ApplicationType | undefined
  const list = usePageStore(
    () =>
      new PagedList<TaskListItem>((pageNum, pageSize) => listTasks({ level: 'myTodo', pageNum, pageSize, type }), {
        keyOf: taskKey,
        pageSize: 50,
      }),
  )
  const selection = usePageStore(() => new BatchSelection<number>())
  const [opinion, setOpinion] = useState('')
  // The server's answer per handled task, with the action it answered, so a row can show its new state.
  const [handled, setHandled] = useState(
    () => new Map<number, { result: BatchHandleOutcome['results'][number]; action: 'approve' | 'reject' }>(),
  )

  useEffect(() => {
    void list.reload()
    return reaction(
      () => list.items.map((t) => t.taskId).filter((id): id is number => id != null),
      (ids) => selection.setIds(ids),
      { fireImmediately: true },
    )
  }, [])
  useBottomReach(BOTTOM_REACH.standard, () => void list.loadMore())

  const verb = (action: 'approve' | 'reject') => (action === 'approve' ? '同意' : '驳回')
  const batch = useSubmit((action: 'approve' | 'reject') => batchHandle([...selection.selected], action, opinion.trim() || undefined), {
    validate: (action) => (selection.count === 0 ? '请先选择待办' : action === 'reject' && !opinion.trim() ? '请填写驳回意见' : null),
    confirm: (action) => `确认${verb(action)}所选的 ${selection.count} 项？`,
    failure: '办理失败',
    success: (outcome, action) =>
      outcome.failed ? `成功 ${outcome.succeeded} 项，失败 ${outcome.failed} 项` : `已${verb(action)} ${outcome.succeeded} 项`,
    onSuccess: (outcome, action) => {
      selection.applyResults(outcome.results.map((r) => ({ id: r.taskId, ok: r.ok, message: r.message })))
      setHandled(
        (before) => new Map([...before, ...outcome.results.filter((r) => r.ok).map((r) => [r.taskId, { result: r, action }] as const)]),
      )
      void root.todoCount.refresh(getToDoListCountNew)
    },
  })
  const running = batch.running?.[0]

  const header = (
    <View className="batch-head">
      <Text className="batch-head__count">
        已选 <Text className="batch-head__num">{selection.count}</Text> 项{selection.succeeded ? ` · 已办理 ${selection.succeeded} 项` : ''}
      </Text>
      <View
        className={selection.allSelected ? 'batch-head__all batch-head__all--on' : 'batch-head__all'}
        onClick={selection.toggleAll}
        {...BUTTON_ROLE}
        aria-pressed={selection.allSelected}
        data-testid="select-all"
      >
        {selection.allSelected ? '取消全选' : '全选'}
      </View>
    </View>
  )

  const footer = (
    <View className="app-actions">
      <Input
        className="batch-opinion"
        value={opinion}
        onChange={setOpinion}
        placeholder="批量办理意见（驳回时必填，最多140字）"
        maxLength={TEXTAREA_MAX_LENGTH}
        clearable
        aria-label="办理意见"
      />
      <View className="app-actions__buttons">
        <Button
          type="danger"
          fill="outline"
          loading={running === 'reject'}
          disabled={batch.busy || selection.count === 0}
          onClick={() => void batch.run('reject')}
          data-testid="batch-reject"
        >
          驳回
        </Button>
        <Button
          type="primary"
          loading={running === 'approve'}
          disabled={batch.busy || selection.count === 0}
          onClick={() => void batch.run('approve')}
          data-testid="batch-approve"
        >
          同意（{selection.count}）
        </Button>
      </View>
    </View>
  )

  return (
    <PageShell
      header={header}
      footer={list.items.length ? footer : undefined}
      loading={isPending(list.status)}
      skeleton={<ListSkeleton count={4} />}
      error={list.status === 'error' ? list.error : null}
      onRetry={() => void list.reload()}
    >
      {list.isEmpty ? (
        <EmptyState description="暂无可批量办理的待办" fullPage />
      ) : (
        <View className="batch-list" role="list">
          {list.items.map((item) => {
            const id = item.taskId
            const result = id != null ? selection.results.get(id) : undefined
            const done = id != null && result?.ok ? handled.get(id) : undefined
            return (
              <View
                key={taskKey(item)}
                className={result?.ok ? 'batch-row batch-row--done' : 'batch-row'}
                role="listitem"
                data-testid="batch-row"
              >
                <View className="batch-row__check">
                  <Checkbox
                    checked={id != null && selection.isSelected(id)}
                    disabled={id == null || result?.ok}
                    onChange={() => id != null && selection.toggle(id)}
                    aria-label={`选择 ${item.title}`}
                  />
                </View>
                <View className="batch-row__main">
                  <TaskItem
                    item={done ? handledRow(item, done.result, done.action) : item}
                    level="myTodo"
                    onOpen={() => id != null && selection.toggle(id)}
                  />
                  {result ? (
                    <Text
                      className={result.ok ? 'batch-row__result batch-row__result--ok' : 'batch-row__result batch-row__result--fail'}
                      data-testid="batch-result"
                    >
                      {result.ok ? '✓ 办理成功' : `✗ ${result.message || '办理失败'}`}
                    </Text>
                  ) : null}
                </View>
              </View>
            )
          })}
          <View className="portal-list__footer">{list.loadingMore ? TEXT.loading : list.hasMore ? TEXT.loadMore : TEXT.noMore}</View>
        </View>
      )}
    </PageShell>
  )
}

export default observer(TodoBatchPage)
