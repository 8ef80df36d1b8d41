import { and, asc, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts } from '../../db/schema/index'
import type { IdentityTypeCode } from '../../db/schema/accounts'
import { escapeLike } from '../message-center/message-records'

/** Accounts whose username or name contains the keyword, by username, paged (for choosing handlers). */
/** People whose account or name contains the keyword, among the identities the caller may address. */
export async function searchAccounts(db: Database, keyword: string, identities: IdentityTypeCode[], pageNum: number, pageSize: number) {
  const pattern = `%${escapeLike(keyword.trim())}%`
  const where = and(
    inArray(accounts.identityTypeCode, identities),
    or(ilike(accounts.username, pattern), ilike(accounts.displayName, pattern)),
  )
  const [rows, [count]] = await Promise.all([
    db
      .select({ username: accounts.username, name: accounts.displayName, identityTypeCode: accounts.identityTypeCode })
      .from(accounts)
      .where(where)
      .orderBy(asc(accounts.username))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(accounts)
      .where(where),
  ])
  return { rows, total: count?.n ?? 0 }
}
