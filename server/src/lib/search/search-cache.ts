import type { Database } from '../../db/client'

/** How long a cached answer may be served: bounds what the index version cannot see (news whose release time comes). */
export const SEARCH_CACHE_TTL_MS = 30_000
const MAX_ENTRIES = 2_000

type Entry = { version: string; storedAt: number; value: unknown }

/**
 * Answers of recent searches, valid for one index version (the `search_index_version` sequence, advanced after every
 * index write) and at most SEARCH_CACHE_TTL_MS. Searches repeat a lot (hot words, paging the same keyword, the
 * grouped page then a type's page), and a broad word costs the database a scan of thousands of matches.
 * Least recently used entries go first.
 */
export class SearchCache {
  private entries = new Map<string, Entry>()

  async through<T>(key: string, version: string, now: number, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key)
    if (entry && entry.version === version && now - entry.storedAt < SEARCH_CACHE_TTL_MS) {
      this.entries.delete(key)
      this.entries.set(key, entry)
      return entry.value as T
    }
    const value = await compute()
    this.entries.delete(key)
    this.entries.set(key, { version, storedAt: now, value })
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    return value
  }
}

// One cache per database: the server tests run many apps (each with its own database) in one process.
const caches = new WeakMap<Database, SearchCache>()

export function searchCacheOf(db: Database): SearchCache {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new SearchCache()))
  return cache
}
