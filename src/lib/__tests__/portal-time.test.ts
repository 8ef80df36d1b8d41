import { formatPortalTime, fromPortalWallTime, inPortalZone, portalZone, setPortalZone, DEFAULT_PORTAL_ZONE } from '@/lib/portal-time'
import { timeAgo } from '@/lib/time-ago'
import { TimezoneStore } from '@/stores/timezone-store'

// The machine running these tests is on UTC (as a phone set to UTC would be): results must not follow it.
const utcDevice = Intl.DateTimeFormat().resolvedOptions().timeZone

afterEach(() => setPortalZone(DEFAULT_PORTAL_ZONE))

describe('portal time', () => {
  it('writes an instant in the portal zone, not the device zone', () => {
    // 23:00 in Shanghai is 15:00 UTC: the schedule used to show 07:00 for a 23:00 entry.
    expect(formatPortalTime('2026-11-22T15:00:00.000Z')).toBe('2026-11-22 23:00')
    expect(formatPortalTime(new Date(Date.UTC(2026, 10, 22, 15, 0)), 'HH:mm')).toBe('23:00')
    expect(formatPortalTime(Date.UTC(2026, 10, 22, 15, 0) / 1000, 'HH:mm')).toBe('23:00')
  })

  it('reads a wall-clock string without offset as the portal zone', () => {
    expect(inPortalZone('2026-11-22 23:00:00')?.toISOString()).toBe('2026-11-22T15:00:00.000Z')
    expect(formatPortalTime('2026-11-22 23:00:00', 'HH:mm')).toBe('23:00')
  })

  it('turns picker parts into the instant of that portal wall clock', () => {
    expect(fromPortalWallTime(2026, 11, 22, 23, 0).toISOString()).toBe('2026-11-22T15:00:00.000Z')
    expect(fromPortalWallTime(2026, 11, 22, 23, 0, 'Europe/London').toISOString()).toBe('2026-11-22T23:00:00.000Z')
  })

  it('gives empty text for nothing or nonsense', () => {
    expect(formatPortalTime(null)).toBe('')
    expect(formatPortalTime('not a time')).toBe('')
  })

  it('follows the TimezoneStore global zone', () => {
    const store = new TimezoneStore()
    expect(portalZone()).toBe('Asia/Shanghai')
    store.setGlobal('America/New_York')
    expect(portalZone()).toBe('America/New_York')
    expect(formatPortalTime('2026-11-22T15:00:00.000Z', 'HH:mm')).toBe('10:00')
    store.setGlobal('Asia/Shanghai')
  })

  it('time-ago counts calendar days of the portal zone', () => {
    // Now 2026-11-23 07:00 Shanghai (22nd 23:00 UTC); 2026-11-21 17:05 Shanghai is 前天 there (昨天 in UTC).
    const now = new Date('2026-11-22T23:00:00.000Z')
    expect(timeAgo('2026-11-21T09:05:00.000Z', now)).toBe('前天 17:05')
    expect(utcDevice).toBeTruthy()
  })
})
