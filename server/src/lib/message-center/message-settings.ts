import { and, eq, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import {
  messageApps,
  messageCenterCalendars,
  messageUserApps,
  messageUserSettings,
  type MessageUserSettingValue,
} from '../../db/schema/index'
import type { InstantApp, UserSetting } from '@contract/message-center'

export const DEFAULT_USER_SETTING: MessageUserSettingValue = { mergeTaskMessage: true, groupByTag: false, showThirdMessage: true }

export async function readUserSetting(db: Queryable, accountId: string): Promise<UserSetting> {
  const [row] = await db
    .select({ value: messageUserSettings.value })
    .from(messageUserSettings)
    .where(eq(messageUserSettings.accountId, accountId))
  return { ...DEFAULT_USER_SETTING, ...(row?.value ?? {}) }
}

export async function writeUserSetting(db: Database, accountId: string, change: Partial<UserSetting>): Promise<UserSetting> {
  const clean: Partial<UserSetting> = {}
  for (const key of ['mergeTaskMessage', 'groupByTag', 'showThirdMessage'] as const) {
    if (typeof change[key] === 'boolean') clean[key] = change[key]
  }
  // jsonb || merges atomically: two settings saved at once do not overwrite each other.
  await db
    .insert(messageUserSettings)
    .values({ accountId, value: clean })
    .onConflictDoUpdate({
      target: messageUserSettings.accountId,
      set: { value: sql`${messageUserSettings.value} || ${JSON.stringify(clean)}::jsonb` },
    })
  return await readUserSetting(db, accountId)
}

/** Every user has a default personal calendar (我的日历), created on first use. */
export async function ensureDefaultCalendar(db: Queryable, accountId: string): Promise<void> {
  const [existing] = await db
    .select({ id: messageCenterCalendars.id })
    .from(messageCenterCalendars)
    .where(eq(messageCenterCalendars.accountId, accountId))
    .limit(1)
  if (existing) return
  await db.insert(messageCenterCalendars).values({ accountId, name: '我的日历', color: '#ED663F', isDefault: true })
}

/**
 * The channel on which the database announces what message lists depend on (migration 0041), at commit:
 * `account:<id>` when the account's messages or its per-app settings change, `all` when the message apps do.
 */
export const MESSAGE_LIST_CHANNEL = 'portal_message_lists'

interface AppRow extends Record<string, unknown> {
  app_id: number
  code: string
  name: string
  icon: string
  tag: string
  is_third: boolean
  sort: number
  pinned_at: Date | null
  muted: boolean | null
  sort_order: number | null
  unread: number
  last_id: number | null
  last_title: string | null
  last_content: string | null
  last_time: Date | null
}

/**
 * The user's message apps: apps with messages that are not deleted, plus apps connected with
 * insertAccessApp/connect (unless removed with deleteMsgApp). Order: pinned (latest first), then the
 * adjustmentOrder position, then the newest message.
 *
 * Each app's newest message is the first entry of message_records_recipient_app_time_idx for (user, app), and the
 * unread counts come from the small unread index: the user's read messages are never visited.
 */
export async function listUserApps(
  db: Database,
  accountId: string,
  options: { appId?: number; thirdOnly?: boolean } = {},
): Promise<InstantApp[]> {
  const rows = await preparedRows<AppRow>(
    db,
    sql`
    SELECT a.id AS app_id, a.code, a.name, a.icon, a.tag, a.is_third, a.sort,
           u.pinned_at, u.muted, u.sort_order,
           coalesce(n.unread, 0) AS unread,
           l.id AS last_id, l.title AS last_title, l.content AS last_content, l.created_at AS last_time
      FROM ${messageApps} a
      LEFT JOIN ${messageUserApps} u ON u.app_id = a.id AND u.account_id = ${accountId}
      LEFT JOIN LATERAL (
        SELECT r.id, r.title, r.content, r.created_at FROM message_records r
         WHERE r.recipient_id = ${accountId} AND r.app_id = a.id AND r.deleted_at IS NULL
         ORDER BY r.created_at DESC NULLS LAST, r.id DESC NULLS LAST LIMIT 1
      ) l ON true
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS unread FROM message_records r
         WHERE r.recipient_id = ${accountId} AND r.app_id = a.id AND r.read_at IS NULL AND r.deleted_at IS NULL
      ) n ON l.id IS NOT NULL
     WHERE (l.id IS NOT NULL OR (u.connected AND u.hidden_at IS NULL))
       ${options.appId === undefined ? sql`` : sql`AND a.id = ${options.appId}`}
       ${options.thirdOnly ? sql`AND a.is_third` : sql``}
     ORDER BY u.pinned_at DESC NULLS LAST, u.sort_order ASC NULLS LAST, l.created_at DESC NULLS LAST, a.sort ASC, a.id ASC
  `,
  )
  return rows.map((row) => ({
    appId: row.app_id,
    appCode: row.code,
    appName: row.name,
    appIcon: row.icon,
    tag: row.tag,
    isThird: row.is_third,
    lastMessage:
      row.last_id === null
        ? null
        : {
            id: Number(row.last_id),
            title: row.last_title ?? '',
            content: row.last_content ?? '',
            createTime: new Date(row.last_time!).toISOString(),
          },
    unreadCount: Number(row.unread),
    isTop: row.pinned_at !== null,
    isDisturb: row.muted === true,
    sort: row.sort_order,
  }))
}

/** The per-user state of an app that callers may set (never its owner or app). */
type UserAppState = Partial<Pick<typeof messageUserApps.$inferInsert, 'connected' | 'hiddenAt' | 'pinnedAt' | 'muted'>>

/** Upserts the user's row for an app with `set`. */
export async function setUserApp(db: Queryable, accountId: string, appId: number, set: UserAppState) {
  const insert = db.insert(messageUserApps).values({ ...set, accountId, appId })
  if (Object.keys(set).length === 0) await insert.onConflictDoNothing()
  else await insert.onConflictDoUpdate({ target: [messageUserApps.accountId, messageUserApps.appId], set })
  const [row] = await db
    .select()
    .from(messageUserApps)
    .where(and(eq(messageUserApps.accountId, accountId), eq(messageUserApps.appId, appId)))
  return { appId, isTop: row?.pinnedAt != null, isDisturb: row?.muted === true }
}
