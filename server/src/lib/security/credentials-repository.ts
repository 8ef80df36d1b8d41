import { eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accountCredentials, accounts, serviceTickets, ssoSessions } from '../../db/schema/index'
import { hashPassword } from '../auth/passwords'

type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>

/** The version every id token of the account must carry (0 until the first password change). */
export async function tokenVersionOf(db: Pick<Database, 'select'>, accountId: string): Promise<number> {
  const [row] = await db
    .select({ version: accountCredentials.tokenVersion })
    .from(accountCredentials)
    .where(eq(accountCredentials.accountId, accountId))
  return row?.version ?? 0
}

export async function passwordChangedAt(db: Database, accountId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: accountCredentials.passwordChangedAt })
    .from(accountCredentials)
    .where(eq(accountCredentials.accountId, accountId))
  return row?.at ?? null
}

/**
 * Stores the new password and ends every way in that existed before: the token version rises (every id
 * token issued so far fails verification, remembered logins included), CAS sessions and unused tickets go.
 */
export async function replacePassword(db: Database, accountId: string, newPassword: string, now: Date): Promise<void> {
  const passwordHash = await hashPassword(newPassword)
  await db.transaction(async (tx: Queryable) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId))
    await tx
      .insert(accountCredentials)
      .values({ accountId, tokenVersion: 1, passwordChangedAt: now })
      .onConflictDoUpdate({
        target: accountCredentials.accountId,
        set: { tokenVersion: sql`${accountCredentials.tokenVersion} + 1`, passwordChangedAt: now },
      })
    await tx.delete(ssoSessions).where(eq(ssoSessions.accountId, accountId))
    await tx.delete(serviceTickets).where(inArray(serviceTickets.accountId, [accountId]))
  })
}
