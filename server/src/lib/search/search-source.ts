import type { Database } from '../../db/client'
import type { SearchDocType } from '../../db/schema/index'

/** A document as a source hands it to the indexer. */
export interface SourceDocument {
  sourceId: string
  title: string
  /** Further text that is searched (description, place, column …); weighs less than the title. */
  body: string
  summary: string
  link: string
  meta?: Record<string, string>
  category: string
  status: string
  happenedAt: Date | null
  /** Set: only these accounts find it. */
  ownerIds: string[] | null
  /** Non-empty: only these identity types find it. */
  audience: string[]
}

/** A table whose row changes re-index a document: `key` column → source id `${prefix}${value}`. */
export interface WatchedTable {
  table: string
  key: string
  prefix?: string
  /**
   * The columns the document is built from, for a table with others that change often (a read count): updates of
   * those alone leave the index, and every cached search answer, as they are. Omitted: every update counts.
   */
  columns?: string[]
}

/**
 * One kind of searchable content. `load(db, null)` returns every document (full rebuild); `load(db, ids)` those of the
 * ids that still exist and are searchable (the others are removed from the index). Pointing search at a rebuilt
 * content table means changing only its source file.
 */
export interface SearchSource {
  type: SearchDocType
  watches: WatchedTable[]
  load(db: Database, sourceIds: string[] | null): Promise<SourceDocument[]>
}
