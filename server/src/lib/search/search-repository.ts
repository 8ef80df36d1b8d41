import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { SearchDocType } from '../../db/schema/index'
import type { QueryPlan } from './search-text'

/** Who searches: private documents are theirs only, audience-limited ones need their identity. */
export interface Viewer {
  accountId: string
  identity: string
}

export type DocumentRow = {
  id: number
  doc_type: SearchDocType
  source_id: string
  title: string
  summary: string
  link: string
  meta: Record<string, string>
  category: string
  status: string
  happened_at: Date | null
  total: number
}

export interface TypeFilters {
  since?: Date
  category?: string
  status?: string
}

/** Shortest pinyin the trigram typo match tries (shorter strings have too few trigrams to mean anything). */
const MIN_TYPO_LENGTH = 4

// A division's own content (meta.scope) has an audience of organisation units, which this rule cannot check: only
// the division's search (searchScoped, with the division's own rule) finds it.
function visibleTo(viewer: Viewer): SQL {
  return sql`(owner_ids is null or owner_ids @> array[${viewer.accountId}]::uuid[])
    and (cardinality(audience) = 0 or ${viewer.identity} = any(audience))
    and (doc_type <> 'news' or happened_at <= now())
    and not (meta ? 'scope')`
}

/**
 * Which documents of the viewer's a query looks at: `shared` ones (no owner; the same for everyone of the viewer's
 * identity, so their answer can be cached for all of them) or their `own` (private ones, found through the owner
 * index: a few dozen rows, never the whole match set of a broad word).
 */
export type Scope = 'shared' | 'own'

// Shared documents include news whose release time is still ahead: the queries leave them out of the answer but
// report the first such release time among the matches, the moment a cached answer stops being true (search-cache.ts).
// A division's own content stays out, as in visibleTo.
function scopeOf(viewer: Viewer, scope: Scope): SQL {
  if (scope === 'own')
    return sql`owner_ids @> array[${viewer.accountId}]::uuid[] and (cardinality(audience) = 0 or ${viewer.identity} = any(audience))`
  return sql`owner_ids is null and (cardinality(audience) = 0 or ${viewer.identity} = any(audience)) and not (meta ? 'scope')`
}

/** True for a news document whose release time is still ahead (never null: `not upcoming` keeps everything else). */
const UPCOMING = sql`coalesce(doc_type = 'news' and happened_at > now(), false)`

/** Text match as written, or (approximate) also by pinyin and by trigram similarity of the title's pinyin. */
function matches(plan: QueryPlan, approximate: boolean): SQL {
  if (!approximate) return sql`terms @@ to_tsquery('simple', ${plan.exact})`
  const typo = plan.typo.length >= MIN_TYPO_LENGTH ? sql` or ${plan.typo} <% pinyin` : sql``
  return sql`(terms @@ to_tsquery('simple', ${plan.fuzzy})${typo})`
}

// word_similarity costs ~20 µs a row (most of a broad query's time): only approximate searches, which need it to
// order typo matches, pay for it.
function score(plan: QueryPlan, approximate: boolean): SQL {
  if (!approximate) return sql`ts_rank(terms, to_tsquery('simple', ${plan.exact}))`
  return sql`(ts_rank(terms, to_tsquery('simple', ${plan.fuzzy})) + 0.2 * word_similarity(${plan.pinyin}, pinyin))`
}

const COLUMNS = sql`search_documents.id, doc_type, source_id, title, summary, link, meta, category, status, happened_at`

export type GroupedRow = DocumentRow & { score: number }

const firstRelease = (rows: Array<{ next_release: Date | string | null }>) => {
  const times = rows.flatMap((row) => (row.next_release ? [new Date(row.next_release).getTime()] : []))
  return times.length > 0 ? new Date(Math.min(...times)) : null
}

/**
 * The best `perType` of each type among `candidates` (id, score, happened_at, doc_type, upcoming), how many each type
 * has, and the first release time still ahead among them (a row without a document for a type that has only such
 * news). A broad word matches thousands of rows: each type's best come from a bounded sort of ids and scores, and only
 * the winners' columns are read.
 */
async function topPerType(db: Database, candidates: SQL, perType: number) {
  const result = await db.execute<GroupedRow & { next_release: Date | null }>(sql`
    with matched as materialized (${candidates}),
    types as (
      select doc_type, (count(*) filter (where not upcoming))::int as total, min(happened_at) filter (where upcoming) as next_release
      from matched group by doc_type
    )
    select document.id, types.doc_type, document.source_id, document.title, document.summary, document.link, document.meta,
      document.category, document.status, document.happened_at, types.total, best.score, types.next_release
    from types
    left join lateral (
      select id, score, row_number() over (order by score desc, happened_at desc nulls last, id desc) as rank from (
        select id, score, happened_at from matched where matched.doc_type = types.doc_type and not upcoming
        order by score desc, happened_at desc nulls last, id desc limit ${perType}
      ) bounded
    ) best on true
    left join search_documents document on document.id = best.id
    order by best.rank, types.doc_type`)
  return { rows: result.rows.filter((row) => row.id !== null), nextRelease: firstRelease(result.rows) }
}

/** The best `perType` matches of each type among all the viewer may see, and how many each type has. */
export async function searchGrouped(db: Database, plan: QueryPlan, viewer: Viewer, perType: number, approximate: boolean) {
  const candidates = sql`
    select id, ${score(plan, approximate)} as score, happened_at, doc_type, false as upcoming from search_documents
    where ${matches(plan, approximate)} and ${visibleTo(viewer)}`
  return (await topPerType(db, candidates, perType)).rows
}

/**
 * The best `perType` matches of each type in one scope and how many each type has; for the shared scope also the
 * release time of the first matching article still ahead (null when none is).
 */
export async function searchGroupedIn(
  db: Database,
  plan: QueryPlan,
  viewer: Viewer,
  perType: number,
  approximate: boolean,
  scope: Scope,
): Promise<{ rows: GroupedRow[]; nextRelease: Date | null }> {
  const candidates =
    scope === 'own'
      ? // From the owner index (offset 0 keeps it apart: otherwise the planner may scan every text match first).
        sql`select id, ${score(plan, approximate)} as score, happened_at, doc_type, false as upcoming
          from (select * from search_documents where ${scopeOf(viewer, scope)} offset 0) own
          where ${matches(plan, approximate)}`
      : sql`select id, ${score(plan, approximate)} as score, happened_at, doc_type, ${UPCOMING} as upcoming from search_documents
          where ${matches(plan, approximate)} and ${scopeOf(viewer, scope)}`
  return await topPerType(db, candidates, perType)
}

/**
 * The viewer's matches of one type, as (id, score, happened_at, category, status, upcoming): the shared ones through
 * the shared text index, the viewer's own through the owner index, never the other private rows a broad word also
 * matches. `upcoming` marks news whose release time is still ahead (left out of answers, see scopeOf).
 */
function matchesOfType(plan: QueryPlan, viewer: Viewer, type: SearchDocType, approximate: boolean, narrowed: SQL | null): SQL {
  // Counting needs no rank (ts_rank reads every match's whole vector).
  const scored = narrowed ? score(plan, approximate) : sql`0`
  narrowed ??= sql``
  return sql`(
    select id, ${scored} as score, happened_at, category, status, ${UPCOMING} as upcoming from search_documents
    -- doc_type as an expression: the planner would otherwise AND the text index with the (doc_type, source_id)
    -- index, reading every one of the type's entries (40,000 news) to narrow down a few thousand matches.
    where (doc_type || '') = ${type} and ${matches(plan, approximate)} and ${scopeOf(viewer, 'shared')}${narrowed}
    union all
    select id, ${scored} as score, happened_at, category, status, false as upcoming from (
      select * from search_documents where ${scopeOf(viewer, 'own')} offset 0
    ) own
    where doc_type = ${type} and ${matches(plan, approximate)}${narrowed}
  )`
}

/**
 * One page of one type's matches, best first, with the total (ranked on ids, then the page's columns fetched), and the
 * release time of the first matching article still ahead (null when none is).
 */
export async function searchOfType(
  db: Database,
  plan: QueryPlan,
  viewer: Viewer,
  type: SearchDocType,
  filters: TypeFilters,
  page: { pageSize: number; offset: number },
  approximate: boolean,
) {
  const narrowed = [
    filters.since ? sql` and happened_at >= ${filters.since}` : sql``,
    filters.category ? sql` and category = ${filters.category}` : sql``,
    filters.status ? sql` and status = ${filters.status}` : sql``,
  ]
  // One row even when the page is empty: the page joined to the total and the next release time. The page comes from a
  // bounded sort of ids and scores (a broad word matches thousands), and only its rows' columns are read.
  const result = await db.execute<DocumentRow & { next_release: Date | null }>(sql`
    with hits as materialized (select * from ${matchesOfType(plan, viewer, type, approximate, sql.join(narrowed))} matched),
    summary as (
      select (count(*) filter (where not upcoming))::int as total, min(happened_at) filter (where upcoming) as next_release from hits
    ),
    page as (
      select id, score, happened_at from hits where not upcoming
      order by score desc, happened_at desc nulls last, id desc limit ${page.pageSize} offset ${page.offset}
    )
    select document.id, document.doc_type, document.source_id, document.title, document.summary, document.link, document.meta,
      document.category, document.status, document.happened_at, summary.total, summary.next_release
    from summary left join page on true left join search_documents document on document.id = page.id
    order by page.score desc, page.happened_at desc nulls last, page.id desc`)
  return {
    rows: result.rows.filter((row) => row.id !== null),
    total: result.rows[0]?.total ?? 0,
    nextRelease: firstRelease(result.rows),
  }
}

/**
 * One page of matches among the documents `scope` admits (a condition on search_documents written by the content's
 * owner, e.g. a division's announcements addressed to the caller), best first, with the total. Such content has no
 * owner: the shared documents' indexes serve it.
 */
export async function searchScoped(
  db: Database,
  plan: QueryPlan,
  scope: SQL,
  page: { pageSize: number; offset: number },
  approximate: boolean,
) {
  const result = await db.execute<DocumentRow>(sql`
    with ranked as (
      select id, row_number() over (order by ${score(plan, approximate)} desc, happened_at desc nulls last, id desc) as rank,
        (count(*) over ())::int as total
      from search_documents
      where ${matches(plan, approximate)} and owner_ids is null and (${scope})
    )
    select ${COLUMNS}, ranked.total from ranked join search_documents using (id)
    where ranked.rank > ${page.offset} and ranked.rank <= ${page.offset + page.pageSize}
    order by ranked.rank`)
  return { rows: result.rows, total: result.rows[0]?.total ?? 0 }
}

/** How many matches `scope` admits in each category (the filter choices of a scoped type page). */
export async function categoriesScoped(db: Database, plan: QueryPlan, scope: SQL, approximate: boolean) {
  const result = await db.execute<{ name: string; count: number }>(sql`
    select category as name, count(*)::int as count from search_documents
    where ${matches(plan, approximate)} and owner_ids is null and (${scope}) and category <> ''
    group by category order by count(*) desc, category`)
  return result.rows
}

/**
 * How many matches of one type there are in all and in each category and status (the filter choices), and the release
 * time of the first matching article still ahead (null when none is).
 */
export async function facetsOfType(db: Database, plan: QueryPlan, viewer: Viewer, type: SearchDocType, approximate: boolean) {
  const result = await db.execute<{
    facet: 'all' | 'category' | 'status' | 'next'
    name: string
    count: number
    next_release: Date | null
  }>(sql`
    with hits as materialized (select category, status, upcoming, happened_at from ${matchesOfType(plan, viewer, type, approximate, null)} matched),
    released as (select category, status from hits where not upcoming)
    select 'all' as facet, '' as name, count(*)::int as count, null::timestamptz as next_release from released
    union all
    select 'next', '', 0, min(happened_at) from hits where upcoming
    union all
    select 'category', category, count(*)::int, null from released where category <> '' group by category
    union all
    select 'status', status, count(*)::int, null from released where status <> '' group by status
    order by count desc, name`)
  const of = (facet: 'category' | 'status') => result.rows.filter((row) => row.facet === facet).map(({ name, count }) => ({ name, count }))
  return {
    total: result.rows.find((row) => row.facet === 'all')?.count ?? 0,
    categories: of('category'),
    statuses: of('status'),
    nextRelease: firstRelease(result.rows.filter((row) => row.facet === 'next')),
  }
}

/**
 * Ids of the released news matching a query, best first (at most `limit`): what a news list's keyword finds. News
 * have no owner or audience, so no viewer is needed.
 */
export async function matchingNewsIds(db: Database, plan: QueryPlan, approximate: boolean, limit: number): Promise<string[]> {
  const result = await db.execute<{ source_id: string }>(sql`
    select source_id from search_documents
    where (doc_type || '') = 'news' and ${matches(plan, approximate)} and owner_ids is null and cardinality(audience) = 0
      and happened_at <= now()
    order by ${score(plan, approximate)} desc, happened_at desc nulls last, id desc
    limit ${limit}`)
  return result.rows.map((row) => row.source_id)
}

export interface RecordedQuery {
  accountId: string
  keyword: string
  resultCount: number
}

/** Records searches (history and hot searches), in the order given. */
export async function recordQueries(db: Database, queries: RecordedQuery[]): Promise<void> {
  if (queries.length === 0) return
  const values = queries.map((query) => sql`(${query.accountId}::uuid, ${query.keyword}, ${query.resultCount})`)
  // One statement, one round trip: the searches' answers have left already, waiting for the WAL flush delays nobody.
  await db.execute(sql`insert into search_queries (account_id, keyword, result_count) values ${sql.join(values, sql`, `)}`)
}

/** The account's recent distinct keywords, newest first (by id: searches recorded in one statement share a time). */
export async function historyOf(db: Database, accountId: string, limit: number): Promise<string[]> {
  const result = await db.execute<{ keyword: string }>(sql`
    select keyword from search_queries where account_id = ${accountId} and not hidden
    group by keyword order by max(id) desc limit ${limit}`)
  return result.rows.map((row) => row.keyword)
}

/** Hides the account's history (the searches still count towards the hot list). */
export async function clearHistoryOf(db: Database, accountId: string): Promise<void> {
  await db.execute(sql`update search_queries set hidden = true where account_id = ${accountId} and not hidden`)
}

/** Keywords most people searched lately and found something with. */
export async function hotKeywords(db: Database, since: Date, limit: number): Promise<string[]> {
  const result = await db.execute<{ keyword: string }>(sql`
    select keyword from search_queries where created_at >= ${since} and result_count > 0
    group by keyword order by count(distinct account_id) desc, count(*) desc, max(created_at) desc limit ${limit}`)
  return result.rows.map((row) => row.keyword)
}

/** The viewer's own schedule entries from now on, or their open to-dos, soonest first (the AI assistant's context). */
export async function ownUpcoming(db: Database, viewer: Viewer, type: 'schedule' | 'task', limit: number) {
  const open = type === 'schedule' ? sql`happened_at >= now()` : sql`status in ('未完成', '办理中')`
  const result = await db.execute<DocumentRow>(sql`
    select ${COLUMNS}, 0 as total from search_documents
    where doc_type = ${type} and owner_ids @> array[${viewer.accountId}]::uuid[] and ${open}
    order by happened_at nulls last, id limit ${limit}`)
  return result.rows
}
