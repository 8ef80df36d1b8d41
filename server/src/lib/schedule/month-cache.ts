import { sql } from 'drizzle-orm'
import { CacheStats } from '../common/cache-stats'
import { CachedJson } from '../common/cached-json'
import type { Database, Queryable } from '../../db/client'
import { preparedRows } from '../../db/prepared'

/** What a user's month view depends on, read in one query, and the fingerprint of it. */
export interface ViewSources {
  /** The account's own calendars and its subscriptions (a public calendar only while published). */
  calendarIds: number[]
  /** Events the account is invited to and accepted. */
  invitedEventIds: number[]
  /** Events the account is invited to and has not answered: shown, but never at the cost of its own events. */
  pendingEventIds: number[]
  /**
   * Every calendar the view depends on: the above, the calendars of the invitations, and subscribed calendars not shown
   * now (withdrawn: published again, the version it raises must reach the view).
   */
  watchedCalendarIds: number[]
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
  answer: string
  /** False for a subscribed public calendar that is not published (withdrawn): watched, its events not shown. */
  shown: boolean
}

/**
 * The calendars, subscriptions and invitations behind the account's schedule, with their versions. Own calendars and
 * subscriptions are two branches, each read by its index (one `owner OR subscribed` condition read every calendar).
 */
export async function viewSources(db: Database, accountId: string): Promise<ViewSources> {
  const rows = await preparedRows<SourceRow>(
    db,
    sql`
    SELECT 0 AS event_id, c.id AS calendar_id, c.version, '' AS answer, (c.owner_kind <> 'public' OR c.state = 'published') AS shown
      FROM schedule_calendars c
     WHERE c.owner_account_id = ${accountId}
    UNION
    SELECT 0, c.id, c.version, '', (c.owner_kind <> 'public' OR c.state = 'published')
      FROM schedule_subscriptions s JOIN schedule_calendars c ON c.id = s.calendar_id
     WHERE s.account_id = ${accountId}
    UNION ALL
    SELECT a.event_id, c.id, c.version, a.answer, true FROM schedule_attendees a
      JOIN schedule_events e ON e.id = a.event_id
      JOIN schedule_calendars c ON c.id = e.calendar_id
     WHERE a.account_id = ${accountId} AND a.answer <> 'declined'
     ORDER BY 1, 2`,
  )
  return {
    calendarIds: rows.filter((r) => r.event_id === 0 && r.shown).map((r) => r.calendar_id),
    invitedEventIds: rows.filter((r) => r.event_id !== 0 && r.answer !== 'pending').map((r) => r.event_id),
    pendingEventIds: rows.filter((r) => r.answer === 'pending').map((r) => r.event_id),
    watchedCalendarIds: [...new Set(rows.map((r) => r.calendar_id))],
    fingerprint: rows.map((r) => `${r.event_id}:${r.calendar_id}:${r.version}:${r.answer}:${r.shown}`).join(','),
  }
}

/**
 * Marks calendars changed (their events, overrides, name or colour): cached views that show them are stale. Raising
 * the version is also what announces the change to every instance (the trigger of migration 0019).
 */
export async function touchCalendars(db: Queryable, ids: ReadonlyArray<number | null | undefined>): Promise<void> {
  const list = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (!list.length) return
  await db.execute(sql`UPDATE schedule_calendars SET version = version + 1 WHERE id IN (${sql.join(list, sql`, `)})`)
}

/**
 * The channel on which the database announces what month views depend on (migration 0019), at commit:
 * `calendar:<id>` when a calendar's version is raised or it is deleted, `account:<id>` when an account gains a
 * calendar, or gains, answers or loses a subscription or an invitation.
 */
export const SCHEDULE_VIEW_CHANNEL = 'portal_schedule_view'

interface Entry {
  accountId: string
  calendarIds: number[]
  fingerprint: string
  /** The change count when the answer's sources began to be read: a change heard after it may not be in it. */
  since: number
  body: CachedJson
}

/**
 * Month-view answers per account and window (JSON, its compressed forms and ETag), on one instance.
 *
 * While `trusted` (the change feed is up) a kept answer is served without any query until a change to one of its
 * calendars or its account is heard: the instance that writes hears it before it answers the write
 * (`ChangeFeed.caughtUp`), the others when the notice arrives. Otherwise each request reads the view's sources
 * (one small query) and a kept answer is used only when their fingerprint is unchanged, as the database says at
 * that moment. An answer whose reading overlapped a change it depends on is never trusted: it is checked by its
 * fingerprint first. Bounded by bytes; least recently used answers go first.
 */
export class MonthViewCache {
  private readonly entries = new Map<string, Entry>()
  /** `calendar:<id>` / `account:<id>` → the change count when it last changed. */
  private readonly heard = new Map<string, number>()
  private changes = 0
  /** Answers begun before this count are checked by fingerprint (set when the feed changes state). */
  private floor = 0
  private bytes = 0
  private trusted = false
  readonly stats = new CacheStats()

  /** `budget`: bytes kept in all (a busy 3-month view is ~150 KB of JSON); `maxHeard`: changes remembered. */
  constructor(
    private readonly budget = 64_000_000,
    private readonly maxHeard = 100_000,
  ) {}

  /**
   * The answer for the account's [from, to): kept, or made by `render` from the sources `loadSources` reads
   * (and kept).
   */
  async answer(
    accountId: string,
    from: Date,
    to: Date,
    loadSources: () => Promise<ViewSources>,
    render: (sources: ViewSources) => Promise<unknown>,
  ): Promise<CachedJson> {
    const key = `${accountId}|${from.getTime()}|${to.getTime()}`
    const kept = this.entries.get(key)
    if (kept && this.trusted && this.current(kept)) {
      this.stats.hits++
      this.touch(key, kept)
      return kept.body
    }
    const since = this.changes
    const sources = await loadSources()
    const still = this.entries.get(key)
    if (still && still.fingerprint === sources.fingerprint) {
      // Read after `since`, the same sources: the answer is as current as that reading.
      still.since = Math.max(still.since, since)
      this.stats.revalidated++
      this.touch(key, still)
      return still.body
    }
    this.stats.misses++
    const body = new CachedJson(await render(sources))
    this.keep(key, { accountId, calendarIds: sources.watchedCalendarIds, fingerprint: sources.fingerprint, since, body })
    return body
  }

  /** A change notice (`calendar:<id>` or `account:<id>`): answers that depend on it are no longer trusted. */
  changed(what: string): void {
    this.changes += 1
    if (this.heard.size >= this.maxHeard) {
      // Forgetting what changed when: every answer kept so far is checked once by its fingerprint.
      this.heard.clear()
      this.floor = this.changes
    }
    this.heard.set(what, this.changes)
  }

  /** The change feed went online (`true`) or offline: notices may have been missed, so check every answer once. */
  reset(trusted: boolean): void {
    this.changes += 1
    this.floor = this.changes
    this.heard.clear()
    this.trusted = trusted
  }

  get size(): number {
    return this.entries.size
  }

  /** Nothing the answer depends on changed since its reading began (and it began after the last reset). */
  private current(entry: Entry): boolean {
    if (entry.since < this.floor) return false
    if ((this.heard.get(`account:${entry.accountId}`) ?? 0) > entry.since) return false
    return entry.calendarIds.every((id) => (this.heard.get(`calendar:${id}`) ?? 0) <= entry.since)
  }

  private keep(key: string, entry: Entry) {
    const present = this.entries.get(key)
    // A slower reading that began earlier does not replace a later one.
    if (present && present.since > entry.since) return
    if (entry.body.bytes > this.budget / 4) return
    this.drop(key)
    while (this.bytes + entry.body.bytes > this.budget) this.drop(this.entries.keys().next().value!)
    this.entries.set(key, entry)
    this.bytes += entry.body.bytes
  }

  /** Most recently used last (the Map's order), so the first key is the one to drop. */
  private touch(key: string, entry: Entry) {
    this.entries.delete(key)
    this.entries.set(key, entry)
  }

  private drop(key: string) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.body.bytes
  }
}
