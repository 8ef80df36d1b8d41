import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import { ListPage } from '../../../components/list-page'
import { nav } from '../../../routes/nav'
import { getThirdMessage, getThirdUnReadCount } from '../../../features/message-center/api'
import { MessageItem } from '../../../features/message-center/components/message-item'
import type { MessageRecord, ThirdUnreadCount } from '../../../features/message-center/types'
import '../../../features/tasks/components/tasks.scss'
import '../../../features/message-center/components/message-center.scss'

/** 第三方消息: messages of third-party apps, all or per app. */
export default function ThroughTrainPage() {
  const [counts, setCounts] = useState<ThirdUnreadCount | null>(null)
  const [appId, setAppId] = useState<number | undefined>()
  useEffect(() => {
    getThirdUnReadCount().then(setCounts, () => setCounts(null))
  }, [])

  const header =
    counts && counts.apps.length > 0 ? (
      <View className="msg-types" role="tablist">
        <View className={appId === undefined ? 'task-chips__chip task-chips__chip--active' : 'task-chips__chip'} onClick={() => setAppId(undefined)} role="tab">
          全部{counts.total ? ` ${counts.total}` : ''}
        </View>
        {counts.apps.map((a) => (
          <View key={a.appId} className={appId === a.appId ? 'task-chips__chip task-chips__chip--active' : 'task-chips__chip'} onClick={() => setAppId(a.appId)} role="tab">
            {a.appName}
            {a.unreadCount ? ` ${a.unreadCount}` : ''}
          </View>
        ))}
      </View>
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
