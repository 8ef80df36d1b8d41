// Values both sides write down (spec §3, §5, §9). No TypeBox here: the client bundles this file.

/** Largest value of a PostgreSQL `integer` column: ids and counters above it are refused as input. */
export const INT32_MAX = 2147483647

/** Spec §1: the H5 portal keeps its id token in this cookie (path `/`); the console, on the same origin, sets it for its previews. */
export const PORTAL_TOKEN_COOKIE = 'userToken' as const

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

/** The task levels with the flow service's labels: the server seeds them as the `taskLevels` setting, the client shows them until it loads. */
export const DEFAULT_TASK_LEVELS = {
  firstLevel: [
    { code: 'myTodo', name: '待办', enabled: true },
    { code: 'myDone', name: '已办', enabled: true },
    { code: 'myRequest', name: '我的申请', enabled: true },
    { code: 'myReaded', name: '已阅', enabled: true },
    { code: 'myDraft', name: '草稿', enabled: true },
  ],
  initalLevel: [
    { code: 'progress', name: '审批中', enabled: true },
    { code: 'finish', name: '已通过', enabled: true },
    { code: 'break', name: '已驳回', enabled: true },
    { code: 'hang', name: '已退回', enabled: true },
  ],
  circulateLevel: [
    { code: 'toMe', name: '传阅给我的', enabled: true },
    { code: 'Meto', name: '我传阅的', enabled: true },
  ],
} satisfies Record<string, { code: string; name: string; enabled: boolean }[]>

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

/**
 * The id of the home's first paint: the header and first slide the server draws into the H5 `index.html` for a
 * signed-in visitor, shown while the app's scripts load and removed by the app once the home (or another page) shows.
 */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint'

/**
 * An icon sheet (`/unsafe/sheet/{W}x{H}/[filters:grayscale()/]?link=…`): up to this many icons side by side in one
 * image, each fitted into its own W×H cell on white, so a grid of icons is one request instead of one per icon.
 */
export const ICON_SHEET_MAX_LINKS = 40
