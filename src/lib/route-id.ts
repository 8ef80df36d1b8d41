import { INT32_MAX } from '@contract/constants'

/**
 * A record id read from a page's route: a positive integer the server can hold (PostgreSQL `integer`), or null when the
 * parameter is missing or is anything else (`abc`, `-1`, `1.5`, `1e3`, ` 7`). Never NaN: a NaN in a hook's dependency
 * list never equals itself under `!==`, which re-ran a page's loader after every render and froze the tab (issue 31).
 * Pages parse their ids here, once per render, and lint refuses `Number(params.…)` in pages.
 */
export function parseRouteId(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= INT32_MAX ? id : null
}

/** Whether a route parameter was given at all (an optional id: absent means "new", present but invalid means not found). */
export function hasRouteParam(value: string | null | undefined): boolean {
  return value !== undefined && value !== null && value !== ''
}
