import { useEffect, useState } from 'react'
import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Star, StarFill } from '@nutui/icons-react-taro'
import { formatPortalTime } from '@/lib/portal-time'
import { useDetailLoader } from '@/components/detail-page'
import { PageShell } from '@/components/page-shell'
import { EmptyState } from '@/components/empty-state'
import { useSubmit } from '@/components/use-submit'
import { toast } from '@/lib/ui'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'
import { refreshUnreadCount } from '@/shell/refresh-unread'
import { deleteMessageRecord, messageRecordReaded, starMessage } from '@/features/message-center/api'
import type { MessageRecord } from '@/features/message-center/types'
import { ONLINE_SEND_APP_CODE } from '@contract/paths/online-send'
import { ReceivedAttachments } from '@/features/online-send/components/received-attachments'
import { parseRouteId } from '@/lib/route-id'
import './detail.scss'

/** In-app addresses open as pages; web links are copied (spec §8: link copied, please open in the browser). */
function openLink(url: string) {
  if (!/^https?:\/\//i.test(url)) return void nav.open(url)
  Taro.setClipboardData({ data: url })
    .then(() => toast('链接已复制，请在浏览器中打开'))
    .catch(() => undefined)
}

/** 消息详情: opening marks it read; star, delete, 添加到日程, and the application it is about. */
export default function MessageDetailPage() {
  const root = useStores()
  const { params } = useRouter()
  const id = parseRouteId(params.id)
  const detail = useDetailLoader(async () => {
    if (id === null) return null
    const record = await messageRecordReaded(id)
    void refreshUnreadCount(root)
    return record
  }, [id])
  const [message, setMessage] = useState<MessageRecord | undefined>()
  useEffect(() => setMessage(detail.data), [detail.data])

  const toggleStar = useSubmit((m: MessageRecord) => starMessage(m.id, !m.isStar), {
    failure: '操作失败',
    success: (_r, m) => (m.isStar ? '已取消星标' : '已加星标'),
    onSuccess: (updated) => setMessage(updated),
  })
  const remove = useSubmit((m: MessageRecord) => deleteMessageRecord(m.id), {
    confirm: '删除这条消息？',
    failure: '删除失败',
    success: '已删除',
    then: 'back',
  })
  const busy = toggleStar.busy || remove.busy

  const footer = message ? (
    <View className="msg-detail__actions">
      <Button
        fill="outline"
        disabled={busy}
        onClick={() => void toggleStar.run(message)}
        icon={message.isStar ? <StarFill color="#F0A23B" /> : <Star />}
        data-testid="message-star"
      >
        {message.isStar ? '取消星标' : '星标'}
      </Button>
      <Button fill="outline" type="danger" disabled={busy} onClick={() => void remove.run(message)} data-testid="message-delete">
        删除
      </Button>
      <Button
        type="primary"
        disabled={busy}
        onClick={() => nav.to('newsAddSchedule', { id: message.id, title: message.title })}
        data-testid="message-schedule"
      >
        添加到日程
      </Button>
    </View>
  ) : undefined

  return (
    <PageShell
      loading={detail.status === 'loading'}
      error={detail.status === 'error' ? detail.error : null}
      onRetry={() => void detail.retry()}
      footer={footer}
    >
      {detail.status === 'not-found' ? <EmptyState kind="not-found" description="消息不存在或已被删除" fullPage /> : null}
      {message ? (
        <View className="portal-card">
          <Text className="msg-detail__title">{message.title}</Text>
          <View className="msg-detail__meta">
            <Text>{message.appName}</Text>
            {message.messageTypeName ? <Text>{message.messageTypeName}</Text> : null}
            {message.senderName ? <Text>发送人：{message.senderName}</Text> : null}
            <Text>{formatPortalTime(message.createTime)}</Text>
          </View>
          <Text className="msg-detail__content">{message.content}</Text>
          {message.appCode === ONLINE_SEND_APP_CODE ? <ReceivedAttachments recordId={message.id} /> : null}
          {message.flowApplicationId ? (
            <View className="message-detail__application">
              <Button block fill="outline" type="primary" onClick={() => nav.to('applicationDetail', { id: message.flowApplicationId })}>
                查看申请详情
              </Button>
            </View>
          ) : null}
          {message.url ? (
            <View className="message-detail__origin">
              <Button block fill="outline" onClick={() => openLink(message.url)}>
                查看原文
              </Button>
            </View>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}
