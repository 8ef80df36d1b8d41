import type { Dayjs } from 'dayjs'
import { inPortalZone, type TimeInput } from './portal-time'

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
  const then = toDayjs(date)
  const current = toDayjs(now)
  if (!then || !current) return ''
  const elapsed = current.diff(then)
  if (elapsed < MINUTE_MS) return options.withinMinute ?? '刚刚'
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}分钟前`
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}小时前`
  const calendarDays = current.startOf('day').diff(then.startOf('day'), 'day')
  if (calendarDays === 1) return `昨天 ${then.format('HH:mm')}`
  if (calendarDays === 2) return `前天 ${then.format('HH:mm')}`
  if (elapsed < 3 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}天前`
  return then.year() === current.year() ? then.format('MM-DD') : then.format('YYYY-MM-DD')
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
