import { asc, ilike, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts } from '../../db/schema/index'
import { escapeLike } from '../message-center/message-records'

/** Accounts whose username or name contains the keyword, by username, paged (for choosing handlers). */
export async function searchAccounts (db: Database, keyword: string, pageNum: number, pageSize: number) {
  const pattern = `%${escapeLike(keyword.trim())}%`
  const where = or(ilike(accounts.username, pattern), ilike(accounts.displayName, pattern))
  const [rows, [count]] = await Promise.all([
    db.select({ username: accounts.username, name: accounts.displayName, identityTypeCode: accounts.identityTypeCode })
      .from(accounts).where(where).orderBy(asc(accounts.username)).limit(pageSize).offset((pageNum - 1) * pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(accounts).where(where),
  ])
  return { rows, total: count?.n ?? 0 }
}
