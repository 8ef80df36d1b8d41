import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { cmsArticles, cmsColumns, cmsFavorites, cmsHistory } from '../../db/schema/index'
import type { PageArgs } from '../paginate'
import { newsColumns, visibleArticle } from './cms-content'

/** Favourites and reading history of one reader; every query is scoped to the account. */

export async function addFavorite(db: Database, accountId: string, contentId: number): Promise<void> {
  await db
    .insert(cmsFavorites)
    .values({ accountId, contentId })
    .onConflictDoNothing({ target: [cmsFavorites.accountId, cmsFavorites.contentId] })
}

/** Removes the reader's favourite of an article; returns the removed rows (none when it was not a favourite). */
export async function removeFavorite(db: Database, accountId: string, contentId: number) {
  return await db
    .delete(cmsFavorites)
    .where(and(eq(cmsFavorites.accountId, accountId), eq(cmsFavorites.contentId, contentId)))
    .returning({ id: cmsFavorites.id })
}

/** The reader's favourites of visible articles, most recent first. */
export async function favoritesPage(db: Database, accountId: string, page: PageArgs) {
  const mine = and(eq(cmsFavorites.accountId, accountId), visibleArticle)
  const [rows, counted] = await Promise.all([
    db
      .select({ ...newsColumns, favoriteId: cmsFavorites.id, favoritedAt: cmsFavorites.createdAt })
      .from(cmsFavorites)
      .innerJoin(cmsArticles, eq(cmsArticles.id, cmsFavorites.contentId))
      .innerJoin(cmsColumns, eq(cmsColumns.id, cmsArticles.columnId))
      .where(mine)
      .orderBy(desc(cmsFavorites.createdAt), desc(cmsFavorites.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cmsFavorites)
      .innerJoin(cmsArticles, eq(cmsArticles.id, cmsFavorites.contentId))
      .where(mine),
  ])
  return { rows, total: counted[0]?.total ?? 0 }
}

/** The reader's history of visible articles, most recently viewed first. */
export async function historyPage(db: Database, accountId: string, page: PageArgs) {
  const mine = and(eq(cmsHistory.accountId, accountId), visibleArticle)
  const [rows, counted] = await Promise.all([
    db
      .select({ ...newsColumns, historyId: cmsHistory.id, viewedAt: cmsHistory.viewedAt })
      .from(cmsHistory)
      .innerJoin(cmsArticles, eq(cmsArticles.id, cmsHistory.contentId))
      .innerJoin(cmsColumns, eq(cmsColumns.id, cmsArticles.columnId))
      .where(mine)
      .orderBy(desc(cmsHistory.viewedAt), desc(cmsHistory.id))
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(cmsHistory)
      .innerJoin(cmsArticles, eq(cmsArticles.id, cmsHistory.contentId))
      .where(mine),
  ])
  return { rows, total: counted[0]?.total ?? 0 }
}

/** Deletes one history entry of the reader (or all of them without `id`); returns how many. */
export async function deleteHistory(db: Database, accountId: string, id?: number): Promise<number> {
  const removed = await db
    .delete(cmsHistory)
    .where(and(eq(cmsHistory.accountId, accountId), id === undefined ? undefined : eq(cmsHistory.id, id)))
    .returning({ id: cmsHistory.id })
  return removed.length
}
