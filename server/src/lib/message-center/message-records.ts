import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Pool } from 'pg'
import type { Queryable } from '../../db/client'
import {
  accounts,
  messageApps,
  messageReceiveSettings,
  messageRecords,
  messageTypes,
  messageUserApps,
  type IdentityTypeCode,
  type SendTypeCode,
} from '../../db/schema/index'
import type { MessageRecord } from '@contract/message-center'
import { notFound } from '../common/api-error'
import { paginate } from '../paginate'
import { markQuietDeliveries, markQuietIfDoNotDisturb } from '../personal/notify-settings'

/** Anything that runs Drizzle queries: the database or a transaction. */

export const SEND_TYPES: Array<{ code: SendTypeCode; name: string; required: boolean }> = [
  { code: 'site', name: '站内信', required: true },
  { code: 'sms', name: '短信', required: false },
  { code: 'email', name: '邮件', required: false },
  { code: 'wechat', name: '微信', required: false },
]

/** A message type is visible to an identity when its identity list is empty or contains it. */
export const typeVisibleTo = (identity: IdentityTypeCode): SQL =>
  sql`(cardinality(${messageTypes.identities}) = 0 OR ${identity} = ANY(${messageTypes.identities}))`

// the badge (hot path)
// One COUNT over the partial index message_records_unread_idx; muted apps of the user are left out.
const UNREAD_TOTAL_SQL = `SELECT count(*)::int AS n FROM message_records r
 WHERE r.recipient_id = $1 AND r.read_at IS NULL AND r.deleted_at IS NULL
   AND NOT EXISTS (SELECT 1 FROM message_user_apps u WHERE u.account_id = $1 AND u.app_id = r.app_id AND u.muted)`

/** Unread messages of the user for the badge (muted apps excluded). Prepared statement per connection. */
export async function unreadBadgeCount(pool: Pool, accountId: string): Promise<number> {
  const result = await pool.query<{ n: number }>({ name: 'mc_unread_badge', text: UNREAD_TOTAL_SQL, values: [accountId] })
  return result.rows[0]?.n ?? 0
}

/** Unread messages of the user, muted apps included; optionally of one app. */
export async function unreadCount(db: Queryable, accountId: string, appId?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messageRecords)
    .where(
      and(
        eq(messageRecords.recipientId, accountId),
        sql`${messageRecords.readAt} IS NULL AND ${messageRecords.deletedAt} IS NULL`,
        appId === undefined ? undefined : eq(messageRecords.appId, appId),
      ),
    )
  return row?.n ?? 0
}

// records
export const recordColumns = {
  id: messageRecords.id,
  appId: messageRecords.appId,
  appCode: messageApps.code,
  appName: messageApps.name,
  appIcon: messageApps.icon,
  messageTypeCode: messageRecords.typeCode,
  messageTypeName: messageTypes.name,
  title: messageRecords.title,
  content: messageRecords.content,
  url: messageRecords.url,
  senderName: messageRecords.senderName,
  createdAt: messageRecords.createdAt,
  readAt: messageRecords.readAt,
  starred: messageRecords.starred,
  flowApplicationId: messageRecords.flowApplicationId,
}

type RecordRow = {
  id: number
  appId: number
  appCode: string
  appName: string
  appIcon: string
  messageTypeCode: string
  messageTypeName: string
  title: string
  content: string
  url: string
  senderName: string
  createdAt: Date
  readAt: Date | null
  starred: boolean
  flowApplicationId: number | null
}

export function toMessageRecord(row: RecordRow): MessageRecord {
  return {
    id: row.id,
    appId: row.appId,
    appCode: row.appCode,
    appName: row.appName,
    appIcon: row.appIcon,
    messageTypeCode: row.messageTypeCode,
    messageTypeName: row.messageTypeName,
    title: row.title,
    content: row.content,
    url: row.url,
    senderName: row.senderName,
    createTime: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
    readTime: row.readAt?.toISOString() ?? null,
    isStar: row.starred,
    flowApplicationId: row.flowApplicationId,
  }
}

/** Records of the user matching `where`, newest first, paged; total counted on the same conditions. */
export async function pageRecords(db: Queryable, accountId: string, where: SQL | undefined, pageNum: number, pageSize: number) {
  const condition = and(eq(messageRecords.recipientId, accountId), sql`${messageRecords.deletedAt} IS NULL`, where)
  const [rows, [count]] = await Promise.all([
    db
      .select(recordColumns)
      .from(messageRecords)
      .innerJoin(messageApps, eq(messageApps.id, messageRecords.appId))
      .innerJoin(messageTypes, eq(messageTypes.code, messageRecords.typeCode))
      .where(condition)
      .orderBy(sql`${messageRecords.createdAt} DESC, ${messageRecords.id} DESC`)
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(messageRecords)
      .where(condition),
  ])
  const total = count?.n ?? 0
  return paginate(rows.map(toMessageRecord), total, { pageNum, pageSize })
}

/** One record of the user (not deleted); someone else's id is a 404. */
export async function findRecord(db: Queryable, accountId: string, id: number): Promise<MessageRecord> {
  const [row] = await db
    .select(recordColumns)
    .from(messageRecords)
    .innerJoin(messageApps, eq(messageApps.id, messageRecords.appId))
    .innerJoin(messageTypes, eq(messageTypes.code, messageRecords.typeCode))
    .where(and(eq(messageRecords.id, id), eq(messageRecords.recipientId, accountId), sql`${messageRecords.deletedAt} IS NULL`))
  if (!row) throw notFound('消息不存在或已删除')
  return toMessageRecord(row)
}

export async function requireApp(db: Queryable, appId: number) {
  const [app] = await db.select().from(messageApps).where(eq(messageApps.id, appId))
  if (!app) throw notFound('应用不存在')
  return app
}

// delivery
export interface NewMessage {
  recipientId: string
  typeCode: string
  title: string
  content?: string
  url?: string
  senderName?: string
  flowApplicationId?: number | null
  createdAt?: Date
  readAt?: Date | null
}

/**
 * Delivers a message unless the recipient may not see the type (identity rule) or switched the type off
 * (receiveSettings receive=false). A user who had deleted the app from the list sees it again.
 * Returns the new record id, or null when not delivered.
 */
export async function deliverMessage(db: Queryable, message: NewMessage): Promise<number | null> {
  const [target] = await db
    .select({
      appId: messageTypes.appId,
      identity: accounts.identityTypeCode,
      identities: messageTypes.identities,
      receive: messageReceiveSettings.receive,
    })
    .from(messageTypes)
    .innerJoin(accounts, eq(accounts.id, message.recipientId))
    .leftJoin(
      messageReceiveSettings,
      and(eq(messageReceiveSettings.typeCode, messageTypes.code), eq(messageReceiveSettings.accountId, message.recipientId)),
    )
    .where(eq(messageTypes.code, message.typeCode))
  if (!target) throw new Error(`unknown message type ${message.typeCode} or recipient`)
  if (target.identities.length > 0 && !target.identities.includes(target.identity)) return null
  if (target.receive === false) return null
  const [row] = await db
    .insert(messageRecords)
    .values({
      recipientId: message.recipientId,
      appId: target.appId,
      typeCode: message.typeCode,
      title: message.title,
      content: message.content ?? '',
      url: message.url ?? '',
      senderName: message.senderName ?? '',
      flowApplicationId: message.flowApplicationId ?? null,
      createdAt: message.createdAt ?? new Date(),
      readAt: message.readAt ?? null,
    })
    .returning({ id: messageRecords.id })
  if (row) await markQuietIfDoNotDisturb(db, message.recipientId, row.id, message.createdAt ?? new Date())
  await db
    .update(messageUserApps)
    .set({ hiddenAt: null })
    .where(and(eq(messageUserApps.accountId, message.recipientId), eq(messageUserApps.appId, target.appId)))
  return row?.id ?? null
}

/**
 * One message to several people in a fixed number of queries (deliverMessage's rules: identity, receive setting,
 * do-not-disturb, the app shown again). Returns the recipients it was delivered to.
 */
export async function deliverToMany(db: Queryable, message: Omit<NewMessage, 'recipientId'>, recipientIds: string[]): Promise<string[]> {
  if (recipientIds.length === 0) return []
  const [type] = await db
    .select({ appId: messageTypes.appId, identities: messageTypes.identities })
    .from(messageTypes)
    .where(eq(messageTypes.code, message.typeCode))
  if (!type) throw new Error(`unknown message type ${message.typeCode}`)
  const people = await db
    .select({ id: accounts.id, identity: accounts.identityTypeCode, receive: messageReceiveSettings.receive })
    .from(accounts)
    .leftJoin(
      messageReceiveSettings,
      and(eq(messageReceiveSettings.typeCode, message.typeCode), eq(messageReceiveSettings.accountId, accounts.id)),
    )
    .where(inArray(accounts.id, recipientIds))
  const reached = people
    .filter((person) => (type.identities.length === 0 || type.identities.includes(person.identity)) && person.receive !== false)
    .map((person) => person.id)
  if (reached.length === 0) return []
  const at = message.createdAt ?? new Date()
  const rows = await db
    .insert(messageRecords)
    .values(
      reached.map((recipientId) => ({
        recipientId,
        appId: type.appId,
        typeCode: message.typeCode,
        title: message.title,
        content: message.content ?? '',
        url: message.url ?? '',
        senderName: message.senderName ?? '',
        flowApplicationId: message.flowApplicationId ?? null,
        createdAt: at,
        readAt: message.readAt ?? null,
      })),
    )
    .returning({ id: messageRecords.id, recipientId: messageRecords.recipientId })
  await markQuietDeliveries(
    db,
    rows.map((row) => ({ recipientId: row.recipientId, messageRecordId: row.id })),
    at,
  )
  await db
    .update(messageUserApps)
    .set({ hiddenAt: null })
    .where(and(inArray(messageUserApps.accountId, reached), eq(messageUserApps.appId, type.appId)))
  return reached
}

/** Escapes LIKE wildcards in user input. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`)
}
