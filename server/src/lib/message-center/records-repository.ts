import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { messageApps, messageRecords, messageTypes, messageUserApps } from '../../db/schema/index'
import type { Database, Queryable } from '../../db/client'
import { escapeLike } from './message-records'

/** Filters of the message lists (all optional); `keyword` matches title or content. */
export interface RecordFilter {
  appId?: number
  messageTypeCode?: string
  isRead?: boolean
  isStar?: boolean
  keyword?: string
  /** Only messages of third-party apps. */
  thirdOnly?: boolean
}

/** The WHERE part of a filter, for pageRecords (which adds the recipient and not-deleted conditions). */
export function recordFilter(filter: RecordFilter): SQL | undefined {
  const keyword = filter.keyword?.trim()
  return and(
    filter.thirdOnly
      ? sql`${messageRecords.appId} IN (SELECT ${messageApps.id} FROM ${messageApps} WHERE ${messageApps.isThird})`
      : undefined,
    filter.appId === undefined ? undefined : eq(messageRecords.appId, filter.appId),
    filter.messageTypeCode ? eq(messageRecords.typeCode, filter.messageTypeCode) : undefined,
    filter.isRead === undefined
      ? undefined
      : filter.isRead
        ? sql`${messageRecords.readAt} IS NOT NULL`
        : sql`${messageRecords.readAt} IS NULL`,
    filter.isStar === undefined ? undefined : eq(messageRecords.starred, filter.isStar),
    keyword
      ? or(ilike(messageRecords.title, `%${escapeLike(keyword)}%`), ilike(messageRecords.content, `%${escapeLike(keyword)}%`))
      : undefined,
  )
}

const mine = (accountId: string) => and(eq(messageRecords.recipientId, accountId), sql`${messageRecords.deletedAt} IS NULL`)

/** Marks one unread message of the user read (no-op when already read). */
export async function markRead(db: Queryable, accountId: string, id: number): Promise<void> {
  await db
    .update(messageRecords)
    .set({ readAt: new Date() })
    .where(and(eq(messageRecords.id, id), eq(messageRecords.recipientId, accountId), sql`${messageRecords.readAt} IS NULL`))
}

/** Marks every unread message of the user read, or those of one app; returns how many. */
export async function markAllRead(db: Queryable, accountId: string, appId?: number): Promise<number> {
  const rows = await db
    .update(messageRecords)
    .set({ readAt: new Date() })
    .where(and(mine(accountId), sql`${messageRecords.readAt} IS NULL`, appId === undefined ? undefined : eq(messageRecords.appId, appId)))
    .returning({ id: messageRecords.id })
  return rows.length
}

/** Soft-deletes one message of the user; false when there was none to delete. */
export async function softDelete(db: Queryable, accountId: string, id: number): Promise<boolean> {
  const rows = await db
    .update(messageRecords)
    .set({ deletedAt: new Date() })
    .where(and(eq(messageRecords.id, id), mine(accountId)))
    .returning({ id: messageRecords.id })
  return rows.length > 0
}

/** Stars or un-stars one message of the user; false when it does not exist (or was deleted). */
export async function setStar(db: Queryable, accountId: string, id: number, star: boolean): Promise<boolean> {
  const rows = await db
    .update(messageRecords)
    .set({ starred: star })
    .where(and(eq(messageRecords.id, id), mine(accountId)))
    .returning({ id: messageRecords.id })
  return rows.length > 0
}

/** Read / unread / total of the user's messages, optionally of one app. */
export async function readCounts(db: Queryable, accountId: string, appId?: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) FILTER (WHERE ${messageRecords.readAt} IS NULL)::int`,
    })
    .from(messageRecords)
    .where(and(mine(accountId), appId === undefined ? undefined : eq(messageRecords.appId, appId)))
  const total = row?.total ?? 0
  const unread = row?.unread ?? 0
  return { total, readCount: total - unread, unreadCount: unread }
}

/** Counts of one app's messages of the user, per message type and in all. */
export async function appMessageCounts(db: Queryable, accountId: string, appId: number) {
  const types = await db
    .select({
      messageTypeCode: messageRecords.typeCode,
      messageTypeName: messageTypes.name,
      total: sql<number>`count(*)::int`,
      unread: sql<number>`count(*) FILTER (WHERE ${messageRecords.readAt} IS NULL)::int`,
    })
    .from(messageRecords)
    .innerJoin(messageTypes, eq(messageTypes.code, messageRecords.typeCode))
    .where(and(mine(accountId), eq(messageRecords.appId, appId)))
    .groupBy(messageRecords.typeCode, messageTypes.name)
    .orderBy(asc(messageRecords.typeCode))
  return {
    total: types.reduce((sum, row) => sum + row.total, 0),
    unread: types.reduce((sum, row) => sum + row.unread, 0),
    types,
  }
}

/** Removes an app from the user's list: its messages are soft-deleted, the app hidden (unpinned, disconnected). */
export async function deleteAppMessages(db: Database, accountId: string, appId: number): Promise<number> {
  return await db.transaction(async (tx) => {
    const now = new Date()
    const rows = await tx
      .update(messageRecords)
      .set({ deletedAt: now })
      .where(and(mine(accountId), eq(messageRecords.appId, appId)))
      .returning({ id: messageRecords.id })
    await tx
      .insert(messageUserApps)
      .values({ accountId, appId, hiddenAt: now, connected: false, pinnedAt: null })
      .onConflictDoUpdate({
        target: [messageUserApps.accountId, messageUserApps.appId],
        set: { hiddenAt: now, connected: false, pinnedAt: null },
      })
    return rows.length
  })
}
