import { and, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { cmsArticles, cmsColumns, cmsHistory } from '../../db/schema/index'
import type { NewsDetail, NewsItem } from '@contract/cms'
import { pageArgs, paginate, type PageArgs } from '../paginate'
import { PAGE_SIZE } from '@contract/constants'
import { publicOrigin } from '../portal/portal-settings'
import type { TokenUser } from '../auth/id-tokens'

/** The origin image URLs are made absolute with (PUBLIC_ORIGIN or the request's own). */
export function originOf(fastify: FastifyInstance, request: FastifyRequest): string {
  return publicOrigin(request, fastify.config.publicOrigin)
}

/** Root-relative URL (`/x`, not `//x`) → absolute on `origin`; anything else unchanged. */
export function absolute(url: string, origin: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? origin + url : url
}

/** Makes root-relative `src`/`poster` attributes of sanitised HTML absolute (mini-program rich text needs it). */
export function absolutizeHtml(html: string, origin: string): string {
  return html.replace(/\b(src|poster)="\/(?!\/)/g, `$1="${origin}/`)
}

/** The signed-in user when a valid token came with the request, else null (public routes never refuse). */
export async function optionalUser(fastify: FastifyInstance, request: FastifyRequest): Promise<TokenUser | null> {
  try {
    await fastify.authenticate(request, undefined as never)
    return request.user
  } catch {
    request.user = null
    return null
  }
}

/** Published, released (release time not in the future) and not past its scheduled offline time. */
export const visibleArticle: SQL = and(
  eq(cmsArticles.status, 'published'),
  lte(cmsArticles.releaseStartTime, sql`now()`),
  or(isNull(cmsArticles.offlineTime), gt(cmsArticles.offlineTime, sql`now()`)),
)!

/** Columns selected for a news list row. */
export const newsColumns = {
  id: cmsArticles.id,
  columnId: cmsArticles.columnId,
  columnCode: cmsColumns.columnCode,
  columnName: cmsColumns.name,
  title: cmsArticles.title,
  titleImage: cmsArticles.titleImage,
  summary: cmsArticles.summary,
  releaseDeptName: cmsArticles.releaseDeptName,
  releaseStartTime: cmsArticles.releaseStartTime,
  readCount: cmsArticles.readCount,
  url: cmsArticles.url,
  mediaType: cmsArticles.mediaType,
  videoUrl: cmsArticles.videoUrl,
}
export type NewsRow = { [K in keyof typeof newsColumns]: (typeof newsColumns)[K]['_']['data'] }

export function toNewsItem(row: NewsRow, origin: string): NewsItem {
  return {
    id: row.id,
    columnId: row.columnId,
    columnCode: row.columnCode,
    columnName: row.columnName,
    title: row.title,
    titleImage: row.titleImage ? absolute(row.titleImage, origin) : '',
    summary: row.summary,
    releaseDeptName: row.releaseDeptName,
    releaseUnit: row.releaseDeptName,
    releaseStartTime: row.releaseStartTime.toISOString(),
    readCount: row.readCount,
    url: row.url,
    mediaType: row.mediaType,
    videoUrl: row.videoUrl ? absolute(row.videoUrl, origin) : '',
  }
}

export function toNewsDetail(
  row: typeof cmsArticles.$inferSelect,
  column: { columnCode: string; name: string },
  origin: string,
  isFavorite: boolean,
): NewsDetail {
  return {
    ...toNewsItem({ ...row, columnCode: column.columnCode, columnName: column.name }, origin),
    content: absolutizeHtml(row.content, origin),
    poster: row.poster ? absolute(row.poster, origin) : '',
    images: row.images.map((image) => absolute(image, origin)),
    isFavorite,
  }
}

/** Newest visible articles of one column (or of all columns): one query, the total by a window count. */
export async function listNews(db: Database, where: SQL | undefined, page: PageArgs): Promise<{ rows: NewsRow[]; total: number }> {
  const condition = where ? and(visibleArticle, where) : visibleArticle
  const rows = await db
    .select({ ...newsColumns, total: sql<number>`(count(*) over ())::int` })
    .from(cmsArticles)
    .innerJoin(cmsColumns, eq(cmsColumns.id, cmsArticles.columnId))
    .where(condition)
    .orderBy(desc(cmsArticles.releaseStartTime), desc(cmsArticles.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize)
  if (rows.length > 0) return { rows, total: rows[0]!.total }
  // Past the last page the window count has no row to ride on.
  const counted =
    page.pageNum > 1
      ? await db
          .select({ total: sql<number>`count(*)::int` })
          .from(cmsArticles)
          .where(condition)
      : []
  return { rows, total: counted[0]?.total ?? 0 }
}

/** The newest `perColumn` visible articles of every column, in one query (home page). */
export async function newestPerColumn(db: Database, perColumn: number): Promise<Map<number, NewsRow[]>> {
  const ranked = db
    .select({
      ...newsColumns,
      rank: sql<number>`row_number() over (partition by ${cmsArticles.columnId} order by ${cmsArticles.releaseStartTime} desc, ${cmsArticles.id} desc)`.as(
        'rank',
      ),
    })
    .from(cmsArticles)
    .innerJoin(cmsColumns, eq(cmsColumns.id, cmsArticles.columnId))
    .where(visibleArticle)
    .as('ranked')
  const rows = await db.select().from(ranked).where(lte(ranked.rank, perColumn)).orderBy(ranked.columnId, ranked.rank)
  const byColumn = new Map<number, NewsRow[]>()
  for (const row of rows) {
    const list = byColumn.get(row.columnId) ?? []
    list.push(row)
    byColumn.set(row.columnId, list)
  }
  return byColumn
}

/** Records (or refreshes) the user's history entry of an article. */
export async function recordHistory(db: Database, accountId: string, contentId: number): Promise<{ historyId: number; viewedAt: Date }> {
  const [row] = await db
    .insert(cmsHistory)
    .values({ accountId, contentId })
    .onConflictDoUpdate({ target: [cmsHistory.accountId, cmsHistory.contentId], set: { viewedAt: sql`now()` } })
    .returning({ historyId: cmsHistory.id, viewedAt: cmsHistory.viewedAt })
  return row!
}

/**
 * One page of the signed-in user's own article rows (favourites, history) as the contract's page: each row as
 * a news item plus the row's own fields (`extra`), newest first as the repository returns them.
 */
export async function readerPage<R extends NewsRow, X extends object>(
  fastify: FastifyInstance,
  request: FastifyRequest & { query: { pageNum?: number; pageSize?: number } },
  load: (db: Database, accountId: string, page: PageArgs) => Promise<{ rows: R[]; total: number }>,
  extra: (row: R) => X,
) {
  const page = pageArgs(request.query, PAGE_SIZE.cms)
  const { rows, total } = await load(fastify.db, request.user!.accountId, page)
  const origin = originOf(fastify, request)
  return paginate(
    rows.map((row): NewsItem & X => ({ ...toNewsItem(row, origin), ...extra(row) })),
    total,
    page,
  )
}
