import type { Occurrence } from '@contract/schedule'
import { daysOfWeek, weekdayOf, weekStart, weekWindow } from '@/features/division/division-week'

const occurrence = (start: string, title: string): Occurrence => ({
  eventId: 1,
  recurrenceId: null,
  title,
  start,
  end: start,
  allDay: false,
  timeZone: 'Asia/Shanghai',
  location: '',
  calendarId: 1,
  calendarName: '领导日程',
  color: '#C0392B',
  repeating: false,
  readOnly: true,
})

describe('division week', () => {
  it('starts on Monday 00:00 in Shanghai, whatever the day, and moves by whole weeks', () => {
    // Sunday 2026-11-29 20:00 in Shanghai is still the week of Monday 23 November.
    expect(weekWindow(weekStart('2026-11-29T12:00:00Z'))).toEqual({ from: '2026-11-22T16:00:00.000Z', to: '2026-11-29T16:00:00.000Z' })
    // Monday 00:30 in Shanghai is Sunday in UTC, but the new week there.
    expect(weekStart('2026-11-29T16:30:00Z').format('YYYY-MM-DD')).toBe('2026-11-30')
    expect(weekStart('2026-11-25T04:00:00Z', -1).format('YYYY-MM-DD')).toBe('2026-11-16')
  })

  it('puts each occurrence under its Shanghai day', () => {
    const days = daysOfWeek(weekStart('2026-11-25T04:00:00Z'), [
      occurrence('2026-11-23T00:30:00Z', '院务会'),
      occurrence('2026-11-24T17:00:00Z', '凌晨值班'),
    ])
    expect(days.map((d) => d.label)).toEqual([
      '周一 11月23日',
      '周二 11月24日',
      '周三 11月25日',
      '周四 11月26日',
      '周五 11月27日',
      '周六 11月28日',
      '周日 11月29日',
    ])
    expect(days[0]!.items.map((o) => o.title)).toEqual(['院务会'])
    expect(days[1]!.items).toEqual([])
    expect(days[2]!.items.map((o) => o.title)).toEqual(['凌晨值班'])
    expect(weekdayOf('2026-11-24T17:00:00Z')).toBe('周三')
  })
})
