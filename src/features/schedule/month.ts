import dayjs, { type Dayjs } from 'dayjs'
import { zoneFields } from '@/lib/dayjs-zone-fields'
import { inPortalZone, portalInstant } from '@/lib/portal-time'
import type { Occurrence } from '@contract/schedule'

/** Spec §9: the month view spans 3 months. */
export const CALENDAR_MONTHS = 3

const at = (t: string | Date, zone: string): Dayjs => inPortalZone(t, zone) ?? dayjs(Number.NaN)
export const dayKeyOf = (t: string | Date, zone: string) => at(t, zone).format('YYYY-MM-DD')

/** The 3 months the calendar shows around `day` (the previous, its own and the next), as days and as instants. */
export function monthWindow(day: string, zone: string) {
  const first = dayjs(day).startOf('month').subtract(1, 'month')
  const last = first.add(CALENDAR_MONTHS, 'month').subtract(1, 'day')
  const from = at(first.format('YYYY-MM-DD'), zone).startOf('day')
  const to = at(last.format('YYYY-MM-DD'), zone).startOf('day').add(1, 'day')
  return { startDate: first.format('YYYY-MM-DD'), endDate: last.format('YYYY-MM-DD'), from: from.toISOString(), to: to.toISOString() }
}

const DAY_MS = 86_400_000

/** The instant, its calendar date in `zone` (as that date's UTC midnight) and whether it is the zone's midnight. */
function wallDay(t: string | Date, zone: string): { instant: number; date: number; midnight: boolean } | null {
  const instant = portalInstant(t, zone)
  if (instant === null) return null
  const [year, month, day, hour, minute] = zoneFields(instant, zone)
  return { instant, date: Date.UTC(year, month - 1, day), midnight: hour === 0 && minute === 0 }
}

/**
 * Days (YYYY-MM-DD in `zone`) an occurrence covers; an end exactly at midnight does not cover the next day; none
 * when a time cannot be read. By arithmetic on the zone's wall-clock fields and on calendar dates: the schedule tab
 * asks this of every occurrence of three months for its dots and again for each agenda day, and zoned dayjs moments
 * (a `tz`, a `startOf` and a `format` per day) made that the longest task of opening the tab (20–40 ms unthrottled).
 */
export function daysCovered(o: Pick<Occurrence, 'start' | 'end' | 'allDay' | 'timeZone'>, viewZone: string): string[] {
  // An all-day event is a date, not a span of instants: it keeps its dates in any zone.
  const zone = o.allDay ? o.timeZone : viewZone
  const start = wallDay(o.start, zone)
  const end = wallDay(o.end, zone)
  if (!start || !end) return []
  const lastDay = end.instant > start.instant && end.midnight ? end.date - DAY_MS : end.date
  const days: string[] = []
  for (let d = start.date; d <= lastDay && days.length < 400; d += DAY_MS) days.push(new Date(d).toISOString().slice(0, 10))
  return days
}

/** Per day, the colours of the calendars with events that day (distinct, at most 3: the dots under a date). */
export function dotsByDay(occurrences: readonly Occurrence[], zone: string): Map<string, string[]> {
  const dots = new Map<string, string[]>()
  for (const o of occurrences) {
    for (const day of daysCovered(o, zone)) {
      const list = dots.get(day) ?? []
      if (!list.includes(o.color) && list.length < 3) list.push(o.color)
      dots.set(day, list)
    }
  }
  return dots
}

/** Occurrences that touch `day`: all-day ones first, then by start. */
export function occurrencesOn(occurrences: readonly Occurrence[], day: string, zone: string): Occurrence[] {
  return occurrences
    .filter((o) => daysCovered(o, zone).includes(day))
    .sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.start.localeCompare(b.start))
}

/** The 7 days of the week around `day`, from Monday or Sunday. */
export function weekOf(day: string, weekStartsMonday: boolean): string[] {
  const d = dayjs(day)
  const offset = weekStartsMonday ? (d.day() + 6) % 7 : d.day()
  const first = d.subtract(offset, 'day')
  return Array.from({ length: 7 }, (_, i) => first.add(i, 'day').format('YYYY-MM-DD'))
}

/** 全天, 09:00 – 10:00, or with dates when it spans days (in the shown zone). */
export function occurrenceTime(o: Pick<Occurrence, 'start' | 'end' | 'allDay'>, zone: string): string {
  if (o.allDay) return '全天'
  const start = at(o.start, zone)
  const end = at(o.end, zone)
  if (start.isSame(end, 'day')) return `${start.format('HH:mm')} – ${end.format('HH:mm')}`
  return `${start.format('M月D日 HH:mm')} – ${end.format('M月D日 HH:mm')}`
}

/** Wall date and time of the instant in `zone` (the form's pickers). */
export const wallText = (t: string | Date, zone: string, pattern = 'YYYY-MM-DD HH:mm') => at(t, zone).format(pattern)

/** The instant of a wall date-time in `zone`. */
export function instantOfWall(text: string, zone: string): Date {
  return dayjs.tz(text, zone).toDate()
}
