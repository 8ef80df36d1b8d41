import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { diversions } from '../../db/schema/index'

const toRecord = (row: typeof diversions.$inferSelect) => ({
  id: row.id,
  title: row.title,
  url: row.url,
  terminal: row.terminal,
  sort: row.sort,
})

/** Diversion records of one account on one terminal, first one wins. */
export async function userDiversions(db: Database, accountId: string, terminal: number) {
  const rows = await db
    .select()
    .from(diversions)
    .where(and(eq(diversions.accountId, accountId), eq(diversions.terminal, terminal)))
    .orderBy(asc(diversions.sort), asc(diversions.id))
  return rows.map(toRecord)
}

/** Institution-wide diversion records (no account) of one terminal. */
export async function publicDiversions(db: Database, terminal: number) {
  const rows = await db
    .select()
    .from(diversions)
    .where(and(isNull(diversions.accountId), eq(diversions.terminal, terminal)))
    .orderBy(asc(diversions.sort), asc(diversions.id))
  return rows.map(toRecord)
}
