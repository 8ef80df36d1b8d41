import { makeAutoObservable, runInAction } from 'mobx'

export interface PageAnswer<T> {
  items: T[]
  total?: number
  hasMore?: boolean
}

export type PageFetch<T> = (pageNum: number, pageSize: number) => Promise<PageAnswer<T>>

export type PagedStatus = 'idle' | 'loading' | 'ready' | 'error'

/**
 * A paged list kept in a store (lists inside a tab, beside other state): reload from the skeleton,
 * refresh keeping items, load the next page once at a time; answers for a superseded list are ignored.
 */
export class PagedList<T> {
  items: T[] = []
  status: PagedStatus = 'idle'
  error: unknown = null
  page = 0
  total = 0
  hasMore = false
  loadingMore = false
  loadMoreError: unknown = null
  refreshing = false
  /** Why the last refresh failed; the items on screen are kept. */
  refreshError: unknown = null
  private generation = 0

  constructor(
    private fetch: PageFetch<T>,
    private readonly keyOf: (item: T) => string | number,
    readonly pageSize = 20,
  ) {
    makeAutoObservable<PagedList<T>, 'fetch' | 'keyOf' | 'generation'>(
      this,
      { fetch: false, keyOf: false, generation: false },
      { autoBind: true },
    )
  }

  /** Replaces the data source (a new level or filter) and reloads. */
  setFetch(fetch: PageFetch<T>): Promise<void> {
    this.fetch = fetch
    return this.reload()
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.items.length === 0
  }

  reload(): Promise<void> {
    this.items = []
    this.status = 'loading'
    this.error = null
    return this.first()
  }

  refresh(): Promise<void> {
    if (this.status !== 'ready') return this.reload()
    this.refreshing = true
    return this.first()
  }

  private async first(): Promise<void> {
    const gen = ++this.generation
    this.loadingMore = false
    this.loadMoreError = null
    this.refreshError = null
    try {
      const answer = await this.fetch(1, this.pageSize)
      if (gen !== this.generation) return
      runInAction(() => {
        this.items = this.dedupe([], answer.items)
        this.page = 1
        this.total = answer.total ?? this.items.length
        this.hasMore = this.more(answer)
        this.status = 'ready'
        this.refreshing = false
      })
    } catch (e) {
      if (gen !== this.generation) return
      runInAction(() => {
        this.refreshing = false
        if (this.status === 'ready') this.refreshError = e
        else {
          this.status = 'error'
          this.error = e
        }
      })
    }
  }

  async loadMore(): Promise<void> {
    if (this.status !== 'ready' || !this.hasMore || this.loadingMore || this.refreshing) return
    const gen = this.generation
    this.loadingMore = true
    this.loadMoreError = null
    try {
      const answer = await this.fetch(this.page + 1, this.pageSize)
      if (gen !== this.generation) return
      runInAction(() => {
        this.items = this.dedupe(this.items, answer.items)
        this.page += 1
        this.total = answer.total ?? this.total
        this.hasMore = this.more(answer)
        this.loadingMore = false
      })
    } catch (e) {
      if (gen !== this.generation) return
      runInAction(() => {
        this.loadingMore = false
        this.loadMoreError = e
      })
    }
  }

  /** Drops items (after they were handled elsewhere) without a round trip. */
  remove(predicate: (item: T) => boolean) {
    const before = this.items.length
    this.items = this.items.filter((i) => !predicate(i))
    this.total = Math.max(0, this.total - (before - this.items.length))
  }

  update(predicate: (item: T) => boolean, patch: Partial<T>) {
    this.items = this.items.map((i) => (predicate(i) ? { ...i, ...patch } : i))
  }

  private more(answer: PageAnswer<T>): boolean {
    if (answer.items.length === 0) return false
    if (typeof answer.hasMore === 'boolean') return answer.hasMore
    // The contract's page answers carry `total`: more while fewer rows are loaded than exist.
    if (typeof answer.total === 'number') return this.items.length < answer.total
    return answer.items.length >= this.pageSize
  }

  private dedupe(before: T[], incoming: T[]): T[] {
    const seen = new Set(before.map(this.keyOf))
    const out = before.slice()
    for (const item of incoming) {
      const k = this.keyOf(item)
      if (!seen.has(k)) {
        seen.add(k)
        out.push(item)
      }
    }
    return out
  }
}
