import {
  boolean,
  customType,
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
import { sql } from 'drizzle-orm'
import type { AgreementKind } from '@contract/agreement-kinds'
import type { FeedbackStatus } from '@contract/feedback-rules'
import { accounts } from './accounts'

const owner = () =>
  uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' })

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' })

/** A person's avatar, already cropped square and resized by the server (sharp). */
export const accountAvatars = pgTable('account_avatars', {
  accountId: owner().primaryKey(),
  image: bytea('image').notNull(),
  contentType: text('content_type').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export type ECardStatus = 'normal' | 'lost'

/** One campus card per person; money in fen so sums stay exact. */
export const ecardAccounts = pgTable('ecard_accounts', {
  accountId: owner().primaryKey(),
  cardNo: text('card_no').notNull(),
  balanceFen: integer('balance_fen').notNull(),
  status: text('status').$type<ECardStatus>().notNull().default('normal'),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
})

/** Card transactions: negative amounts are spending, positive ones top-ups. */
export const ecardTransactions = pgTable(
  'ecard_transactions',
  {
    id: serial('id').primaryKey(),
    accountId: owner(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    amountFen: integer('amount_fen').notNull(),
    balanceAfterFen: integer('balance_after_fen').notNull(),
    merchant: text('merchant').notNull(),
    kind: text('kind').$type<'meal' | 'shop' | 'bath' | 'topup' | 'print'>().notNull(),
  },
  (table) => [index('ecard_transactions_account_time_idx').on(table.accountId, table.occurredAt.desc())],
)

export const libraryLoans = pgTable(
  'library_loans',
  {
    id: serial('id').primaryKey(),
    accountId: owner(),
    title: text('title').notNull(),
    author: text('author').notNull(),
    barcode: text('barcode').notNull(),
    borrowedAt: timestamp('borrowed_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    renewCount: integer('renew_count').notNull().default(0),
  },
  (table) => [index('library_loans_account_idx').on(table.accountId, table.dueAt)],
)

export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: serial('id').primaryKey(),
    accountId: owner(),
    sender: text('sender').notNull(),
    subject: text('subject').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    unread: boolean('unread').notNull().default(true),
  },
  (table) => [index('mailbox_messages_account_idx').on(table.accountId, table.receivedAt.desc())],
)

export const researchRecords = pgTable(
  'research_records',
  {
    id: serial('id').primaryKey(),
    accountId: owner(),
    kind: text('kind').$type<'paper' | 'project'>().notNull(),
    title: text('title').notNull(),
    /** Journal or conference for papers, funding body for projects. */
    venue: text('venue').notNull(),
    year: integer('year').notNull(),
    role: text('role').notNull(),
    fundingWan: integer('funding_wan'),
  },
  (table) => [index('research_records_account_idx').on(table.accountId)],
)

export const feedbackEntries = pgTable(
  'feedback_entries',
  {
    id: serial('id').primaryKey(),
    accountId: owner(),
    type: text('type').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the 意见反馈 inbox (operator console) stands with it: open → replied (a reply sent) → closed. */
    status: text('status').$type<FeedbackStatus>().notNull().default('open'),
    /** The inbox's own labels (never shown to the author). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('feedback_entries_account_idx').on(table.accountId, table.createdAt.desc()),
    index('feedback_entries_inbox_idx').on(table.status, table.createdAt.desc()),
  ],
)

export const feedbackReplies = pgTable('feedback_replies', {
  id: serial('id').primaryKey(),
  feedbackId: integer('feedback_id')
    .notNull()
    .references(() => feedbackEntries.id, { onDelete: 'cascade' }),
  authorName: text('author_name').notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every published version of 用户协议 (protocol) and 隐私政策 (privacy); the newest row of a kind is the current one.
 * Old versions stay: a person's acceptance names the version they read.
 */
export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<AgreementKind>().notNull(),
    version: text('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    publishedBy: uuid('published_by').references(() => accounts.id, { onDelete: 'set null' }),
    publishedByName: text('published_by_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('agreement_versions_kind_version_idx').on(table.kind, table.version)],
)

/** Which version of each text a person accepted. */
export const agreementAcceptances = pgTable(
  'agreement_acceptances',
  {
    accountId: owner(),
    kind: text('kind').$type<AgreementKind>().notNull().default('privacy'),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.kind, table.version] })],
)

/** Personal notification settings; do-not-disturb hours are local 'HH:mm' in the institution's zone. */
export const notifySettings = pgTable('notify_settings', {
  accountId: owner().primaryKey(),
  newMessageNotice: boolean('new_message_notice').notNull().default(true),
  sound: boolean('sound').notNull().default(true),
  vibrate: boolean('vibrate').notNull().default(true),
  dndEnabled: boolean('dnd_enabled').notNull().default(false),
  dndStart: text('dnd_start').notNull().default('22:00'),
  dndEnd: text('dnd_end').notNull().default('07:00'),
})

/** Personal display settings (设置 › 长辈模式), kept with the account so that every device it signs in on follows them. */
export const displaySettings = pgTable('display_settings', {
  accountId: owner().primaryKey(),
  elderMode: boolean('elder_mode').notNull().default(false),
})

/** Messages delivered inside the recipient's do-not-disturb hours: stored, but announced to nobody. */
export const quietDeliveries = pgTable('quiet_deliveries', {
  messageRecordId: integer('message_record_id').primaryKey(),
  accountId: owner(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Sign-ins of a person, for the login history (recorded by plugins/app/login-history.ts). */
export const loginEvents = pgTable(
  'login_events',
  {
    id: serial('id').primaryKey(),
    accountId: owner(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    method: text('method').notNull(),
    device: text('device').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (table) => [index('login_events_account_idx').on(table.accountId, table.at.desc())],
)

/** Account deletion requests: effective after the cooling-off period unless cancelled. */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: serial('id').primaryKey(),
    accountId: owner(),
    reason: text('reason').notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the account was closed for this request (the deletion job sets it once). */
    carriedOutAt: timestamp('carried_out_at', { withTimezone: true }),
  },
  (table) => [index('deletion_requests_account_idx').on(table.accountId, table.requestedAt.desc())],
)

/**
 * Closed accounts. The account row stays (anonymised, so others' records show 已注销用户), and every sign-in
 * path refuses it. `identifierDigests` are SHA-256 digests of the identifiers it was reached by (mobile,
 * WeChat openid), kept instead of the identifiers themselves so a sign-in by them can still name the reason.
 */
export const accountClosures = pgTable(
  'account_closures',
  {
    accountId: owner().primaryKey(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    identifierDigests: text('identifier_digests').array().notNull().default([]),
  },
  (table) => [index('account_closures_identifiers_idx').using('gin', table.identifierDigests)],
)
