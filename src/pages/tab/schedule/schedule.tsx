import { useRef } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useDidShow } from '@tarojs/taro'
import { useDetailLoader } from '@/components/detail-page'
import { EmptyState, ErrorState } from '@/components/empty-state'
import { errorText } from '@/components/errors'
import { ListSkeleton } from '@/components/list-skeleton'
import { listSchedule } from '@/features/schedule/api'
import { agendaWindow, groupByDay, timeRange } from '@/features/schedule/agenda'
import { useMiniProgramScheduleRedirect } from '@/features/webview/use-schedule-redirect'
import { useStores } from '@/stores/context'
import './schedule.scss'

/** Schedule centre: the next 30 days of the user's schedule entries, day by day. */
function ScheduleTab() {
  // Inside a mini-program web view this tab gives way to schedule-webview (spec §2).
  useMiniProgramScheduleRedirect()
  const { account, timezone } = useStores()
  const zone = timezone.global.value
  const agenda = useDetailLoader(
    async () => {
      const now = new Date()
      const { from, to } = agendaWindow(now, zone)
      return groupByDay(await listSchedule(from, to), now, zone)
    },
    [zone],
    account.isSignedIn,
  )
  // Coming back to the tab (after adding a schedule elsewhere) shows the latest entries.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) void agenda.reload()
    shown.current = true
  })

  if (agenda.status === 'loading') return <ListSkeleton count={3} rows={2} />
  if (agenda.status === 'error') return <ErrorState fullPage message={errorText(agenda.error, '日程加载失败')} onRetry={agenda.retry} />
  if (!agenda.data?.length) {
    return <EmptyState fullPage title="近 30 天没有日程" description="在消息或待办详情中点「添加到日程」，日程会出现在这里" />
  }
  return (
    <View className="tab-page schedule-tab">
      {agenda.data.map((day) => (
        <View key={day.date} className="schedule-tab__day">
          <Text className="schedule-tab__date">{day.label}</Text>
          <View className="schedule-tab__card">
            {day.entries.map((e) => (
              <View key={e.id} className="schedule-tab__entry" style={{ borderLeftColor: e.calendarColor || '#ED663F' }}>
                <Text className="schedule-tab__time">{timeRange(e, zone)}</Text>
                <Text className="schedule-tab__title">{e.title}</Text>
                <Text className="schedule-tab__meta">{[e.place, e.calendarName].filter(Boolean).join(' · ')}</Text>
                {e.remark && <Text className="schedule-tab__remark">{e.remark}</Text>}
              </View>
            ))}
          </View>
        </View>
      ))}
    </View>
  )
}

export default observer(ScheduleTab)
