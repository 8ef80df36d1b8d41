import { sql } from 'drizzle-orm'
import type { Queryable } from './calendars-repository'

/** What a user's month view depends on, read in one query, and the fingerprint of it. */
export interface ViewSources {
  /** The account's own calendars and its subscriptions. */
  calendarIds: number[]
  /** Events the account is invited to and did not decline. */
  invitedEventIds: number[]
  /**
   * Every calendar seen (with its version, raised by each change to it or its events) and every invitation:
   * equal fingerprints mean equal occurrences for any window.
   */
  fingerprint: string
}

interface SourceRow extends Record<string, unknown> {
  event_id: number
  calendar_id: number
  version: number
}

/** The calendars, subscriptions and invitations behind the account's schedule, with their versions. */
export async function viewSources(db: Queryable, accountId: string): Promise<ViewSources> {
  const { rows } = await db.execute<SourceRow>(sql`
    SELECT 0 AS event_id, c.id AS calendar_id, c.version FROM schedule_calendars c
     WHERE c.owner_account_id = ${accountId}
        OR c.id IN (SELECT s.calendar_id FROM schedule_subscriptions s WHERE s.account_id = ${accountId})
    UNION ALL
    SELECT a.event_id, c.id, c.version FROM schedule_attendees a
      JOIN schedule_events e ON e.id = a.event_id
      JOIN schedule_calendars c ON c.id = e.calendar_id
     WHERE a.account_id = ${accountId} AND a.answer <> 'declined'
     ORDER BY 1, 2`)
  return {
    calendarIds: rows.filter((r) => r.event_id === 0).map((r) => r.calendar_id),
    invitedEventIds: rows.filter((r) => r.event_id !== 0).map((r) => r.event_id),
    fingerprint: rows.map((r) => `${r.event_id}:${r.calendar_id}:${r.version}`).join(','),
  }
}

/** Marks calendars changed (their events, overrides, name or colour): cached views that show them are stale. */
export async function touchCalendars(db: Queryable, ids: ReadonlyArray<number | null | undefined>): Promise<void> {
  const list = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (!list.length) return
  await db.execute(sql`UPDATE schedule_calendars SET version = version + 1 WHERE id IN (${sql.join(list, sql`, `)})`)
}

/**
 * Serialized occurrence answers per account and window, each kept with the fingerprint of its sources. A hit
 * costs the one small sources query; any change to a calendar, a subscription or an invitation changes the
 * fingerprint, in the writer's transaction, so no instance ever answers from a stale entry (no messages between
 * instances needed). Bounded by the characters kept; least recently used entries go first.
 */
export class MonthViewCache {
  private readonly entries = new Map<string, { fingerprint: string; json: string }>()
  private chars = 0

  /** `budget`: characters of JSON kept in all (a busy 3-month view is ~150 K; 24 M ≈ 50 MB of strings at most). */
  constructor(private readonly budget = 24_000_000) {}

  get(accountId: string, from: Date, to: Date, fingerprint: string): string | undefined {
    const key = `${accountId}|${from.getTime()}|${to.getTime()}`
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.drop(key)
    if (entry.fingerprint !== fingerprint) return undefined
    this.put(key, entry)
    return entry.json
  }

  set(accountId: string, from: Date, to: Date, fingerprint: string, json: string): void {
    if (json.length > this.budget / 4) return
    const key = `${accountId}|${from.getTime()}|${to.getTime()}`
    this.drop(key)
    while (this.chars + json.length > this.budget) this.drop(this.entries.keys().next().value!)
    this.put(key, { fingerprint, json })
  }

  get size(): number {
    return this.entries.size
  }

  private put(key: string, entry: { fingerprint: string; json: string }) {
    this.entries.set(key, entry)
    this.chars += entry.json.length
  }

  private drop(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.chars -= entry.json.length
  }
}
