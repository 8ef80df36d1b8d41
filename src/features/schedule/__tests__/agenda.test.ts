import { agendaWindow, groupByDay, timeRange } from '@/features/schedule/agenda'
import type { ScheduleListItem } from '@/features/message-center/types'

const ZONE = 'Asia/Shanghai'
/** A moment given as Shanghai wall-clock time (UTC+8, no daylight saving). */
const sh = (y: number, mo: number, d: number, h: number, mi = 0) => new Date(Date.UTC(y, mo, d, h - 8, mi))
const now = sh(2026, 10, 22, 10) // Sunday 22 Nov 2026, 10:00 in Shanghai
const entry = (id: number, start: Date, end: Date, title = `e${id}`) =>
  ({
    id,
    title,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    calendarId: 1,
    calendarName: '我的日历',
    calendarColor: '#ED663F',
    place: '',
    remark: '',
    sourceType: null,
    sourceId: null,
  }) as ScheduleListItem

test('the window starts today at midnight and spans 30 days', () => {
  const { from, to } = agendaWindow(now, ZONE)
  expect(new Date(from)).toEqual(sh(2026, 10, 22, 0))
  expect(new Date(to)).toEqual(sh(2026, 11, 22, 0))
})

test('groups by start day with 今天/明天 labels and weekdays, in date order', () => {
  const days = groupByDay(
    [
      entry(3, sh(2026, 10, 25, 9), sh(2026, 10, 25, 11)),
      entry(1, sh(2026, 10, 22, 14), sh(2026, 10, 22, 16)),
      entry(2, sh(2026, 10, 23, 19), sh(2026, 10, 23, 21)),
      entry(4, sh(2026, 10, 22, 18), sh(2026, 10, 22, 19)),
    ],
    now,
    ZONE,
  )
  expect(days.map((d) => [d.label, d.entries.map((e) => e.id)])).toEqual([
    ['今天 · 11月22日 周日', [1, 4]],
    ['明天 · 11月23日 周一', [2]],
    ['11月25日 周三', [3]],
  ])
})

test('an entry that began before today and is still running shows on today', () => {
  const days = groupByDay([entry(9, sh(2026, 10, 20, 8), sh(2026, 10, 24, 8))], now, ZONE)
  expect(days[0].label).toMatch(/^今天/)
})

test('time ranges show dates only when the entry spans days', () => {
  expect(timeRange(entry(1, sh(2026, 10, 22, 14), sh(2026, 10, 22, 16)), ZONE)).toBe('14:00 – 16:00')
  expect(timeRange(entry(1, sh(2026, 10, 22, 14), sh(2026, 10, 24, 9)), ZONE)).toBe('11月22日 14:00 – 11月24日 09:00')
})

test('days and times follow the portal zone, not the device: 23:30 in Shanghai is still today there', () => {
  const late = entry(5, sh(2026, 10, 22, 23, 30), sh(2026, 10, 22, 23, 45))
  expect(groupByDay([late], now, ZONE)[0].label).toMatch(/^今天/)
  expect(timeRange(late, ZONE)).toBe('23:30 – 23:45')
  expect(timeRange(late, 'UTC')).toBe('15:30 – 15:45')
})
