// Wall-clock fields of an instant in an IANA zone, on Intl only: the client's dayjs zone plugin and the server's
// recurrence both read them here (no TypeBox here: the client bundles this file).

/** A zone's wall-clock fields: month 1-12, whole seconds. */
export type ZoneFields = [year: number, month: number, day: number, hour: number, minute: number, second: number]

const formats = new Map<string, Intl.DateTimeFormat>()
const POSITION: Record<string, number> = { year: 0, month: 1, day: 2, hour: 3, minute: 4, second: 5 }

/** One formatter per zone (building one is the cost; throws a RangeError for a zone the runtime does not know). */
function formatFor(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formats.set(zone, format)
  }
  return format
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isKnownZone(zone: string): boolean {
  try {
    formatFor(zone)
    return true
  } catch {
    return false
  }
}

/**
 * Zones that have kept one offset from UTC (minutes) since a moment (no daylight saving or change since; IANA
 * tzdata), so their fields are plain arithmetic from then on. The portal's default zone is the first: the
 * first `Intl.DateTimeFormat` of a page costs 50–100 ms while ICU loads its data, on the home tab's first
 * render. Earlier moments, and every other zone, go through Intl. The unit tests hold the table against Intl.
 */
export const FIXED_OFFSET_ZONES: Record<string, { offset: number; since: number }> = {
  'Asia/Shanghai': { offset: 480, since: Date.UTC(1992, 0, 1) }, // China's daylight saving ended in September 1991
  'Asia/Hong_Kong': { offset: 480, since: Date.UTC(1980, 0, 1) },
  'Asia/Macau': { offset: 480, since: Date.UTC(1980, 0, 1) },
  'Asia/Taipei': { offset: 480, since: Date.UTC(1980, 0, 1) },
  'Asia/Singapore': { offset: 480, since: Date.UTC(1983, 0, 1) }, // +08:00 from 1982
  'Asia/Tokyo': { offset: 540, since: Date.UTC(1952, 0, 1) },
  'Asia/Seoul': { offset: 540, since: Date.UTC(1989, 0, 1) },
  UTC: { offset: 0, since: -8.64e15 },
}

/** The zone's wall-clock fields at `timestamp` (whole seconds; month 1-12). */
export function zoneFields(timestamp: number, zone: string): ZoneFields {
  const fixed = FIXED_OFFSET_ZONES[zone]
  if (fixed && timestamp >= fixed.since) {
    const wall = new Date(timestamp + fixed.offset * 60_000)
    return [
      wall.getUTCFullYear(),
      wall.getUTCMonth() + 1,
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
    ]
  }
  const fields: ZoneFields = [0, 1, 1, 0, 0, 0]
  for (const part of formatFor(zone).formatToParts(timestamp)) {
    const at = POSITION[part.type]
    if (at !== undefined) fields[at] = Number(part.value)
  }
  if (fields[3] === 24) fields[3] = 0 // engines that still print midnight as 24 under h23
  return fields
}

/** The zone's wall-clock time at `timestamp` read as if it were UTC (floating time), in ms; whole seconds. */
export function wallClockAsUtc(timestamp: number, zone: string, fields = zoneFields(timestamp, zone)): number {
  const [year, month, day, hour, minute, second] = fields
  return Date.UTC(year, month - 1, day, hour, minute, second)
}

/** The zone's offset from UTC in minutes at `timestamp` (the wall clock minus the instant, both in whole seconds). */
export function zoneOffset(timestamp: number, zone: string, fields = zoneFields(timestamp, zone)): number {
  return (wallClockAsUtc(timestamp, zone, fields) - (timestamp - (timestamp % 1000))) / 60_000
}
