import type { Database } from '../../db/client'
import { CacheStats } from '../common/cache-stats'
import type { IdentityTypeCode } from '../../db/schema/index'
import { ratings, type ServiceRow, visibleServices } from './services-repository'

/** The change-feed channel the catalogue's triggers notify (migration 0038): payload `services` or `ratings`. */
export const SERVICES_CHANNEL = 'portal_services_changed'

/** Derived values kept at most (identities × origins in use; more means Host headers nobody serves). */
const MAX_DERIVED = 64

type Ratings = Map<number, { average: number; count: number }>

/**
 * What every service-centre answer starts from and no single person changes: the services each identity sees (with
 * what is made of them per origin, e.g. the cards' shared fields) and the ratings. Kept between requests while the
 * change feed is up, dropped at every notice of a change on any instance; read through while it is down.
 */
export class ServiceRowsCache {
  /** Reads of the catalogue rows (per identity), for /metrics. */
  readonly stats = new CacheStats()
  private enabled = false
  private readonly rows = new Map<IdentityTypeCode, Promise<ServiceRow[]>>()
  private readonly derived = new Map<string, unknown>()
  private rated: Promise<Ratings> | undefined

  async visible(db: Database, identity: IdentityTypeCode): Promise<ServiceRow[]> {
    if (!this.enabled) return await visibleServices(db, identity)
    let kept = this.rows.get(identity)
    if (kept) this.stats.hits++
    else {
      this.stats.misses++
      // Kept before it resolves, so that a notice heard while the query runs drops it too.
      kept = visibleServices(db, identity)
      this.rows.set(identity, kept)
      kept.catch(() => this.rows.get(identity) === kept && this.rows.delete(identity))
    }
    return await kept
  }

  /**
   * `make(rows)` once per key for the rows `visible` answered (same array: same rows); made again once they change.
   * The key names what is made and from what (identity, origin).
   */
  derive<T>(key: string, rows: ServiceRow[], make: (rows: ServiceRow[]) => T): T {
    const kept = this.derived.get(key) as { rows: ServiceRow[]; value: T } | undefined
    if (kept?.rows === rows) return kept.value
    const value = make(rows)
    if (!this.enabled) return value
    // Keys carry the request's origin: a bound keeps made-up Host headers from growing the map.
    if (this.derived.size >= MAX_DERIVED) this.derived.clear()
    this.derived.set(key, { rows, value })
    return value
  }

  async ratings(db: Database): Promise<Ratings> {
    if (!this.enabled) return await ratings(db)
    if (!this.rated) {
      const loading = ratings(db)
      this.rated = loading
      loading.catch(() => this.rated === loading && (this.rated = undefined))
    }
    return await this.rated
  }

  /** A notice from the change feed. */
  changed(what: string): void {
    if (what === 'ratings') {
      this.rated = undefined
      return
    }
    this.rows.clear()
    this.derived.clear()
  }

  /** The feed went online or offline: notices may have been missed, so nothing kept is trusted. */
  reset(online: boolean): void {
    this.enabled = online
    this.rows.clear()
    this.derived.clear()
    this.rated = undefined
  }
}
