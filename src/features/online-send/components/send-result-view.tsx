import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import type { Reader, SendResult } from '@contract/online-send'
import { ONLINE_SEND_LIMITS } from '@contract/paths/online-send'
import { DetailPage } from '@/components/detail-page'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { useListLoader } from '@/components/use-list-loader'
import { useSubmit } from '@/components/use-submit'
import { BUTTON_ROLE } from '@/components/a11y'
import { formatPortalTime } from '@/lib/portal-time'
import { recallSend, remindUnread, sentDetail, sentReaders } from '@/features/online-send/api'
import { chipLabel } from '@/features/online-send/chosen-list'
import { STATUS_NAMES } from '@/features/online-send/send-status'
import { AttachmentList } from './attachment-list'
import './online-send.scss'

const CHANNEL_ROWS = [
  { key: 'site', label: '站内消息' },
  { key: 'sms', label: '短信' },
  { key: 'email', label: '邮件' },
] as const

function ChannelTable({ result }: { result: SendResult }) {
  return (
    <View className="os-table" data-testid="channel-table">
      <View className="os-table__row">
        {['渠道', '受理', '送达', '失败'].map((head) => (
          <Text key={head} className="os-table__cell os-table__cell--head">
            {head}
          </Text>
        ))}
      </View>
      {CHANNEL_ROWS.filter((row) => row.key === 'site' || result[row.key].accepted > 0).map((row) => (
        <View key={row.key} className="os-table__row" data-testid={`channel-${row.key}`}>
          <Text className="os-table__cell">{row.label}</Text>
          <Text className="os-table__cell">{result[row.key].accepted}</Text>
          <Text className="os-table__cell">{result[row.key].delivered}</Text>
          <Text className="os-table__cell">{result[row.key].failed}</Text>
        </View>
      ))}
    </View>
  )
}

/** Who has read and who has not, 50 at a time. */
function Readers({ id, version }: { id: number; version: number }) {
  const [read, setRead] = useState(false)
  const list = useListLoader<Reader>((pageNum, pageSize) => sentReaders(id, read, pageNum, pageSize), {
    pageSize: 50,
    deps: [id, read, version],
    keyOf: (r) => r.accountName,
  })
  return (
    <View className="portal-card portal-card--spaced">
      <SegmentedTabs
        items={[
          { key: 'unread', label: '未读' },
          { key: 'read', label: '已读' },
        ]}
        value={read ? 'read' : 'unread'}
        onChange={(key) => setRead(key === 'read')}
        variant="segment"
        ariaLabel="阅读情况"
      />
      <View data-testid={read ? 'readers-read' : 'readers-unread'}>
        {list.status === 'loading' ? <Text className="os-count">加载中…</Text> : null}
        {list.status === 'ready' && list.items.length === 0 ? <Text className="os-count">{read ? '还没有人阅读' : '全部已读'}</Text> : null}
        {list.items.map((reader) => (
          <View key={reader.accountName} className="os-row os-row--reader">
            <View className="os-row__main">
              <Text className="os-row__name">{reader.userName}</Text>
              <Text className="os-row__sub">{reader.orgPath || reader.accountName}</Text>
            </View>
            {reader.readTime ? <Text className="os-count">{formatPortalTime(reader.readTime, 'MM-DD HH:mm')}</Text> : null}
          </View>
        ))}
        {list.hasMore ? (
          <Button size="small" fill="none" loading={list.loadingMore} onClick={() => void list.loadMore()}>
            加载更多
          </Button>
        ) : null}
      </View>
    </View>
  )
}

/** One send: status, per-channel counts, read progress with the reader lists, 提醒未读 and 撤回. */
export function SendResultView({ id }: { id: number }) {
  const [version, setVersion] = useState(0)
  const refresh = () => setVersion((v) => v + 1)
  const remind = useSubmit(() => remindUnread(id), {
    confirm: `提醒所有未读的接收人？短信、邮件接收人会再收到一条短信或邮件（每 ${ONLINE_SEND_LIMITS.remindIntervalMinutes} 分钟最多提醒一次）`,
    failure: '提醒失败',
    success: (result) =>
      `已提醒 ${result.reminded} 人${result.sms + result.email ? `，另发短信 ${result.sms} 条、邮件 ${result.email} 封` : ''}`,
    onSuccess: refresh,
  })
  const recall = useSubmit(() => recallSend(id), {
    confirm: '撤回后接收人将看不到这条消息，确定撤回？',
    failure: '撤回失败',
    success: '已撤回',
    onSuccess: refresh,
  })

  return (
    <DetailPage
      load={() => sentDetail(id)}
      deps={[id, version]}
      notFoundText="发送记录不存在"
      render={(result, reload) => (
        <ResultBody
          result={result}
          version={version}
          onTick={() => void reload()}
          remind={() => void remind.run()}
          recall={() => void recall.run()}
          busy={remind.busy || recall.busy}
        />
      )}
    />
  )
}

function ResultBody({
  result,
  version,
  onTick,
  remind,
  recall,
  busy,
}: {
  result: SendResult
  version: number
  onTick: () => void
  remind: () => void
  recall: () => void
  busy: boolean
}) {
  // While the queue is still delivering, the counts move: look again every 2 s.
  useEffect(() => {
    if (result.status !== 'sending') return
    const timer = setTimeout(onTick, 2000)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new answer (not a new callback) restarts the wait
  }, [result])
  const delivered = result.site.delivered
  const percent = delivered ? Math.round((result.readCount / delivered) * 100) : 0
  return (
    <View>
      <View className="portal-card">
        <Text className="os-row__name os-result__title" data-testid="result-title">
          {result.title}
        </Text>
        <Text className="os-row__sub os-result__status" data-testid="result-status">
          {result.typeName} · {STATUS_NAMES[result.status]} · {formatPortalTime(result.scheduledAt ?? result.createdAt)}
        </Text>
        <Text className="os-count os-result__meta">接收人：{result.chosen.map(chipLabel).join('、')}</Text>
        <AttachmentList items={result.attachments} />
      </View>
      <View className="portal-card portal-card--spaced">
        <ChannelTable result={result} />
        {result.skipped ? <Text className="os-count">{result.skipped} 人关闭了此类消息的接收，未投递</Text> : null}
        {result.blocked ? (
          <Text className="os-count os-count--line" data-testid="result-blocked">
            {result.blocked} 人已将您加入黑名单，拒收您的在线消息，未投递
          </Text>
        ) : null}
      </View>
      <View className="portal-card portal-card--spaced">
        <Text className="os-count" data-testid="read-progress">
          已读 {result.readCount} / {delivered}（{percent}%），未读 {result.unreadCount}
        </Text>
        <View className="os-progress os-progress--spaced">
          <View className="os-progress__bar" style={{ width: `${percent}%` }} />
        </View>
        <View className="os-actions os-actions--spaced">
          <Button
            size="small"
            disabled={busy || result.status === 'recalled' || result.unreadCount === 0}
            onClick={remind}
            {...BUTTON_ROLE}
            data-testid="result-remind"
          >
            提醒未读
          </Button>
          <Button
            size="small"
            type="danger"
            fill="outline"
            disabled={busy || !result.recallable}
            onClick={recall}
            {...BUTTON_ROLE}
            data-testid="result-recall"
          >
            {result.status === 'recalled' ? '已撤回' : '撤回'}
          </Button>
        </View>
        {result.remindedAt ? (
          <Text className="os-count os-count--line" data-testid="result-reminded">
            上次提醒：{formatPortalTime(result.remindedAt)}
            {result.reminderCopies.sms + result.reminderCopies.email
              ? `；提醒短信 ${result.reminderCopies.sms} 条、邮件 ${result.reminderCopies.email} 封已发出`
              : ''}
          </Text>
        ) : null}
      </View>
      {result.status === 'recalled' ? null : <Readers id={result.id} version={version} />}
    </View>
  )
}
