import type { SearchAllResult, SearchHit, SearchTimeRange, SearchTypeResult } from '@contract/search'
import { SEARCH_TYPE_NAMES, SEARCH_TYPES, type SearchType } from '@contract/paths/search'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { badRequest } from '../common/api-error'
import { searchCacheOf } from './search-cache'
import { drainPending, indexState } from './search-indexer'
import {
  clearHistoryOf,
  facetsOfType,
  historyOf,
  hotKeywords,
  matchingNewsIds,
  recordQuery,
  searchGrouped,
  searchOfType,
  searchScoped,
  type DocumentRow,
  type GroupedRow,
  type TypeFilters,
  type Viewer,
} from './search-repository'
import { markTitle, planQuery, type QueryPlan } from './search-text'

/** Results per type in the grouped answer (the rest behind 更多). */
export const GROUP_SIZE = 3
const HOT_DAYS = 30
const HOT_COUNT = 10
/** Hot keywords shown before anyone has searched (a fresh installation). */
export const DEFAULT_HOT_KEYWORDS = ['成绩查询', '课表', '校园卡', '请假', '图书馆', '校园网']

function planOrRefuse(keyword: string): QueryPlan {
  const plan = planQuery(keyword.trim())
  if (!plan.exact) throw badRequest('请输入要搜索的文字或拼音')
  return plan
}

const planKey = (plan: QueryPlan) => JSON.stringify([plan.exact, plan.fuzzy, plan.pinyin])

// Searches are recorded (history, hot words) after the answer is sent; reading or clearing the history waits for them.
const recording = new WeakMap<Database, Set<Promise<void>>>()

function recordLater(db: Database, accountId: string, keyword: string, resultCount: number): void {
  const inFlight = recording.get(db) ?? new Set<Promise<void>>()
  recording.set(db, inFlight)
  // A history row lost to a failed write costs nothing (as one lost in a crash); the search itself succeeded.
  const write = recordQuery(db, accountId, keyword, resultCount).catch(() => undefined)
  inFlight.add(write)
  void write.finally(() => inFlight.delete(write))
}

async function recorded(db: Database): Promise<void> {
  await Promise.all(recording.get(db) ?? [])
}

/** The account's recent distinct keywords, newest first (including searches still being recorded). */
export async function myHistory(db: Database, accountId: string, limit: number): Promise<string[]> {
  await recorded(db)
  return await historyOf(db, accountId, limit)
}

/** Hides the account's history, including searches still being recorded. */
export async function clearMyHistory(db: Database, accountId: string): Promise<void> {
  await recorded(db)
  await clearHistoryOf(db, accountId)
}

/**
 * Content changed since it was indexed is indexed first, so a search always sees what was just saved. Returns the
 * index version the answer is computed on (the cache key's validity).
 */
async function catchUp(db: Database): Promise<string> {
  const state = await indexState(db)
  if (!state.pending) return state.version
  await drainPending(db)
  return (await indexState(db)).version
}

/** The best `perType` of each type: shared documents (cached for everyone of the identity) and the viewer's own (for them). */
async function groupedRows(db: Database, plan: QueryPlan, viewer: Viewer, approximate: boolean, version: string, now: Date) {
  const key = `grouped ${approximate} ${planKey(plan)}`
  const cache = searchCacheOf(db)
  const [shared, own] = await Promise.all([
    cache.through(`${key} ${viewer.identity}`, version, now.getTime(), () =>
      searchGrouped(db, plan, viewer, GROUP_SIZE, approximate, 'shared'),
    ),
    cache.through(`${key} ${viewer.identity} ${viewer.accountId}`, version, now.getTime(), () =>
      searchGrouped(db, plan, viewer, GROUP_SIZE, approximate, 'own'),
    ),
  ])
  return { shared, own, any: shared.length + own.length > 0 }
}

/** Same order as the query's: best score, then newest, then the later document. */
function byRank(a: GroupedRow, b: GroupedRow): number {
  const time = (row: GroupedRow) => (row.happened_at ? new Date(row.happened_at).getTime() : -Infinity)
  return b.score - a.score || time(b) - time(a) || Number(b.id) - Number(a.id)
}

function toHit(row: DocumentRow, plan: QueryPlan): SearchHit {
  return {
    // The global queries never return division-scoped types (announcements): see visibleTo.
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

export async function hotSearches(db: Database, now: Date): Promise<string[]> {
  await recorded(db)
  const hot = await hotKeywords(db, new Date(now.getTime() - HOT_DAYS * 86_400_000), HOT_COUNT)
  return hot.length > 0 ? hot : DEFAULT_HOT_KEYWORDS
}

/** Every type's best matches; an exact miss falls back to pinyin and typo matching. Recorded in the history. */
export async function searchAll(db: Database, viewer: Viewer, keyword: string, now: Date): Promise<SearchAllResult> {
  const plan = planOrRefuse(keyword)
  const version = await catchUp(db)
  let approximate = false
  let rows = await groupedRows(db, plan, viewer, false, version, now)
  if (!rows.any) {
    approximate = true
    rows = await groupedRows(db, plan, viewer, true, version, now)
  }
  const { shared, own } = rows
  const groups = SEARCH_TYPES.flatMap((type: SearchType) => {
    const ofType = [...shared, ...own].filter((row) => row.doc_type === type).sort(byRank)
    if (ofType.length === 0) return []
    // Each scope's rows carry that scope's total for the type.
    const totalIn = (scoped: GroupedRow[]) => scoped.find((row) => row.doc_type === type)?.total ?? 0
    const total = totalIn(shared) + totalIn(own)
    return [{ type, name: SEARCH_TYPE_NAMES[type], total, items: ofType.slice(0, GROUP_SIZE).map((row) => toHit(row, plan)) }]
  })
  const found = groups.reduce((sum, group) => sum + group.total, 0)
  recordLater(db, viewer.accountId, keyword.trim(), found)
  return { keyword: keyword.trim(), approximate, groups, suggestions: found === 0 ? await hotSearches(db, now) : [] }
}

/** Most news a keyword of a news list finds (a list read newest first, not a ranking to page through to the end). */
const NEWS_MATCH_LIMIT = 500

/**
 * The article ids a news list's keyword finds through the search index: words, pinyin, initials, synonyms, and when
 * nothing matches as written, homophone and letter typos.
 */
export async function newsMatching(db: Database, keyword: string): Promise<number[]> {
  const plan = planQuery(keyword.trim())
  // The list has always answered a keyword of punctuation alone (e.g. "%") with no articles, not a refusal.
  if (!plan.exact) return []
  await catchUp(db)
  let ids = await matchingNewsIds(db, plan, false, NEWS_MATCH_LIMIT)
  if (ids.length === 0) ids = await matchingNewsIds(db, plan, true, NEWS_MATCH_LIMIT)
  return ids.map(Number)
}

function since(range: SearchTimeRange | undefined, now: Date): Date | undefined {
  if (!range) return undefined
  const days = { week: 7, month: 30, year: 365 }[range]
  return new Date(now.getTime() - days * 86_400_000)
}

/** One type's matches, paged and filtered, with the filter choices. */
export async function searchType(
  db: Database,
  viewer: Viewer,
  query: { keyword: string; type: SearchType; time?: SearchTimeRange; category?: string; status?: string },
  page: { pageNum: number; pageSize: number; offset: number },
  now: Date,
): Promise<SearchTypeResult> {
  const plan = planOrRefuse(query.keyword)
  const version = await catchUp(db)
  const filters: TypeFilters = { since: since(query.time, now), category: query.category || undefined, status: query.status || undefined }
  // Private documents may be among the matches: cached for this viewer only (paging the same keyword, its filters).
  const cache = searchCacheOf(db)
  const key = `type ${viewer.accountId} ${viewer.identity} ${query.type} ${planKey(plan)}`
  const cached = <T>(what: string, compute: () => Promise<T>) => cache.through(`${key} ${what}`, version, now.getTime(), compute)
  // The unfiltered counts decide the mode (nothing as written → pinyin and typos) and give the filter choices.
  let approximate = false
  let facets = await cached('facets', () => facetsOfType(db, plan, viewer, query.type, false))
  if (facets.total === 0) {
    approximate = true
    facets = await cached('facets approximate', () => facetsOfType(db, plan, viewer, query.type, true))
  }
  const pageKey = JSON.stringify([approximate, query.time ?? '', filters.category ?? '', filters.status ?? '', page.offset, page.pageSize])
  const { rows, total } = await cached(pageKey, () => searchOfType(db, plan, viewer, query.type, filters, page, approximate))
  if (page.pageNum === 1) recordLater(db, viewer.accountId, query.keyword.trim(), total)
  return {
    items: rows.map((row) => toHit(row, plan)),
    total,
    page: page.pageNum,
    size: page.pageSize,
    approximate,
    categories: facets.categories,
    statuses: facets.statuses,
  }
}

/**
 * Matches among the documents `scope` admits (a division's own search), paged: as written, or by pinyin and typos when
 * nothing matches as written. Not recorded in the global history.
 */
export async function searchWithin(db: Database, scope: SQL, keyword: string, page: { pageSize: number; offset: number }) {
  const plan = planOrRefuse(keyword)
  await catchUp(db)
  const titlePieces = (title: string) => markTitle(title, plan)
  const exact = await searchScoped(db, plan, scope, page, false)
  if (exact.total > 0) return { ...exact, approximate: false, titlePieces }
  // A page past the last exact match stays exact (and empty): the mode is decided by the whole result, not the page.
  const probe = page.offset > 0 ? await searchScoped(db, plan, scope, { pageSize: 1, offset: 0 }, false) : exact
  if (probe.total > 0) return { rows: [], total: probe.total, approximate: false, titlePieces }
  return { ...(await searchScoped(db, plan, scope, page, true)), approximate: true, titlePieces }
}
