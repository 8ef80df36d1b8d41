import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { accounts, type IdentityTypeCode } from './accounts'

/** A source system that sends messages (教务系统, 一卡通, 图书馆 …). */
export const messageApps = pgTable('message_apps', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default(''),
  /** Built-in tag for grouping (教学, 生活, 办公 …). */
  tag: text('tag').notNull().default('其他'),
  /** Third-party app (throughTrain / getThirdMessage). */
  isThird: boolean('is_third').notNull().default(false),
  sort: integer('sort').notNull().default(0),
})

export type SendTypeCode = 'site' | 'sms' | 'email' | 'wechat'

export const messageTypes = pgTable('message_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  appId: integer('app_id')
    .notNull()
    .references(() => messageApps.id, { onDelete: 'cascade' }),
  /** Identities that may receive/see the type; empty = everyone. */
  identities: text('identities')
    .array()
    .$type<IdentityTypeCode[]>()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Channels the type may use. */
  sendTypes: text('send_types')
    .array()
    .$type<SendTypeCode[]>()
    .notNull()
    .default(sql`'{site}'::text[]`),
})

/** One message delivered to one recipient. Unread = read_at IS NULL AND deleted_at IS NULL. */
export const messageRecords = pgTable(
  'message_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => messageApps.id, { onDelete: 'cascade' }),
    typeCode: text('type_code')
      .notNull()
      .references(() => messageTypes.code),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    url: text('url').notNull().default(''),
    senderName: text('sender_name').notNull().default(''),
    flowApplicationId: integer('flow_application_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    starred: boolean('starred').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('message_records_recipient_time_idx')
      .on(table.recipientId, table.createdAt.desc())
      .where(sql`deleted_at IS NULL`),
    // The message list: each app's newest message is this index's first entry for (recipient, app).
    index('message_records_recipient_app_time_idx')
      .on(table.recipientId, table.appId, table.createdAt.desc(), table.id.desc())
      .where(sql`deleted_at IS NULL`),
    // The badge: COUNT of a recipient's unread rows reads only this small partial index.
    index('message_records_unread_idx')
      .on(table.recipientId, table.appId)
      .where(sql`read_at IS NULL AND deleted_at IS NULL`),
  ],
)

/** Per-user state of an app in the message list. */
export const messageUserApps = pgTable(
  'message_user_apps',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => messageApps.id, { onDelete: 'cascade' }),
    /** Explicitly connected (insertAccessApp/connect): listed even without messages. */
    connected: boolean('connected').notNull().default(false),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    muted: boolean('muted').notNull().default(false),
    sortOrder: integer('sort_order'),
    /** deleteMsgApp: hidden until a message newer than this arrives. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.appId] }),
    index('message_user_apps_muted_idx')
      .on(table.accountId)
      .where(sql`muted`),
  ],
)

export const messageReceiveSettings = pgTable(
  'message_receive_settings',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    typeCode: text('type_code')
      .notNull()
      .references(() => messageTypes.code, { onDelete: 'cascade' }),
    receive: boolean('receive').notNull().default(true),
    sendTypes: text('send_types').array().$type<SendTypeCode[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.typeCode] })],
)

export interface MessageUserSettingValue {
  mergeTaskMessage: boolean
  groupByTag: boolean
  showThirdMessage: boolean
}

export const messageUserSettings = pgTable('message_user_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  value: jsonb('value').$type<Partial<MessageUserSettingValue>>().notNull(),
})

export const messageTagGroups = pgTable(
  'message_tag_groups',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('message_tag_groups_name_idx').on(table.accountId, table.name)],
)

/** An app sits in at most one custom group per user. */
export const messageTagGroupApps = pgTable(
  'message_tag_group_apps',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => messageApps.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => messageTagGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.appId] })],
)

/** Personal calendars for schedule entries created from messages and tasks. */
export const messageCenterCalendars = pgTable(
  'message_center_calendars',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('#ED663F'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_center_calendars_account_idx').on(table.accountId)],
)

export const messageCenterSchedules = pgTable(
  'message_center_schedules',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => messageCenterCalendars.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    place: text('place').notNull().default(''),
    remark: text('remark').notNull().default(''),
    sourceType: text('source_type').$type<'message' | 'task'>(),
    sourceId: integer('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_center_schedules_account_idx').on(table.accountId, table.startTime)],
)
