import { and, asc, desc, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import {
  accounts,
  serviceAuthorisations,
  serviceCategories,
  serviceEvaluations,
  serviceFavourites,
  services,
  systemVisits,
  type IdentityTypeCode,
  uploadedFiles,
} from '../../db/schema/index'
import type { PageArgs } from '../paginate'

export type ServiceRow = typeof services.$inferSelect

/** Enabled services the identity may see (an empty identity list = everyone), in category then service order. */
export async function visibleServices(db: Database, identity: IdentityTypeCode): Promise<ServiceRow[]> {
  return await db
    .select({ service: services })
    .from(services)
    .leftJoin(serviceCategories, eq(serviceCategories.code, services.categoryCode))
    .where(and(eq(services.enabled, true), sql`(cardinality(${services.identities}) = 0 or ${identity} = any(${services.identities}))`))
    .orderBy(asc(sql`coalesce(${serviceCategories.sort}, 999)`), asc(services.sort), asc(services.serviceId))
    .then((rows) => rows.map((row) => row.service))
}

export async function categories(db: Database) {
  return await db
    .select({ code: serviceCategories.code, name: serviceCategories.name })
    .from(serviceCategories)
    .orderBy(asc(serviceCategories.sort))
}

/** Average (one decimal) and count of the evaluations of each service; hidden ones do not count. */
export async function ratings(db: Database): Promise<Map<number, { average: number; count: number }>> {
  const rows = await db
    .select({
      serviceId: serviceEvaluations.serviceId,
      average: sql<string>`round(avg(${serviceEvaluations.stars}), 1)`,
      count: sql<number>`count(*)::int`,
    })
    .from(serviceEvaluations)
    .where(isNull(serviceEvaluations.hiddenAt))
    .groupBy(serviceEvaluations.serviceId)
  return new Map(rows.map((row) => [row.serviceId, { average: Number(row.average), count: row.count }]))
}

/** The account's favourite service ids, in its order. */
export async function favouriteIds(db: Database, accountId: string): Promise<number[]> {
  const rows = await db
    .select({ serviceId: serviceFavourites.serviceId })
    .from(serviceFavourites)
    .where(eq(serviceFavourites.accountId, accountId))
    .orderBy(asc(serviceFavourites.position), asc(serviceFavourites.createdAt))
  return rows.map((row) => row.serviceId)
}

/** How often the account opened each service since `since` (its own usage, read only when recommendations are on). */
export async function ownVisitCounts(db: Database, accountId: string, since: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ targetId: systemVisits.targetId, visits: sql<number>`count(*)::int` })
    .from(systemVisits)
    .where(and(eq(systemVisits.accountId, accountId), eq(systemVisits.visitType, 'service'), gte(systemVisits.createdAt, since)))
    .groupBy(systemVisits.targetId)
  return new Map(rows.map((row) => [Number(row.targetId), row.visits]))
}

/** Services the account opened, most recent first. */
export async function recentServiceIds(db: Database, accountId: string, limit: number): Promise<number[]> {
  const rows = await db
    .select({ targetId: systemVisits.targetId, last: sql`max(${systemVisits.createdAt})` })
    .from(systemVisits)
    .where(and(eq(systemVisits.accountId, accountId), eq(systemVisits.visitType, 'service')))
    .groupBy(systemVisits.targetId)
    .orderBy(desc(sql`max(${systemVisits.createdAt})`))
    .limit(limit)
  return rows.map((row) => Number(row.targetId)).filter((id) => Number.isInteger(id) && id > 0)
}

export async function authorisedIds(db: Database, accountId: string): Promise<Set<number>> {
  const rows = await db
    .select({ serviceId: serviceAuthorisations.serviceId })
    .from(serviceAuthorisations)
    .where(eq(serviceAuthorisations.accountId, accountId))
  return new Set(rows.map((row) => row.serviceId))
}

/** The account's favourite and authorised services, in one statement. */
export async function personalServiceIds(db: Database, accountId: string): Promise<{ favourites: number[]; authorised: number[] }> {
  const [row] = await preparedRows<{ favourites: number[]; authorised: number[] }>(
    db,
    sql`SELECT ARRAY(SELECT service_id FROM service_favourites WHERE account_id = ${accountId}) AS favourites,
               ARRAY(SELECT service_id FROM service_authorisations WHERE account_id = ${accountId}) AS authorised`,
  )
  return row ?? { favourites: [], authorised: [] }
}

export async function serviceById(db: Database, serviceId: number): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.serviceId, serviceId), eq(services.enabled, true)))
  return row
}

export async function servicesByNo(db: Database, serviceNos: string[]): Promise<ServiceRow[]> {
  if (serviceNos.length === 0) return []
  return await db
    .select()
    .from(services)
    .where(and(inArray(services.serviceNo, serviceNos), eq(services.enabled, true)))
}

/** Adds a favourite at the end of the account's list (already there: unchanged). */
export async function addFavourite(db: Database, accountId: string, serviceId: number): Promise<void> {
  await db
    .insert(serviceFavourites)
    .values({
      accountId,
      serviceId,
      position: sql`(select coalesce(max(${serviceFavourites.position}), 0) + 1 from ${serviceFavourites} where ${serviceFavourites.accountId} = ${accountId})`,
    })
    .onConflictDoNothing()
}

/** Removes one of the account's favourites; false when it was not one. */
export async function removeFavourite(db: Database, accountId: string, serviceId: number): Promise<boolean> {
  const rows = await db
    .delete(serviceFavourites)
    .where(and(eq(serviceFavourites.accountId, accountId), eq(serviceFavourites.serviceId, serviceId)))
    .returning({ serviceId: serviceFavourites.serviceId })
  return rows.length > 0
}

/** Puts the account's favourites in the given order; the list must be exactly its favourites. */
export async function orderFavourites(db: Database, accountId: string, serviceIds: number[]): Promise<'ok' | 'mismatch'> {
  return await db.transaction(async (tx) => {
    const current = await tx
      .select({ serviceId: serviceFavourites.serviceId })
      .from(serviceFavourites)
      .where(eq(serviceFavourites.accountId, accountId))
      .for('update')
    const mine = new Set(current.map((row) => row.serviceId))
    if (mine.size !== serviceIds.length || serviceIds.some((id) => !mine.has(id))) return 'mismatch'
    for (const [index, serviceId] of serviceIds.entries()) {
      await tx
        .update(serviceFavourites)
        .set({ position: index + 1 })
        .where(and(eq(serviceFavourites.accountId, accountId), eq(serviceFavourites.serviceId, serviceId)))
    }
    return 'ok'
  })
}

export interface EvaluationInput {
  stars: number
  tags: string[]
  content: string
  images: string[]
  anonymous: boolean
}

/** One evaluation per account and service: a second one replaces the first. */
export async function saveEvaluation(db: Database, accountId: string, serviceId: number, input: EvaluationInput): Promise<void> {
  const fields = { stars: input.stars, tags: input.tags, content: input.content, images: input.images, anonymous: input.anonymous }
  await db
    .insert(serviceEvaluations)
    .values({ ...fields, accountId, serviceId })
    .onConflictDoUpdate({
      target: [serviceEvaluations.accountId, serviceEvaluations.serviceId],
      set: { ...fields, updatedAt: sql`now()` },
    })
}

export async function evaluationOf(db: Database, accountId: string, serviceId: number) {
  const [row] = await db
    .select()
    .from(serviceEvaluations)
    .where(and(eq(serviceEvaluations.accountId, accountId), eq(serviceEvaluations.serviceId, serviceId)))
  return row
}

/** One page of a service's evaluations, newest first, with the evaluator's name; hidden ones only to their author. */
export async function evaluationsOf(db: Database, serviceId: number, viewerId: string, page: PageArgs) {
  const where = and(
    eq(serviceEvaluations.serviceId, serviceId),
    or(isNull(serviceEvaluations.hiddenAt), eq(serviceEvaluations.accountId, viewerId)),
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select({ evaluation: serviceEvaluations, userName: accounts.displayName })
      .from(serviceEvaluations)
      .innerJoin(accounts, eq(accounts.id, serviceEvaluations.accountId))
      .where(where)
      .orderBy(desc(serviceEvaluations.updatedAt), desc(serviceEvaluations.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(serviceEvaluations)
      .where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** Service opens since `since` (all time when null) by users of one identity, most opened first. */
export async function visitCounts(
  db: Database,
  identity: IdentityTypeCode,
  since: Date | null,
  exceptAccountId?: string,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ targetId: systemVisits.targetId, visits: sql<number>`count(*)::int` })
    .from(systemVisits)
    .innerJoin(accounts, eq(accounts.id, systemVisits.accountId))
    .where(
      and(
        eq(systemVisits.visitType, 'service'),
        eq(accounts.identityTypeCode, identity),
        since ? gte(systemVisits.createdAt, since) : undefined,
        exceptAccountId ? ne(systemVisits.accountId, exceptAccountId) : undefined,
      ),
    )
    .groupBy(systemVisits.targetId)
  return new Map(rows.map((row) => [Number(row.targetId), row.visits]))
}

export async function authorise(db: Database, accountId: string, serviceId: number): Promise<void> {
  await db.insert(serviceAuthorisations).values({ accountId, serviceId }).onConflictDoNothing()
}

export async function revokeAuthorisation(db: Database, accountId: string, serviceId: number): Promise<boolean> {
  const rows = await db
    .delete(serviceAuthorisations)
    .where(and(eq(serviceAuthorisations.accountId, accountId), eq(serviceAuthorisations.serviceId, serviceId)))
    .returning({ serviceId: serviceAuthorisations.serviceId })
  return rows.length > 0
}

export async function authorisationsOf(db: Database, accountId: string) {
  return await db
    .select({
      serviceId: services.serviceId,
      serviceName: services.serviceName,
      serviceSource: services.serviceSource,
      grantedAt: serviceAuthorisations.grantedAt,
    })
    .from(serviceAuthorisations)
    .innerJoin(services, eq(services.serviceId, serviceAuthorisations.serviceId))
    .where(eq(serviceAuthorisations.accountId, accountId))
    .orderBy(desc(serviceAuthorisations.grantedAt))
}

/** Of the given upload ids, those that are images uploaded by the account. */
export async function ownImageIds(db: Database, accountId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: uploadedFiles.id })
    .from(uploadedFiles)
    .where(and(inArray(uploadedFiles.id, ids), eq(uploadedFiles.ownerId, accountId), eq(uploadedFiles.kind, 'image')))
  return new Set(rows.map((row) => row.id))
}
