import { BADGE_MAX } from './constants'

/**
 * The text of an unread/to-do badge: '' (hide the badge) for 0, negative or missing counts,
 * '999+' above the spec's maximum, otherwise the whole number.
 */
export function formatBadgeCount(count: number | string | null | undefined, max: number = BADGE_MAX): string {
  const n = typeof count === 'string' ? Number(count.trim()) : count
  if (n == null || !Number.isFinite(n) || n <= 0) return ''
  const whole = Math.floor(n)
  if (whole <= 0) return ''
  return whole > max ? `${max}+` : String(whole)
}
