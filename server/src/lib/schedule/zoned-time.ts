/**
 * Wall clock ↔ instant in an IANA zone, on Intl only. A "wall" date carries the zone's local fields in its UTC
 * fields (floating time): recurrence is computed on walls, so 09:00 stays 09:00 local across DST changes.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterOf(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(zone, f)
  }
  return f
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isKnownZone(zone: string): boolean {
  try {
    formatterOf(zone)
    return true
  } catch {
    return false
  }
}

function partsWall(instant: Date, zone: string): number {
  const parts: Record<string, number> = {}
  for (const p of formatterOf(zone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value)
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!)
}

// Offsets change only on quarter-hour boundaries in every IANA zone: one Intl call per zone and quarter hour
// (formatToParts is the cost of expanding a month of events).
const QUARTER = 900_000
const offsets = new Map<string, number>()

/** Offset of the zone from UTC at `instant`, in ms. */
export function offsetAt(instant: Date, zone: string): number {
  const bucket = Math.floor(instant.getTime() / QUARTER)
  const key = `${zone}|${bucket}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    const at = new Date(bucket * QUARTER)
    offset = partsWall(at, zone) - at.getTime()
    if (offsets.size > 200_000) offsets.clear()
    offsets.set(key, offset)
  }
  return offset
}

/** The zone's local time of `instant`, as a floating wall date. */
export function wallOf(instant: Date, zone: string): Date {
  return new Date(instant.getTime() + offsetAt(instant, zone))
}

/**
 * The instant at which the zone's clock shows `wall`. A wall time skipped by a spring-forward gap moves forward
 * by the gap (02:30 → 03:30), as RFC 5545 says; an ambiguous one takes the first (daylight) occurrence.
 */
export function instantOf(wall: Date, zone: string): Date {
  const w = wall.getTime()
  // The offsets half a day either side bracket any change near this wall time.
  const before = offsetAt(new Date(w - 43_200_000), zone)
  const after = offsetAt(new Date(w + 43_200_000), zone)
  const matches = [w - before, w - after].filter((t) => wallOf(new Date(t), zone).getTime() === w)
  return new Date(matches.length ? Math.min(...matches) : w - before)
}
