import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { ActionSheet } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { EmptyState, ErrorState } from '@/components/empty-state'
import { ListSkeleton } from '@/components/list-skeleton'
import { errorText } from '@/components/errors'
import { failureText } from '@/components/use-submit'
import { TEXT } from '@/components/constants'
import { BUTTON_ROLE } from '@/components/a11y'
import { toast } from '@/lib/ui'
import { plain } from '@/lib/plain-words'
import { nav } from '@/routes/nav'
import { confirm } from '@/lib/confirm'
import type { MessageAppsStore } from '@/features/message-center/message-apps-store'
import type { InstantApp } from '@/features/message-center/types'
import { AppRow } from './app-row'
import { CountBubble } from '@/components/count-bubble'
import './message-panel.scss'
import './app-row.scss'
import '@/components/tag.scss'

type SheetOption = { name: string; key: 'top' | 'mute' | 'read' | 'delete'; danger?: boolean }

function sheetOptions(app: InstantApp): SheetOption[] {
  return [
    { name: plain(app.isTop ? '取消置顶' : '置顶'), key: 'top' },
    { name: plain(app.isDisturb ? '取消免打扰' : '免打扰'), key: 'mute' },
    { name: plain('标为已读'), key: 'read' },
    { name: '删除', key: 'delete', danger: true },
  ]
}

/** The message side of the tab: instant-message apps (optionally grouped by tag) and their actions. */
export interface MessagePanelProps {
  store: MessageAppsStore
  /** 任务消息合并: the to-do number shown as a row among the apps, and what tapping it does. */
  todoCount?: number
  onOpenTasks?: () => void
}

export const MessagePanel = observer(function MessagePanel({ store, todoCount, onOpenTasks }: MessagePanelProps) {
  const [sheetApp, setSheetApp] = useState<InstantApp | null>(null)

  const report = (ok: boolean, done: string) => {
    if (ok) void toast(plain(done))
    else if (store.actionError) void toast(errorText(store.actionError, failureText('操作失败')))
  }
  const onTop = async (app: InstantApp) => report(await store.setTop(app.appId, !app.isTop), app.isTop ? '已取消置顶' : '已置顶')
  const onMute = async (app: InstantApp) =>
    report(await store.setDisturb(app.appId, !app.isDisturb), app.isDisturb ? '已取消免打扰' : '已设为免打扰')
  const onRead = async (app: InstantApp) => report(await store.readApp(app.appId), '已标为已读')
  const onDelete = async (app: InstantApp) => {
    if (!(await confirm(`删除“${app.appName}”及其全部消息？`))) return
    report(await store.remove(app.appId), '已删除')
  }
  const onReadAll = async () => {
    if (store.totalUnread === 0 && store.apps.every((a) => a.unreadCount === 0)) return void toast(plain('没有未读消息'))
    if (!(await confirm(plain('将全部消息标为已读？')))) return
    report(await store.readAll(), '全部已读')
  }
  const open = (app: InstantApp) => nav.to('messageEntry', { appId: app.appId, appName: app.appName })

  const row = (app: InstantApp) => (
    <AppRow key={app.appId} app={app} busy={store.pending.has(app.appId)} onOpen={open} onMore={setSheetApp} />
  )

  let body
  if (store.status === 'loading' || store.status === 'idle')
    body = (
      <View className="message-panel__skeleton">
        <ListSkeleton count={4} avatar />
      </View>
    )
  else if (store.status === 'error')
    body = <ErrorState message={errorText(store.error, TEXT.loadFailed)} onRetry={() => void store.load()} />
  else if (store.apps.length === 0) body = <EmptyState description="暂无消息" />
  else if (store.groupByTag && store.groups.length > 0)
    body = store.groups.map((g) => {
      const apps = g.apps.map((ga) => store.find(ga.appId)).filter((a): a is InstantApp => !!a)
      if (apps.length === 0) return null
      return (
        <View key={`${g.groupId ?? 't'}-${g.tagName}`} className="msg-group">
          <Text className="msg-group__title">{g.tagName}</Text>
          <View className="msg-apps">{apps.map(row)}</View>
        </View>
      )
    })
  else
    body = (
      <View className="msg-apps" role="list">
        {store.apps.map(row)}
      </View>
    )

  return (
    <View className="message-panel">
      <View className="msg-toolbar">
        <Text className="msg-toolbar__title">未读 {store.totalUnread}</Text>
        <View className="msg-toolbar__actions">
          <View className="mc-pill mc-pill--primary" onClick={() => void onReadAll()} {...BUTTON_ROLE} data-testid="read-all">
            {plain('全部已读')}
          </View>
          <View className="mc-pill" onClick={() => nav.to('adjustmentOrder')} {...BUTTON_ROLE}>
            排序
          </View>
          <View className="mc-pill" onClick={() => nav.to('applicationGroup')} {...BUTTON_ROLE}>
            分组
          </View>
          <View className="mc-pill" onClick={() => nav.to('personalSettingCenter')} {...BUTTON_ROLE} data-testid="message-settings">
            设置
          </View>
        </View>
      </View>
      {store.setting?.mergeTaskMessage && onOpenTasks ? (
        <View className="msg-apps">
          <View className="msg-app" onClick={onOpenTasks} {...BUTTON_ROLE} data-testid="merged-tasks">
            <View className="msg-app__icon">
              <View className="msg-app__letter" aria-hidden="true">
                待
              </View>
              <View className="msg-app__badge">
                <CountBubble count={todoCount ?? 0} />
              </View>
            </View>
            <View className="msg-app__main">
              <View className="msg-app__line">
                <Text className="msg-app__name">待办事项</Text>
                <ArrowRight size={12} color="#B4B7BD" />
              </View>
              <Text className="msg-app__last">{todoCount ? `${todoCount} 项待办等待处理` : plain('暂无待办')}</Text>
            </View>
          </View>
        </View>
      ) : null}
      {store.showThird && store.third ? (
        <View className="msg-apps">
          <View className="msg-app" onClick={() => nav.to('throughTrain')} {...BUTTON_ROLE}>
            <View className="msg-app__main">
              <View className="msg-app__line">
                <Text className="msg-app__name">第三方消息</Text>
                <CountBubble count={store.third.total} />
                <ArrowRight size={12} color="#B4B7BD" />
              </View>
              <Text className="msg-app__last">
                {store.third.apps.length ? store.third.apps.map((a) => a.appName).join('、') : '暂无未读的第三方消息'}
              </Text>
            </View>
          </View>
        </View>
      ) : null}
      {body}
      <ActionSheet
        visible={sheetApp !== null}
        title={sheetApp?.appName}
        options={sheetApp ? sheetOptions(sheetApp) : []}
        cancelText="取消"
        onCancel={() => setSheetApp(null)}
        onSelect={(item) => {
          const app = sheetApp
          setSheetApp(null)
          if (!app) return
          const key = (item as unknown as SheetOption).key
          if (key === 'top') void onTop(app)
          else if (key === 'mute') void onMute(app)
          else if (key === 'read') void onRead(app)
          else void onDelete(app)
        }}
      />
    </View>
  )
})
