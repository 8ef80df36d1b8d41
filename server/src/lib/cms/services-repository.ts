import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { services, systemVisits } from '../../db/schema/index'

/** Enabled services marked for forced recommendation on the home page, in their order. */
export async function forceRecommendedServices(db: Database) {
  return await db
    .select()
    .from(services)
    .where(and(eq(services.forceRecommend, true), eq(services.enabled, true)))
    .orderBy(asc(services.sort), asc(services.serviceId))
}

/** Stores one visit; returns its id. */
export async function saveVisit(db: Database, visit: typeof systemVisits.$inferInsert): Promise<number> {
  const [row] = await db.insert(systemVisits).values(visit).returning({ id: systemVisits.id })
  return row!.id
}
