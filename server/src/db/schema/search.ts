import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const searchDocTypes = ['service', 'news', 'schedule', 'task', 'person', 'announcement'] as const
export type SearchDocType = (typeof searchDocTypes)[number]

/**
 * One searchable thing (a service, an article, a schedule entry, a to-do, a person, a division's 公告), built from its
 * source table by lib/search/sources. `owner_ids` set = private to those accounts; `audience` non-empty = only those
 * identity types; `meta.scope` set = one division's content, found only by that division's own search.
 * `terms` are the segmented words, n-grams and pinyin the text search matches; `pinyin` (title's pinyin and initials)
 * feeds the pg_trgm typo match, whose GIN index is created at start-up with the extension (lib/search/search-setup).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    docType: text('doc_type').$type<SearchDocType>().notNull(),
    sourceId: text('source_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    link: text('link').notNull().default(''),
    /** What opening the result needs besides the link (a service's token hand-off, its icon). */
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    category: text('category').notNull().default(''),
    status: text('status').notNull().default(''),
    happenedAt: timestamp('happened_at', { withTimezone: true }),
    ownerIds: uuid('owner_ids').array(),
    audience: text('audience')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pinyin: text('pinyin').notNull().default(''),
    terms: tsvector('terms').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('search_documents_source_idx').on(table.docType, table.sourceId),
    index('search_documents_terms_idx').using('gin', table.terms),
    // What most searches look at: documents without an owner (a broad word's private matches are thousands of other
    // people's to-dos and schedules, which this index leaves out; the viewer's own come through the owner index).
    index('search_documents_shared_terms_idx')
      .using('gin', table.terms)
      .where(sql`${table.ownerIds} is null`),
    index('search_documents_owner_idx').using('gin', table.ownerIds),
  ],
)

/** Sources changed since they were indexed; filled by triggers on the source tables, drained by the indexer. */
export const searchPending = pgTable(
  'search_pending',
  {
    docType: text('doc_type').$type<SearchDocType>().notNull(),
    sourceId: text('source_id').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.docType, table.sourceId] })],
)

/** Every search a signed-in user ran: their history (clearable) and, across users, the hot searches. */
export const searchQueries = pgTable(
  'search_queries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    keyword: text('keyword').notNull(),
    resultCount: integer('result_count').notNull().default(0),
    /** Cleared from the user's history; still counted in the hot searches. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('search_queries_account_idx').on(table.accountId, table.createdAt.desc()),
    index('search_queries_created_idx').on(table.createdAt),
  ],
)
