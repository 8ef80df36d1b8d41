import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg, { type Pool } from 'pg'
import * as schema from './schema/index'

export type Database = NodePgDatabase<typeof schema> & { $client: Pool }

/** The database or a transaction: what a repository function needs to read and write. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>

export interface DatabaseHandle {
  db: Database
  pool: Pool
}

export function connectDatabase(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  return { db: drizzle(pool, { schema }), pool }
}
