import { inArray } from 'drizzle-orm'
import type { Database } from '../client'
import { accounts, adminRoleGrants } from '../schema/index'
import { DEMO_CONSOLE_GRANTS } from './accounts'

/** Grants the demo operators their console roles (the roles themselves come with migration 0021). */
export async function seedConsoleGrants(db: Database): Promise<void> {
  const found = await db
    .select({ id: accounts.id, username: accounts.username })
    .from(accounts)
    .where(
      inArray(
        accounts.username,
        DEMO_CONSOLE_GRANTS.map((grant) => grant.username),
      ),
    )
  const idOf = new Map(found.map((row) => [row.username, row.id]))
  const values = DEMO_CONSOLE_GRANTS.flatMap((grant) => {
    const accountId = idOf.get(grant.username)
    return accountId ? [{ accountId, roleCode: grant.roleCode }] : []
  })
  if (values.length > 0) await db.insert(adminRoleGrants).values(values).onConflictDoNothing()
}
