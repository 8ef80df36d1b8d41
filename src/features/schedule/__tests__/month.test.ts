import dayjs from 'dayjs'
import type { Occurrence } from '@contract/schedule'
import { daysCovered, dotsByDay, monthWindow, occurrenceTime, occurrencesOn, weekOf } from '@/features/schedule/month'

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

  it('days covered: each day whose midnight-to-midnight the event overlaps, across zones, daylight-saving changes and a new year', () => {
    // The rule written another way, as the reference: from the start's date, every day whose midnight (in the zone)
    // comes before the end; an event without length covers its start's date.
    const reference = (o: Occurrence, viewZone: string) => {
      const zone = o.allDay ? o.timeZone : viewZone
      const [start, end] = [Date.parse(o.start), Date.parse(o.end)]
      const dateOf = (t: number) => dayjs(t).tz(zone).format('YYYY-MM-DD')
      if (end <= start) return dateOf(end) < dateOf(start) ? [] : [dateOf(start)]
      const days: string[] = []
      for (let d = dayjs(dateOf(start)); dayjs.tz(`${d.format('YYYY-MM-DD')} 00:00`, zone).valueOf() < end; d = d.add(1, 'day'))
        days.push(d.format('YYYY-MM-DD'))
      return days
    }
    const zones = ['Asia/Shanghai', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'UTC']
    // Daylight-saving changes of 2026 in those zones, and a new year.
    const anchors = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01', '2026-12-31']
    const minutes = [0, 30, 60, 23 * 60, 24 * 60, 25 * 60, 3 * 24 * 60]
    let seed = 20261128
    const pick = <T>(list: readonly T[]) => list[(seed = (seed * 48271) % 2147483647) % list.length]
    let compared = 0
    for (const zone of zones) {
      for (const anchor of anchors) {
        for (let i = 0; i < 12; i++) {
          // Starts at the zone's midnight or at a quarter hour around the anchor; ends a while later, or at a midnight.
          const midnight = dayjs.tz(`${anchor} 00:00`, zone)
          const start =
            i % 3 === 0
              ? midnight.add(pick([-1, 0, 1]), 'day')
              : midnight.add(pick([-30, -2, 1, 2, 3, 22, 23, 25, 47]) * 60 + pick([0, 15, 45]), 'minute')
          const end =
            i % 4 === 1
              ? dayjs.tz(`${start.add(pick([1, 2]), 'day').format('YYYY-MM-DD')} 00:00`, zone)
              : start.add(pick(minutes), 'minute')
          const allDay = i % 5 === 2
          const o = occ({ start: start.toISOString(), end: end.toISOString(), allDay, timeZone: allDay ? zone : 'Asia/Shanghai' })
          for (const viewZone of ['Asia/Shanghai', zone]) {
            expect([zone, viewZone, o.start, o.end, daysCovered(o, viewZone)]).toEqual([
              zone,
              viewZone,
              o.start,
              o.end,
              reference(o, viewZone),
            ])
            compared++
          }
        }
      }
    }
    expect(compared).toBe(zones.length * anchors.length * 12 * 2)
    expect(daysCovered(occ({ start: 'not a time' }), 'Asia/Shanghai')).toEqual([])
    // The day clocks go forward has 23 hours: midnight to midnight is that one day (zoned dayjs moments gave none).
    expect(daysCovered(occ({ start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' }), 'America/New_York')).toEqual([
      '2026-03-08',
    ])
  })
})
