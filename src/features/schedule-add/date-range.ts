/** Spec §5: the date-time picker spans 10 years before to 10 years after the current year (the server refuses other dates). */
import { PICKER_YEARS_AROUND } from '@contract/constants'

export { PICKER_YEARS_AROUND }

export interface DateRange {
  start: Date
  end: Date
}

/** From 1 January (year − 10) 00:00 to 31 December (year + 10) 23:59 of `now`'s year. */
export function pickerRange(now: Date = new Date()): DateRange {
  const year = now.getFullYear()
  return {
    start: new Date(year - PICKER_YEARS_AROUND, 0, 1, 0, 0, 0),
    end: new Date(year + PICKER_YEARS_AROUND, 11, 31, 23, 59, 0),
  }
}

/** A date moved into the picker's range (NutUI shows nothing for an out-of-range value). */
export function clampToRange(date: Date, range: DateRange = pickerRange()): Date {
  if (date < range.start) return new Date(range.start)
  if (date > range.end) return new Date(range.end)
  return date
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'YYYY-MM-DD HH:mm' in local time, the format the schedule calls take. */
export function formatDateTime(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** Parses 'YYYY-MM-DD HH:mm[:ss]' or an ISO string; undefined when it is not a date. */
export function parseDateTime(text: string | undefined | null): Date | undefined {
  if (!text) return undefined
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim())
  const d = m ? new Date(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], m[6] ? +m[6] : 0) : new Date(text)
  return Number.isNaN(d.getTime()) ? undefined : d
}

/** Default slot for a new entry: the next whole hour, one hour long. */
export function defaultSlot(now: Date = new Date()): DateRange {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), now.getHours() + 1, 0, 0)
  return { start, end: new Date(start.getTime() + 3600_000) }
}
