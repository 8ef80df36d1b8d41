import path from 'node:path'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { Pool } from 'pg'

export const migrationsFolder = path.resolve(import.meta.dirname, '..', '..', 'drizzle')

// Arbitrary constant shared by every instance: only one of them runs the migrator at a time.
const MIGRATION_LOCK_KEY = 7_242_026

/**
 * Applies pending SQL migrations, then `afterMigrate` (the seed), all under one advisory lock: safe when
 * several instances start against one database at once.
 */
export async function runMigrations(pool: Pool, afterMigrate?: () => Promise<void>): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await migrate(drizzle(client), { migrationsFolder })
      await afterMigrate?.()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}
