import dayjs from 'dayjs'
import type { ThemeFootTab, ValidityEntry } from './portal-config'

/**
 * The theme rules of spec §4, shared: the client applies them to the tab bar and the home header, the server to
 * the home's first paint in index.html (server/src/lib/portal/first-paint.ts), so both draw the same header.
 */

/** A validity entry as a cache or another host may hold it: the contract's fields, any string (unknown values count as invalid). */
export type StoredValidityEntry = { [K in keyof ValidityEntry]?: string }

/** A theme as the server sends it, a cache holds it or another host sends it (footTabs may be a JSON string). */
export interface ThemeRulesInput {
  footTabs?: readonly Partial<ThemeFootTab>[] | string
  validity?: readonly StoredValidityEntry[]
  isValidForNow?: boolean
  backgroundUrl?: string
}

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
  // A custom window needs both ends (dayjs reads a missing one as "now", which would move with the clock).
  if (!e.customValidStartTime || !e.customValidEndTime) return false
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
export function parseFootTabs(footTabs: ThemeRulesInput['footTabs']): Partial<ThemeFootTab>[] {
  if (Array.isArray(footTabs)) return footTabs as Partial<ThemeFootTab>[]
  if (typeof footTabs !== 'string' || !footTabs.trim()) return []
  try {
    const parsed = JSON.parse(footTabs)
    return Array.isArray(parsed) ? parsed : []
  } catch {
    return []
  }
}

/** A theme applies when the server says it is valid now (when it says) and its window holds now. */
export function isThemeApplicable(theme: ThemeRulesInput | null | undefined, now: Date = new Date()): boolean {
  if (!theme) return false
  if (theme.isValidForNow === false) return false
  return isValidNow(theme.validity, now) && parseFootTabs(theme.footTabs).length > 0
}

/** The background a valid theme gives the tab page at `index` (its own, else the theme's); undefined without one. */
export function themeBackgroundFor(theme: ThemeRulesInput | null | undefined, index: number, now: Date = new Date()): string | undefined {
  if (!theme || !isThemeApplicable(theme, now)) return undefined
  return parseFootTabs(theme.footTabs)[index]?.backgroundUrl || theme.backgroundUrl || undefined
}
