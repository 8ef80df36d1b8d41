import type { CalendarEntry } from './bridge-types'

/** RFC 5545 §3.3.11: backslash, semicolon and comma are escaped; newlines become `\n`. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** UTC date-time in the basic form `20261120T020000Z`. */
export function icsUtc(moment: Date | number): string {
  return new Date(moment)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) as number
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF and a space. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = utf8Length(char)
    const limit = pieces.length === 0 ? 75 : 74
    if (octets + size > limit) {
      pieces.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  pieces.push(current)
  return pieces.join('\r\n ')
}

export interface IcsOptions {
  /** Unique id of the event; generated from the time and a random part when absent. */
  uid?: string
  /** Creation stamp (defaults to now). */
  now?: Date | number
}

/** A one-event VCALENDAR, CRLF line endings, times in UTC. */
export function buildIcs(entry: CalendarEntry, options: IcsOptions = {}): string {
  const stamp = options.now ?? Date.now()
  const uid = options.uid ?? `${icsUtc(stamp)}-${Math.random().toString(36).slice(2, 10)}@campus-portal`
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//campus-portal//calendar//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${icsUtc(stamp)}`,
    `DTSTART:${icsUtc(entry.start)}`,
    `DTEND:${icsUtc(entry.end)}`,
    `SUMMARY:${escapeIcsText(entry.title)}`,
    ...(entry.location ? [`LOCATION:${escapeIcsText(entry.location)}`] : []),
    ...(entry.notes ? [`DESCRIPTION:${escapeIcsText(entry.notes)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return lines.map(foldIcsLine).join('\r\n') + '\r\n'
}

/** A file name safe on every OS, from the event title. */
export function icsFileName(title: string): string {
  const safe = title
    .replace(/[\\/:*?"<>|\r\n\t]+/g, '_')
    .trim()
    .slice(0, 60)
  return `${safe || 'event'}.ics`
}
