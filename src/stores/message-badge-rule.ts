import { cache } from '@/lib/cache'
import { routes } from '@/routes/route-table'

/** Cache key of the last loaded to-do number, stored as `{ data: n }` (spec §7). */
export const TASK_NUM_CACHE_KEY = 'cache_taskNum'

/** Footer pages that are "the task page": the to-do centre (message-centre tab). */
export const TASK_TAB_PATHS: readonly string[] = [routes.newtask.path]

export function cacheTaskNum(count: number): void {
  cache.set(TASK_NUM_CACHE_KEY, { data: Math.max(0, Math.floor(count) || 0) })
}

/** The cached to-do number, or undefined when no count was ever loaded (or the entry is malformed). */
export function readCachedTaskNum(): number | undefined {
  const entry = cache.get<{ data?: unknown } | null>(TASK_NUM_CACHE_KEY, null)
  const n = Number(entry?.data)
  return entry && Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined
}

export interface BadgeInputs {
  /** Unread total from getAppAllUnReadCount/new (the stored totalCount). */
  unread: number
  /** The to-do number (store value, seeded from cache_taskNum), undefined when never loaded. */
  taskNum: number | undefined
  /** Page paths of the footer tabs now shown. */
  footerPaths: readonly string[]
}

/**
 * The message tab's badge, one rule everywhere (tab bar, host-app badge, after navigation and reloads):
 * the unread messages the tab's 消息 segment shows (muted apps left out, as getAppAllUnReadCount/new
 * counts them) plus the to-dos its 待办 segment shows. Spec §7 says the to-do number replaces the unread
 * total when the task page is a footer tab; shown alone it hid every unread message once the to-do
 * count arrived (11 unread, then 0), so both are counted. A to-do count never loaded counts as 0.
 * When the task page is not a footer tab the badge is the unread total alone.
 */
export function messageTabBadge({ unread, taskNum, footerPaths }: BadgeInputs): number {
  const taskTabShown = footerPaths.some((p) => TASK_TAB_PATHS.includes(p.replace(/^\//, '')))
  const clean = (n: number | undefined) => Math.max(0, Math.floor(n ?? 0) || 0)
  return clean(unread) + (taskTabShown ? clean(taskNum) : 0)
}
