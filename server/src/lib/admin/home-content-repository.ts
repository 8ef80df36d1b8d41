import { asc, eq, sql } from 'drizzle-orm'
import { STALE_EDIT } from '@contract/admin-console'
import type { ConsoleHomeItem } from '@contract/admin-home-content'
import type { IdentityTypeCode } from '@contract/common'
import type { HomeContentKind, HomeItemFields } from '@contract/home-content-rules'
import type { Database } from '../../db/client'
import { cmsArticles, cmsFloatingBoxes, cmsMarquees, cmsPopups, cmsSlides } from '../../db/schema/index'
import { ApiError, badRequest, notFound } from '../common/api-error'
import { recordAudit, type Operator, type Transaction } from './audit-repository'

/** The console's view of the home pieces (轮播图, 滚动公告, 弹窗, 悬浮框): any state, each write audited. */

const TABLES = { slide: cmsSlides, marquee: cmsMarquees, popup: cmsPopups, floatingBox: cmsFloatingBoxes } as const

/**
 * The four tables share id, sort, enabled and updated_at; queries on those go through one shape (the slides'),
 * and each kind maps its own columns in `toItem` / `columnsOf`.
 */
const tableOf = (kind: HomeContentKind) => TABLES[kind] as unknown as typeof cmsSlides

type AnyRow = Record<string, unknown> & { id: number; sort: number; enabled: boolean; updatedAt: Date }
type Item = Omit<ConsoleHomeItem, 'state'>

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null)

function toItem(kind: HomeContentKind, row: AnyRow): Item {
  const text = (name: string) => (typeof row[name] === 'string' ? (row[name] as string) : '')
  return {
    id: row.id,
    kind,
    title: text('title'),
    image: kind === 'floatingBox' ? text('iconUrl') : text('image'),
    mediaType: kind === 'popup' && row.mediaType === 'video' ? 'video' : 'image',
    videoUrl: text('videoUrl'),
    link: kind === 'floatingBox' ? text('visitedUrl') : text('link'),
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    identities: kind === 'popup' ? (row.identities as IdentityTypeCode[]) : [],
    enabled: row.enabled,
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** What the portal does with an item at `now`. */
export function stateOf(item: Item, now: Date): ConsoleHomeItem['state'] {
  if (!item.enabled) return 'withdrawn'
  if (item.startTime && new Date(item.startTime) > now) return 'scheduled'
  if (item.endTime && new Date(item.endTime) <= now) return 'expired'
  return 'live'
}

/** The article a portal detail link (`/pagesA/news/detail?id=12`) opens, if it exists (slides and marquees keep it). */
async function linkedArticle(tx: Transaction, link: string): Promise<number | null> {
  const match = /^\/pagesA\/news\/detail\?(?:.*&)?id=(\d{1,9})(?:&|#|$)/.exec(link.trim())
  if (!match) return null
  const [row] = await tx
    .select({ id: cmsArticles.id })
    .from(cmsArticles)
    .where(eq(cmsArticles.id, Number(match[1])))
  return row?.id ?? null
}

/** The kind's own columns for the checked fields. */
async function columnsOf(tx: Transaction, kind: HomeContentKind, fields: Required<HomeItemFields>) {
  const window = {
    startTime: fields.startTime ? new Date(fields.startTime) : null,
    endTime: fields.endTime ? new Date(fields.endTime) : null,
  }
  const title = fields.title.trim()
  const link = fields.link.trim()
  switch (kind) {
    case 'slide':
      return { title, image: fields.image.trim(), link, contentId: await linkedArticle(tx, link), ...window }
    case 'marquee':
      return { title, link, contentId: await linkedArticle(tx, link), ...window }
    case 'popup':
      return {
        title,
        image: fields.image.trim(),
        mediaType: fields.mediaType,
        videoUrl: fields.mediaType === 'video' ? fields.videoUrl.trim() : '',
        link,
        startTime: window.startTime!,
        endTime: window.endTime!,
        identities: [...new Set(fields.identities)].sort(),
      }
    case 'floatingBox':
      return { title, iconUrl: fields.image.trim(), visitedUrl: link, ...window }
  }
}

export async function homeItems(db: Database | Transaction, kind: HomeContentKind): Promise<Item[]> {
  const table = tableOf(kind)
  const rows = await db.select().from(table).orderBy(asc(table.sort), asc(table.id))
  return rows.map((row) => toItem(kind, row as unknown as AnyRow))
}

const nextUpdatedAt = (before: Date) => sql`greatest(now(), ${before.toISOString()}::timestamptz + interval '1 millisecond')`

/** The row locked for a write; refused when someone saved it after `seenUpdatedAt` (the editor's copy). */
async function lockedCurrent(tx: Transaction, kind: HomeContentKind, id: number, seenUpdatedAt: string | undefined) {
  const table = tableOf(kind)
  const [row] = await tx.select().from(table).where(eq(table.id, id)).for('update')
  if (!row) throw notFound('内容不存在或已删除')
  const seen = seenUpdatedAt === undefined ? Number.NaN : new Date(seenUpdatedAt).getTime()
  if (seen !== row.updatedAt.getTime()) throw new ApiError(409, STALE_EDIT)
  return row as unknown as AnyRow
}

/** Creates an item (last in the order) or edits the one the editor loaded at `seenUpdatedAt`; returns it. */
export async function saveHomeItem(
  db: Database,
  operator: Operator,
  kind: HomeContentKind,
  input: { id?: number; updatedAt?: string; enabled?: boolean; fields: Required<HomeItemFields> },
): Promise<Item> {
  const table = tableOf(kind)
  return await db.transaction(async (tx) => {
    const values = await columnsOf(tx, kind, input.fields)
    if (input.id === undefined) {
      const [last] = await tx.select({ sort: sql<number>`coalesce(max(${table.sort}), 0)::int` }).from(table)
      const [created] = await tx
        .insert(table)
        .values({ ...values, enabled: input.enabled ?? true, sort: (last?.sort ?? 0) + 1 } as never)
        .returning()
      const item = toItem(kind, created as unknown as AnyRow)
      await recordAudit(tx, operator, { action: 'create', entity: kind, entityId: item.id, before: null, after: item })
      return item
    }
    const before = toItem(kind, await lockedCurrent(tx, kind, input.id, input.updatedAt))
    const [updated] = await tx
      .update(table)
      .set({ ...values, enabled: input.enabled ?? before.enabled, updatedAt: nextUpdatedAt(new Date(before.updatedAt)) } as never)
      .where(eq(table.id, input.id))
      .returning()
    const after = toItem(kind, updated as unknown as AnyRow)
    await recordAudit(tx, operator, { action: 'update', entity: kind, entityId: input.id, before, after })
    return after
  })
}

/** Deletes an item the editor loaded at `seenUpdatedAt`. */
export async function deleteHomeItem(db: Database, operator: Operator, kind: HomeContentKind, id: number, seenUpdatedAt: string) {
  const table = tableOf(kind)
  await db.transaction(async (tx) => {
    const before = toItem(kind, await lockedCurrent(tx, kind, id, seenUpdatedAt))
    await tx.delete(table).where(eq(table.id, id))
    await recordAudit(tx, operator, { action: 'delete', entity: kind, entityId: id, before, after: null })
  })
}

/** Puts the kind's items in the order given (every item, each once). */
export async function orderHomeItems(db: Database, operator: Operator, kind: HomeContentKind, ids: number[]) {
  const table = tableOf(kind)
  return await db.transaction(async (tx) => {
    const before = await tx.select({ id: table.id }).from(table).orderBy(asc(table.sort), asc(table.id)).for('update')
    const known = new Set(before.map((row) => row.id))
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw badRequest('排序需要列出每一项各一次，请刷新后重试')
    }
    for (const [index, id] of ids.entries())
      await tx
        .update(table)
        .set({ sort: index + 1 })
        .where(eq(table.id, id))
    await recordAudit(tx, operator, { action: 'order', entity: kind, entityId: 'all', before: before.map((row) => row.id), after: ids })
    return await homeItems(tx, kind)
  })
}
