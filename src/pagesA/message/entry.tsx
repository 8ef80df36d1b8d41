import { useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ListPage, type ListPageHandle } from '@/components/list-page'
import { useSubmit } from '@/components/use-submit'
import { nav } from '@/routes/nav'
import { useStores } from '@/stores/context'
import { refreshUnreadCount } from '@/shell/refresh-unread'
import {
  getAppMessageCount,
  getAppMessageList,
  getAppMessageTypeName,
  listMessageRecord,
  listMessageType,
  readAllMessages,
  readAppMessages,
} from '@/features/message-center/api'
import { MessageItem } from '@/features/message-center/components/message-item'
import { paramText } from '@/features/message-center/params'
import type { MessageRecord } from '@/features/message-center/types'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { parseRouteId } from '@/lib/route-id'
import '@/features/message-center/components/message-panel.scss'

/** Keys of the two chips that are not message types. */
const ALL = '*all'
const STARRED = '*star'

interface TypeChip {
  code: string
  name: string
  unread?: number
}

/** Messages of one app (appId) or of every app, filtered by the message types the user may receive. */
export default function MessageEntryPage() {
  const root = useStores()
  const { params } = useRouter()
  const appId = parseRouteId(params.appId) ?? undefined
  const [types, setTypes] = useState<TypeChip[]>([])
  const [code, setCode] = useState<string>('')
  const [starred, setStarred] = useState(false)
  const list = useRef<ListPageHandle>(null)
  const shown = useRef(false)

  useEffect(() => {
    if (params.appName) Taro.setNavigationBarTitle({ title: paramText(params.appName) }).catch(() => undefined)
  }, [params.appName])

  const loadTypes = async () => {
    try {
      if (appId) {
        const [names, counts] = await Promise.all([getAppMessageTypeName(appId), getAppMessageCount(appId).catch(() => null)])
        setTypes(
          names.map((n) => ({ code: n.code, name: n.name, unread: counts?.types.find((t) => t.messageTypeCode === n.code)?.unread })),
        )
      } else {
        setTypes((await listMessageType()).map((t) => ({ code: t.code, name: t.name })))
      }
    } catch {
      setTypes([])
    }
  }
  useEffect(() => {
    void loadTypes()
  }, [appId])

  // Back from a detail: the message may now be read, starred or gone.
  useDidShow(() => {
    if (shown.current) {
      void list.current?.refresh()
      void loadTypes()
    }
    shown.current = true
  })

  const readAll = useSubmit(() => (appId ? readAppMessages(appId) : readAllMessages()), {
    confirm: appId ? '将该应用的消息全部标为已读？' : '将全部消息标为已读？',
    failure: '操作失败',
    success: ({ affected }) => (affected ? `已读 ${affected} 条` : '没有未读消息'),
    onSuccess: async () => {
      void refreshUnreadCount(root)
      void loadTypes()
      await list.current?.refresh()
    },
  })

  const header = (
    <View>
      <SegmentedTabs
        variant="chip"
        ariaLabel="消息类型"
        value={!code && !starred ? [ALL] : starred ? [code, STARRED] : [code]}
        onChange={(key) => {
          if (key === STARRED) return setStarred(!starred)
          if (key === ALL) setStarred(false)
          setCode(key === ALL ? '' : key)
        }}
        items={[
          { key: ALL, label: '全部' },
          ...types.map((t) => ({ key: t.code, label: `${t.name}${t.unread ? ` ${t.unread}` : ''}` })),
          { key: STARRED, label: '星标' },
        ]}
      />
      <View className="msg-toolbar msg-toolbar--flush">
        <Text className="msg-toolbar__title">{appId ? '应用消息' : '全部消息'}</Text>
        <Button size="small" fill="outline" type="primary" onClick={() => void readAll.run()} data-testid="entry-read-all">
          全部已读
        </Button>
      </View>
    </View>
  )

  return (
    <ListPage<MessageRecord>
      ref={list}
      header={header}
      deps={[code, starred, appId]}
      load={async (pageNum, pageSize) => {
        const messageTypeCode = code || undefined
        const page =
          appId && !starred
            ? await getAppMessageList({ appId, pageNum, pageSize, messageTypeCode })
            : await listMessageRecord({ appId, pageNum, pageSize, messageTypeCode, isStar: starred || undefined })
        return { items: page.items, total: page.total }
      }}
      keyOf={(m) => m.id}
      empty={starred ? '暂无星标消息' : '暂无消息'}
      renderItem={(m) => <MessageItem message={m} onOpen={() => nav.to('messageDetail', { id: m.id })} />}
    />
  )
}
