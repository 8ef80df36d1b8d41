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

/** The zone's local time of `instant`, as a floating wall date. */
export function wallOf(instant: Date, zone: string): Date {
  const parts: Record<string, number> = {}
  for (const p of formatterOf(zone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value)
  return new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!, instant.getUTCMilliseconds()))
}

/** Offset of the zone from UTC at `instant`, in ms. */
export function offsetAt(instant: Date, zone: string): number {
  return wallOf(instant, zone).getTime() - instant.getTime()
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
