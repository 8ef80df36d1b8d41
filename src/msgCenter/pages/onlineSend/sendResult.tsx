import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { SentSummary } from '@contract/online-send'
import { ListPage } from '@/components/list-page'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { BOTTOM_REACH } from '@/components/constants'
import { BUTTON_ROLE } from '@/components/a11y'
import { formatPortalTime } from '@/lib/portal-time'
import { nav } from '@/routes/nav'
import { listSent } from '@/features/online-send/api'
import { SendResultView } from '@/features/online-send/components/send-result-view'
import { STATUS_NAMES } from '@/features/online-send/send-status'
import { hasRouteParam, parseRouteId } from '@/lib/route-id'
import '@/features/online-send/components/online-send.scss'

/** 已发送 list of my sends. */
function SentList() {
  return (
    <ListPage<SentSummary>
      title="已发送"
      load={(pageNum, pageSize) => listSent(pageNum, pageSize)}
      keyOf={(sent) => sent.id}
      bottomReach={BOTTOM_REACH.standard}
      empty={<EmptyState description="还没有发送过消息" />}
      renderItem={(sent) => (
        <View {...BUTTON_ROLE} onClick={() => nav.to('sendResult', { id: String(sent.id) })} data-testid={`sent-${sent.id}`}>
          <Text className="os-row__name os-row__name--line">{sent.title}</Text>
          <Text className="os-row__sub os-row__sub--line">
            {sent.typeName} · {STATUS_NAMES[sent.status]} · 已读 {sent.readCount}/{sent.total} ·{' '}
            {formatPortalTime(sent.scheduledAt ?? sent.createdAt)}
          </Text>
        </View>
      )}
    />
  )
}

/** 发送结果: one send's channels, read progress, remind and recall; without an id, the 已发送 list. */
export default function SendResultPage() {
  const { params } = useRouter()
  const id = parseRouteId(params.id)
  if (id !== null) return <SendResultView id={id} />
  if (!hasRouteParam(params.id)) return <SentList />
  return (
    <PageShell>
      <EmptyState kind="not-found" description="发送记录不存在" fullPage />
    </PageShell>
  )
}
