import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { cmsArticles, cmsColumns, cmsFavorites } from '../../db/schema/index'
import { visibleArticle } from './cms-content'

/** An enabled column by id or code (id wins when both are given). */
export async function enabledColumn(db: Database, ref: { columnId?: number; columnCode?: string }) {
  const condition = ref.columnId !== undefined ? eq(cmsColumns.id, ref.columnId) : eq(cmsColumns.columnCode, ref.columnCode ?? '')
  const [column] = await db
    .select({ id: cmsColumns.id, columnCode: cmsColumns.columnCode })
    .from(cmsColumns)
    .where(and(condition, eq(cmsColumns.enabled, true)))
    .limit(1)
  return column
}

/** Any column by id (also disabled ones: the admin may publish into them). */
export async function columnById(db: Database, columnId: number) {
  const [column] = await db.select().from(cmsColumns).where(eq(cmsColumns.id, columnId)).limit(1)
  return column
}

/** Code and name of an article's column, for its detail. */
export async function columnLabel(db: Database, columnId: number) {
  const [column] = await db
    .select({ columnCode: cmsColumns.columnCode, name: cmsColumns.name })
    .from(cmsColumns)
    .where(eq(cmsColumns.id, columnId))
  return column
}

/** Conditions of the news list: one column, and/or the articles a keyword found (search service). */
export function newsCondition(filter: { columnId?: number; ids?: number[] }): SQL | undefined {
  const conditions = [
    filter.columnId === undefined ? undefined : eq(cmsArticles.columnId, filter.columnId),
    filter.ids ? inArray(cmsArticles.id, filter.ids) : undefined,
  ].filter((condition) => condition !== undefined)
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** Counts one read of a visible article and returns it (undefined when unknown, draft or not yet released). */
export async function countRead(db: Database, id: number) {
  const [article] = await db
    .update(cmsArticles)
    .set({ readCount: sql`${cmsArticles.readCount} + 1` })
    .where(and(eq(cmsArticles.id, id), visibleArticle))
    .returning()
  return article
}

/** Any article (draft, scheduled, offline) as the portal's detail shows it, for a preview: not counted as a read. */
export async function previewArticle(db: Database, id: number) {
  const [article] = await db.select().from(cmsArticles).where(eq(cmsArticles.id, id))
  return article
}

/** Whether a published, released article has this id. */
export async function isVisibleArticle(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cmsArticles.id })
    .from(cmsArticles)
    .where(and(eq(cmsArticles.id, id), visibleArticle))
    .limit(1)
  return row !== undefined
}

/** Whether any article (also a draft) has this id. */
export async function articleExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: cmsArticles.id }).from(cmsArticles).where(eq(cmsArticles.id, id)).limit(1)
  return row !== undefined
}

export async function isFavorite(db: Database, accountId: string, contentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: cmsFavorites.id })
    .from(cmsFavorites)
    .where(and(eq(cmsFavorites.accountId, accountId), eq(cmsFavorites.contentId, contentId)))
    .limit(1)
  return rows.length > 0
}

/** Inserts a new article or updates one (undefined when the id to update does not exist). */
export async function saveArticle(db: Database, id: number | undefined, values: typeof cmsArticles.$inferInsert) {
  if (id === undefined) return (await db.insert(cmsArticles).values(values).returning())[0]
  const [saved] = await db
    .update(cmsArticles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cmsArticles.id, id))
    .returning()
  return saved
}
