import type { Database } from '../../db/client'
import { CacheStats } from '../common/cache-stats'
import type { IdentityTypeCode } from '../../db/schema/index'
import type { CachedJson } from '../common/cached-json'
import { AccountKept } from '../common/account-answers'
import { categories, personalServiceIds, ratings, type ServiceRow, visibleServices } from './services-repository'

/** The change-feed channel the catalogue's triggers notify (migration 0038): payload `services` or `ratings`. */
export const SERVICES_CHANNEL = 'portal_services_changed'
/** The channel of a person's favourites and authorisations (migration 0043): `account:<id>` or `all`. */
export const SERVICE_PERSONAL_CHANNEL = 'portal_service_personal'

type PersonalIds = Awaited<ReturnType<typeof personalServiceIds>>
/** Accounts whose favourite and authorised services are kept: ids of a few dozen services each, ~40 bytes apiece. */
const PERSONAL_BUDGET = 8_000_000
const personalBytes = (ids: PersonalIds) => 64 + 8 * (ids.favourites.length + ids.authorised.length)

/** Derived values kept at most (identities × origins in use; more means Host headers nobody serves). */
const MAX_DERIVED = 64
/** Bytes of whole answers kept: a campus catalogue of 300 services is ~270 KB of JSON and ~40 KB compressed, so ~300 answers. */
const ANSWER_BUDGET = 128_000_000

type Ratings = Map<number, { average: number; count: number }>
type Category = Awaited<ReturnType<typeof categories>>[number]

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
  private categoryList: Promise<Category[]> | undefined
  /** Whole answers by what they depend on besides the above (least recently used first), and their bytes. */
  private readonly answers = new Map<string, CachedJson>()
  private answerBytes = 0
  /** Answers being made, by key, with the stamp their reading began at. */
  private readonly making = new Map<string, { stamp: number; body: Promise<CachedJson> }>()
  /** Raised whenever what is kept is dropped: an answer begun before that is not kept. */
  private generation = 0
  /** Answers made or kept, for /metrics. */
  readonly answerStats = new CacheStats()
  /** Each person's favourite and authorised services, kept until a notice for the person (SERVICE_PERSONAL_CHANNEL). */
  private readonly personal = new AccountKept<PersonalIds>(PERSONAL_BUDGET, personalBytes)

  /** The person's favourite and authorised service ids (kept while the feed is up). */
  async personalIds(db: Database, accountId: string): Promise<PersonalIds> {
    return await this.personal.value(accountId, 'ids', () => personalServiceIds(db, accountId))
  }

  /** Reads of people's favourite and authorised services, for /metrics. */
  get personalStats(): CacheStats {
    return this.personal.stats
  }

  /** A notice on SERVICE_PERSONAL_CHANNEL. */
  personalChanged(what: string): void {
    this.personal.changed(what)
  }

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

  /** The service categories in order (a category change is a `services` notice). */
  async categories(db: Database): Promise<Category[]> {
    if (!this.enabled) return await categories(db)
    if (!this.categoryList) {
      const loading = categories(db)
      this.categoryList = loading
      loading.catch(() => this.categoryList === loading && (this.categoryList = undefined))
    }
    return await this.categoryList
  }

  /** Taken before reading anything an answer is made from: see `answer`. */
  answerStamp(): number {
    return this.generation
  }

  /**
   * The answer `make` makes from what this cache keeps, kept under `key`: everything else the answer depends on. Kept
   * by bytes, least recently used dropped first; all dropped at any notice. `stamp` (answerStamp) was taken before
   * the caller read the rows the key and answer are made from: an answer begun before a notice is not kept.
   */
  async answer(key: string, stamp: number, make: () => Promise<CachedJson>): Promise<CachedJson> {
    const kept = this.answers.get(key)
    if (this.enabled && kept) {
      this.answerStats.hits++
      this.answers.delete(key)
      this.answers.set(key, kept)
      return kept
    }
    // Concurrent requests for an answer being made from current rows wait for it.
    const pending = this.making.get(key)
    if (this.enabled && pending && pending.stamp === this.generation && stamp === this.generation) {
      this.answerStats.hits++
      return await pending.body
    }
    this.answerStats.misses++
    const body = make()
    this.making.set(key, { stamp, body })
    try {
      const made = await body
      if (!this.enabled || stamp !== this.generation || made.bytes > ANSWER_BUDGET / 8) return made
      this.dropAnswer(key)
      while (this.answers.size > 0 && this.answerBytes + made.bytes > ANSWER_BUDGET) this.dropAnswer(this.answers.keys().next().value!)
      this.answers.set(key, made)
      this.answerBytes += made.bytes
      return made
    } finally {
      if (this.making.get(key)?.body === body) this.making.delete(key)
    }
  }

  private dropAnswer(key: string) {
    const kept = this.answers.get(key)
    if (!kept) return
    this.answers.delete(key)
    this.answerBytes -= kept.bytes
  }

  private dropAnswers() {
    this.generation += 1
    this.answers.clear()
    this.answerBytes = 0
  }

  /** A notice from the change feed. */
  changed(what: string): void {
    this.dropAnswers()
    if (what === 'ratings') {
      this.rated = undefined
      return
    }
    this.rows.clear()
    this.derived.clear()
    this.categoryList = undefined
  }

  /** The feed went online or offline: notices may have been missed, so nothing kept is trusted. */
  reset(online: boolean): void {
    this.enabled = online
    this.personal.reset(online)
    this.dropAnswers()
    this.rows.clear()
    this.derived.clear()
    this.rated = undefined
    this.categoryList = undefined
  }
}
