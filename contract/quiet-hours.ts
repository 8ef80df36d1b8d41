// The do-not-disturb rule both sides apply: the server when it delivers a message, the client when it
// announces new ones. Plain values only (the client bundles this file).

/** What the rule reads of the notification settings. */
export interface QuietHoursSettings {
  dndEnabled: boolean
  /** HH:mm in the institution's zone. */
  dndStart: string
  dndEnd: string
}

/** Minutes since midnight in the institution's zone (Beijing, no daylight saving). */
function beijingMinutes(at: Date): number {
  return Math.floor((((at.getTime() / 60_000 + 8 * 60) % 1440) + 1440) % 1440)
}
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** True when `at` lies in the do-not-disturb window; a window like 22:00–07:00 wraps past midnight. */
export function inQuietHours(settings: QuietHoursSettings, at: Date): boolean {
  if (!settings.dndEnabled) return false
  const now = beijingMinutes(at)
  const start = minutesOf(settings.dndStart)
  const end = minutesOf(settings.dndEnd)
  if (start === end) return false
  return start < end ? now >= start && now < end : now >= start || now < end
}
