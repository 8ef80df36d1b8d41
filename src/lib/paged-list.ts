import { makeAutoObservable, runInAction } from 'mobx'
import type { AsyncStatus } from './async-status'

/** One page of a list as the data source returns it. Without `hasMore` or `total`, a short page ends the list. */
export interface ListChunk<T> {
  items: T[]
  total?: number
  hasMore?: boolean
}

/** Loads page `page` (from 1) of `pageSize` items. */
export type ListLoad<T> = (page: number, pageSize: number) => Promise<ListChunk<T>>

export interface PagedListOptions<T> {
  /** Default 20 (spec). */
  pageSize?: number
  /** Drops items whose key was already loaded (lists shift when new items arrive between pages). */
  keyOf?: (item: T) => string | number
  /** Told when a refresh fails (the old items stay; a page usually shows a toast). */
  onRefreshError?: (error: unknown) => void
}

function hasMoreAfter(chunk: ListChunk<unknown>, loaded: number, pageSize: number): boolean {
  if (chunk.items.length === 0) return false
  if (typeof chunk.hasMore === 'boolean') return chunk.hasMore
  if (typeof chunk.total === 'number') return loaded < chunk.total
  return chunk.items.length >= pageSize
}

/**
 * The one paging state machine (MobX), behind `useListLoader`/`ListPage` and the lists kept in stores.
 * At most one page-1 request and one next-page request at a time; a reload or refresh makes any answer
 * still on its way for the old list be ignored.
 */
export class PagedList<T> {
  status: AsyncStatus = 'idle'
  items: T[] = []
  /** The last page loaded; 0 before the first page arrives. */
  page = 0
  total: number | undefined = undefined
  hasMore = true
  /** Page 1 is being fetched again while the current items stay on screen. */
  refreshing = false
  loadingMore = false
  /** Why the first page failed (status `error`). */
  error: unknown = null
  /** Why the last refresh failed; the old items are kept. */
  refreshError: unknown = null
  /** Why the last next-page load failed; the loaded items are kept and `retry()` tries that page again. */
  loadMoreError: unknown = null
  readonly pageSize: number
  private generation = 0
  private firstPage: Promise<void> | null = null
  private nextPage: Promise<void> | null = null

  constructor(
    private fetch: ListLoad<T>,
    private readonly options: PagedListOptions<T> = {},
  ) {
    this.pageSize = options.pageSize ?? 20
    makeAutoObservable<PagedList<T>, 'fetch' | 'options' | 'generation' | 'firstPage' | 'nextPage'>(
      this,
      { fetch: false, options: false, generation: false, firstPage: false, nextPage: false },
      { autoBind: true },
    )
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.items.length === 0
  }

  /** Replaces the data source (a new level or filter) and reloads. */
  setFetch(fetch: ListLoad<T>): Promise<void> {
    this.fetch = fetch
    return this.restart('reload')
  }

  /** Starts over from the skeleton: page 1, items cleared; an earlier page-1 request is dropped. */
  restart(mode: 'reload' | 'refresh' = 'reload'): Promise<void> {
    const gen = ++this.generation
    this.nextPage = null
    if (mode === 'reload') {
      this.status = 'loading'
      this.items = []
      this.page = 0
      this.total = undefined
      this.hasMore = true
      this.refreshing = false
      this.error = null
      this.refreshError = null
    } else {
      this.refreshing = true
      this.refreshError = null
    }
    this.loadingMore = false
    this.loadMoreError = null
    const run: Promise<void> = this.request(1)
      .then(
        (chunk) => {
          if (gen !== this.generation) return
          runInAction(() => {
            const incoming = chunk.items ?? []
            this.items = this.merge([], incoming)
            this.page = 1
            this.total = chunk.total
            this.hasMore = hasMoreAfter({ ...chunk, items: incoming }, this.items.length, this.pageSize)
            this.status = 'ready'
            this.refreshing = false
            this.error = null
          })
        },
        (e: unknown) => {
          if (gen !== this.generation) return
          runInAction(() => {
            if (mode === 'reload') {
              this.status = 'error'
              this.error = e
            } else {
              this.refreshing = false
              this.refreshError = e
            }
          })
          if (mode === 'refresh') this.options.onRefreshError?.(e)
        },
      )
      .finally(() => {
        if (this.firstPage === run) this.firstPage = null
      })
    this.firstPage = run
    return run
  }

  /** Page 1 from the skeleton, unless a page-1 request is already on its way. */
  reload(): Promise<void> {
    return this.firstPage ?? this.restart('reload')
  }

  /** Page 1 again keeping the items on screen until it arrives (pull-to-refresh). */
  refresh(): Promise<void> {
    if (this.firstPage) return this.firstPage
    return this.restart(this.status === 'ready' ? 'refresh' : 'reload')
  }

  /** The next page; does nothing while page 1 loads, after the last page, or before page 1. */
  loadMore(): Promise<void> {
    if (this.nextPage) return this.nextPage
    if (this.status !== 'ready' || !this.hasMore || this.firstPage) return Promise.resolve()
    const gen = this.generation
    const page = this.page + 1
    this.loadingMore = true
    this.loadMoreError = null
    const run: Promise<void> = this.request(page)
      .then(
        (chunk) => {
          if (gen !== this.generation) return
          runInAction(() => {
            const incoming = chunk.items ?? []
            this.items = this.merge(this.items, incoming)
            this.page = page
            this.total = chunk.total ?? this.total
            this.hasMore = hasMoreAfter({ ...chunk, items: incoming }, this.items.length, this.pageSize)
            this.loadingMore = false
          })
        },
        (e: unknown) => {
          if (gen !== this.generation) return
          runInAction(() => {
            this.loadingMore = false
            this.loadMoreError = e
          })
        },
      )
      .finally(() => {
        if (this.nextPage === run) this.nextPage = null
      })
    this.nextPage = run
    return run
  }

  /** Repeats whatever failed: the first page or the next page. */
  retry(): Promise<void> {
    if (this.status === 'error') return this.reload()
    if (this.loadMoreError) return this.loadMore()
    return this.refresh()
  }

  /** Drops items (after they were handled elsewhere) without a round trip. */
  remove(predicate: (item: T) => boolean) {
    const before = this.items.length
    this.items = this.items.filter((i) => !predicate(i))
    if (this.total !== undefined) this.total = Math.max(0, this.total - (before - this.items.length))
  }

  update(predicate: (item: T) => boolean, patch: Partial<T>) {
    this.items = this.items.map((i) => (predicate(i) ? { ...i, ...patch } : i))
  }

  /** Starts the request now (so guards see it at once); a synchronous throw becomes a rejection. */
  private request(page: number): Promise<ListChunk<T>> {
    try {
      return Promise.resolve(this.fetch(page, this.pageSize))
    } catch (e) {
      return Promise.reject(e)
    }
  }

  private merge(before: T[], incoming: T[]): T[] {
    const key = this.options.keyOf
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
  }
}
