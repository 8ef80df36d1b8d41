import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

/**
 * Counts one hit on `key` in the current fixed window of `windowSeconds` and returns the count so far.
 * The counter lives in the database so that every instance shares it.
 */
export async function countHit (db: Database, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    INSERT INTO rate_counters (key, window_start, count)
    VALUES (${key}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1
    RETURNING count`)
  return Number(result.rows[0]?.count ?? 0)
}

/** Current count on `key` in this window, without counting a hit. */
export async function currentCount (db: Database, key: string, windowSeconds: number): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    SELECT count FROM rate_counters
    WHERE key = ${key}
      AND window_start = to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`)
  return Number(result.rows[0]?.count ?? 0)
}
