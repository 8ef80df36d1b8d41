import dayjs from 'dayjs'
import type { StoredValidityEntry, ThemeConfig, ThemeFootTab } from './types'

/**
 * Spec §4 "Tab validity": valid when one entry is permanent, or custom with mode include (now between
 * start and end) or exclude (now outside start and end). No entries means always valid.
 */
export function isValidNow(entries: readonly StoredValidityEntry[] | undefined, now: Date = new Date()): boolean {
  if (!entries || entries.length === 0) return true
  return entries.some((e) => entryValid(e, now))
}

function entryValid(e: StoredValidityEntry, now: Date): boolean {
  if (e.validTimeType === 'permanent') return true
  if (e.validTimeType !== 'custom') return false
  const start = dayjs(e.customValidStartTime)
  const end = dayjs(e.customValidEndTime)
  if (!start.isValid() || !end.isValid()) return false
  const t = now.getTime()
  const inside = t >= start.valueOf() && t <= end.valueOf()
  if (e.customValidTimeType === 'include') return inside
  if (e.customValidTimeType === 'exclude') return !inside
  return false
}

/** footTabs arrive as an array or a JSON string; anything unreadable counts as no theme tabs. */
export function parseFootTabs(footTabs: ThemeConfig['footTabs'] | undefined): Partial<ThemeFootTab>[] {
  if (Array.isArray(footTabs)) return footTabs
  if (typeof footTabs !== 'string' || !footTabs.trim()) return []
  try {
    const parsed = JSON.parse(footTabs)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

/** A theme applies when the server says it is valid now (when it says) and its window holds now. */
export function isThemeApplicable(theme: ThemeConfig | null | undefined, now: Date = new Date()): boolean {
  if (!theme) return false
  if (theme.isValidForNow === false) return false
  return isValidNow(theme.validity, now) && parseFootTabs(theme.footTabs).length > 0
}
