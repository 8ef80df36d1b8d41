import { useEffect, useState } from 'react'
import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { Button, TextArea } from '@nutui/nutui-react-taro'
import { useDetailLoader } from '@/components/detail-page'
import { PageShell } from '@/components/page-shell'
import { ListSkeleton } from '@/components/list-skeleton'
import { EmptyState } from '@/components/empty-state'
import { TEXTAREA_MAX_LENGTH } from '@/components/constants'
import { useSubmit } from '@/components/use-submit'
import { nav } from '@/routes/nav'
import {
  circulateApplication,
  deleteDraft,
  getApplicationDetail,
  getToDoListCountNew,
  handleTask,
  readCirculation,
} from '@/features/tasks/api'
import { ApplicationView, ACTION_NAMES } from '@/features/tasks/components/application-view'
import { AccountSearchPopup } from '@/features/tasks/components/account-search-popup'
import { DraftEditor } from '@/features/tasks/components/draft-editor'
import type { ApplicationDetail, HandleAction } from '@/features/tasks/types'
import { useStores } from '@/stores/context'
import { parseRouteId } from '@/lib/route-id'
import './app-actions.scss'

/** reject and return need an opinion (the flow service refuses them without one). */
const NEEDS_OPINION: readonly HandleAction[] = ['reject', 'return']
const ORDER: readonly HandleAction[] = ['reject', 'return', 'transfer', 'approve']

function HandleBar({ detail, onDone }: { detail: ApplicationDetail; onDone: () => Promise<void> }) {
  const root = useStores()
  const [opinion, setOpinion] = useState('')
  const [picking, setPicking] = useState(false)

  const refreshCount = () => root.todoCount.refresh(getToDoListCountNew)
  const handle = useSubmit(
    (action: HandleAction, transferTo: string | undefined) =>
      handleTask({ taskId: detail.myTaskId!, action, opinion: opinion.trim() || undefined, transferTo }),
    {
      validate: (action) => (NEEDS_OPINION.includes(action) && !opinion.trim() ? `请填写${ACTION_NAMES[action]}意见` : null),
      failure: '办理失败',
      success: (_r, action) => `已${ACTION_NAMES[action]}`,
      onSuccess: async () => {
        setOpinion('')
        void refreshCount()
        await onDone()
      },
      onError: () => onDone(),
    },
  )
  const running = handle.running?.[0]

  const actions = ORDER.filter((a) => detail.actions.includes(a))
  return (
    <View className="app-actions">
      <TextArea
        value={opinion}
        onChange={setOpinion}
        placeholder="请输入办理意见（驳回、退回时必填）"
        maxLength={TEXTAREA_MAX_LENGTH}
        showCount
        rows={2}
        aria-label="办理意见"
      />
      <View className="app-actions__buttons">
        {actions.map((a) => (
          <Button
            key={a}
            type={a === 'approve' ? 'primary' : a === 'reject' ? 'danger' : 'default'}
            fill={a === 'approve' ? 'solid' : 'outline'}
            loading={running === a}
            disabled={handle.busy}
            data-testid={`handle-${a}`}
            onClick={() => (a === 'transfer' ? setPicking(true) : void handle.run(a, undefined))}
          >
            {ACTION_NAMES[a]}
          </Button>
        ))}
      </View>
      <AccountSearchPopup
        visible={picking}
        title="转办给"
        exclude={[root.account.username]}
        onClose={() => setPicking(false)}
        onPick={(account) => {
          setPicking(false)
          void handle.run('transfer', account.username)
        }}
      />
    </View>
  )
}

/** 传阅 (initiator or handler), and 继续编辑 / 删除草稿 (drafts), below the application. */
function OwnerActions({ detail, onEdit }: { detail: ApplicationDetail; onEdit: () => void }) {
  const root = useStores()
  const [picking, setPicking] = useState(false)
  const circulate = useSubmit((account: { username: string; name: string }) => circulateApplication(detail.id, [account.username]), {
    failure: '传阅失败',
    success: (_r, account) => `已传阅给${account.name}`,
  })
  const removeDraft = useSubmit(() => deleteDraft(detail.id), {
    confirm: '删除这份草稿？',
    failure: '删除失败',
    success: '草稿已删除',
    then: 'back',
  })
  const busy = circulate.busy || removeDraft.busy
  const isDraft = detail.status === 'draft' && detail.canEdit
  if (!detail.canCirculate && !isDraft) return null

  return (
    <View className="app-actions__buttons app-actions__buttons--spaced">
      {detail.canCirculate ? (
        <Button fill="outline" disabled={busy} onClick={() => setPicking(true)} data-testid="circulate">
          传阅
        </Button>
      ) : null}
      {isDraft ? (
        <Button fill="outline" type="danger" disabled={busy} onClick={() => void removeDraft.run()}>
          删除草稿
        </Button>
      ) : null}
      {isDraft ? (
        <Button type="primary" disabled={busy} onClick={onEdit} data-testid="draft-edit">
          继续编辑
        </Button>
      ) : null}
      <AccountSearchPopup
        visible={picking}
        title="传阅给"
        exclude={[root.account.username]}
        onClose={() => setPicking(false)}
        onPick={(account) => {
          setPicking(false)
          void circulate.run(account)
        }}
      />
    </View>
  )
}

/** 详情: an application with its fields, attachments, flow and — when it waits for the user — the handling actions. */
export default function ApplicationDetailPage() {
  const { params } = useRouter()
  const id = parseRouteId(params.id)
  const circulationId = parseRouteId(params.circulationId)
  const detail = useDetailLoader(() => (id !== null ? getApplicationDetail(id) : Promise.resolve(null)), [id])
  // A draft opened from the 草稿 list (edit=1) goes straight to its form.
  const [editing, setEditing] = useState(params.edit === '1')

  useEffect(() => {
    if (circulationId !== null) readCirculation(circulationId).catch(() => undefined)
  }, [circulationId])

  const data = detail.status === 'ready' ? detail.data : undefined
  if (data && editing && data.status === 'draft' && data.canEdit) {
    return (
      <DraftEditor
        detail={data}
        onSubmitted={() => {
          setEditing(false)
          void detail.reload()
        }}
      />
    )
  }
  return (
    <PageShell
      loading={detail.status === 'loading'}
      skeleton={<ListSkeleton count={3} />}
      error={detail.status === 'error' ? detail.error : null}
      onRetry={() => void detail.retry()}
      footer={data?.myTaskId && data.actions.length > 0 ? <HandleBar detail={data} onDone={detail.reload} /> : undefined}
    >
      {detail.status === 'not-found' ? <EmptyState kind="not-found" description="申请不存在或无权查看" fullPage /> : null}
      {data ? (
        <View>
          <ApplicationView detail={data} onRecords={() => nav.to('handleRecord', { id: data.id })} />
          <View className="portal-spacer" />
          <Button block fill="outline" onClick={() => nav.to('taskAddSchedule', { id: data.id, title: data.title })}>
            添加到日程
          </Button>
          <OwnerActions detail={data} onEdit={() => setEditing(true)} />
        </View>
      ) : null}
    </PageShell>
  )
}
