import { clampToRange, defaultSlot, formatDateTime, parseDateTime, pickerRange } from '../date-range'

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
