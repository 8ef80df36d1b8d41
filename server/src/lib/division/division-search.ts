import { and, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { cmsArticles, divisionAnnouncements } from '../../db/schema/index'
import { visibleArticle } from '../cms/cms-content'
import { addressedToCaller, conditionOf, type ListFilter } from './announcements-repository'
import { callerOf } from './division-access'

/**
 * What a division's search may find, as a condition on search_documents: the announcements the caller may see (their
 * audience and expiry, as the list applies them) and the visible articles of the columns the workbench shows.
 */
export function divisionSearchScope(db: Database, filter: ListFilter, shownColumnIds: number[]): SQL {
  // Drizzle puts an embedded query in parentheses: `in ${query}` reads `in (select …)`.
  const announcements = db
    .select({ id: sql`${divisionAnnouncements.id}::text` })
    .from(divisionAnnouncements)
    .where(conditionOf(filter))
  const articles = db
    .select({ id: sql`${cmsArticles.id}::text` })
    .from(cmsArticles)
    .where(and(visibleArticle, inArray(cmsArticles.columnId, shownColumnIds)))
  const news = shownColumnIds.length === 0 ? sql`false` : sql`source_id in ${articles}`
  return sql`(doc_type = 'announcement' and source_id in ${announcements}) or (doc_type = 'news' and ${news})`
}

/**
 * What the global search may find of the divisions' announcements for one person, as a condition on
 * search_documents: those addressed to their unit or one above it, not expired, as their division lists show them.
 */
export async function announcementsScopeFor(db: Database, accountId: string): Promise<SQL> {
  const { chain } = await callerOf(db, accountId)
  const addressed = db
    .select({ id: sql`${divisionAnnouncements.id}::text` })
    .from(divisionAnnouncements)
    .where(addressedToCaller(chain))
  return sql`doc_type = 'announcement' and source_id in ${addressed}`
}
