import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Database } from './client'

const dialect = new PgDialect()

/**
 * Runs a hot read as a named prepared statement. PostgreSQL then plans it once per pooled connection (and keeps a
 * generic plan after its first few runs) instead of on every call: planning the message list or the to-do list cost
 * several times what running them did. The name is a hash of the SQL text, so one function may send statements of
 * several shapes (filters present or not); each shape is prepared once per connection. Only for statements whose
 * text comes from code, never from request data, so that the kinds stay few.
 */
export async function preparedRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query)
  const name = `p_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`
  const result = await db.$client.query<T>({ name, text, values: params as unknown[] })
  return result.rows
}
