import { and, asc, count, desc, eq, gte, ilike, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import { STALE_EDIT } from '@contract/admin-console'
import type { Database } from '../../db/client'
import { cmsArticles, cmsColumns } from '../../db/schema/index'
import type { ArticleStatus } from '../../db/schema/cms'
import { ApiError, badRequest, notFound } from '../common/api-error'
import type { PageArgs } from '../paginate'
import { recordAudit, SCHEDULER, type Operator, type Transaction } from './audit-repository'

/** The console's view of the CMS tables: every column and article, whatever its state; each write audited. */

export async function consoleColumns(db: Database | Transaction) {
  return await db
    .select({
      id: cmsColumns.id,
      columnCode: cmsColumns.columnCode,
      name: cmsColumns.name,
      sort: cmsColumns.sort,
      enabled: cmsColumns.enabled,
      // Qualified by hand: inside the sub-select drizzle would write both columns unqualified.
      articleCount: sql<number>`(select count(*)::int from "cms_articles" where "cms_articles"."column_id" = "cms_columns"."id")`,
    })
    .from(cmsColumns)
    .orderBy(asc(cmsColumns.sort), asc(cmsColumns.id))
}

async function columnRow(tx: Transaction, id: number) {
  const [row] = await tx.select().from(cmsColumns).where(eq(cmsColumns.id, id)).for('update')
  return row
}

/** Creates a column (at the end) or renames / shows / hides one. */
export async function saveColumn(
  db: Database,
  operator: Operator,
  input: { id?: number; columnCode?: string; name: string; enabled?: boolean },
) {
  const name = input.name.trim()
  if (!name) throw badRequest('栏目名称不能为空')
  return await db.transaction(async (tx) => {
    if (input.id === undefined) {
      if (!input.columnCode) throw badRequest('新栏目需要栏目代码')
      const [taken] = await tx.select({ id: cmsColumns.id }).from(cmsColumns).where(eq(cmsColumns.columnCode, input.columnCode))
      if (taken) throw new ApiError(409, '栏目代码已被使用')
      const [last] = await tx.select({ sort: sql<number>`coalesce(max(${cmsColumns.sort}), 0)::int` }).from(cmsColumns)
      const [created] = await tx
        .insert(cmsColumns)
        .values({ columnCode: input.columnCode, name, enabled: input.enabled ?? true, sort: (last?.sort ?? 0) + 1 })
        .returning()
      await recordAudit(tx, operator, { action: 'create', entity: 'column', entityId: created!.id, before: null, after: created })
      return created!
    }
    const before = await columnRow(tx, input.id)
    if (!before) throw notFound('栏目不存在')
    const [after] = await tx
      .update(cmsColumns)
      .set({ name, enabled: input.enabled ?? before.enabled })
      .where(eq(cmsColumns.id, input.id))
      .returning()
    await recordAudit(tx, operator, { action: 'update', entity: 'column', entityId: input.id, before, after })
    return after!
  })
}

/** Puts the columns in the order given (every column, each once). */
export async function orderColumns(db: Database, operator: Operator, ids: number[]) {
  return await db.transaction(async (tx) => {
    const before = await tx
      .select({ id: cmsColumns.id, sort: cmsColumns.sort })
      .from(cmsColumns)
      .orderBy(asc(cmsColumns.sort), asc(cmsColumns.id))
      .for('update')
    const known = new Set(before.map((row) => row.id))
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw badRequest('排序需要列出每个栏目各一次')
    }
    for (const [index, id] of ids.entries())
      await tx
        .update(cmsColumns)
        .set({ sort: index + 1 })
        .where(eq(cmsColumns.id, id))
    await recordAudit(tx, operator, {
      action: 'order',
      entity: 'column',
      entityId: 'all',
      before: before.map((row) => row.id),
      after: ids,
    })
    return await consoleColumns(tx)
  })
}

const articleRow = {
  id: cmsArticles.id,
  columnId: cmsArticles.columnId,
  columnName: cmsColumns.name,
  title: cmsArticles.title,
  status: cmsArticles.status,
  releaseDeptName: cmsArticles.releaseDeptName,
  releaseStartTime: cmsArticles.releaseStartTime,
  offlineTime: cmsArticles.offlineTime,
  readCount: cmsArticles.readCount,
  updatedAt: cmsArticles.updatedAt,
  mediaType: cmsArticles.mediaType,
}

export interface ArticleFilter {
  keyword?: string
  columnId?: number
  status?: ArticleStatus
  /** Release days, YYYY-MM-DD, inclusive, in the server's time zone (the institution's). */
  from?: string
  to?: string
}

/** One page of articles, newest release first, of any status. */
export async function consoleArticlePage(db: Database, filter: ArticleFilter, page: PageArgs) {
  const keyword = filter.keyword?.trim()
  const conditions = [
    keyword ? ilike(cmsArticles.title, `%${keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%`) : undefined,
    filter.columnId !== undefined ? eq(cmsArticles.columnId, filter.columnId) : undefined,
    filter.status ? eq(cmsArticles.status, filter.status) : undefined,
    filter.from ? gte(cmsArticles.releaseStartTime, sql`${filter.from}::date`) : undefined,
    filter.to ? lt(cmsArticles.releaseStartTime, sql`${filter.to}::date + 1`) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined)
  const where = conditions.length > 0 ? and(...conditions) : undefined
  const [rows, [counted]] = await Promise.all([
    db
      .select(articleRow)
      .from(cmsArticles)
      .innerJoin(cmsColumns, eq(cmsColumns.id, cmsArticles.columnId))
      .where(where)
      .orderBy(desc(cmsArticles.releaseStartTime), desc(cmsArticles.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ total: count() }).from(cmsArticles).where(where),
  ])
  return { rows, total: counted?.total ?? 0 }
}

/** One article with its text, of any status. */
export async function consoleArticle(db: Database | Transaction, id: number) {
  const [row] = await db
    .select({
      ...articleRow,
      summary: cmsArticles.summary,
      content: cmsArticles.content,
      titleImage: cmsArticles.titleImage,
      videoUrl: cmsArticles.videoUrl,
      poster: cmsArticles.poster,
    })
    .from(cmsArticles)
    .innerJoin(cmsColumns, eq(cmsColumns.id, cmsArticles.columnId))
    .where(eq(cmsArticles.id, id))
  return row
}

/** The article locked for a write; refused when someone saved it after `seenUpdatedAt` (the editor's copy). */
async function lockedCurrent(tx: Transaction, id: number, seenUpdatedAt: string | undefined) {
  const [row] = await tx.select().from(cmsArticles).where(eq(cmsArticles.id, id)).for('update')
  if (!row) throw notFound('资讯不存在')
  const seen = seenUpdatedAt === undefined ? Number.NaN : new Date(seenUpdatedAt).getTime()
  if (seen !== row.updatedAt.getTime()) throw new ApiError(409, STALE_EDIT)
  return row
}

/** What an audit row keeps of an article: its fields, the text included. */
const auditedArticle = (row: typeof cmsArticles.$inferSelect) => ({
  columnId: row.columnId,
  title: row.title,
  summary: row.summary,
  content: row.content,
  releaseDeptName: row.releaseDeptName,
  status: row.status,
  releaseStartTime: row.releaseStartTime,
  offlineTime: row.offlineTime,
  titleImage: row.titleImage,
  mediaType: row.mediaType,
  videoUrl: row.videoUrl,
  poster: row.poster,
})

export interface ArticleFields {
  columnId: number
  title: string
  summary: string
  content: string
  releaseDeptName: string
  titleImage: string
  /** Absent: unchanged (a new draft: now). */
  releaseStartTime?: Date
  /** Absent: unchanged; null: never. */
  offlineTime?: Date | null
  /** Absent: the three unchanged (a new article: 图文). */
  media?: { mediaType: 'article' | 'video'; videoUrl: string; poster: string }
}

/** Creates a draft (no id) or edits an article the editor loaded at `seenUpdatedAt`; returns its id. */
export async function saveConsoleArticle(
  db: Database,
  operator: Operator,
  id: number | undefined,
  seenUpdatedAt: string | undefined,
  fields: ArticleFields,
): Promise<number> {
  const { media, ...plain } = fields
  return await db.transaction(async (tx) => {
    const [column] = await tx.select({ id: cmsColumns.id }).from(cmsColumns).where(eq(cmsColumns.id, fields.columnId))
    if (!column) throw notFound('栏目不存在')
    if (id === undefined) {
      const [created] = await tx
        .insert(cmsArticles)
        .values({
          columnId: fields.columnId,
          title: fields.title,
          summary: fields.summary,
          content: fields.content,
          releaseDeptName: fields.releaseDeptName,
          titleImage: fields.titleImage,
          ...media,
          ...(fields.releaseStartTime ? { releaseStartTime: fields.releaseStartTime } : {}),
          offlineTime: fields.offlineTime ?? null,
          status: 'draft',
        })
        .returning()
      await recordAudit(tx, operator, {
        action: 'create',
        entity: 'article',
        entityId: created!.id,
        before: null,
        after: auditedArticle(created!),
      })
      return created!.id
    }
    const before = await lockedCurrent(tx, id, seenUpdatedAt)
    const [after] = await tx
      .update(cmsArticles)
      .set({
        ...plain,
        ...media,
        updatedAt: sql`greatest(now(), ${before.updatedAt.toISOString()}::timestamptz + interval '1 millisecond')`,
      })
      .where(eq(cmsArticles.id, id))
      .returning()
    await recordAudit(tx, operator, {
      action: 'update',
      entity: 'article',
      entityId: id,
      before: auditedArticle(before),
      after: auditedArticle(after!),
    })
    return id
  })
}

const STATUS_ACTION: Record<ArticleStatus, string> = { published: 'publish', offline: 'withdraw', draft: 'to-draft' }

/**
 * Publishes (a draft's release time becomes now unless it was scheduled later), withdraws or returns an article to
 * draft.
 */
export async function setConsoleArticleStatus(db: Database, operator: Operator, id: number, status: ArticleStatus, seenUpdatedAt: string) {
  await db.transaction(async (tx) => {
    const before = await lockedCurrent(tx, id, seenUpdatedAt)
    const releaseStartTime =
      status === 'published' && before.status === 'draft'
        ? sql`greatest(now(), ${before.releaseStartTime.toISOString()}::timestamptz)`
        : before.releaseStartTime
    const [after] = await tx
      .update(cmsArticles)
      .set({
        status,
        releaseStartTime,
        updatedAt: sql`greatest(now(), ${before.updatedAt.toISOString()}::timestamptz + interval '1 millisecond')`,
      })
      .where(eq(cmsArticles.id, id))
      .returning()
    await recordAudit(tx, operator, {
      action: STATUS_ACTION[status],
      entity: 'article',
      entityId: id,
      before: { status: before.status },
      after: { status: after!.status, releaseStartTime: after!.releaseStartTime },
    })
  })
}

/**
 * Published articles whose offline time has passed become 已下线, each audited as the scheduler's withdrawal; returns
 * their ids. The portal's queries already hide them from that moment; this makes their status say so (the console's
 * list, the search index, which follows the status). Rows another instance is withdrawing are skipped.
 */
export async function withdrawDueArticles(db: Database): Promise<number[]> {
  return await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: cmsArticles.id, offlineTime: cmsArticles.offlineTime })
      .from(cmsArticles)
      .where(and(eq(cmsArticles.status, 'published'), isNotNull(cmsArticles.offlineTime), lte(cmsArticles.offlineTime, sql`now()`)))
      .for('update', { skipLocked: true })
    for (const article of due) {
      await tx
        .update(cmsArticles)
        .set({ status: 'offline', updatedAt: sql`greatest(now(), ${cmsArticles.updatedAt} + interval '1 millisecond')` })
        .where(eq(cmsArticles.id, article.id))
      await recordAudit(tx, SCHEDULER, {
        action: STATUS_ACTION.offline,
        entity: 'article',
        entityId: article.id,
        before: { status: 'published' },
        after: { status: 'offline', offlineTime: article.offlineTime },
      })
    }
    return due.map((article) => article.id)
  })
}
