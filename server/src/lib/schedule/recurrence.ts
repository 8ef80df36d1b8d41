import * as rrule from 'rrule'
import type { Options } from 'rrule'
import { badRequest } from '../common/api-error'
import { instantOf, wallOf } from './zoned-time'

// rrule's Node entry is a UMD bundle: under Node's ESM loader its exports sit on `default`.
const { RRule } = ((rrule as { default?: typeof rrule }).default ?? rrule) as typeof rrule
type RRule = rrule.RRule

/** A series may have at most this many occurrences (COUNT or UNTIL); one window at most this many in total. */
export const MAX_OCCURRENCES = 5000
/** Events and rule ends lie within this many years of now (spec §5: the picker spans ±10 years). */
export const YEARS_AROUND = 10
const DAY = 86_400_000
// Keys of RFC 5545 RRULE this server understands; anything else is refused rather than silently ignored.
const RULE_KEYS = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'WKST'])

export interface Series {
  id: number
  title: string
  location: string
  notes: string
  startAt: Date
  endAt: Date
  timeZone: string
  rrule: string | null
  exdates: readonly Date[]
  overrides?: readonly SeriesOverride[]
}

export interface SeriesOverride {
  recurrenceId: Date
  title: string
  startAt: Date
  endAt: Date
  location: string
  notes: string
}

export interface Occurrence {
  eventId: number
  /** Original start of the occurrence of a series (its RECURRENCE-ID); null for a single event. */
  recurrenceId: Date | null
  title: string
  location: string
  notes: string
  start: Date
  end: Date
}

/** Whether `at` is within ±10 years of `now`'s year (the picker's range). */
export function withinYears(at: Date, now: Date): boolean {
  const year = at.getUTCFullYear()
  const current = now.getUTCFullYear()
  return year >= current - YEARS_AROUND && year <= current + YEARS_AROUND
}

/** The rule body (no DTSTART) as rrule options, refusing keys and values this server does not take. */
export function parseRuleBody(body: string): Partial<Options> {
  const text = body.replace(/^RRULE:/i, '').trim()
  for (const part of text.split(';')) {
    const key = part.split('=')[0]?.toUpperCase() ?? ''
    if (!RULE_KEYS.has(key)) throw badRequest(`重复规则不支持 ${key || '空项'}`)
  }
  let options: Partial<Options>
  try {
    options = RRule.parseString(text)
  } catch {
    throw badRequest('重复规则格式不正确')
  }
  if (options.freq === undefined) throw badRequest('重复规则缺少 FREQ')
  if (options.freq > RRule.DAILY) throw badRequest('重复频率最小为每天')
  if (options.interval !== undefined && (options.interval < 1 || options.interval > 999)) throw badRequest('重复间隔应为 1 至 999')
  if (options.count !== undefined && options.count !== null && (options.count < 1 || options.count > MAX_OCCURRENCES)) {
    throw badRequest(`重复次数应为 1 至 ${MAX_OCCURRENCES} 次`)
  }
  // A date-only UNTIL includes its whole day.
  if (options.until && !/UNTIL=\d{8}T/i.test(text)) options.until = new Date(options.until.getTime() + DAY - 1000)
  return options
}

/** The rule on floating wall times of the series' zone (DST-safe: 09:00 stays 09:00 local). */
function wallRule(series: Pick<Series, 'startAt' | 'timeZone' | 'rrule'>): RRule {
  const options = parseRuleBody(series.rrule ?? '')
  const until = options.until ? wallOf(options.until, series.timeZone) : null
  return new RRule({ ...options, until, dtstart: wallOf(series.startAt, series.timeZone), tzid: null })
}

/**
 * Checks a series before it is stored and returns the end of its last occurrence (null when it never ends):
 * too many occurrences, none at all, or an end beyond ±10 years are refused.
 */
export function seriesEnd(series: Pick<Series, 'startAt' | 'endAt' | 'timeZone' | 'rrule'>, now: Date): Date | null {
  if (!series.rrule) return series.endAt
  const rule = wallRule(series)
  if (!rule.options.count && !rule.options.until) return null
  const walls = rule.all((_, i) => i <= MAX_OCCURRENCES)
  if (walls.length > MAX_OCCURRENCES) throw badRequest(`重复日程最多 ${MAX_OCCURRENCES} 次`)
  const last = walls.at(-1)
  if (!last) throw badRequest('重复规则没有产生任何日程')
  const end = new Date(instantOf(last, series.timeZone).getTime() + (series.endAt.getTime() - series.startAt.getTime()))
  if (!withinYears(end, now)) throw badRequest(`重复结束时间须在前后 ${YEARS_AROUND} 年内`)
  return end
}

/** Occurrences of a series overlapping [from, to), by start; exdates removed and overrides applied. */
export function expandSeries(series: Series, from: Date, to: Date, limit = MAX_OCCURRENCES): Occurrence[] {
  const duration = series.endAt.getTime() - series.startAt.getTime()
  const base = { eventId: series.id, title: series.title, location: series.location, notes: series.notes }
  if (!series.rrule) {
    return series.startAt < to && series.endAt > from ? [{ ...base, recurrenceId: null, start: series.startAt, end: series.endAt }] : []
  }
  const overrides = new Map((series.overrides ?? []).map((o) => [o.recurrenceId.getTime(), o]))
  const excluded = new Set(series.exdates.map((d) => d.getTime()))
  // A wall window a day wider than the instant window covers every zone offset (at most ±14 h).
  const wallFrom = new Date(from.getTime() - duration - DAY)
  const wallTo = new Date(to.getTime() + DAY)
  const walls = wallRule(series).between(wallFrom, wallTo, true, (_, i) => i <= limit)
  if (walls.length > limit) throw badRequest('所选时间范围内的日程过多，请缩小范围')
  const out: Occurrence[] = []
  for (const wall of walls) {
    const start = instantOf(wall, series.timeZone)
    if (excluded.has(start.getTime())) continue
    const changed = overrides.get(start.getTime())
    const occurrence: Occurrence = changed
      ? {
          ...base,
          recurrenceId: start,
          title: changed.title,
          location: changed.location,
          notes: changed.notes,
          start: changed.startAt,
          end: changed.endAt,
        }
      : { ...base, recurrenceId: start, start, end: new Date(start.getTime() + duration) }
    if (occurrence.start < to && occurrence.end > from) out.push(occurrence)
  }
  // An override moved into the window from an occurrence outside it.
  for (const [original, changed] of overrides) {
    if (excluded.has(original) || out.some((o) => o.recurrenceId?.getTime() === original)) continue
    const wall = wallOf(new Date(original), series.timeZone)
    if (wall >= wallFrom && wall <= wallTo) continue
    if (changed.startAt < to && changed.endAt > from) {
      out.push({
        ...base,
        recurrenceId: new Date(original),
        title: changed.title,
        location: changed.location,
        notes: changed.notes,
        start: changed.startAt,
        end: changed.endAt,
      })
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime())
}

/** Whether `at` is the start of an occurrence of the series (before exdates). */
export function isOccurrence(series: Pick<Series, 'startAt' | 'timeZone' | 'rrule'>, at: Date): boolean {
  if (!series.rrule) return at.getTime() === series.startAt.getTime()
  const wall = wallOf(at, series.timeZone)
  const hit = wallRule(series).between(new Date(wall.getTime() - 1000), new Date(wall.getTime() + 1000), true)
  return hit.some((w) => instantOf(w, series.timeZone).getTime() === at.getTime())
}

/** How many occurrences start before `at` (for splitting a COUNT series). */
export function occurrencesBefore(series: Pick<Series, 'startAt' | 'timeZone' | 'rrule'>, at: Date): number {
  const wall = wallOf(at, series.timeZone)
  return wallRule(series).between(new Date(-8_640_000_000_000_000), new Date(wall.getTime() - 1000), true).length
}

const icsUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** The rule ending just before `at` (the earlier half of a "this and following" split). */
export function ruleEndingBefore(body: string, at: Date): string {
  const kept = body.split(';').filter((p) => !/^(COUNT|UNTIL)=/i.test(p))
  return [...kept, `UNTIL=${icsUtc(new Date(at.getTime() - 1000))}`].join(';')
}

/** The rule of the later half of a split: the same, with COUNT reduced by the occurrences already past. */
export function ruleFrom(body: string, before: number): string {
  return body
    .split(';')
    .map((p) => (/^COUNT=/i.test(p) ? `COUNT=${Math.max(1, Number(p.slice(6)) - before)}` : p))
    .join(';')
}
