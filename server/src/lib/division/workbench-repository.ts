import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { cmsArticles, cmsColumns, divisionColumns, divisionServices, services } from '../../db/schema/index'
import { newsColumns, visibleArticle, type NewsRow } from '../cms/cms-content'

/**
 * Columns the division's admin may choose from: the division's own columns and the institution's enabled
 * columns that no division owns; shown ones first in their order.
 */
export async function columnChoices(db: Database, code: string) {
  const ownedElsewhere = db.select({ id: divisionColumns.columnId }).from(divisionColumns).where(eq(divisionColumns.owned, true))
  const [mine, institution] = await Promise.all([
    db
      .select({
        id: cmsColumns.id,
        columnCode: cmsColumns.columnCode,
        name: cmsColumns.name,
        owned: divisionColumns.owned,
        shown: divisionColumns.shown,
        sort: divisionColumns.sort,
      })
      .from(divisionColumns)
      .innerJoin(cmsColumns, eq(cmsColumns.id, divisionColumns.columnId))
      .where(eq(divisionColumns.orgCode, code)),
    db
      .select({ id: cmsColumns.id, columnCode: cmsColumns.columnCode, name: cmsColumns.name, sort: cmsColumns.sort })
      .from(cmsColumns)
      .where(and(eq(cmsColumns.enabled, true), notInArray(cmsColumns.id, ownedElsewhere)))
      .orderBy(asc(cmsColumns.sort), asc(cmsColumns.id)),
  ])
  const listed = new Set(mine.map((column) => column.id))
  const shown = mine.filter((column) => column.shown).sort((a, b) => a.sort - b.sort)
  const hidden = [
    ...mine.filter((column) => !column.shown).sort((a, b) => a.sort - b.sort),
    ...institution.filter((column) => !listed.has(column.id)).map((column) => ({ ...column, owned: false, shown: false })),
  ]
  return [...shown, ...hidden].map(({ id, columnCode, name, owned, shown: isShown }) => ({ id, columnCode, name, owned, shown: isShown }))
}

/** Shows exactly `columnIds`, in that order; the division's own columns stay listed (hidden) when left out. */
export async function saveShownColumns(db: Database, code: string, columnIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(divisionColumns).where(and(eq(divisionColumns.orgCode, code), eq(divisionColumns.owned, false)))
    await tx.update(divisionColumns).set({ shown: false }).where(eq(divisionColumns.orgCode, code))
    for (const [index, columnId] of columnIds.entries()) {
      await tx
        .insert(divisionColumns)
        .values({ orgCode: code, columnId, shown: true, sort: index + 1 })
        .onConflictDoUpdate({ target: [divisionColumns.orgCode, divisionColumns.columnId], set: { shown: true, sort: index + 1 } })
    }
  })
}

/** The shown columns, in order. */
export async function shownColumns(db: Database, code: string) {
  return await db
    .select({ id: cmsColumns.id, columnCode: cmsColumns.columnCode, name: cmsColumns.name })
    .from(divisionColumns)
    .innerJoin(cmsColumns, eq(cmsColumns.id, divisionColumns.columnId))
    .where(and(eq(divisionColumns.orgCode, code), eq(divisionColumns.shown, true)))
    .orderBy(asc(divisionColumns.sort), asc(cmsColumns.id))
}

/** Enabled services with whether the division pinned them; pinned first in their order. */
export async function serviceChoices(db: Database, code: string) {
  const rows = await db
    .select({ service: services, pinnedSort: divisionServices.sort })
    .from(services)
    .leftJoin(divisionServices, and(eq(divisionServices.serviceId, services.serviceId), eq(divisionServices.orgCode, code)))
    .where(eq(services.enabled, true))
    .orderBy(asc(services.sort), asc(services.serviceId))
  const pinned = rows.filter((row) => row.pinnedSort !== null).sort((a, b) => a.pinnedSort! - b.pinnedSort!)
  return [...pinned, ...rows.filter((row) => row.pinnedSort === null)].map((row) => ({ ...row.service, pinned: row.pinnedSort !== null }))
}

export async function savePinnedServices(db: Database, code: string, serviceIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(divisionServices).where(eq(divisionServices.orgCode, code))
    if (serviceIds.length > 0)
      await tx.insert(divisionServices).values(serviceIds.map((serviceId, index) => ({ orgCode: code, serviceId, sort: index + 1 })))
  })
}

/** Which of `ids` are enabled services. */
export async function enabledServiceIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .select({ id: services.serviceId })
    .from(services)
    .where(and(inArray(services.serviceId, ids), eq(services.enabled, true)))
  return new Set(rows.map((row) => row.id))
}

export async function pinnedServices(db: Database, code: string) {
  const rows = await db
    .select({ service: services })
    .from(divisionServices)
    .innerJoin(services, eq(services.serviceId, divisionServices.serviceId))
    .where(and(eq(divisionServices.orgCode, code), eq(services.enabled, true)))
    .orderBy(asc(divisionServices.sort))
  return rows.map((row) => row.service)
}

/** Newest visible articles of some columns, paged. */
export async function newsOfColumns(db: Database, columnIds: number[], page: { pageSize: number; offset: number }) {
  if (columnIds.length === 0) return { rows: [] as NewsRow[], total: 0 }
  const where = and(visibleArticle, inArray(cmsArticles.columnId, columnIds))
  const [rows, [counted]] = await Promise.all([
    db
      .select(newsColumns)
      .from(cmsArticles)
      .innerJoin(cmsColumns, eq(cmsColumns.id, cmsArticles.columnId))
      .where(where)
      .orderBy(desc(cmsArticles.releaseStartTime), desc(cmsArticles.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cmsArticles)
      .where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** The column of each of some articles (search hits carry the article id only). */
export async function columnsOfArticles(db: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db.select({ id: cmsArticles.id, columnId: cmsArticles.columnId }).from(cmsArticles).where(inArray(cmsArticles.id, ids))
  return new Map(rows.map((row) => [row.id, row.columnId]))
}
