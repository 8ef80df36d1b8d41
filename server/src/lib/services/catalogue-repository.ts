import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { accounts, serviceCategories, serviceEvaluations, services, type ServiceStatus } from '../../db/schema/index'
import type { Transaction } from '../admin/audit-repository'
import type { PageArgs } from '../paginate'

export type CatalogueRow = typeof services.$inferSelect
export type ServiceValues = Omit<typeof services.$inferInsert, 'serviceId' | 'status' | 'maintenanceNotice' | 'guide'>

/** Every category in its order, with how many services (any status) it holds. */
export async function categoriesWithCounts(db: Database | Transaction) {
  return await db
    .select({
      code: serviceCategories.code,
      name: serviceCategories.name,
      sort: serviceCategories.sort,
      serviceCount: sql<number>`(select count(*)::int from ${services} where ${services.categoryCode} = ${serviceCategories.code})`,
    })
    .from(serviceCategories)
    .orderBy(asc(serviceCategories.sort), asc(serviceCategories.code))
}

export async function categoryByCode(db: Database | Transaction, code: string) {
  const [row] = await db.select().from(serviceCategories).where(eq(serviceCategories.code, code))
  return row
}

export async function insertCategory(tx: Transaction, code: string, name: string) {
  const [last] = await tx.select({ sort: sql<number>`coalesce(max(${serviceCategories.sort}), 0)::int` }).from(serviceCategories)
  const [row] = await tx
    .insert(serviceCategories)
    .values({ code, name, sort: (last?.sort ?? 0) + 1 })
    .returning()
  return row!
}

/** Renames a category; the services of it keep their 服务类型 text in step where it was the old name. */
export async function renameCategory(tx: Transaction, code: string, oldName: string, name: string) {
  const [row] = await tx.update(serviceCategories).set({ name }).where(eq(serviceCategories.code, code)).returning()
  await tx
    .update(services)
    .set({ serviceType: name })
    .where(and(eq(services.categoryCode, code), eq(services.serviceType, oldName)))
  return row!
}

export async function setCategorySorts(tx: Transaction, codes: string[]) {
  for (const [index, code] of codes.entries())
    await tx
      .update(serviceCategories)
      .set({ sort: index + 1 })
      .where(eq(serviceCategories.code, code))
}

export interface ServiceFilter {
  keyword?: string
  categoryCode?: string
  status?: ServiceStatus
}

/** One page of services in any status, in category then service order; keyword: name or number. */
export async function servicePage(db: Database, filter: ServiceFilter, page: PageArgs) {
  const keyword = filter.keyword?.trim()
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
  const conditions = [
    pattern ? or(ilike(services.serviceName, pattern), ilike(services.serviceNo, pattern)) : undefined,
    filter.categoryCode ? eq(services.categoryCode, filter.categoryCode) : undefined,
    filter.status ? eq(services.status, filter.status) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined)
  const where = conditions.length ? and(...conditions) : undefined
  const [rows, [counted]] = await Promise.all([
    db
      .select({ service: services, categoryName: serviceCategories.name })
      .from(services)
      .leftJoin(serviceCategories, eq(serviceCategories.code, services.categoryCode))
      .where(where)
      .orderBy(asc(sql`coalesce(${serviceCategories.sort}, 999)`), asc(services.sort), asc(services.serviceId))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(services)
      .where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** A service in any status; in a transaction, locked for the write that follows. */
export async function catalogueRow(db: Database | Transaction, serviceId: number, lock = false) {
  const query = db.select().from(services).where(eq(services.serviceId, serviceId))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function serviceNoTaken(tx: Transaction, serviceNo: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ serviceId: services.serviceId })
    .from(services)
    .where(and(sql`lower(${services.serviceNo}) = lower(${serviceNo})`, exceptId ? ne(services.serviceId, exceptId) : undefined))
  return row !== undefined
}

export async function insertDraft(tx: Transaction, values: ServiceValues) {
  const [row] = await tx
    .insert(services)
    .values({ ...values, status: 'draft', maintenanceNotice: '' })
    .returning()
  return row!
}

export async function updateService(tx: Transaction, serviceId: number, values: Partial<typeof services.$inferInsert>) {
  const [row] = await tx.update(services).set(values).where(eq(services.serviceId, serviceId)).returning()
  return row!
}

export async function deleteService(tx: Transaction, serviceId: number) {
  await tx.delete(services).where(eq(services.serviceId, serviceId))
}

/** Service numbers among `serviceNos` that exist. */
export async function existingServiceNos(db: Database | Transaction, serviceNos: string[]): Promise<Set<string>> {
  if (serviceNos.length === 0) return new Set()
  const rows = await db.select({ serviceNo: services.serviceNo }).from(services).where(inArray(services.serviceNo, serviceNos))
  return new Set(rows.map((row) => row.serviceNo))
}

const consoleEvaluationColumns = {
  id: serviceEvaluations.id,
  serviceId: serviceEvaluations.serviceId,
  userName: accounts.displayName,
  anonymous: serviceEvaluations.anonymous,
  stars: serviceEvaluations.stars,
  tags: serviceEvaluations.tags,
  content: serviceEvaluations.content,
  images: serviceEvaluations.images,
  updatedAt: serviceEvaluations.updatedAt,
  hiddenReason: serviceEvaluations.hiddenReason,
  hiddenAt: serviceEvaluations.hiddenAt,
}

/** One page of a service's evaluations for moderation (hidden ones too unless filtered), newest first. */
export async function moderationPage(db: Database, serviceId: number, hidden: boolean | undefined, page: PageArgs) {
  const where = and(
    eq(serviceEvaluations.serviceId, serviceId),
    hidden === undefined ? undefined : hidden ? isNotNull(serviceEvaluations.hiddenAt) : isNull(serviceEvaluations.hiddenAt),
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select(consoleEvaluationColumns)
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

export async function evaluationForModeration(db: Database | Transaction, id: number) {
  const [row] = await db
    .select(consoleEvaluationColumns)
    .from(serviceEvaluations)
    .innerJoin(accounts, eq(accounts.id, serviceEvaluations.accountId))
    .where(eq(serviceEvaluations.id, id))
  return row
}

export async function markHidden(tx: Transaction, id: number, reason: string, by: string | null, at: Date) {
  await tx.update(serviceEvaluations).set({ hiddenReason: reason, hiddenAt: at, hiddenBy: by }).where(eq(serviceEvaluations.id, id))
}
