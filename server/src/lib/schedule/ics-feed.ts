import type { scheduleEventOverrides, scheduleEvents } from '../../db/schema/index'
import { offsetAt, wallOf } from './zoned-time'

type EventRow = typeof scheduleEvents.$inferSelect
type OverrideRow = typeof scheduleEventOverrides.$inferSelect

const DAY = 86_400_000

/** RFC 5545 §3.3.11 text escaping. */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
const wall = (d: Date, zone: string) => utc(wallOf(d, zone)).slice(0, 15)
const date = (d: Date, zone: string) => wall(d, zone).slice(0, 8)
const offset = (ms: number) => {
  const minutes = Math.round(ms / 60_000)
  const abs = Math.abs(minutes)
  return `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`
}

/** RFC 5545 §3.1: lines over 75 octets continue after CRLF and a space (never inside a UTF-8 character). */
function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  out.push(current)
  return out.join('\r\n ')
}

/** The zone's offset changes between `from` and `to` (found day by day, then to the minute). */
function transitions(zone: string, from: Date, to: Date): Array<{ at: Date; before: number; after: number }> {
  const found: Array<{ at: Date; before: number; after: number }> = []
  let previous = offsetAt(from, zone)
  for (let t = from.getTime() + DAY; t <= to.getTime(); t += DAY) {
    const now = offsetAt(new Date(t), zone)
    if (now === previous) continue
    let lo = t - DAY
    let hi = t
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 2 / 60_000) * 60_000
      if (offsetAt(new Date(mid), zone) === previous) lo = mid
      else hi = mid
    }
    found.push({ at: new Date(hi), before: previous, after: now })
    previous = now
  }
  return found
}

/**
 * VTIMEZONE for an IANA zone over the years the feed spans: one observance per offset change, each with the
 * wall time it starts at (as RFC 5545 wants), so calendar apps need no zone database of their own.
 */
export function vtimezone(zone: string, from: Date, to: Date): string[] {
  const changes = transitions(zone, from, to)
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`]
  if (!changes.length) {
    const o = offset(offsetAt(from, zone))
    lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${o}`, `TZOFFSETTO:${o}`, 'END:STANDARD')
  } else {
    const first = changes[0]!
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset(first.before)}`,
      `TZOFFSETTO:${offset(first.before)}`,
      'END:STANDARD',
    )
    for (const change of changes) {
      const kind = change.after > change.before ? 'DAYLIGHT' : 'STANDARD'
      const startsAt = utc(new Date(change.at.getTime() + change.before)).slice(0, 15)
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${startsAt}`,
        `TZOFFSETFROM:${offset(change.before)}`,
        `TZOFFSETTO:${offset(change.after)}`,
        `END:${kind}`,
      )
    }
  }
  lines.push('END:VTIMEZONE')
  return lines
}

function when(name: string, at: Date, event: EventRow): string {
  return event.allDay ? `${name};VALUE=DATE:${date(at, event.timeZone)}` : `${name};TZID=${event.timeZone}:${wall(at, event.timeZone)}`
}

function vevent(event: EventRow, stamp: Date, override?: OverrideRow): string[] {
  const start = override?.startAt ?? event.startAt
  const end = override?.endAt ?? event.endAt
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utc(stamp)}`, when('DTSTART', start, event), when('DTEND', end, event)]
  if (override) lines.push(when('RECURRENCE-ID', override.recurrenceId, event))
  else {
    if (event.rrule) lines.push(`RRULE:${event.rrule}`)
    for (const ex of event.exdates) lines.push(when('EXDATE', ex, event))
  }
  lines.push(`SUMMARY:${text(override?.title ?? event.title)}`)
  const location = override?.location ?? event.location
  const notes = override?.notes ?? event.notes
  if (location) lines.push(`LOCATION:${text(location)}`)
  if (notes) lines.push(`DESCRIPTION:${text(notes)}`)
  for (const minutes of event.reminders) {
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${text(event.title)}`, `TRIGGER:-PT${minutes}M`, 'END:VALARM')
  }
  lines.push('END:VEVENT')
  return lines
}

/** A VCALENDAR of events with their overrides, one VTIMEZONE per zone used; CRLF line endings, folded. */
export function buildFeed(name: string, events: readonly EventRow[], overrides: readonly OverrideRow[], stamp: Date): string {
  const zones = new Map<string, { from: Date; to: Date }>()
  for (const e of events) {
    if (e.allDay) continue
    const span = zones.get(e.timeZone) ?? { from: e.startAt, to: e.startAt }
    const last = e.lastEndAt ?? new Date(stamp.getTime() + 2 * 365 * DAY)
    zones.set(e.timeZone, { from: e.startAt < span.from ? e.startAt : span.from, to: last > span.to ? last : span.to })
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//campus-portal//schedule//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
  ]
  for (const [zone, span] of zones)
    lines.push(...vtimezone(zone, new Date(span.from.getTime() - 366 * DAY), new Date(span.to.getTime() + DAY)))
  for (const e of events) {
    lines.push(...vevent(e, stamp))
    for (const o of overrides.filter((x) => x.eventId === e.id)) lines.push(...vevent(e, stamp, o))
  }
  lines.push('END:VCALENDAR')
  return lines.map(fold).join('\r\n') + '\r\n'
}
