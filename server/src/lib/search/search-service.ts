import type { SearchAllResult, SearchHit, SearchTimeRange, SearchTypeResult } from '@contract/search'
import { SEARCH_TYPE_NAMES, SEARCH_TYPES, type SearchType } from '@contract/paths/search'
import type { SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { badRequest } from '../common/api-error'
import { drainPending, hasPendingChanges } from './search-indexer'
import {
  facetsOfType,
  hotKeywords,
  recordQuery,
  searchGrouped,
  searchOfType,
  searchScoped,
  type DocumentRow,
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

/** Content changed since it was indexed is indexed first, so a search always sees what was just saved. */
async function catchUp(db: Database): Promise<void> {
  if (await hasPendingChanges(db)) await drainPending(db)
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
  const hot = await hotKeywords(db, new Date(now.getTime() - HOT_DAYS * 86_400_000), HOT_COUNT)
  return hot.length > 0 ? hot : DEFAULT_HOT_KEYWORDS
}

/** Every type's best matches; an exact miss falls back to pinyin and typo matching. Recorded in the history. */
export async function searchAll(db: Database, viewer: Viewer, keyword: string, now: Date): Promise<SearchAllResult> {
  const plan = planOrRefuse(keyword)
  await catchUp(db)
  let approximate = false
  let rows = await searchGrouped(db, plan, viewer, GROUP_SIZE, false)
  if (rows.length === 0) {
    approximate = true
    rows = await searchGrouped(db, plan, viewer, GROUP_SIZE, true)
  }
  const groups = SEARCH_TYPES.flatMap((type: SearchType) => {
    const ofType = rows.filter((row) => row.doc_type === type)
    if (ofType.length === 0) return []
    return [{ type, name: SEARCH_TYPE_NAMES[type], total: ofType[0]!.total, items: ofType.map((row) => toHit(row, plan)) }]
  })
  const found = groups.reduce((sum, group) => sum + group.total, 0)
  await recordQuery(db, viewer.accountId, keyword.trim(), found)
  return { keyword: keyword.trim(), approximate, groups, suggestions: found === 0 ? await hotSearches(db, now) : [] }
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
  await catchUp(db)
  const filters: TypeFilters = { since: since(query.time, now), category: query.category || undefined, status: query.status || undefined }
  // The unfiltered counts decide the mode (nothing as written → pinyin and typos) and give the filter choices.
  let approximate = false
  let facets = await facetsOfType(db, plan, viewer, query.type, false)
  if (facets.total === 0) {
    approximate = true
    facets = await facetsOfType(db, plan, viewer, query.type, true)
  }
  const { rows, total } = await searchOfType(db, plan, viewer, query.type, filters, page, approximate)
  if (page.pageNum === 1) await recordQuery(db, viewer.accountId, query.keyword.trim(), total)
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
