import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { services, systemVisits, type IdentityTypeCode } from '../../db/schema/index'

/**
 * Enabled services marked for forced recommendation on the home page, in their order, that the identity may
 * see like the service centre's list (an empty identity list = everyone). Signed out (`null`): only those.
 */
export async function forceRecommendedServices(db: Database, identity: IdentityTypeCode | null) {
  const visible =
    identity === null
      ? sql`cardinality(${services.identities}) = 0`
      : sql`(cardinality(${services.identities}) = 0 or ${identity} = any(${services.identities}))`
  return await db
    .select()
    .from(services)
    .where(and(eq(services.forceRecommend, true), eq(services.enabled, true), visible))
    .orderBy(asc(services.sort), asc(services.serviceId))
}

/** Stores one visit; returns its id. */
export async function saveVisit(db: Database, visit: typeof systemVisits.$inferInsert): Promise<number> {
  const [row] = await db.insert(systemVisits).values(visit).returning({ id: systemVisits.id })
  return row!.id
}
