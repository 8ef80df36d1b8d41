import { TIMEZONE_OPTIONS, labelAt } from '../timezone-options'
import { TimezoneStore } from '@/stores/timezone-store'

const option = (value: string) => TIMEZONE_OPTIONS.find((o) => o.value === value)!

describe('zone labels carry the offset at a date', () => {
  it('New York is UTC-04:00 in October and UTC-05:00 in December', () => {
    expect(labelAt(option('America/New_York'), Date.UTC(2026, 9, 20, 13))).toBe('(UTC-04:00) 东部时间（美国和加拿大）')
    expect(labelAt(option('America/New_York'), Date.UTC(2026, 11, 20, 13))).toBe('(UTC-05:00) 东部时间（美国和加拿大）')
  })

  it('half-hour zones, zones east of UTC and the southern summer', () => {
    expect(labelAt(option('Asia/Kathmandu'), Date.UTC(2026, 5, 1))).toBe('(UTC+05:45) 加德满都')
    expect(labelAt(option('Asia/Shanghai'), Date.UTC(2026, 5, 1))).toBe('(UTC+08:00) 北京，重庆，香港，乌鲁木齐')
    expect(labelAt(option('Australia/Sydney'), Date.UTC(2026, 0, 15))).toBe('(UTC+11:00) 悉尼，墨尔本')
    expect(labelAt(option('Europe/London'), Date.UTC(2026, 6, 1))).toBe('(UTC+01:00) 伦敦，都柏林，里斯本')
  })

  it("the store's nameOf reads the offset at the given moment; a zone outside the list is its id", () => {
    const store = new TimezoneStore()
    expect(store.nameOf('America/New_York', new Date('2026-10-20T13:00:00Z'))).toMatch(/^\(UTC-04:00\)/)
    expect(store.nameOf('Mars/Olympus')).toBe('Mars/Olympus')
  })
})
