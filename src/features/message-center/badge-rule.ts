import { cache } from '../../lib/cache'
import { routes } from '../../routes/route-table'

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
 * Spec §7 "Unread": the badge shows the unread total, except that when the task page is a footer tab
 * the cached to-do number is used instead. Our reading: the to-do centre tab is such a page, so once a
 * to-do count is known it wins; before the first count (nothing cached) the unread total is shown.
 */
export function messageTabBadge({ unread, taskNum, footerPaths }: BadgeInputs): number {
  const taskTabShown = footerPaths.some((p) => TASK_TAB_PATHS.includes(p.replace(/^\//, '')))
  const n = taskTabShown && taskNum !== undefined ? taskNum : unread
  return Math.max(0, Math.floor(n) || 0)
}
