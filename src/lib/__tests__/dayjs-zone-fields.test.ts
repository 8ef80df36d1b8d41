import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'
import zoneFieldsPlugin, { FIXED_OFFSET_ZONES, zoneFields, zoneOffset } from '@/lib/dayjs-zone-fields'

dayjs.extend(utc)
dayjs.extend(timezone)
dayjs.extend(zoneFieldsPlugin)

// A dayjs of its own with only the timezone plugin: what the cached conversion must agree with.
let pluginOnly: typeof dayjs
jest.isolateModules(() => {
  pluginOnly = require('dayjs')
  pluginOnly.extend(require('dayjs/plugin/utc'))
  pluginOnly.extend(require('dayjs/plugin/timezone'))
})

const ZONES = [
  'Asia/Shanghai',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe', // half-hour daylight saving
  'Asia/Kathmandu', // +05:45
  'America/St_Johns', // −03:30 / −02:30
  'Pacific/Chatham', // +12:45 / +13:45
  'UTC',
]

// Around the 2026 changes of several zones, midnight boundaries, and spread over years (1970 to 2060).
const MOMENTS = [
  Date.UTC(2026, 2, 8, 6, 59, 59, 999),
  Date.UTC(2026, 2, 8, 7, 0, 0, 1),
  Date.UTC(2026, 2, 29, 0, 59, 59),
  Date.UTC(2026, 2, 29, 1, 0, 0),
  Date.UTC(2026, 3, 4, 14, 59),
  Date.UTC(2026, 3, 4, 15, 0),
  Date.UTC(2026, 9, 25, 0, 30, 15, 250),
  Date.UTC(2026, 9, 25, 1, 30),
  Date.UTC(2026, 10, 1, 5, 30),
  Date.UTC(2026, 10, 1, 6, 30),
  Date.UTC(2026, 10, 22, 15, 0),
  Date.UTC(2026, 10, 22, 16, 0),
  0,
  ...Array.from({ length: 40 }, (_, i) => Date.UTC(1970 + i * 2, (i * 5) % 12, 1 + ((i * 7) % 28), (i * 3) % 24, (i * 11) % 60, i, i * 17)),
]

const view = (d: dayjs.Dayjs) => [
  d.valueOf(),
  d.utcOffset(),
  d.format('YYYY-MM-DD HH:mm:ss.SSS Z'),
  (d as unknown as { $x: { $timezone?: string } }).$x.$timezone,
]

describe('cached zone conversion (dayjs-zone-fields)', () => {
  it('gives what the timezone plugin gives, for every zone and moment', () => {
    for (const zone of ZONES) {
      for (const at of MOMENTS) {
        expect({ zone, at, got: view(dayjs(at).tz(zone)) }).toEqual({ zone, at, got: view(pluginOnly(at).tz(zone)) })
      }
    }
  })

  it('gives the same start of day, week and month, and the same keep-local-time moment', () => {
    for (const zone of ZONES) {
      for (const at of MOMENTS) {
        const ours = dayjs(at).tz(zone)
        const theirs = pluginOnly(at).tz(zone)
        for (const unit of ['day', 'week', 'month'] as const) {
          expect({ zone, at, unit, got: view(ours.startOf(unit)) }).toEqual({ zone, at, unit, got: view(theirs.startOf(unit)) })
        }
        expect({ zone, at, got: view(dayjs(at).tz(zone, true)) }).toEqual({ zone, at, got: view(pluginOnly(at).tz(zone, true)) })
      }
    }
  })

  it('reads a wall-clock time in a zone (dayjs.tz(text, zone)) as the plugin does', () => {
    const texts = [
      '2026-11-20 10:00',
      '2026-11-23 00:00:00',
      '2026-03-08 02:30', // New York's skipped hour
      '2026-11-01 01:30', // New York's repeated hour
      '2026-10-04 02:15', // Lord Howe's half-hour change
      '2026-12-31 23:59:59',
      '1991-09-15 00:30', // Shanghai before FIXED_OFFSET_ZONES' moment: Intl decides
      '1970-01-01 00:00',
      '2060-06-15 12:00',
    ]
    for (const zone of [...ZONES, ...Object.keys(FIXED_OFFSET_ZONES)]) {
      for (const text of texts) {
        const ours = dayjs.tz(text, zone)
        const theirs = pluginOnly.tz(text, zone)
        expect({ zone, text, got: view(ours) }).toEqual({ zone, text, got: view(theirs) })
        expect({ zone, text, got: view(ours.startOf('day')) }).toEqual({ zone, text, got: view(theirs.startOf('day')) })
      }
    }
    expect(dayjs.tz('nonsense', 'Asia/Shanghai').isValid()).toBe(false)
    expect(typeof dayjs.tz.guess()).toBe('string')
  })

  it('reads a wall-clock time in a fixed-offset zone without Intl', () => {
    // The plugin reads an offset with formatToParts on its (cached) formatter at every call.
    const spy = jest.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')
    try {
      expect(dayjs.tz('2026-11-23 00:00', 'Asia/Shanghai').toISOString()).toBe('2026-11-22T16:00:00.000Z')
      expect(dayjs.tz('2026-11-23 09:30', 'Asia/Tokyo').format('YYYY-MM-DD HH:mm Z')).toBe('2026-11-23 09:30 +09:00')
      expect(spy).not.toHaveBeenCalled()
    } finally {
      spy.mockRestore()
    }
  })

  it('reads wall-clock fields and offsets of a zone', () => {
    expect(zoneFields(Date.UTC(2026, 10, 22, 16, 0), 'Asia/Shanghai')).toEqual([2026, 11, 23, 0, 0, 0])
    expect(zoneOffset(Date.UTC(2026, 10, 22, 16, 0), 'Asia/Shanghai')).toBe(480)
    expect(zoneOffset(Date.UTC(2026, 6, 1), 'America/New_York')).toBe(-240)
    expect(zoneOffset(Date.UTC(2026, 0, 1), 'Asia/Kathmandu')).toBe(345)
  })

  it('leaves invalid moments and the default zone to the plugin', () => {
    expect(dayjs('nonsense').tz('Asia/Shanghai').isValid()).toBe(false)
    dayjs.tz.setDefault('Europe/London')
    try {
      expect(
        dayjs(Date.UTC(2026, 6, 1, 12))
          .tz()
          .format('HH:mm Z'),
      ).toBe('13:00 +01:00')
    } finally {
      dayjs.tz.setDefault()
    }
  })
})

describe('zones of one fixed offset', () => {
  it('agree with Intl from the moment the table names, over the years since', () => {
    const intl = (zone: string, at: number) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }).formatToParts(at)
      const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
      return [get('year'), get('month'), get('day'), get('hour') % 24, get('minute'), get('second')]
    }
    for (const [zone, { since }] of Object.entries(FIXED_OFFSET_ZONES)) {
      const from = Math.max(since, Date.UTC(1970, 0, 1))
      const to = Date.UTC(2040, 0, 1)
      for (let at = from; at < to; at += 7 * 86_400_000 + 3_601_000) {
        expect({ zone, at, fields: zoneFields(at, zone) }).toEqual({ zone, at, fields: intl(zone, at) })
      }
    }
  })
})
