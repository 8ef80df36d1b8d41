import dayjs from 'dayjs'
import { inPortalZone } from '@/lib/portal-time'
import type { ScheduleListItem } from '@contract/message-center'

/** Times show in the portal's time zone (TimezoneStore, default Asia/Shanghai), not the device's. */
const inZone = (t: Date | string, zone: string) => inPortalZone(t, zone) ?? dayjs(Number.NaN)

export interface AgendaDay {
  /** YYYY-MM-DD in the portal's time zone. */
  date: string
  /** 今天 / 明天 / 11月25日 周三 */
  label: string
  entries: ScheduleListItem[]
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

/** The window the schedule tab shows: from the start of today, `days` days ahead. */
export function agendaWindow(now: Date, zone: string, days = 30): { from: string; to: string } {
  const start = inZone(now, zone).startOf('day')
  return { from: start.toISOString(), to: start.add(days, 'day').toISOString() }
}

/** `date` is a YYYY-MM-DD day of the portal's zone. */
export function dayLabel(date: string, now: Date, zone: string): string {
  const today = inZone(now, zone).format('YYYY-MM-DD')
  const diff = dayjs(date).diff(dayjs(today), 'day')
  const d = dayjs(date)
  const base = `${d.month() + 1}月${d.date()}日 ${WEEKDAYS[d.day()]}`
  if (diff === 0) return `今天 · ${base}`
  if (diff === 1) return `明天 · ${base}`
  return base
}

/** Entries grouped by the day they start (a multi-day entry that began earlier shows on today). */
export function groupByDay(entries: readonly ScheduleListItem[], now: Date, zone: string): AgendaDay[] {
  const today = inZone(now, zone).format('YYYY-MM-DD')
  const days = new Map<string, ScheduleListItem[]>()
  for (const e of entries) {
    const start = inZone(e.startTime, zone).format('YYYY-MM-DD')
    const key = start < today ? today : start
    days.set(key, [...(days.get(key) ?? []), e])
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, label: dayLabel(date, now, zone), entries: list }))
}

/** 14:00 – 16:00, or the dates too when the entry spans days. */
export function timeRange(e: ScheduleListItem, zone: string): string {
  const start = inZone(e.startTime, zone)
  const end = inZone(e.endTime, zone)
  if (start.isSame(end, 'day')) return `${start.format('HH:mm')} – ${end.format('HH:mm')}`
  return `${start.format('M月D日 HH:mm')} – ${end.format('M月D日 HH:mm')}`
}
