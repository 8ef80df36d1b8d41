import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { searchDocTypes, searchDocuments, searchPending, type SearchDocType } from '../../db/schema/index'
import type { SourceDocument } from './search-source'
import { fieldTerms, pinyinKey } from './search-text'
import { SEARCH_SOURCES } from './sources/index'

// Arbitrary constant: one instance at a time sets up the extension, indexes and triggers.
const SETUP_LOCK = 7_150_015

/**
 * Change-feed channel of the index: a notice leaves (at commit) whenever a change is queued or the index is written,
 * so every instance knows when to read the index state again instead of reading it before every search.
 */
export const SEARCH_CHANGED_CHANNEL = 'portal_search_changed'

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/

/**
 * What the migrations cannot say: the pg_trgm extension and its index on the pinyin column (drizzle-kit writes no
 * extension), and the triggers that queue every change of a source table into search_pending (their tables belong to
 * other domains). Idempotent; then a full build when the index is still empty.
 */
export async function setUpSearch(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SETUP_LOCK})`)
    await tx.execute(sql`create extension if not exists pg_trgm`)
    // Shared documents only: a viewer's own are a few dozen, read through the owner index (search-repository.ts).
    await tx.execute(sql`drop index if exists search_documents_pinyin_trgm_idx`)
    await tx.execute(
      sql`create index if not exists search_documents_shared_pinyin_trgm_idx on search_documents using gin (pinyin gin_trgm_ops) where owner_ids is null`,
    )
    // Advanced after every index write: cached search answers of an older version are not served (search-cache.ts).
    await tx.execute(sql`create sequence if not exists search_index_version`)
    await tx.execute(sql`
      create or replace function search_queue_change() returns trigger language plpgsql as $$
      declare
        changed jsonb := to_jsonb(coalesce(new, old));
      begin
        insert into search_pending (doc_type, source_id)
          values (tg_argv[0], tg_argv[2] || (changed ->> tg_argv[1]))
          on conflict (doc_type, source_id) do update set queued_at = now();
        if tg_op = 'UPDATE' and (to_jsonb(old) ->> tg_argv[1]) is distinct from (changed ->> tg_argv[1]) then
          insert into search_pending (doc_type, source_id)
            values (tg_argv[0], tg_argv[2] || (to_jsonb(old) ->> tg_argv[1]))
            on conflict (doc_type, source_id) do nothing;
        end if;
        perform pg_notify(${sql.raw(`'${SEARCH_CHANGED_CHANNEL}'`)}, '');
        return null;
      end $$`)
    for (const source of Object.values(SEARCH_SOURCES)) {
      for (const watch of source.watches) {
        if (!IDENTIFIER.test(watch.table) || !IDENTIFIER.test(watch.key)) throw new Error(`bad watched table ${watch.table}`)
        const columns = watch.columns ? [watch.key, ...watch.columns] : []
        if (!columns.every((column) => IDENTIFIER.test(column))) throw new Error(`bad watched column of ${watch.table}`)
        const args = [source.type, watch.key, watch.prefix ?? ''].map((arg) => `'${arg.replace(/'/g, "''")}'`).join(', ')
        const update = columns.length > 0 ? `update of ${columns.join(', ')}` : 'update'
        await tx.execute(
          sql.raw(
            `create or replace trigger search_${watch.table}_changed after insert or ${update} or delete on ${watch.table} ` +
              `for each row execute function search_queue_change(${args})`,
          ),
        )
      }
    }
    const [anyDocument] = await tx.select({ id: searchDocuments.id }).from(searchDocuments).limit(1)
    if (!anyDocument) {
      for (const type of searchDocTypes)
        await writeDocuments(tx as unknown as Database, type, await SEARCH_SOURCES[type].load(tx as unknown as Database, null))
      await tx.delete(searchPending)
    }
  })
  await advanceVersion(db)
}

/**
 * Marks the index as changed and tells every instance (inside a transaction the notice leaves at commit). Also called after a writing transaction commits: a search that read the version
 * advanced inside the transaction, before the commit, may have cached what the commit then replaced.
 */
export async function advanceVersion(db: Database): Promise<void> {
  await db.execute(sql`select nextval('search_index_version'), pg_notify(${SEARCH_CHANGED_CHANNEL}, '')`)
}

function row(type: SearchDocType, doc: SourceDocument) {
  return {
    docType: type,
    sourceId: doc.sourceId,
    title: doc.title,
    summary: doc.summary,
    link: doc.link,
    meta: doc.meta ?? {},
    category: doc.category,
    status: doc.status,
    happenedAt: doc.happenedAt,
    ownerIds: doc.ownerIds,
    audience: doc.audience,
    pinyin: pinyinKey(doc.title),
    terms: sql`setweight(to_tsvector('simple', ${fieldTerms(doc.title, true)}), 'A') || setweight(to_tsvector('simple', ${fieldTerms(doc.body, false)}), 'D')`,
    updatedAt: new Date(),
  }
}

/** Inserts or replaces documents of one type (in batches: a rebuild may hand over many thousands). */
export async function writeDocuments(db: Database, type: SearchDocType, documents: SourceDocument[]): Promise<void> {
  for (let start = 0; start < documents.length; start += 500) {
    const batch = documents.slice(start, start + 500).map((doc) => row(type, doc))
    await db
      .insert(searchDocuments)
      .values(batch)
      .onConflictDoUpdate({
        target: [searchDocuments.docType, searchDocuments.sourceId],
        set: {
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          link: sql`excluded.link`,
          meta: sql`excluded.meta`,
          category: sql`excluded.category`,
          status: sql`excluded.status`,
          happenedAt: sql`excluded.happened_at`,
          ownerIds: sql`excluded.owner_ids`,
          audience: sql`excluded.audience`,
          pinyin: sql`excluded.pinyin`,
          terms: sql`excluded.terms`,
          updatedAt: sql`excluded.updated_at`,
        },
      })
  }
  await advanceVersion(db)
}

/** Re-reads the given sources and brings their documents up to date (removing those gone or no longer searchable). */
export async function reindex(db: Database, type: SearchDocType, sourceIds: string[]): Promise<void> {
  if (sourceIds.length === 0) return
  const documents = await SEARCH_SOURCES[type].load(db, sourceIds)
  await writeDocuments(db, type, documents)
  const kept = new Set(documents.map((doc) => doc.sourceId))
  const gone = sourceIds.filter((id) => !kept.has(id))
  if (gone.length > 0) {
    await db.delete(searchDocuments).where(and(eq(searchDocuments.docType, type), inArray(searchDocuments.sourceId, gone)))
    await advanceVersion(db)
  }
}

/** Whether content changed since it was last indexed (changes queued), and the index's version. */
export interface IndexState {
  pending: boolean
  version: string
}

/** The index state as the database has it (searches read it only after a change was heard: search-watch.ts). */
export async function indexState(db: Database): Promise<IndexState> {
  const result = await db.execute<{ pending: boolean; version: string }>(
    sql`select exists (select 1 from search_pending) as pending, (select last_value::text from search_index_version) as version`,
  )
  return { pending: result.rows[0]?.pending === true, version: result.rows[0]?.version ?? '' }
}

/**
 * Indexes up to `limit` queued changes in one transaction: rows taken with SKIP LOCKED, so several instances drain
 * side by side, and a failure puts them back. Returns how many were done.
 */
export async function drainPending(db: Database, limit = 500): Promise<number> {
  const done = await db.transaction(async (tx) => {
    const taken = await tx.execute<{ doc_type: SearchDocType; source_id: string }>(sql`
      delete from search_pending where (doc_type, source_id) in (
        select doc_type, source_id from search_pending order by queued_at limit ${limit} for update skip locked
      ) returning doc_type, source_id`)
    const byType = new Map<SearchDocType, string[]>()
    for (const { doc_type: type, source_id: id } of taken.rows) byType.set(type, [...(byType.get(type) ?? []), id])
    for (const [type, ids] of byType) if (SEARCH_SOURCES[type]) await reindex(tx as unknown as Database, type, ids)
    return taken.rows.length
  })
  if (done > 0) await advanceVersion(db)
  return done
}
