import { timeAgo, timeAgoAlt, toDayjs } from '@/lib/time-ago'
import { DEFAULT_PORTAL_ZONE, setPortalZone } from '@/lib/portal-time'

// These cases write moments as the device's wall clock: the portal zone is set to the device's.
beforeAll(() => setPortalZone(Intl.DateTimeFormat().resolvedOptions().timeZone))
afterAll(() => setPortalZone(DEFAULT_PORTAL_ZONE))

const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s)
const NOW = local(2026, 11, 22, 15, 30, 0)
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('toDayjs input forms', () => {
  it('reads a Date', () => {
    expect(toDayjs(NOW)?.valueOf()).toBe(NOW.getTime())
  })
  it('reads milliseconds', () => {
    expect(toDayjs(NOW.getTime())?.valueOf()).toBe(NOW.getTime())
  })
  it('reads seconds (numbers below 1e12)', () => {
    expect(toDayjs(Math.floor(NOW.getTime() / 1000))?.valueOf()).toBe(NOW.getTime())
  })
  it('reads numeric strings as seconds or milliseconds', () => {
    expect(toDayjs(String(NOW.getTime() / 1000))?.valueOf()).toBe(NOW.getTime())
    expect(toDayjs(String(NOW.getTime()))?.valueOf()).toBe(NOW.getTime())
  })
  it('reads "YYYY-MM-DD HH:mm:ss" as local time', () => {
    expect(toDayjs('2026-11-20 10:00:00')?.valueOf()).toBe(local(2026, 11, 20, 10).getTime())
  })
  it('answers null for unparseable input', () => {
    expect(toDayjs('not a date')).toBeNull()
    expect(toDayjs(Number.NaN)).toBeNull()
    expect(toDayjs(new Date('x'))).toBeNull()
  })
})

describe('timeAgo (first rule)', () => {
  it('says 刚刚 under one minute', () => {
    expect(timeAgo(ago(0), NOW)).toBe('刚刚')
    expect(timeAgo(ago(59 * SECOND), NOW)).toBe('刚刚')
  })
  it('can say 1分钟内 instead', () => {
    expect(timeAgo(ago(30 * SECOND), NOW, { withinMinute: '1分钟内' })).toBe('1分钟内')
  })
  it('treats future moments as 刚刚', () => {
    expect(timeAgo(new Date(NOW.getTime() + 5 * DAY), NOW)).toBe('刚刚')
  })
  it('counts whole minutes under an hour', () => {
    expect(timeAgo(ago(MINUTE), NOW)).toBe('1分钟前')
    expect(timeAgo(ago(59 * MINUTE + 59 * SECOND), NOW)).toBe('59分钟前')
  })
  it('counts whole hours under a day, even across midnight', () => {
    expect(timeAgo(ago(HOUR), NOW)).toBe('1小时前')
    expect(timeAgo(ago(23 * HOUR + 59 * MINUTE), NOW)).toBe('23小时前')
    const justAfterMidnight = local(2026, 11, 22, 0, 30)
    expect(timeAgo(local(2026, 11, 21, 23, 0), justAfterMidnight)).toBe('1小时前')
  })
  it('says 昨天 HH:mm for the previous calendar day beyond 24 hours', () => {
    expect(timeAgo(local(2026, 11, 21, 9, 5), NOW)).toBe('昨天 09:05')
  })
  it('says 前天 HH:mm two calendar days back', () => {
    expect(timeAgo(local(2026, 11, 20, 18, 45), NOW)).toBe('前天 18:45')
  })
  it('says X天前 for other moments under three days', () => {
    const earlyNow = local(2026, 11, 22, 1, 0)
    expect(timeAgo(local(2026, 11, 19, 23, 0), earlyNow)).toBe('2天前')
  })
  it('writes MM-DD within the year beyond that', () => {
    expect(timeAgo(local(2026, 11, 19, 8, 0), NOW)).toBe('11-19')
    expect(timeAgo(local(2026, 1, 1, 0, 0), NOW)).toBe('01-01')
  })
  it('writes YYYY-MM-DD for other years', () => {
    expect(timeAgo(local(2025, 12, 20, 23, 0), local(2026, 1, 3, 10, 0))).toBe('2025-12-20')
  })
  it('prefers X天前 over the date while under three days, even across years', () => {
    expect(timeAgo(local(2025, 12, 31, 23, 0), local(2026, 1, 3, 10, 0))).toBe('2天前')
  })
  it('says 昨天 across a year boundary', () => {
    expect(timeAgo(local(2025, 12, 31, 8, 0), local(2026, 1, 1, 9, 0))).toBe('昨天 08:00')
  })
  it('accepts the server string form and epoch seconds', () => {
    expect(timeAgo('2026-11-22 15:00:00', NOW)).toBe('30分钟前')
    expect(timeAgo(Math.floor(ago(2 * HOUR).getTime() / 1000), NOW)).toBe('2小时前')
  })
  it('gives an empty string for unparseable input', () => {
    expect(timeAgo('garbage', NOW)).toBe('')
    expect(timeAgo(NOW, 'garbage')).toBe('')
  })
  it('uses the real clock by default', () => {
    expect(timeAgo(new Date())).toBe('刚刚')
  })
})

describe('timeAgoAlt (alternative rule)', () => {
  it('says 刚刚 under 300 seconds and for the future', () => {
    expect(timeAgoAlt(ago(0), NOW)).toBe('刚刚')
    expect(timeAgoAlt(ago(299 * SECOND), NOW)).toBe('刚刚')
    expect(timeAgoAlt(new Date(NOW.getTime() + HOUR), NOW)).toBe('刚刚')
  })
  it('counts minutes from 5 to 59', () => {
    expect(timeAgoAlt(ago(300 * SECOND), NOW)).toBe('5分钟前')
    expect(timeAgoAlt(ago(59 * MINUTE), NOW)).toBe('59分钟前')
  })
  it('counts hours under a day', () => {
    expect(timeAgoAlt(ago(HOUR), NOW)).toBe('1小时前')
    expect(timeAgoAlt(ago(23 * HOUR), NOW)).toBe('23小时前')
  })
  it('counts days up to 30', () => {
    expect(timeAgoAlt(ago(DAY), NOW)).toBe('1天前')
    expect(timeAgoAlt(ago(30 * DAY + HOUR), NOW)).toBe('30天前')
  })
  it('writes the date after 30 days by default', () => {
    expect(timeAgoAlt(local(2026, 9, 1, 10, 0), NOW)).toBe('2026-09-01')
  })
  it('takes a date pattern', () => {
    expect(timeAgoAlt(local(2026, 9, 1, 10, 0), NOW, { pattern: 'YYYY/MM/DD HH:mm' })).toBe('2026/09/01 10:00')
  })
  it('writes months and years when format is false', () => {
    expect(timeAgoAlt(ago(31 * DAY), NOW, { format: false })).toBe('1个月前')
    expect(timeAgoAlt(ago(200 * DAY), NOW, { format: false })).toBe('6个月前')
    expect(timeAgoAlt(ago(364 * DAY), NOW, { format: false })).toBe('1年前')
    expect(timeAgoAlt(ago(800 * DAY), NOW, { format: false })).toBe('2年前')
  })
  it('gives an empty string for unparseable input', () => {
    expect(timeAgoAlt('nope', NOW)).toBe('')
  })
})

describe('timeAgo in other zones than the device', () => {
  // The rule as zoned dayjs moments state it (how timeAgo computed it before its arithmetic on zone fields).
  function byMoments(date: string | number, now: number): string {
    const then = toDayjs(date)!
    const current = toDayjs(now)!
    const elapsed = current.diff(then)
    if (elapsed < MINUTE) return '刚刚'
    if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}分钟前`
    if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}小时前`
    const calendarDays = current.startOf('day').diff(then.startOf('day'), 'day')
    if (calendarDays === 1) return `昨天 ${then.format('HH:mm')}`
    if (calendarDays === 2) return `前天 ${then.format('HH:mm')}`
    if (elapsed < 3 * DAY) return `${Math.floor(elapsed / DAY)}天前`
    return then.year() === current.year() ? then.format('MM-DD') : then.format('YYYY-MM-DD')
  }

  afterEach(() => setPortalZone(Intl.DateTimeFormat().resolvedOptions().timeZone))

  it.each(['Asia/Shanghai', 'America/New_York', 'Europe/London', 'UTC'])('agrees with zoned moments in %s', (zone) => {
    setPortalZone(zone)
    // Nows around a new year and both daylight-saving changes; moments from seconds to 400 days before.
    const nows = [Date.UTC(2027, 0, 1, 3, 10), Date.UTC(2026, 2, 8, 7, 30), Date.UTC(2026, 10, 1, 5, 45), Date.UTC(2026, 5, 15, 12)]
    const gaps = [
      30e3,
      5 * MINUTE,
      3 * HOUR,
      20 * HOUR,
      25 * HOUR,
      40 * HOUR,
      50 * HOUR,
      70 * HOUR,
      80 * HOUR,
      9 * DAY,
      200 * DAY,
      400 * DAY,
    ]
    for (const now of nows) {
      for (const gap of gaps) {
        const iso = new Date(now - gap).toISOString()
        expect({ zone, iso, text: timeAgo(iso, now) }).toEqual({ zone, iso, text: byMoments(iso, now) })
      }
    }
  })

  it('reads a wall-clock string in the portal zone', () => {
    setPortalZone('Asia/Shanghai')
    const now = Date.UTC(2026, 10, 22, 4) // 12:00 in Shanghai
    expect(timeAgo('2026-11-21 09:05:00', now)).toBe('昨天 09:05')
    expect(timeAgo('2026-11-20T23:59:00', now)).toBe('前天 23:59')
    expect(timeAgo('2025-12-31 23:00:00', now)).toBe('2025-12-31')
  })
})
