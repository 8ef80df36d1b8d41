import type { IndexState } from './search-indexer'

/**
 * What a search must know before it runs — whether changes wait in the queue, and the index version its cached
 * answers are valid for — kept between searches instead of read before each one. Kept only while `enabled` (the change
 * feed is online, so every change is heard: a notice leaves whenever a change is queued or the index written) and
 * until the next change is heard: a notice from any instance, or a write request of this one (`changed()` before its
 * answer leaves, so the writer's next search sees what it saved without waiting for the notice).
 */
export class IndexWatch {
  private known: IndexState | undefined
  private reading: { heard: number; state: Promise<IndexState> } | undefined
  private heard = 0
  private enabled = false

  async state(read: () => Promise<IndexState>): Promise<IndexState> {
    if (this.known) return this.known
    // Searches arriving together share one read, unless a change was heard since it started.
    if (this.reading?.heard === this.heard) return await this.reading.state
    const heard = this.heard
    const reading = { heard, state: read() }
    this.reading = reading
    try {
      const state = await reading.state
      // A state read while a change was heard may predate it; one with changes queued holds only until they are indexed.
      if (this.enabled && heard === this.heard && !state.pending) this.known = state
      return state
    } finally {
      if (this.reading === reading) this.reading = undefined
    }
  }

  changed(): void {
    this.heard += 1
    this.known = undefined
  }

  /** The change feed went online (`true`) or offline: forget either way, notices may have been missed. */
  reset(enabled: boolean): void {
    this.enabled = enabled
    this.changed()
  }
}
