/**
 * Wall clock ↔ instant in an IANA zone, on Intl only. A "wall" date carries the zone's local fields in its UTC
 * fields (floating time): recurrence is computed on walls, so 09:00 stays 09:00 local across DST changes.
 */
import { wallClockAsUtc } from '@contract/zoned-time'

export { isKnownZone } from '@contract/zoned-time'

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
    offset = wallClockAsUtc(at.getTime(), zone) - at.getTime()
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
