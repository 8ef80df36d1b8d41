import { useEffect, useState } from 'react'
import { ListPage } from '@/components/list-page'
import { nav } from '@/routes/nav'
import { getThirdMessage, getThirdUnReadCount } from '@/features/message-center/api'
import { MessageItem } from '@/features/message-center/components/message-item'
import type { MessageRecord, ThirdUnreadCount } from '@/features/message-center/types'
import { SegmentedTabs } from '@/components/segmented-tabs'

/** 第三方消息: messages of third-party apps, all or per app. */
export default function ThroughTrainPage() {
  const [counts, setCounts] = useState<ThirdUnreadCount | null>(null)
  const [appId, setAppId] = useState<number | undefined>()
  useEffect(() => {
    getThirdUnReadCount().then(setCounts, () => setCounts(null))
  }, [])

  const header =
    counts && counts.apps.length > 0 ? (
      <SegmentedTabs<number>
        variant="chip"
        value={appId ?? 0}
        onChange={(key) => setAppId(key || undefined)}
        items={[
          { key: 0, label: `全部${counts.total ? ` ${counts.total}` : ''}` },
          ...counts.apps.map((a) => ({ key: a.appId, label: `${a.appName}${a.unreadCount ? ` ${a.unreadCount}` : ''}` })),
        ]}
      />
    ) : undefined

  return (
    <ListPage<MessageRecord>
      header={header}
      deps={[appId]}
      load={async (pageNum, pageSize) => {
        const page = await getThirdMessage({ pageNum, pageSize, appId })
        return { items: page.items, total: page.total }
      }}
      keyOf={(m) => m.id}
      empty="暂无第三方消息"
      renderItem={(m) => <MessageItem message={m} onOpen={() => nav.to('messageDetail', { id: m.id })} />}
    />
  )
}
