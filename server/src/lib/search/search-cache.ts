import { CacheStats } from '../common/cache-stats'

const MAX_ENTRIES = 5_000

/** A computed answer and the moment it stops being true by itself (a matching article's release time comes). */
export interface Expiring<T> {
  value: T
  /** Milliseconds since the epoch; Infinity: true until the index changes. */
  expiresAt: number
}

type Entry = { version: string; expiresAt: number; value: unknown }

/**
 * Answers of recent searches, each valid for one index version (the `search_index_version` sequence, advanced by every
 * index write) and until its own expiry: the release time of the first matching article still ahead, which the
 * version cannot see. Searches repeat a lot (hot words, paging the same keyword, the grouped page then a type's page)
 * and a broad word costs the database a scan of thousands of matches, so concurrent misses of one answer share one
 * computation. Least recently used entries go first.
 */
export class SearchCache {
  readonly stats = new CacheStats()
  private readonly entries = new Map<string, Entry>()
  private readonly computing = new Map<string, Promise<Expiring<unknown>>>()

  constructor(private readonly max = MAX_ENTRIES) {}

  async through<T>(key: string, version: string, now: number, compute: () => Promise<Expiring<T>>): Promise<T> {
    const entry = this.entries.get(key)
    if (entry && entry.version === version && now < entry.expiresAt) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      this.stats.hits++
      return entry.value as T
    }
    this.stats.misses++
    const flightKey = `${version} ${key}`
    let flight = this.computing.get(flightKey) as Promise<Expiring<T>> | undefined
    if (!flight) {
      // compute() starts on the next microtask, after the flight is registered (a synchronous throw cannot outrun it).
      flight = Promise.resolve()
        .then(compute)
        .then((result) => {
          this.store(key, { version, expiresAt: result.expiresAt, value: result.value })
          return result
        })
        .finally(() => this.computing.delete(flightKey))
      this.computing.set(flightKey, flight)
    }
    return (await flight).value
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!)
  }
}
