import { clampToRange, defaultSlot, formatDateTime, newEventStart, parseDateTime, pickerRange } from '@/features/schedule/date-range'
import { DEFAULT_PORTAL_ZONE, fromPickerValues, inPortalZone, setPortalZone, toPickerDate } from '@/lib/portal-time'

// The range cases write moments as the device's wall clock: the portal zone is the device's there.
beforeEach(() => setPortalZone(Intl.DateTimeFormat().resolvedOptions().timeZone))
afterAll(() => setPortalZone(DEFAULT_PORTAL_ZONE))

describe('schedule times in the portal zone on a UTC device', () => {
  beforeEach(() => setPortalZone('Asia/Shanghai'))

  it('shows and parses the portal wall clock, and the picker round-trips it', () => {
    const at = new Date('2026-11-22T15:00:00.000Z')
    expect(formatDateTime(at)).toBe('2026-11-22 23:00')
    expect(parseDateTime('2026-11-22 23:00')?.toISOString()).toBe(at.toISOString())
    const shown = toPickerDate(at)
    expect([shown.getHours(), shown.getMinutes()]).toEqual([23, 0])
    expect(fromPickerValues([2026, 11, 22, 23, 0]).toISOString()).toBe(at.toISOString())
  })

  it('starts a new entry at the next whole hour of the portal zone', () => {
    const slot = defaultSlot(new Date('2026-11-22T14:41:00.000Z'))
    expect([formatDateTime(slot.start), formatDateTime(slot.end)]).toEqual(['2026-11-22 23:00', '2026-11-23 00:00'])
  })
})

describe('date-time picker range (spec §5)', () => {
  it('spans 10 years before to 10 years after the current year', () => {
    const { start, end } = pickerRange(new Date(2026, 10, 22, 3, 0))
    expect(formatDateTime(start)).toBe('2016-01-01 00:00')
    expect(formatDateTime(end)).toBe('2036-12-31 23:59')
  })

  it('clamps values outside the range to its ends', () => {
    const range = pickerRange(new Date(2026, 0, 1))
    expect(formatDateTime(clampToRange(new Date(2001, 5, 1), range))).toBe('2016-01-01 00:00')
    expect(formatDateTime(clampToRange(new Date(2050, 5, 1), range))).toBe('2036-12-31 23:59')
    expect(formatDateTime(clampToRange(new Date(2027, 5, 1, 8, 30), range))).toBe('2027-06-01 08:30')
  })

  it('parses the schedule format and rejects garbage', () => {
    expect(formatDateTime(parseDateTime('2026-11-22 09:05')!)).toBe('2026-11-22 09:05')
    expect(formatDateTime(parseDateTime('2026-11-22 09:05:59')!)).toBe('2026-11-22 09:05')
    expect(parseDateTime('not a date')).toBeUndefined()
    expect(parseDateTime('')).toBeUndefined()
  })

  it('proposes the next whole hour for one hour', () => {
    const slot = defaultSlot(new Date(2026, 10, 22, 9, 41))
    expect([formatDateTime(slot.start), formatDateTime(slot.end)]).toEqual(['2026-11-22 10:00', '2026-11-22 11:00'])
  })
})

describe('a new event on the schedule tab', () => {
  const at = (iso: string) => inPortalZone(new Date(iso), 'Asia/Shanghai')!

  it('starts at the next whole hour, tomorrow 00:00 late in the evening (never today at midnight, in the past)', () => {
    expect(newEventStart(at('2026-11-26T07:20:00Z'))).toBe('2026-11-26 16:00')
    expect(newEventStart(at('2026-11-26T15:10:00Z'), '2026-11-26')).toBe('2026-11-27 00:00')
  })

  it('on another day chosen on the tab, starts that day at the same hour', () => {
    expect(newEventStart(at('2026-11-26T07:20:00Z'), '2026-12-03')).toBe('2026-12-03 16:00')
    expect(newEventStart(at('2026-11-26T07:20:00Z'), 'not a day')).toBe('2026-11-26 16:00')
  })
})
