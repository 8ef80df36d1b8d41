import { CacheStats } from './cache-stats'
import { CachedJson } from './cached-json'

interface Entry<V> {
  accountId: string
  /** The change count when the answer began to be made: a notice heard after it may not be in it. */
  since: number
  body: V
  /** When the answer stops being true by itself (ms since the epoch; e.g. a task turning overdue), if ever. */
  until: number
}

/**
 * Values kept per account on one instance, for reads that depend only on the account's own rows and on data every
 * account shares (`AccountAnswers` below: whole JSON answers). The database announces changes through the change feed:
 * `account:<id>` makes that account's answers stale, `all` every answer (a change to what everyone shares).
 *
 * An answer is served without any query while the feed is up (`trusted`) and no notice for its account has been
 * heard since its making began. The instance that wrote hears its own notices before it answers the write
 * (`settleWrites`), the others when the notice arrives. While the feed is down nothing is kept. Bounded by bytes;
 * least recently used answers go first. An answer that time alone changes (a deadline passing) says when (`expiresAt`).
 */
export class AccountKept<V> {
  private readonly entries = new Map<string, Entry<V>>()
  /** Answers being made, by key, with the change count when their making began. */
  private readonly making = new Map<string, { since: number; body: Promise<V> }>()
  /** Account id → the change count when a notice for it was last heard. */
  private readonly heard = new Map<string, number>()
  private changes = 0
  /** Answers begun before this count are stale (set by `all`, by forgetting and when the feed changes state). */
  private floor = 0
  private bytes = 0
  private trusted = false
  readonly stats = new CacheStats()

  /**
   * `budget`: bytes kept in all, as `sizeOf` counts a value; `maxHeard`: accounts whose last notice is remembered;
   * `now`: the clock of `expiresAt`.
   */
  constructor(
    private readonly budget: number,
    private readonly sizeOf: (value: V) => number,
    private readonly maxHeard = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The account's value under `key`: kept, or made by `make` (and kept while the feed is up). `expiresAt` reads the
   * made value's own end of truth (ms since the epoch); without it the value lasts until a notice.
   */
  async value(accountId: string, key: string, make: () => Promise<V>, expiresAt?: (value: V) => number): Promise<V> {
    const id = `${accountId}|${key}`
    const kept = this.entries.get(id)
    if (kept && this.trusted && this.current(kept) && this.now() < kept.until) {
      this.stats.hits++
      this.entries.delete(id)
      this.entries.set(id, kept)
      return kept.body
    }
    // Concurrent requests for an answer being made wait for it (when it began after the account's last notice).
    const pending = this.making.get(id)
    if (pending && this.trusted && this.current({ accountId, since: pending.since })) {
      this.stats.hits++
      return await pending.body
    }
    this.stats.misses++
    const since = this.changes
    let until = Number.POSITIVE_INFINITY
    const body = make().then((value) => {
      if (expiresAt) until = expiresAt(value)
      return value
    })
    this.making.set(id, { since, body })
    try {
      const made = await body
      if (this.trusted && since >= this.floor && this.now() < until) this.keep(id, { accountId, since, body: made, until })
      return made
    } finally {
      if (this.making.get(id)?.body === body) this.making.delete(id)
    }
  }

  /** A notice: `account:<id>` or `all`. */
  changed(what: string): void {
    this.changes += 1
    if (what === 'all' || this.heard.size >= this.maxHeard) {
      // Everything kept so far is stale (forgetting who changed when: the same).
      this.floor = this.changes
      this.heard.clear()
      if (what === 'all') return
    }
    if (what.startsWith('account:')) this.heard.set(what.slice('account:'.length), this.changes)
  }

  /** The change feed went online (`true`) or offline: notices may have been missed, so nothing kept is trusted. */
  reset(trusted: boolean): void {
    this.changes += 1
    this.floor = this.changes
    this.heard.clear()
    this.trusted = trusted
    this.entries.clear()
    this.bytes = 0
  }

  get size(): number {
    return this.entries.size
  }

  private current(entry: Pick<Entry<V>, 'accountId' | 'since'>): boolean {
    return entry.since >= this.floor && (this.heard.get(entry.accountId) ?? 0) <= entry.since
  }

  private keep(id: string, entry: Entry<V>) {
    const size = this.sizeOf(entry.body)
    if (size > this.budget / 8) return
    this.drop(id)
    while (this.entries.size > 0 && this.bytes + size > this.budget) this.drop(this.entries.keys().next().value!)
    this.entries.set(id, entry)
    this.bytes += size
  }

  private drop(id: string) {
    const entry = this.entries.get(id)
    if (!entry) return
    this.entries.delete(id)
    this.bytes -= this.sizeOf(entry.body)
  }
}

/** Whole JSON answers kept per account (the JSON, its ETag and compressed forms), sent as they are. */
export class AccountAnswers extends AccountKept<CachedJson> {
  constructor(budget: number, maxHeard?: number, now?: () => number) {
    super(budget, (body) => body.bytes, maxHeard, now)
  }

  /** The account's answer under `key` (see `value`); `expiresAt` reads the value `make` made. */
  async answer<T>(accountId: string, key: string, make: () => Promise<T>, expiresAt?: (value: T) => number): Promise<CachedJson> {
    let until = Number.POSITIVE_INFINITY
    return await this.value(
      accountId,
      key,
      async () => {
        const value = await make()
        if (expiresAt) until = expiresAt(value)
        return new CachedJson(value)
      },
      () => until,
    )
  }
}
