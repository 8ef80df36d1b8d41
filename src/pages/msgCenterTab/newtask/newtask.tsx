import { useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePageScroll, useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PullToRefresh } from '@nutui/nutui-react-taro'
import { PageShell } from '@/components/page-shell'
import { useBottomReach } from '@/components/use-bottom-reach'
import { BOTTOM_REACH, PULL_REFRESH, TEXT } from '@/components/constants'
import { errorText } from '@/components/errors'
import { useFeatureStore, useStores } from '@/stores/context'
import { triggerRelogin } from '@/lib/relogin'
import { toast } from '@/lib/ui'
import * as taskApi from '@/features/tasks/api'
import * as messageApi from '@/features/message-center/api'
import { TaskCenterStore } from '@/features/tasks/task-center-store'
import { MessageAppsStore } from '@/features/message-center/message-apps-store'
import { TaskPanel } from '@/features/tasks/components/task-panel'
import { MessagePanel } from '@/features/message-center/components/message-panel'
import { TaskSettingsPopup } from '@/features/tasks/components/task-settings-popup'
import { CountBubble } from '@/components/count-bubble'
import { initialSegment, type Segment } from '@/features/message-center/segment'
import { usePageStore } from '@/stores/use-page-store'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { UserAvatar } from '@/features/personal/components/user-avatar'
import { profileFeature } from '@/features/personal/profile-store'
import { nav } from '@/routes/nav'
import './newtask.scss'

function MessageCenterTab() {
  const root = useStores()
  const profile = useFeatureStore(profileFeature)
  const { params } = useRouter()
  const [segment, setSegment] = useState<Segment>(() => initialSegment(params.isactive))
  const tasks = usePageStore((r) => new TaskCenterStore(taskApi, r.todoCount.set))
  const apps = usePageStore((r) => new MessageAppsStore(messageApi, r.global.setUnread))
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [atTop, setAtTop] = useState(true)
  const started = useRef(false)
  const signedIn = root.account.isSignedIn && !root.global.noLogin

  useEffect(() => {
    if (params.isHideTabbar === '1') Taro.hideTabBar({ animation: false }).catch(() => undefined)
  }, [params.isHideTabbar])

  useEffect(() => {
    if (!signedIn) return
    started.current = true
    tasks.selectFromParam(params.isactive)
    void tasks.start()
    void apps.load()
    if (!profile.me) void profile.load().catch(() => undefined)
  }, [signedIn])

  // Coming back from a detail page: counts, list and apps again, keeping what is on screen.
  useDidShow(() => {
    if (!started.current || !signedIn) return
    void tasks.refresh()
    void apps.load(true)
  })

  usePageScroll(({ scrollTop }) => setAtTop(scrollTop <= 0))
  useBottomReach(BOTTOM_REACH.standard, () => {
    if (segment === 'task') void tasks.list.loadMore()
  })

  const refresh = async () => {
    if (segment === 'task') {
      await tasks.refresh()
      if (tasks.list.refreshError) void toast(errorText(tasks.list.refreshError, TEXT.loadFailed))
    } else {
      await apps.load(true)
      if (apps.refreshError) void toast(errorText(apps.refreshError, TEXT.loadFailed))
    }
  }

  const header = (
    <View className="newtask-page__head">
      <View className="newtask-page__me" data-testid="message-centre-avatar" onClick={() => void nav.to('myInfo')}>
        <UserAvatar url={profile.avatarUrl} name={root.account.displayName} size="small" />
      </View>
      <SegmentedTabs<Segment>
        variant="segment"
        value={segment}
        onChange={setSegment}
        items={[
          {
            key: 'task',
            label: (
              <>
                <Text>待办</Text>
                <CountBubble count={tasks.todo?.todo ?? 0} />
              </>
            ),
            testId: 'segment-task',
          },
          {
            key: 'news',
            label: (
              <>
                <Text>消息</Text>
                <CountBubble count={apps.totalUnread} />
              </>
            ),
            testId: 'segment-news',
          },
        ]}
      />
    </View>
  )

  return (
    <PageShell
      header={signedIn ? header : undefined}
      flush
      signedOut={!signedIn}
      onLogin={() => void triggerRelogin()}
      className="newtask-page"
    >
      <PullToRefresh
        onRefresh={refresh}
        headHeight={PULL_REFRESH.headHeight}
        threshold={PULL_REFRESH.threshold}
        scrollTop={atTop ? 0 : 1}
        pullingText={TEXT.pulling}
        canReleaseText={TEXT.canRelease}
        refreshingText={TEXT.refreshing}
        completeText={TEXT.refreshed}
      >
        {segment === 'task' ? (
          <TaskPanel store={tasks} onSettings={() => setSettingsOpen(true)} />
        ) : (
          <MessagePanel store={apps} todoCount={tasks.todo?.todo} onOpenTasks={() => setSegment('task')} />
        )}
      </PullToRefresh>
      <TaskSettingsPopup visible={settingsOpen} onClose={() => setSettingsOpen(false)} loadSendTypes={messageApi.getSendType} />
    </PageShell>
  )
}

export default observer(MessageCenterTab)
