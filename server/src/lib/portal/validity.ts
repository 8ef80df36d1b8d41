import type { ValidityEntry } from '@contract/portal-config'

/** Spec §4 tab validity: permanent, or custom include (now inside) / exclude (now outside) the window. */
export function isValidNow(entries: readonly ValidityEntry[], now: Date = new Date()): boolean {
  return entries.some((entry) => {
    if (entry.validTimeType === 'permanent') return true
    const start = entry.customValidStartTime ? Date.parse(entry.customValidStartTime) : Number.NEGATIVE_INFINITY
    const end = entry.customValidEndTime ? Date.parse(entry.customValidEndTime) : Number.POSITIVE_INFINITY
    if (Number.isNaN(start) || Number.isNaN(end)) return false
    const inside = now.getTime() >= start && now.getTime() <= end
    return entry.customValidTimeType === 'exclude' ? !inside : inside
  })
}
