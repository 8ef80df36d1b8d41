import { CacheStats } from './common/cache-stats'

/**
 * Answers of the public CMS reads (home aggregate, news pages) kept in memory for a short time.
 *
 * Freshness: every write that publishes or edits content calls `invalidate()` on all instances (through
 * PostgreSQL NOTIFY, `plugins/app/content-cache.ts`), so a publish shows at once everywhere. The short
 * lifetime only bounds what changes without a publish: read counts, and pop-ups or scheduled articles whose
 * time window opens or closes. A load that started before an invalidation is not stored (its data may
 * predate the write). While `enabled` is false (no change feed) every read goes to the database.
 */
export class ContentCache {
  readonly stats = new CacheStats()
  private readonly entries = new Map<string, { value: Promise<unknown>; expires: number }>()
  private generation = 0
  enabled = false

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) {
      this.stats.misses++
      return await load()
    }
    const hit = this.entries.get(key)
    if (hit && hit.expires > this.now()) {
      this.stats.hits++
      return await (hit.value as Promise<T>)
    }
    this.stats.misses++
    const generation = this.generation
    const value = load()
    // Concurrent misses share one load; a failed load is not kept.
    this.entries.set(key, { value, expires: this.now() + this.ttlMs })
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!)
    try {
      return await value
    } catch (error) {
      if (this.entries.get(key)?.value === value) this.entries.delete(key)
      throw error
    } finally {
      if (generation !== this.generation && this.entries.get(key)?.value === value) this.entries.delete(key)
    }
  }

  invalidate(): void {
    this.generation += 1
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }
}
