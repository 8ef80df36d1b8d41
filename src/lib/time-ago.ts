import type { Dayjs } from 'dayjs'
import { inPortalZone, portalInstant, portalZone, type TimeInput } from './portal-time'
import { zoneFields } from './dayjs-zone-fields'

export type { TimeInput }

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/** The moment in the portal's time zone (calendar days and clock times are the portal's). */
export function toDayjs(input: TimeInput): Dayjs | null {
  return inPortalZone(input)
}

export interface TimeAgoOptions {
  /** Text for under one minute: the spec allows '刚刚' (default) or '1分钟内'. */
  withinMinute?: '刚刚' | '1分钟内'
}

/**
 * Spec §9 first rule, checked in this order:
 * future or under 1 minute → 刚刚 (or 1分钟内); under 1 hour → X分钟前; under 24 hours → X小时前;
 * the calendar day before → 昨天 HH:mm; two calendar days before → 前天 HH:mm; under 3 days → X天前;
 * same year → MM-DD; otherwise YYYY-MM-DD. Unparseable input gives ''.
 */
export function timeAgo(date: TimeInput, now: TimeInput = Date.now(), options: TimeAgoOptions = {}): string {
  // Plain arithmetic on the zone's wall-clock fields, not zoned dayjs moments: the home draws a dozen of these
  // in its first second, and the moments (parse, zone, two startOf, format) were a third of each card's render.
  const zone = portalZone()
  const then = portalInstant(date, zone)
  const current = portalInstant(now, zone)
  if (then === null || current === null) return ''
  const elapsed = current - then
  if (elapsed < MINUTE_MS) return options.withinMinute ?? '刚刚'
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}分钟前`
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}小时前`
  const [year, month, day, hour, minute] = zoneFields(then, zone)
  const [nowYear, nowMonth, nowDay] = zoneFields(current, zone)
  const calendarDays = Math.round((Date.UTC(nowYear, nowMonth - 1, nowDay) - Date.UTC(year, month - 1, day)) / DAY_MS)
  if (calendarDays === 1) return `昨天 ${pad(hour)}:${pad(minute)}`
  if (calendarDays === 2) return `前天 ${pad(hour)}:${pad(minute)}`
  if (elapsed < 3 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}天前`
  const monthDay = `${pad(month)}-${pad(day)}`
  return year === nowYear ? monthDay : `${String(year).padStart(4, '0')}-${monthDay}`
}

function pad(value: number): string {
  return String(value).padStart(2, '0')
}

export interface TimeAgoAltOptions {
  /** After 30 days: true (default) writes the date, false writes X个月前 / X年前. */
  format?: boolean
  /** dayjs pattern for the date (default 'YYYY-MM-DD'). */
  pattern?: string
}

/**
 * Spec §9 alternative rule: future or under 300 s → 刚刚; under 1 hour → X分钟前; under 1 day →
 * X小时前; up to 30 whole days → X天前; then the date, or X个月前 (30-day months) under 12 months
 * and X年前 (365-day years) beyond when `format` is false. Unparseable input gives ''.
 */
export function timeAgoAlt(date: TimeInput, now: TimeInput = Date.now(), options: TimeAgoAltOptions = {}): string {
  const then = toDayjs(date)
  const current = toDayjs(now)
  if (!then || !current) return ''
  const elapsed = current.diff(then)
  if (elapsed < 300_000) return '刚刚'
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}分钟前`
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}小时前`
  const days = Math.floor(elapsed / DAY_MS)
  if (days <= 30) return `${days}天前`
  if (options.format ?? true) return then.format(options.pattern ?? 'YYYY-MM-DD')
  const months = Math.floor(days / 30)
  return months < 12 ? `${months}个月前` : `${Math.max(1, Math.floor(days / 365))}年前`
}
