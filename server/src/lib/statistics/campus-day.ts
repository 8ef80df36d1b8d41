import { zoneFields } from '@contract/zoned-time'

/** The zone the statistics' days are counted in: a campus day runs from midnight to midnight there. */
export const STATS_ZONE = 'Asia/Shanghai'

const two = (n: number) => String(n).padStart(2, '0')

/** The campus day (YYYY-MM-DD) an instant falls on. */
export function campusDay(at: Date): string {
  const [year, month, day] = zoneFields(at.getTime(), STATS_ZONE)
  return `${year}-${two(month)}-${two(day)}`
}

/** `day` moved by `days` (calendar arithmetic on the date alone). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(at.getTime())) return ''
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}

/** Every day from `from` to `to`, both included (empty when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}
