import type { Dayjs } from 'dayjs'
import type { Occurrence } from '@contract/schedule'
import { inPortalZone, portalZone } from '@/lib/portal-time'

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日']

/** Monday 00:00 (portal zone) of the week holding `at`, moved by `offset` weeks. */
export function weekStart(at: Date | string, offset = 0): Dayjs {
  const day = inPortalZone(at, portalZone())!.startOf('day')
  return day.subtract((day.day() + 6) % 7, 'day').add(offset * 7, 'day')
}

/** The [from, to) window of a week, as the server takes it. */
export function weekWindow(monday: Dayjs) {
  return { from: monday.toISOString(), to: monday.add(7, 'day').toISOString() }
}

export interface WeekDay {
  key: string
  label: string
  items: Occurrence[]
}

/** The week's seven days with the occurrences starting on each (the list is sorted by start already). */
export function daysOfWeek(monday: Dayjs, occurrences: Occurrence[]): WeekDay[] {
  return WEEKDAYS.map((name, index) => {
    const day = monday.add(index, 'day')
    const key = day.format('YYYY-MM-DD')
    return {
      key,
      label: `${name} ${day.format('M月D日')}`,
      items: occurrences.filter((o) => inPortalZone(o.start, portalZone())?.format('YYYY-MM-DD') === key),
    }
  })
}

/** 周一 … 周日 of an instant, in the portal zone. */
export function weekdayOf(at: string): string {
  const day = inPortalZone(at, portalZone())
  return day ? WEEKDAYS[(day.day() + 6) % 7]! : ''
}
