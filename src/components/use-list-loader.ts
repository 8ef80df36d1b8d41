import { useEffect, useRef, useState, type DependencyList } from 'react'
import { reaction } from 'mobx'
import type { AsyncStatus } from '@/lib/async-status'
import { PagedList, type ListLoad } from '@/lib/paged-list'
import { DEFAULT_PAGE_SIZE } from './constants'

export type { ListChunk, ListLoad } from '@/lib/paged-list'

/** `loading`: nothing to show yet (skeleton); `error`: the first page failed; `ready`: items (maybe none) shown. */
export type ListStatus = Exclude<AsyncStatus, 'idle'>

export interface ListState<T> {
  status: ListStatus
  items: T[]
  /** The last page loaded; 0 before the first page arrives. */
  page: number
  total?: number
  hasMore: boolean
  /** Page 1 is being fetched again while the current items stay on screen. */
  refreshing: boolean
  loadingMore: boolean
  /** Why the first page failed (status `error`). */
  error: unknown
  /** Why the last refresh failed; the old items are kept. */
  refreshError: unknown
  /** Why the last next-page load failed; the loaded items are kept and `retry()` tries that page again. */
  loadMoreError: unknown
}

export interface ListLoader<T> extends ListState<T> {
  /** Loaded and nothing there. */
  isEmpty: boolean
  /** Start over from the skeleton: page 1, items cleared. */
  reload: () => Promise<void>
  /** Fetch page 1 again keeping the items on screen until it arrives (pull-to-refresh). */
  refresh: () => Promise<void>
  /** Fetch the next page; does nothing while another load runs, after the last page, or before page 1. */
  loadMore: () => Promise<void>
  /** Repeat whatever failed: the first page or the next page. */
  retry: () => Promise<void>
}

export interface ListLoaderOptions<T> {
  pageSize?: number
  /** Reload from page 1 when any of these change (filters, tab, search text). */
  deps?: DependencyList
  /** Drops items whose key was already loaded (lists shift when new items arrive between pages). */
  keyOf?: (item: T) => string | number
  /** Load page 1 on mount and on `deps` changes; `false` waits for `reload()`. */
  auto?: boolean
  /** Told when a refresh fails (the old items stay; a page usually shows a toast). */
  onRefreshError?: (error: unknown) => void
}

/**
 * `PagedList` (the one paging engine, `lib/paged-list.ts`) for one component: created once, re-rendered
 * on every change, reloaded when `deps` change; answers arriving after unmount are ignored.
 */
export function useListLoader<T>(load: ListLoad<T>, options: ListLoaderOptions<T> = {}): ListLoader<T> {
  const { deps = [], auto = true } = options
  const latest = useRef({ load, options })
  latest.current = { load, options }
  const mounted = useRef(true)
  const [list] = useState(
    () =>
      new PagedList<T>((page, size) => latest.current.load(page, size), {
        pageSize: options.pageSize ?? DEFAULT_PAGE_SIZE,
        keyOf: options.keyOf ? (item) => latest.current.options.keyOf!(item) : undefined,
        onRefreshError: (e) => {
          if (mounted.current) latest.current.options.onRefreshError?.(e)
        },
      }),
  )
  const [, rerender] = useState(0)

  useEffect(() => {
    mounted.current = true
    const stop = reaction(
      () => [
        list.status,
        list.items,
        list.page,
        list.total,
        list.hasMore,
        list.refreshing,
        list.loadingMore,
        list.error,
        list.refreshError,
        list.loadMoreError,
      ],
      () => rerender((n) => n + 1),
    )
    return () => {
      mounted.current = false
      stop()
    }
  }, [])

  useEffect(() => {
    // Changed inputs make the answer to any earlier page-1 request stale: start a new one.
    if (auto) void list.restart('reload')
  }, deps)

  return {
    status: list.status === 'idle' ? 'loading' : list.status,
    items: list.items,
    page: list.page,
    total: list.total,
    hasMore: list.hasMore,
    refreshing: list.refreshing,
    loadingMore: list.loadingMore,
    error: list.error,
    refreshError: list.refreshError,
    loadMoreError: list.loadMoreError,
    isEmpty: list.isEmpty,
    reload: list.reload,
    refresh: list.refresh,
    loadMore: list.loadMore,
    retry: list.retry,
  }
}
