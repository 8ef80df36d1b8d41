import type { Database } from '../../db/client'
import { recordQueries, type RecordedQuery } from './search-repository'

const BATCH = 500

/**
 * Searches to record (history and hot searches), written after their answers: one insert at a time, of everything that
 * arrived meanwhile, so a busy instance writes a few rows per statement instead of a transaction per search. Whoever
 * reads the history waits for what is still queued (`settled`).
 */
export class QueryLog {
  private queued: RecordedQuery[] = []
  private writing: Promise<void> | undefined

  constructor(private readonly db: Database) {}

  add(query: RecordedQuery): void {
    this.queued.push(query)
    this.writing ??= this.writeQueued()
  }

  async settled(): Promise<void> {
    while (this.writing) await this.writing
  }

  private async writeQueued(): Promise<void> {
    while (this.queued.length > 0) {
      const batch = this.queued.splice(0, BATCH)
      // A history row lost to a failed write costs nothing (as one lost in a crash); the searches themselves succeeded.
      await recordQueries(this.db, batch).catch(() => undefined)
    }
    this.writing = undefined
  }
}
