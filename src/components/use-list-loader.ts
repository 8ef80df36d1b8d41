import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'
import { DEFAULT_PAGE_SIZE } from './constants'

/** One page of a list as the data source returns it. Without `hasMore` or `total`, a short page ends the list. */
export interface ListChunk<T> {
  items: T[]
  total?: number
  hasMore?: boolean
}

/** Loads page `page` (from 1) of `pageSize` items. */
export type ListLoad<T> = (page: number, pageSize: number) => Promise<ListChunk<T>>

/** `loading`: nothing to show yet (skeleton); `error`: the first page failed; `ready`: items (maybe none) shown. */
export type ListStatus = 'loading' | 'ready' | 'error'

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

const initialState: ListState<never> = {
  status: 'loading',
  items: [],
  page: 0,
  hasMore: true,
  refreshing: false,
  loadingMore: false,
  error: null,
  refreshError: null,
  loadMoreError: null,
}

function hasMoreAfter(chunk: ListChunk<unknown>, loaded: number, pageSize: number): boolean {
  if (chunk.items.length === 0) return false
  if (typeof chunk.hasMore === 'boolean') return chunk.hasMore
  if (typeof chunk.total === 'number') return loaded < chunk.total
  return chunk.items.length >= pageSize
}

/**
 * The paging state machine behind ListPage, usable on its own. Guarantees: one page-1 request and one
 * next-page request at most at a time; a refresh or reload makes any answer still on its way for the
 * old list be ignored; answers arriving after unmount are ignored.
 */
export function useListLoader<T>(load: ListLoad<T>, options: ListLoaderOptions<T> = {}): ListLoader<T> {
  const { pageSize = DEFAULT_PAGE_SIZE, deps = [], keyOf, auto = true, onRefreshError } = options
  const [state, setState] = useState<ListState<T>>(initialState)
  const stateRef = useRef<ListState<T>>(initialState)
  const loadRef = useRef(load)
  loadRef.current = load
  const keyOfRef = useRef(keyOf)
  keyOfRef.current = keyOf
  const onRefreshErrorRef = useRef(onRefreshError)
  onRefreshErrorRef.current = onRefreshError
  const generation = useRef(0)
  const firstPage = useRef<Promise<void> | null>(null)
  const nextPage = useRef<Promise<void> | null>(null)
  const mounted = useRef(true)

  const commit = useCallback((patch: Partial<ListState<T>>) => {
    if (!mounted.current) return
    stateRef.current = { ...stateRef.current, ...patch }
    setState(stateRef.current)
  }, [])

  const merge = useCallback((before: T[], incoming: T[]): T[] => {
    const key = keyOfRef.current
    if (!key) return before.concat(incoming)
    const seen = new Set(before.map(key))
    const out = before.slice()
    for (const item of incoming) {
      const k = key(item)
      if (!seen.has(k)) {
        seen.add(k)
        out.push(item)
      }
    }
    return out
  }, [])

  /** Starts the request now (so guards and tests see it at once); a synchronous throw becomes a rejection. */
  const request = useCallback(
    (page: number): Promise<ListChunk<T>> => {
      try {
        return Promise.resolve(loadRef.current(page, pageSize))
      } catch (e) {
        return Promise.reject(e)
      }
    },
    [pageSize],
  )

  const fetchFirst = useCallback(
    (mode: 'reload' | 'refresh'): Promise<void> => {
      generation.current += 1
      const gen = generation.current
      nextPage.current = null
      if (mode === 'reload') {
        commit({ ...initialState })
      } else {
        commit({ refreshing: true, loadingMore: false, refreshError: null })
      }
      const run: Promise<void> = request(1)
        .then(
          (chunk) => {
            if (gen !== generation.current) return
            const items = merge([], chunk.items ?? [])
            commit({
              status: 'ready',
              items,
              page: 1,
              total: chunk.total,
              hasMore: hasMoreAfter({ ...chunk, items: chunk.items ?? [] }, items.length, pageSize),
              refreshing: false,
              error: null,
              refreshError: null,
              loadMoreError: null,
            })
          },
          (e: unknown) => {
            if (gen !== generation.current) return
            if (mode === 'reload') {
              commit({ status: 'error', error: e })
            } else {
              commit({ refreshing: false, refreshError: e })
              if (mounted.current) onRefreshErrorRef.current?.(e)
            }
          },
        )
        .finally(() => {
          if (firstPage.current === run) firstPage.current = null
        })
      firstPage.current = run
      return run
    },
    [commit, merge, pageSize, request],
  )

  const reload = useCallback(() => firstPage.current ?? fetchFirst('reload'), [fetchFirst])

  const refresh = useCallback(() => {
    if (firstPage.current) return firstPage.current
    return fetchFirst(stateRef.current.status === 'ready' ? 'refresh' : 'reload')
  }, [fetchFirst])

  const loadMore = useCallback((): Promise<void> => {
    const s = stateRef.current
    if (nextPage.current) return nextPage.current
    if (s.status !== 'ready' || !s.hasMore || firstPage.current) return Promise.resolve()
    const gen = generation.current
    const page = s.page + 1
    commit({ loadingMore: true, loadMoreError: null })
    const run: Promise<void> = request(page)
      .then(
        (chunk) => {
          if (gen !== generation.current) return
          const incoming = chunk.items ?? []
          const items = merge(stateRef.current.items, incoming)
          commit({
            items,
            page,
            total: chunk.total ?? stateRef.current.total,
            hasMore: hasMoreAfter({ ...chunk, items: incoming }, items.length, pageSize),
            loadingMore: false,
          })
        },
        (e: unknown) => {
          if (gen !== generation.current) return
          commit({ loadingMore: false, loadMoreError: e })
        },
      )
      .finally(() => {
        if (nextPage.current === run) nextPage.current = null
      })
    nextPage.current = run
    return run
  }, [commit, merge, pageSize, request])

  const retry = useCallback(() => {
    const s = stateRef.current
    if (s.status === 'error') return reload()
    if (s.loadMoreError) return loadMore()
    return refresh()
  }, [reload, loadMore, refresh])

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    // Changed inputs make the answer to any earlier page-1 request stale: start a new one.
    if (auto) void fetchFirst('reload')
  }, deps)

  return {
    ...state,
    isEmpty: state.status === 'ready' && state.items.length === 0,
    reload,
    refresh,
    loadMore,
    retry,
  }
}
