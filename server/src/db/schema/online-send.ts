import { sql } from 'drizzle-orm'
import {
  bigint,
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
import type { DirectorySource } from './directory'
import { uploadedFiles } from './files'
import { messageTypes } from './message-center'

/** How a person's name is spelled in pinyin, for people search and alphabetical grouping (`nameSpelling`). */
export const personSpellings = pgTable(
  'person_spellings',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Full pinyin without tones or spaces, e.g. `liming`. */
    spelling: text('spelling').notNull(),
    /** First letters, e.g. `lm`. */
    initials: text('initials').notNull(),
  },
  (table) => [index('person_spellings_spelling_idx').on(table.spelling), index('person_spellings_initials_idx').on(table.initials)],
)

export type GroupMemberRole = 'OWNER' | 'MANAGERMENT' | 'MEMBER'

/**
 * A user group (spec `group_code`): owned by one person, optionally shared with everyone. A group with
 * `directorySource` set is a directory's (LDAP groupOfNames, an imported 群组成员 sheet): owned by the reserved
 * account DIRECTORY_GROUP_OWNER, read-only to users, its members replaced by each run of that source.
 */
export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    shared: boolean('shared').notNull().default(false),
    directorySource: text('directory_source').$type<DirectorySource>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_groups_owner_name_idx').on(table.ownerId, table.name)],
)

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').$type<GroupMemberRole>().notNull().default('MEMBER'),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.accountId] }), index('user_group_members_account_idx').on(table.accountId)],
)

export type OnlineSendStatus = 'scheduled' | 'sending' | 'done' | 'recalled'
export type OnlineSendChannel = 'site' | 'sms' | 'email'

/** The recipient entries as chosen (spec §3), kept for the result page. */
export interface ChosenRecipient {
  type: 'person' | 'group' | 'org' | 'external'
  name: string
  accountName?: string
  group_code?: string
  ins_code?: string
  externalType?: 'email' | 'phone'
  contactsNumber?: string
}

/** One online send: what was sent, to whom (as chosen), and where its delivery stands. */
export const onlineSends = pgTable(
  'online_sends',
  {
    id: serial('id').primaryKey(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    typeCode: text('type_code')
      .notNull()
      .references(() => messageTypes.code),
    title: text('title').notNull(),
    content: text('content').notNull(),
    channels: text('channels').array().$type<OnlineSendChannel[]>().notNull(),
    chosen: jsonb('chosen').$type<ChosenRecipient[]>().notNull(),
    status: text('status').$type<OnlineSendStatus>().notNull(),
    /** Distinct internal people the chosen entries expanded to, frozen when the send was accepted. */
    total: integer('total').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [index('online_sends_sender_idx').on(table.senderId, table.createdAt.desc())],
)

/** `skipped`: the recipient turned this message type off; `blocked`: the recipient blacklisted the sender. */
export type RecipientState = 'pending' | 'delivered' | 'skipped' | 'blocked'

/**
 * Each distinct internal recipient of a send, written in full when the send is accepted. The job turns
 * `pending` rows into message records batch by batch; a row and its record change in one transaction,
 * so a resumed job never delivers twice.
 */
export const onlineSendRecipients = pgTable(
  'online_send_recipients',
  {
    sendId: integer('send_id')
      .notNull()
      .references(() => onlineSends.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    state: text('state').$type<RecipientState>().notNull().default('pending'),
    recordId: bigint('record_id', { mode: 'number' }),
  },
  (table) => [
    primaryKey({ columns: [table.sendId, table.accountId] }),
    index('online_send_recipients_pending_idx')
      .on(table.sendId)
      .where(sql`state = 'pending'`),
  ],
)

export type ChannelDeliveryState = 'pending' | 'sent' | 'failed'

/** SMS and email deliveries of a send: external contacts, and people whose receive settings ask for them. */
export const onlineSendChannelDeliveries = pgTable(
  'online_send_channel_deliveries',
  {
    id: serial('id').primaryKey(),
    sendId: integer('send_id')
      .notNull()
      .references(() => onlineSends.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    address: text('address').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    state: text('state').$type<ChannelDeliveryState>().notNull().default('pending'),
    error: text('error'),
    /** 0: the send itself; n: the n-th 提醒未读 (a reminder is a new SMS/email to the same address). */
    round: integer('round').notNull().default(0),
  },
  (table) => [uniqueIndex('online_send_channel_round_idx').on(table.sendId, table.channel, table.address, table.round)],
)

/** Files attached to a send (uploaded by its sender); only the sender and the recipients are granted their download. */
export const onlineSendAttachments = pgTable(
  'online_send_attachments',
  {
    sendId: integer('send_id')
      .notNull()
      .references(() => onlineSends.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => uploadedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sendId, table.fileId] }), index('online_send_attachments_file_idx').on(table.fileId)],
)

/**
 * The online-send permission matrix, one row per identity and message type an identity may send: over which
 * channels and whether to external contacts (phone numbers, email addresses outside the directory). No row: that
 * identity may not send that type. Whom inside the institution a sender may address is `send-scope.ts`.
 */
export const onlineSendPolicies = pgTable(
  'online_send_policies',
  {
    identityTypeCode: text('identity_type_code').$type<IdentityTypeCode>().notNull(),
    typeCode: text('type_code')
      .notNull()
      .references(() => messageTypes.code, { onDelete: 'cascade' }),
    channels: text('channels').array().$type<OnlineSendChannel[]>().notNull(),
    externalAllowed: boolean('external_allowed').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.identityTypeCode, table.typeCode] })],
)

/** How many deliveries a sender of an identity may cause on one channel in 24 hours (no row: none). */
export const onlineSendQuotas = pgTable(
  'online_send_quotas',
  {
    identityTypeCode: text('identity_type_code').$type<IdentityTypeCode>().notNull(),
    channel: text('channel').$type<OnlineSendChannel>().notNull(),
    dailyLimit: integer('daily_limit').notNull(),
  },
  (table) => [primaryKey({ columns: [table.identityTypeCode, table.channel] })],
)
