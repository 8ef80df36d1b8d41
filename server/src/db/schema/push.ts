import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

/** The host app's push registrations: one token per account and device (a device signed in by one account at a time). */
export const pushDevices = pgTable(
  'push_devices',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    token: text('token').notNull(),
    platform: text('platform').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.deviceId] }), uniqueIndex('push_devices_token_idx').on(table.token)],
)

/**
 * Pushes to send to the gateway, written in the transaction that decides them (a reminder claimed once), sent after
 * it commits; a row is sent by whichever instance locks it first, so each goes out once however many instances run.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    token: text('token').notNull(),
    platform: text('platform').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The page the push opens (a portal path, e.g. the event's 日程详情). */
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('push_outbox_pending_idx')
      .on(table.id)
      .where(sql`${table.sentAt} IS NULL`),
  ],
)
