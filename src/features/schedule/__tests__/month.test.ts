import type { Occurrence } from '@contract/schedule'
import { dotsByDay, monthWindow, occurrenceTime, occurrencesOn, weekOf } from '@/features/schedule/month'

const occ = (patch: Partial<Occurrence>): Occurrence => ({
  eventId: 1,
  recurrenceId: null,
  title: '周会',
  start: '2026-11-23T01:00:00.000Z',
  end: '2026-11-23T02:00:00.000Z',
  allDay: false,
  timeZone: 'Asia/Shanghai',
  location: '',
  calendarId: 1,
  calendarName: '我的日程',
  color: '#ED663F',
  repeating: false,
  readOnly: false,
  ...patch,
})

describe('month view helpers', () => {
  it('the window is three whole months around the day, midnight to midnight in the zone', () => {
    expect(monthWindow('2026-11-23', 'Asia/Shanghai')).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      from: '2026-09-30T16:00:00.000Z',
      to: '2026-12-31T16:00:00.000Z',
    })
  })

  it('dots: one per calendar colour per day, a multi-day event on each day, all-day events keep their dates in any zone', () => {
    const list = [
      occ({}),
      occ({ eventId: 2, color: '#4A7BF7' }),
      occ({ eventId: 3, color: '#ED663F' }),
      occ({ eventId: 4, allDay: true, start: '2026-11-22T16:00:00.000Z', end: '2026-11-24T16:00:00.000Z', color: '#2DB87D' }),
    ]
    const dots = dotsByDay(list, 'America/New_York')
    expect(dots.get('2026-11-22')).toEqual(['#ED663F', '#4A7BF7'])
    expect(dots.get('2026-11-23')).toEqual(['#2DB87D'])
    expect(dots.get('2026-11-24')).toEqual(['#2DB87D'])
    expect(dots.get('2026-11-25')).toBeUndefined()
    expect(occurrencesOn(list, '2026-11-23', 'Asia/Shanghai').map((o) => o.eventId)).toEqual([4, 1, 2, 3])
  })

  it('times move with the shown zone', () => {
    expect(occurrenceTime(occ({}), 'Asia/Shanghai')).toBe('09:00 – 10:00')
    expect(occurrenceTime(occ({}), 'America/New_York')).toBe('20:00 – 21:00')
    expect(occurrenceTime(occ({ allDay: true }), 'America/New_York')).toBe('全天')
  })

  it('the week starts on Monday or Sunday', () => {
    expect(weekOf('2026-11-25', true)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    expect(weekOf('2026-11-25', false)[0]).toBe('2026-11-22')
  })
})
