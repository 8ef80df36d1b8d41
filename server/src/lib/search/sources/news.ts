import { and, eq, inArray, isNotNull, or } from 'drizzle-orm'
import { cmsArticles, cmsColumns, divisionColumns } from '../../../db/schema/index'
import type { SearchSource } from '../search-source'

/**
 * Published articles of enabled columns, and of the columns a division owns (kept off the institution's list, so
 * scoped to that division: found only by its workbench search). The search itself hides those whose release time is
 * still ahead.
 */
export const newsSource: SearchSource = {
  type: 'news',
  watches: [{ table: 'cms_articles', key: 'id' }],
  async load(db, sourceIds) {
    const ids = sourceIds?.map(Number).filter(Number.isInteger)
    const rows = await db
      .select({ article: cmsArticles, columnName: cmsColumns.name, ownerCode: divisionColumns.orgCode })
      .from(cmsArticles)
      .innerJoin(cmsColumns, eq(cmsColumns.id, cmsArticles.columnId))
      .leftJoin(divisionColumns, and(eq(divisionColumns.columnId, cmsColumns.id), eq(divisionColumns.owned, true)))
      .where(
        and(
          eq(cmsArticles.status, 'published'),
          or(eq(cmsColumns.enabled, true), isNotNull(divisionColumns.orgCode)),
          ids ? inArray(cmsArticles.id, ids) : undefined,
        ),
      )
    return rows.map(({ article, columnName, ownerCode }) => ({
      sourceId: String(article.id),
      title: article.title,
      // The rich text without its tags: enough words for matching, not stored for display.
      body: [article.summary, article.releaseDeptName, columnName, article.content.replace(/<[^>]*>/g, ' ').slice(0, 2000)].join(' '),
      summary: article.summary,
      link: `/pagesA/news/detail?id=${article.id}&columnId=${article.columnId}`,
      meta: ownerCode ? { scope: ownerCode } : undefined,
      category: columnName,
      // Only published articles are indexed: a status would say nothing (and the rows show it beside the column).
      status: '',
      happenedAt: article.releaseStartTime,
      ownerIds: null,
      audience: [],
    }))
  },
}
