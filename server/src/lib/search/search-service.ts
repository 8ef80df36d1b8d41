import type { SearchAllResult, SearchHit, SearchTimeRange, SearchTypeResult } from '@contract/search'
import { SEARCH_TYPE_NAMES, SEARCH_TYPES, type SearchType } from '@contract/paths/search'
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { badRequest } from '../common/api-error'
import { SearchCache, type Expiring } from './search-cache'
import { drainPending, indexState } from './search-indexer'
import { QueryLog } from './search-query-log'
import {
  clearHistoryOf,
  facetsOfType,
  historyOf,
  hotKeywords,
  matchingNewsIds,
  searchGroupedIn,
  searchOfType,
  categoriesScoped,
  searchScoped,
  type DocumentRow,
  type GroupedRow,
  type Scope,
  type TypeFilters,
  type Viewer,
} from './search-repository'
import { markTitle, planQuery, type QueryPlan } from './search-text'
import { IndexWatch } from './search-watch'
import { announcementsScopeFor } from '../division/division-search'

/** Results per type in the grouped answer (the rest behind 更多). */
export const GROUP_SIZE = 3
const HOT_DAYS = 30
const HOT_COUNT = 10
/** How long one instance reuses its hot keywords (a month's searches, counted again at most once a minute). */
const HOT_TTL_MS = 60_000
/** Hot keywords shown before anyone has searched (a fresh installation). */
export const DEFAULT_HOT_KEYWORDS = ['成绩查询', '课表', '校园卡', '请假', '图书馆', '校园网']
/** Most news a keyword of a news list finds (a list read newest first, not a ranking to page through to the end). */
const NEWS_MATCH_LIMIT = 500

/** Keywords whose query plans an instance keeps: planning a keyword spells it in pinyin, more than a kept answer costs. */
const PLANS_KEPT = 2_000

const planKey = (plan: QueryPlan) => JSON.stringify([plan.exact, plan.fuzzy, plan.typo, plan.pinyin])

/** A cached answer lives until the index changes, or until the release time of the first matching article still ahead. */
const until = (nextRelease: Date | null) => nextRelease?.getTime() ?? Infinity

function toHit(row: DocumentRow, plan: QueryPlan): SearchHit {
  return {
    // Division announcements come from the scoped queries only (see visibleTo), each checked against its audience.
    type: row.doc_type as SearchType,
    id: row.source_id,
    title: row.title,
    titlePieces: markTitle(row.title, plan),
    summary: row.summary,
    link: row.link,
    meta: row.meta,
    category: row.category,
    status: row.status,
    time: row.happened_at ? new Date(row.happened_at).toISOString() : null,
  }
}

/** A grouped answer's row as cached: the hit ready to send, and what merging the two scopes needs. */
interface RankedHit {
  hit: SearchHit
  score: number
  time: number
  id: number
  /** Matches of the hit's type in its scope. */
  total: number
}

function rankedHit(row: GroupedRow, plan: QueryPlan): RankedHit {
  const time = row.happened_at ? new Date(row.happened_at).getTime() : -Infinity
  return { hit: toHit(row, plan), score: row.score, time, id: Number(row.id), total: row.total }
}

/** Same order as the query's: best score, then newest, then the later document. */
const byRank = (a: RankedHit, b: RankedHit) => b.score - a.score || b.time - a.time || b.id - a.id

function since(range: SearchTimeRange | undefined, now: Date): Date | undefined {
  if (!range) return undefined
  const days = { week: 7, month: 30, year: 365 }[range]
  // Whole minutes: the same range asked again within the minute is the same (cached) question.
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000 - days * 86_400_000)
}

/**
 * The search service of one server instance: every search bar's queries (global search, the service tab, the news
 * list, a division's search), with the answers it keeps between requests, what it knows of the index's freshness and
 * the searches it still has to record.
 */
export class SearchService {
  /** Told of every change the index may have to take in (change-feed notices, this instance's writes). */
  readonly watch = new IndexWatch()
  private readonly cache = new SearchCache()
  /** Hits and misses of the kept answers (for /metrics). */
  readonly cacheStats = this.cache.stats
  private readonly plans = new Map<string, QueryPlan>()
  private readonly log: QueryLog
  private hot: { keywords: Promise<string[]>; until: number } | undefined

  constructor(private readonly db: Database) {
    this.log = new QueryLog(db)
  }

  private planOf(keyword: string): QueryPlan {
    let plan = this.plans.get(keyword)
    if (!plan) {
      plan = planQuery(keyword)
      if (this.plans.size >= PLANS_KEPT) this.plans.delete(this.plans.keys().next().value!)
      this.plans.set(keyword, plan)
    }
    return plan
  }

  private planOrRefuse(keyword: string): QueryPlan {
    const plan = this.planOf(keyword.trim())
    if (!plan.exact) throw badRequest('请输入要搜索的文字或拼音')
    return plan
  }

  /**
   * Content changed since it was indexed is indexed first, so a search always sees what was just saved. Returns the
   * index version the answer is computed on (the cache key's validity).
   */
  private async catchUp(): Promise<string> {
    const read = () => indexState(this.db)
    const state = await this.watch.state(read)
    if (!state.pending) return state.version
    await drainPending(this.db)
    this.watch.changed()
    return (await this.watch.state(read)).version
  }

  private record(accountId: string, keyword: string, resultCount: number): void {
    this.log.add({ accountId, keyword, resultCount })
  }

  /** The account's recent distinct keywords, newest first (including searches still being recorded). */
  async history(accountId: string, limit: number): Promise<string[]> {
    await this.log.settled()
    return await historyOf(this.db, accountId, limit)
  }

  /** Hides the account's history, including searches still being recorded. */
  async clearHistory(accountId: string): Promise<void> {
    await this.log.settled()
    await clearHistoryOf(this.db, accountId)
  }

  /** Keywords most people searched lately and found something with (searches asking at once share one count). */
  async hotSearches(now: Date): Promise<string[]> {
    if (!this.hot || now.getTime() >= this.hot.until) {
      const keywords = this.log.settled().then(() => hotKeywords(this.db, new Date(now.getTime() - HOT_DAYS * 86_400_000), HOT_COUNT))
      const hot = { keywords, until: now.getTime() + HOT_TTL_MS }
      this.hot = hot
      // Not kept: a failed count, or none yet (the first searches of a fresh installation should show up at once).
      keywords.then(
        (found) => {
          if (found.length === 0) this.forgetHot(hot)
        },
        () => this.forgetHot(hot),
      )
    }
    const keywords = await this.hot.keywords
    return keywords.length > 0 ? keywords : DEFAULT_HOT_KEYWORDS
  }

  private forgetHot(hot: SearchService['hot']): void {
    if (this.hot === hot) this.hot = undefined
  }

  /** The best of each type in one scope: shared (cached for everyone of the identity) or the viewer's own (for them). */
  private async groupedIn(plan: QueryPlan, viewer: Viewer, approximate: boolean, scope: Scope, version: string, now: Date) {
    const who = scope === 'shared' ? viewer.identity : `${viewer.identity} ${viewer.accountId}`
    return await this.cache.through(`grouped ${scope} ${who} ${approximate} ${planKey(plan)}`, version, now.getTime(), async () => {
      const { rows, nextRelease } = await searchGroupedIn(this.db, plan, viewer, GROUP_SIZE, approximate, scope)
      return { value: rows.map((row) => rankedHit(row, plan)), expiresAt: until(nextRelease) }
    })
  }

  private async grouped(plan: QueryPlan, viewer: Viewer, approximate: boolean, version: string, now: Date) {
    const [shared, own] = await Promise.all([
      this.groupedIn(plan, viewer, approximate, 'shared', version, now),
      this.groupedIn(plan, viewer, approximate, 'own', version, now),
    ])
    return { shared, own, any: shared.length + own.length > 0 }
  }

  /** Every type's best matches; an exact miss falls back to pinyin and typo matching. Recorded in the history. */
  async searchAll(viewer: Viewer, keyword: string, now: Date): Promise<SearchAllResult> {
    const plan = this.planOrRefuse(keyword)
    const version = await this.catchUp()
    let approximate = false
    let found = await this.grouped(plan, viewer, false, version, now)
    if (!found.any) {
      approximate = true
      found = await this.grouped(plan, viewer, true, version, now)
    }
    const { shared, own } = found
    const announcements = await searchScoped(
      this.db,
      plan,
      await announcementsScopeFor(this.db, viewer.accountId),
      { pageSize: GROUP_SIZE, offset: 0 },
      approximate,
    )
    const groups = SEARCH_TYPES.flatMap((type: SearchType): SearchAllResult['groups'] => {
      if (type === 'announcement') {
        if (announcements.total === 0) return []
        const items = announcements.rows.map((row) => toHit(row, plan))
        return [{ type, name: SEARCH_TYPE_NAMES[type], total: announcements.total, items }]
      }
      const ofType = [...shared, ...own].filter((ranked) => ranked.hit.type === type).sort(byRank)
      if (ofType.length === 0) return []
      // Each scope's rows carry that scope's total for the type.
      const totalIn = (scoped: RankedHit[]) => scoped.find((ranked) => ranked.hit.type === type)?.total ?? 0
      const total = totalIn(shared) + totalIn(own)
      return [{ type, name: SEARCH_TYPE_NAMES[type], total, items: ofType.slice(0, GROUP_SIZE).map((ranked) => ranked.hit) }]
    })
    const count = groups.reduce((sum, group) => sum + group.total, 0)
    this.record(viewer.accountId, keyword.trim(), count)
    return { keyword: keyword.trim(), approximate, groups, suggestions: count === 0 ? await this.hotSearches(now) : [] }
  }

  /** One type's matches, paged and filtered, with the filter choices. */
  async searchType(
    viewer: Viewer,
    query: { keyword: string; type: SearchType; time?: SearchTimeRange; category?: string; status?: string },
    page: { pageNum: number; pageSize: number; offset: number },
    now: Date,
  ): Promise<SearchTypeResult> {
    const plan = this.planOrRefuse(query.keyword)
    const version = await this.catchUp()
    const filters: TypeFilters = { since: since(query.time, now), category: query.category || undefined, status: query.status || undefined }
    if (query.type === 'announcement') return await this.announcementsOfType(viewer, plan, query.keyword, filters, page)
    // Private documents may be among the matches: cached for this viewer only (paging the same keyword, its filters).
    const key = `type ${viewer.accountId} ${viewer.identity} ${query.type} ${planKey(plan)}`
    const cached = <T>(what: string, compute: () => Promise<Expiring<T>>) =>
      this.cache.through(`${key} ${what}`, version, now.getTime(), compute)
    const facetsOf = (approximate: boolean) =>
      cached(`facets ${approximate}`, async () => {
        const facets = await facetsOfType(this.db, plan, viewer, query.type, approximate)
        return { value: facets, expiresAt: until(facets.nextRelease) }
      })
    // The unfiltered counts decide the mode (nothing as written → pinyin and typos) and give the filter choices.
    let approximate = false
    let facets = await facetsOf(false)
    if (facets.total === 0) {
      approximate = true
      facets = await facetsOf(true)
    }
    const pageKey = JSON.stringify([
      approximate,
      filters.since?.getTime() ?? '',
      filters.category ?? '',
      filters.status ?? '',
      page.offset,
      page.pageSize,
    ])
    const { items, total } = await cached(pageKey, async () => {
      const found = await searchOfType(this.db, plan, viewer, query.type, filters, page, approximate)
      return { value: { items: found.rows.map((row) => toHit(row, plan)), total: found.total }, expiresAt: until(found.nextRelease) }
    })
    if (page.pageNum === 1) this.record(viewer.accountId, query.keyword.trim(), total)
    return {
      items,
      total,
      page: page.pageNum,
      size: page.pageSize,
      approximate,
      categories: facets.categories,
      statuses: facets.statuses,
    }
  }

  /** 公告 addressed to the viewer, paged and filtered by time and division (not cached: each person's audience differs). */
  private async announcementsOfType(
    viewer: Viewer,
    plan: QueryPlan,
    keyword: string,
    filters: TypeFilters,
    page: { pageNum: number; pageSize: number; offset: number },
  ): Promise<SearchTypeResult> {
    const addressed = await announcementsScopeFor(this.db, viewer.accountId)
    let approximate = false
    let categories = await categoriesScoped(this.db, plan, addressed, false)
    const exactAny = (await searchScoped(this.db, plan, addressed, { pageSize: 1, offset: 0 }, false)).total > 0
    if (!exactAny) {
      approximate = true
      categories = await categoriesScoped(this.db, plan, addressed, true)
    }
    const filtered = sql`${addressed}${filters.since ? sql` and happened_at >= ${filters.since}` : sql``}${
      filters.category ? sql` and category = ${filters.category}` : sql``
    }`
    const found = await searchScoped(this.db, plan, filtered, page, approximate)
    if (page.pageNum === 1) this.record(viewer.accountId, keyword.trim(), found.total)
    return {
      items: found.rows.map((row) => toHit(row, plan)),
      total: found.total,
      page: page.pageNum,
      size: page.pageSize,
      approximate,
      categories,
      statuses: [],
    }
  }

  /**
   * The article ids a news list's keyword finds through the search index: words, pinyin, initials, synonyms, and when
   * nothing matches as written, homophone and letter typos.
   */
  async newsMatching(keyword: string): Promise<number[]> {
    const plan = this.planOf(keyword.trim())
    // The list has always answered a keyword of punctuation alone (e.g. "%") with no articles, not a refusal.
    if (!plan.exact) return []
    await this.catchUp()
    let ids = await matchingNewsIds(this.db, plan, false, NEWS_MATCH_LIMIT)
    if (ids.length === 0) ids = await matchingNewsIds(this.db, plan, true, NEWS_MATCH_LIMIT)
    return ids.map(Number)
  }

  /**
   * Matches among the documents `scope` admits (a division's own search), paged: as written, or by pinyin and typos
   * when nothing matches as written. Not recorded in the global history.
   */
  async searchWithin(scope: SQL, keyword: string, page: { pageSize: number; offset: number }) {
    const plan = this.planOrRefuse(keyword)
    await this.catchUp()
    const titlePieces = (title: string) => markTitle(title, plan)
    const exact = await searchScoped(this.db, plan, scope, page, false)
    if (exact.total > 0) return { ...exact, approximate: false, titlePieces }
    // A page past the last exact match stays exact (and empty): the mode is decided by the whole result, not the page.
    const probe = page.offset > 0 ? await searchScoped(this.db, plan, scope, { pageSize: 1, offset: 0 }, false) : exact
    if (probe.total > 0) return { rows: [], total: probe.total, approximate: false, titlePieces }
    return { ...(await searchScoped(this.db, plan, scope, page, true)), approximate: true, titlePieces }
  }
}
