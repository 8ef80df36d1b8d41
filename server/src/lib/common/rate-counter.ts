import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

/*
 * Sliding-window counters shared by every instance: each hit is a row `(key, window_start = time of the hit)`
 * in `rate_counters` (hits in the same millisecond add to one row's count). Windows are measured from the
 * hits themselves, never from clock boundaries. Housekeeping deletes rows older than a day.
 */

/** Anything that runs SQL: the database or a transaction. */
type Executor = Pick<Database, 'execute'>

/** Records one hit on `key` at `now` without counting. */
export async function recordHit(db: Executor, key: string, now: Date): Promise<void> {
  await db.execute(sql`
    INSERT INTO rate_counters (key, window_start, count) VALUES (${key}, ${now.toISOString()}::timestamptz, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1`)
}

export interface WindowState {
  /** Hits in the window that ends at the last hit (0 when no hit lies within the window before `now`). */
  hits: number
  /** The last hit within the window before `now`. */
  last?: Date
}

/** The hits leading up to the latest one, counted over a window ending at that latest hit. */
export async function windowState(db: Executor, key: string, windowSeconds: number, now: Date): Promise<WindowState> {
  const result = await db.execute<{ last: string | Date | null; hits: number | string | null }>(sql`
    WITH last AS (
      SELECT max(window_start) AS at FROM rate_counters
      WHERE key = ${key} AND window_start > ${now.toISOString()}::timestamptz - make_interval(secs => ${windowSeconds})
        AND window_start <= ${now.toISOString()}::timestamptz)
    SELECT last.at AS last, (
      SELECT sum(count) FROM rate_counters
      WHERE key = ${key} AND window_start > last.at - make_interval(secs => ${windowSeconds}) AND window_start <= last.at) AS hits
    FROM last`)
  const row = result.rows[0]
  if (!row?.last) return { hits: 0 }
  return { hits: Number(row.hits ?? 0), last: new Date(row.last) }
}

/**
 * When `max` hits fell within one window, the key stays locked for a whole window after the last of them,
 * whatever clock boundary lies between. Returns the end of the lock, or undefined when not locked.
 */
export async function lockedUntil(db: Executor, key: string, windowSeconds: number, max: number, now: Date): Promise<Date | undefined> {
  const state = await windowState(db, key, windowSeconds, now)
  if (!state.last || state.hits < max) return undefined
  return new Date(state.last.getTime() + windowSeconds * 1000)
}

export interface Limit {
  key: string
  windowSeconds: number
  max: number
}

/**
 * Takes one hit on every limit, or none: if one of them is locked at `now`, answers which one and until when,
 * recording nothing (refused requests do not prolong a lock). Atomic across instances: the keys are locked
 * (advisory transaction locks, in one order) while they are checked and counted.
 */
export async function claimHits(db: Database, limits: Limit[], now: Date): Promise<{ limit: Limit; until: Date } | undefined> {
  return await db.transaction(async (tx) => {
    for (const key of [...new Set(limits.map((limit) => limit.key))].sort()) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`rate:${key}`}))`)
    }
    for (const limit of limits) {
      const until = await lockedUntil(tx, limit.key, limit.windowSeconds, limit.max, now)
      if (until) return { limit, until }
    }
    for (const limit of limits) await recordHit(tx, limit.key, now)
    return undefined
  })
}

/** Whole seconds from `now` until `until`, at least 1 (for "try again in N seconds" messages). */
export const secondsUntil = (until: Date, now: Date): number => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))

/**
 * Takes `units` at once on a 24-hour-style allowance (`max` units per `windowSeconds`, counted back from `now`), or
 * none: answers how many units are left when they do not fit. Atomic across instances (advisory transaction lock on
 * the key), and inside the caller's transaction, so a write that rolls back gives its units back.
 */
export async function claimUnits(
  tx: Executor,
  key: string,
  windowSeconds: number,
  max: number,
  units: number,
  now: Date,
): Promise<{ left: number } | undefined> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`rate:${key}`}))`)
  const result = await tx.execute<{ used: number | string | null }>(sql`
    SELECT sum(count) AS used FROM rate_counters
    WHERE key = ${key} AND window_start > ${now.toISOString()}::timestamptz - make_interval(secs => ${windowSeconds})`)
  const used = Number(result.rows[0]?.used ?? 0)
  if (used + units > max) return { left: Math.max(0, max - used) }
  await tx.execute(sql`
    INSERT INTO rate_counters (key, window_start, count) VALUES (${key}, ${now.toISOString()}::timestamptz, ${units})
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + ${units}`)
  return undefined
}
