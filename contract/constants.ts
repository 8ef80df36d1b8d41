// Values both sides write down (spec §3, §5, §9). No TypeBox here: the client bundles this file.

/** Largest value of a PostgreSQL `integer` column: ids and counters above it are refused as input. */
export const INT32_MAX = 2147483647

/** Spec §9: terminal code of the H5 app (diversion records, visit records). */
export const TERMINAL_H5 = 6

/** Spec §9: counts above this show as `999+`. */
export const BADGE_MAX = 999

/** Spec §5: the date-time picker, and every date-time input, spans this many years either side of the current year. */
export const PICKER_YEARS_AROUND = 10

/** Spec §6 identities; they select tab names (token claim ATTR_identityTypeCode). */
export const IDENTITY_CODES = ['admin', 'guest', 'student', 'teacher'] as const

/** Spec §3 task settings. */
export const FIRST_LEVELS = ['myTodo', 'myDone', 'myRequest', 'myReaded', 'myDraft'] as const
export const INITAL_LEVELS = ['progress', 'finish', 'break', 'hang'] as const
export const CIRCULATE_LEVELS = ['toMe', 'Meto'] as const

/** Page sizes: the news lists of the CMS default to 10 rows, message and task lists to 20. */
export const PAGE_SIZE = { cms: 10, list: 20, max: 50 } as const

/** True when an ISO date-time (or `YYYY-MM-DD HH:mm`) lies in the picker's years around `now`'s year. */
export function isWithinPickerYears(text: string, now: Date = new Date()): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}[T ]\d{2}:\d{2}/.exec(text)
  if (!match) return false
  const time = Date.parse(text.includes('T') ? text : text.replace(' ', 'T'))
  if (Number.isNaN(time)) return false
  const year = Number(match[1])
  const current = now.getFullYear()
  return year >= current - PICKER_YEARS_AROUND && year <= current + PICKER_YEARS_AROUND
}
