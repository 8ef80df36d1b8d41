import type { PoolClient } from 'pg'
import type { Database } from '../../client'
import type { SearchDocType } from '../../schema/index'
import type { SourceDocument } from '../../../lib/search/search-source'
import { fieldTerms, pinyinKey } from '../../../lib/search/search-text'
import { SEARCH_SOURCES } from '../../../lib/search/sources/index'

/**
 * Search documents of the seeded rows, read by the search sources themselves (the same documents the indexer would
 * write) and written the way lib/search/search-indexer.ts writes them (its terms, pinyin and weights), but in big
 * batches and with the segmentation of a repeated text done once: the generated texts are combinations of a few
 * hundred parts, so most titles and bodies come back many times.
 */
export class CampusSearchWriter {
  private readonly terms = new Map<string, string>()
  private readonly pinyin = new Map<string, string>()

  constructor(
    private readonly db: Database,
    private readonly client: PoolClient,
  ) {}

  private fieldTerms(text: string, title: boolean): string {
    const key = (title ? 'T' : 'B') + text
    let found = this.terms.get(key)
    if (found === undefined) {
      found = fieldTerms(text, title)
      if (this.terms.size < 200_000) this.terms.set(key, found)
    }
    return found
  }

  private pinyinKey(title: string): string {
    let found = this.pinyin.get(title)
    if (found === undefined) {
      found = pinyinKey(title)
      if (this.pinyin.size < 200_000) this.pinyin.set(title, found)
    }
    return found
  }

  /** Indexes the given sources of one type, `chunk` at a time; returns how many documents were written. */
  async index(type: SearchDocType, sourceIds: string[], chunk = 5000): Promise<number> {
    let written = 0
    for (let start = 0; start < sourceIds.length; start += chunk) {
      const documents = await SEARCH_SOURCES[type].load(this.db, sourceIds.slice(start, start + chunk))
      await this.write(type, documents)
      written += documents.length
    }
    return written
  }

  private async write(type: SearchDocType, documents: SourceDocument[]): Promise<void> {
    if (documents.length === 0) return
    const arrayLiteral = (values: string[]) => `{${values.map((v) => `"${v.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`
    await this.client.query(
      `insert into search_documents
         (doc_type, source_id, title, summary, link, meta, category, status, happened_at, owner_ids, audience, pinyin, terms, updated_at)
       select $1, d.source_id, d.title, d.summary, d.link, d.meta::jsonb, d.category, d.status, d.happened_at,
              d.owner_ids::uuid[], d.audience::text[], d.pinyin,
              setweight(to_tsvector('simple', d.title_terms), 'A') || setweight(to_tsvector('simple', d.body_terms), 'D'), now()
       from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[],
                   $10::text[], $11::text[], $12::text[], $13::text[], $14::text[])
         as d(source_id, title, summary, link, meta, category, status, happened_at, owner_ids, audience, pinyin, title_terms, body_terms)
       on conflict (doc_type, source_id) do update set
         title = excluded.title, summary = excluded.summary, link = excluded.link, meta = excluded.meta,
         category = excluded.category, status = excluded.status, happened_at = excluded.happened_at,
         owner_ids = excluded.owner_ids, audience = excluded.audience, pinyin = excluded.pinyin, terms = excluded.terms,
         updated_at = excluded.updated_at`,
      [
        type,
        documents.map((d) => d.sourceId),
        documents.map((d) => d.title),
        documents.map((d) => d.summary),
        documents.map((d) => d.link),
        documents.map((d) => JSON.stringify(d.meta ?? {})),
        documents.map((d) => d.category),
        documents.map((d) => d.status),
        documents.map((d) => d.happenedAt),
        documents.map((d) => (d.ownerIds ? arrayLiteral(d.ownerIds) : null)),
        documents.map((d) => arrayLiteral(d.audience)),
        documents.map((d) => this.pinyinKey(d.title)),
        documents.map((d) => this.fieldTerms(d.title, true)),
        documents.map((d) => this.fieldTerms(d.body, false)),
      ],
    )
  }
}
