/** Spec §5: the date-time picker spans 10 years before to 10 years after the current year (the server refuses other dates). */
import { PICKER_YEARS_AROUND } from '@contract/constants'
import type { Dayjs } from 'dayjs'
import { formatPortalTime, inPortalZone } from '@/lib/portal-time'

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

/** 'YYYY-MM-DD HH:mm' in the portal's time zone (lib/portal-time), as the schedule pages show it. */
export function formatDateTime(d: Date): string {
  return formatPortalTime(d, 'YYYY-MM-DD HH:mm')
}

/** Parses 'YYYY-MM-DD HH:mm[:ss]' (the portal zone's wall clock) or an ISO string; undefined when it is not a date. */
export function parseDateTime(text: string | undefined | null): Date | undefined {
  return inPortalZone(text)?.toDate()
}

/** Default slot for a new entry: the next whole hour of the portal zone, one hour long. */
export function defaultSlot(now: Date = new Date()): DateRange {
  const start = inPortalZone(now)!.startOf('hour').add(1, 'hour').toDate()
  return { start, end: new Date(start.getTime() + 3600_000) }
}

/**
 * The wall-clock start ('YYYY-MM-DD HH:mm') of a new event: the next whole hour after `now` (late in the evening that
 * is tomorrow's 00:00), or that hour of `chosenDay` when the tab had another day selected.
 */
export function newEventStart(now: Dayjs, chosenDay?: string): string {
  const next = now.startOf('hour').add(1, 'hour')
  const otherDay = chosenDay && /^\d{4}-\d{2}-\d{2}$/.test(chosenDay) && chosenDay !== now.format('YYYY-MM-DD')
  return otherDay ? `${chosenDay} ${next.format('HH')}:00` : next.format('YYYY-MM-DD HH:mm')
}
