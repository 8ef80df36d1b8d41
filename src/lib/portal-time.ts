import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc'
import timezone from 'dayjs/plugin/timezone'
import zoneFields from './dayjs-zone-fields'

dayjs.extend(utc)
dayjs.extend(timezone)
dayjs.extend(zoneFields)

/**
 * The one place user-visible times are read and written. Every time shows in the portal's time zone
 * (TimezoneStore's global zone, default Asia/Shanghai), never the device's: a phone set to UTC used to
 * show a 23:00 entry at 07:00 and other pages disagreed with the schedule.
 */
export const DEFAULT_PORTAL_ZONE = 'Asia/Shanghai'

let zone = DEFAULT_PORTAL_ZONE

/** Called by TimezoneStore whenever its global zone is set. */
export function setPortalZone(value: string): void {
  zone = value || DEFAULT_PORTAL_ZONE
}

export function portalZone(): string {
  return zone
}

/**
 * A moment as the server and pages give it: a Date, epoch milliseconds, epoch seconds (any number
 * below 1e12 is read as seconds), a numeric string, an ISO string with its offset, or a wall-clock
 * string without one such as '2026-11-20 10:00:00' (read as the portal zone's wall clock).
 */
export type TimeInput = Date | number | string

const SECONDS_THRESHOLD = 1e12
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i

type Normalized = { instant: number } | { wallClock: string } | null

/** Epoch milliseconds for everything but a wall-clock string, which needs the zone to be read. */
function normalize(input: TimeInput | null | undefined): Normalized {
  if (input === null || input === undefined || input === '') return null
  let value: Date | number | string = input
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) value = Number(value)
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    return { instant: Math.abs(value) < SECONDS_THRESHOLD ? value * 1000 : value }
  }
  if (typeof value === 'string' && !HAS_OFFSET.test(value.trim())) return { wallClock: value.trim().replace('T', ' ') }
  // dayjs reads a Date, and a string with its offset, as `new Date(value)` does.
  const instant = new Date(value).getTime()
  return Number.isNaN(instant) ? null : { instant }
}

function readWallClock(text: string, z: string): Dayjs | null {
  if (!dayjs(text).isValid()) return null
  const wall = dayjs.tz(text, z)
  return wall.isValid() ? wall : null
}

/** The moment in the portal zone (`z`), or null when unreadable. */
export function inPortalZone(input: TimeInput | null | undefined, z: string = zone): Dayjs | null {
  const value = normalize(input)
  if (!value) return null
  if ('wallClock' in value) return readWallClock(value.wallClock, z)
  return dayjs(value.instant).tz(z)
}

/**
 * The moment as epoch milliseconds, or null when unreadable: what inPortalZone reads, without building a
 * zoned dayjs (lists such as the home's news format many times on first draw; see time-ago.ts).
 */
export function portalInstant(input: TimeInput | null | undefined, z: string = zone): number | null {
  const value = normalize(input)
  if (!value) return null
  if ('wallClock' in value) return readWallClock(value.wallClock, z)?.valueOf() ?? null
  return value.instant
}

/** `pattern` (dayjs) of the moment in the portal zone; '' when unreadable. */
export function formatPortalTime(input: TimeInput | null | undefined, pattern = 'YYYY-MM-DD HH:mm', z: string = zone): string {
  return inPortalZone(input, z)?.format(pattern) ?? ''
}

/** Now, in the portal zone. */
export function portalNow(z: string = zone): Dayjs {
  return dayjs().tz(z)
}

/** The moment a wall-clock time of the portal zone stands for (date-time pickers give wall-clock parts). */
export function fromPortalWallTime(year: number, month: number, day: number, hour = 0, minute = 0, z: string = zone): Date {
  const pad = (n: number) => String(n).padStart(2, '0')
  return dayjs.tz(`${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}`, z).toDate()
}

/**
 * A Date whose device-local fields read as the portal zone's wall clock at `instant`. NutUI's
 * DatePicker shows a Date by its device-local fields, so this is what a picker is given.
 */
export function toPickerDate(instant: Date, z: string = zone): Date {
  const t = dayjs(instant).tz(z)
  return new Date(t.year(), t.month(), t.date(), t.hour(), t.minute())
}

/** The instant a picker's [year, month, day, hour, minute] stands for, read as the portal wall clock. */
export function fromPickerValues(values: ReadonlyArray<string | number>, z: string = zone): Date {
  const [y, mo, d, h = 0, mi = 0] = values.map(Number)
  return fromPortalWallTime(y, mo, d, h, mi, z)
}
