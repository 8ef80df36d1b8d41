import { useRef } from 'react'
import { useRouter } from '@tarojs/taro'
import { WorkbenchSettingsPage } from '@/features/division/components/workbench-settings-page'
import { fetchCalendarSettings, saveCalendarSettings } from '@/features/division/api'
import { calendarOrder } from '@/features/division/order'

/** 日历设置: which of the division's calendars the workbench (week view and home) shows, in what order. */
export default function CalendarSetPage() {
  const { params } = useRouter()
  // The server takes every calendar with its published flag, which this page leaves as it is.
  const published = useRef(new Map<number, boolean>())
  return (
    <WorkbenchSettingsPage
      code={params.code}
      what="日历"
      testId="calendar-choices"
      load={async (code) => {
        const calendars = await fetchCalendarSettings(code)
        published.current = new Map(calendars.map((c) => [c.id, c.published]))
        return calendars.map((c) => ({
          id: c.id,
          label: c.name,
          note: c.published ? '向成员公开' : '仅日程编辑可见',
          chosen: c.shown,
        }))
      }}
      save={(code, ids) => saveCalendarSettings({ code, calendars: calendarOrder(ids, published.current) })}
    />
  )
}
