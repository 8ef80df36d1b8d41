import { and, eq, inArray } from 'drizzle-orm'
import { cmsArticles, cmsColumns } from '../../../db/schema/index'
import type { SearchSource } from '../search-source'

/** Published articles of enabled columns; the search itself hides those whose release time is still ahead. */
export const newsSource: SearchSource = {
  type: 'news',
  watches: [{ table: 'cms_articles', key: 'id' }],
  async load(db, sourceIds) {
    const ids = sourceIds?.map(Number).filter(Number.isInteger)
    const rows = await db
      .select({ article: cmsArticles, columnName: cmsColumns.name })
      .from(cmsArticles)
      .innerJoin(cmsColumns, eq(cmsColumns.id, cmsArticles.columnId))
      .where(and(eq(cmsArticles.status, 'published'), eq(cmsColumns.enabled, true), ids ? inArray(cmsArticles.id, ids) : undefined))
    return rows.map(({ article, columnName }) => ({
      sourceId: String(article.id),
      title: article.title,
      // The rich text without its tags: enough words for matching, not stored for display.
      body: [article.summary, article.releaseDeptName, columnName, article.content.replace(/<[^>]*>/g, ' ').slice(0, 2000)].join(' '),
      summary: article.summary,
      link: `/pagesA/news/detail?id=${article.id}&columnId=${article.columnId}`,
      category: columnName,
      status: 'published',
      happenedAt: article.releaseStartTime,
      ownerIds: null,
      audience: [],
    }))
  },
}
