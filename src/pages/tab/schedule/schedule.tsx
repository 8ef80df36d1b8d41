import { useMemo, useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react'
import { Button } from '@nutui/nutui-react-taro'
import { useDetailLoader } from '@/components/detail-page'
import { ErrorState } from '@/components/empty-state'
import { errorText } from '@/components/errors'
import { ListSkeleton } from '@/components/list-skeleton'
import { PageShell } from '@/components/page-shell'
import { SegmentedTabs } from '@/components/segmented-tabs'
import { getScheduleSettings, listOccurrences, listSchedule } from '@/features/schedule/api'
import { dotsByDay, monthWindow, weekOf } from '@/features/schedule/month'
import { fromMessageEntry } from '@/features/schedule/message-entries'
import { MonthCalendar } from '@/features/schedule/components/month-calendar'
import { useDayNotes } from '@/features/schedule/use-day-notes'
import { WeekStrip } from '@/features/schedule/components/week-strip'
import { ScheduleAgenda, dayTitle } from '@/features/schedule/components/schedule-agenda'
import { useMiniProgramScheduleRedirect } from '@/features/webview/use-schedule-redirect'
import { portalNow } from '@/lib/portal-time'
import { nav } from '@/routes/nav'
import { useFeatureStore, useStores } from '@/stores/context'
import type { Occurrence } from '@contract/schedule'
import dayjs from 'dayjs'
import { scheduleFeature } from '@/features/schedule/schedule-store'
import './schedule.scss'
import { BUTTON_ROLE } from '@/components/a11y'

type View3 = 'month' | 'week' | 'day'
const VIEWS = [
  { key: 'month' as const, label: '月' },
  { key: 'week' as const, label: '周' },
  { key: 'day' as const, label: '日' },
]

/** Schedule centre: month (NutUI Calendar with colour dots), week strip and day agenda, in a zone one can switch for a while. */
function ScheduleTab() {
  // Inside a mini-program web view this tab gives way to schedule-webview (spec §2).
  useMiniProgramScheduleRedirect()
  const { account, timezone } = useStores()
  const schedule = useFeatureStore(scheduleFeature)
  // The temporary zone: the tab can show the schedule in another zone without changing the global one.
  const zone = timezone.temporary.value
  const today = portalNow(zone).format('YYYY-MM-DD')
  const [selected, setSelected] = useState(today)
  const [view, setView] = useState<View3>('month')
  const month = selected.slice(0, 7)
  const window = useMemo(() => monthWindow(`${month}-01`, zone), [month, zone])

  const data = useDetailLoader(
    async () => {
      const [occurrences, entries, settings] = await Promise.all([
        listOccurrences(window.from, window.to),
        listSchedule(window.from, window.to),
        getScheduleSettings(),
      ])
      schedule.setPreferences(settings.weekStartsMonday, settings.showLunar)
      return [...occurrences, ...entries.map(fromMessageEntry)]
    },
    [window.from, window.to],
    account.isSignedIn,
  )
  const items = useMemo(() => data.data ?? [], [data.data])
  const dots = useMemo(() => dotsByDay(items, zone), [items, zone])
  const week = weekOf(selected, schedule.weekStartsMonday)
  const notes = useDayNotes(window.startDate, window.endDate, account.isSignedIn && schedule.showLunar)

  // Back from a page that saved something (the schedule-changed flag), or pulled down: load again.
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current && schedule.changed) {
      schedule.markChanged(false)
      void data.reload()
    }
    shown.current = true
  })
  usePullDownRefresh(() => {
    void data.reload().finally(() => Taro.stopPullDownRefresh())
  })

  const open = (o: Occurrence) => {
    if (o.eventId > 0) void nav.to('shedulDetail', { id: String(o.eventId), ...(o.recurrenceId ? { recurrenceId: o.recurrenceId } : {}) })
    else
      void Taro.showModal({
        title: o.title,
        content: [o.location, o.calendarName].filter(Boolean).join(' · ') || '来自消息或待办的日程',
        showCancel: false,
      })
  }
  const agendaDays = view === 'week' ? week : [selected]
  const shift = (days: number) => setSelected(dayjs(selected).add(days, 'day').format('YYYY-MM-DD'))

  const header = (
    <View className="schedule-tab__bar">
      <Button size="small" fill="outline" onClick={() => setSelected(today)} data-testid="today">
        今天
      </Button>
      <View className="schedule-tab__zone" onClick={() => void nav.to('timeArea', { target: 'temporary' })} data-testid="zone-switch">
        <Text>{timezone.temporary.name.split('，')[0]}</Text>
        {timezone.temporary.value !== timezone.global.value ? <Text className="schedule-tab__temp">临时</Text> : null}
      </View>
      <Text className="schedule-tab__link" onClick={() => void nav.to('calendList')}>
        公共日历
      </Text>
      <Text className="schedule-tab__link" onClick={() => void nav.to('shedulSet')} data-testid="schedule-settings">
        设置
      </Text>
    </View>
  )

  return (
    <PageShell header={header} signedOut={!account.isSignedIn} className="schedule-tab">
      <SegmentedTabs items={VIEWS} value={view} onChange={(v) => setView(v as View3)} variant="segment" ariaLabel="日程视图" />
      {view === 'month' ? (
        <MonthCalendar
          selected={selected}
          startDate={window.startDate}
          endDate={window.endDate}
          dots={dots}
          notes={notes}
          weekStartsMonday={schedule.weekStartsMonday}
          onSelect={setSelected}
        />
      ) : null}
      {view === 'week' ? <WeekStrip days={week} selected={selected} today={today} dots={dots} onSelect={setSelected} /> : null}
      {view === 'day' ? (
        <View className="schedule-tab__day-nav">
          <Text onClick={() => shift(-1)} data-testid="prev-day">
            ‹ 前一天
          </Text>
          <Text className="schedule-tab__day-title">{dayTitle(selected, today)}</Text>
          <Text onClick={() => shift(1)} data-testid="next-day">
            后一天 ›
          </Text>
        </View>
      ) : null}
      {data.status === 'loading' ? <ListSkeleton count={2} rows={2} /> : null}
      {data.status === 'error' ? <ErrorState message={errorText(data.error, '日程加载失败')} onRetry={data.retry} /> : null}
      {data.status === 'ready' ? <ScheduleAgenda days={agendaDays} today={today} items={items} zone={zone} onOpen={open} /> : null}
      {data.status === 'ready' && view === 'week' && !week.some((d) => dots.has(d)) ? (
        <Text className="schedule-tab__empty">本周没有日程</Text>
      ) : null}
      <View
        className="schedule-tab__add"
        onClick={() => void nav.to('creatShedul', { date: selected })}
        data-testid="new-event"
        {...BUTTON_ROLE}
        aria-label="新建日程"
      >
        +
      </View>
    </PageShell>
  )
}

export default observer(ScheduleTab)
