import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { authorisedServices } from '../../db/schema/index'

/** Records that the account signed in to the service at `origin` through single sign-on (again authorised if revoked). */
export async function recordServiceUse(db: Database, accountId: string, origin: string, name: string, now: Date): Promise<void> {
  await db
    .insert(authorisedServices)
    .values({ accountId, serviceOrigin: origin, name, firstAuthorisedAt: now, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [authorisedServices.accountId, authorisedServices.serviceOrigin],
      set: { lastUsedAt: now, revokedAt: null },
    })
}

export async function activeServices(db: Database, accountId: string) {
  return await db
    .select()
    .from(authorisedServices)
    .where(and(eq(authorisedServices.accountId, accountId), isNull(authorisedServices.revokedAt)))
    .orderBy(desc(authorisedServices.lastUsedAt))
}

/** Revokes one service; the next single sign-on to it asks for the password again. Returns its name, or undefined. */
export async function revokeService(db: Database, accountId: string, origin: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(authorisedServices)
    .set({ revokedAt: now })
    .where(
      and(eq(authorisedServices.accountId, accountId), eq(authorisedServices.serviceOrigin, origin), isNull(authorisedServices.revokedAt)),
    )
    .returning({ name: authorisedServices.name })
  return row?.name
}

export async function isRevoked(db: Database, accountId: string, origin: string): Promise<boolean> {
  const rows = await db
    .select({ origin: authorisedServices.serviceOrigin })
    .from(authorisedServices)
    .where(
      and(
        eq(authorisedServices.accountId, accountId),
        eq(authorisedServices.serviceOrigin, origin),
        isNotNull(authorisedServices.revokedAt),
      ),
    )
  return rows.length > 0
}
