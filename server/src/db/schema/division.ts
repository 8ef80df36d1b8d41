import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { cmsColumns, services } from './cms'
import { orgUnits } from './organisation'

/**
 * Roles granted within a division (a college or office of the org tree); membership itself comes from the tree.
 * `counsellor` (辅导员) is held for a class or a college and only routes approval chains (form-chain orgRole).
 */
export const divisionRoleNames = ['admin', 'publisher', 'scheduleEditor', 'counsellor'] as const
export type DivisionRoleName = (typeof divisionRoleNames)[number]

export const divisionRoles = pgTable(
  'division_roles',
  {
    orgCode: text('org_code')
      .notNull()
      .references(() => orgUnits.code, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role').$type<DivisionRoleName>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orgCode, table.accountId, table.role] }),
    index('division_roles_account_idx').on(table.accountId),
  ],
)

/**
 * News columns on a division's workbench. `owned` columns belong to the division (kept off the institution's
 * column list by `cms_columns.enabled = false`); others are institution columns the admin chose to show.
 */
export const divisionColumns = pgTable(
  'division_columns',
  {
    orgCode: text('org_code')
      .notNull()
      .references(() => orgUnits.code, { onDelete: 'cascade' }),
    columnId: integer('column_id')
      .notNull()
      .references(() => cmsColumns.id, { onDelete: 'cascade' }),
    owned: boolean('owned').notNull().default(false),
    shown: boolean('shown').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orgCode, table.columnId] })],
)

/** Services pinned to a division's workbench, in order. */
export const divisionServices = pgTable(
  'division_services',
  {
    orgCode: text('org_code')
      .notNull()
      .references(() => orgUnits.code, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.serviceId, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orgCode, table.serviceId] })],
)

/** A file of the shared upload (`uploaded_files.id`) with the name shown for it; type and size as checked on save. */
export interface AnnouncementAttachment {
  fileId: string
  name: string
  mimeType?: string
  byteSize?: number
}

/** 公告: `content` is stored already sanitised (lib/cms/cms-sanitize). */
export const divisionAnnouncements = pgTable(
  'division_announcements',
  {
    id: serial('id').primaryKey(),
    orgCode: text('org_code')
      .notNull()
      .references(() => orgUnits.code, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    summary: text('summary').notNull().default(''),
    pinned: boolean('pinned').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    attachments: jsonb('attachments').$type<AnnouncementAttachment[]>().notNull().default([]),
    publisherId: uuid('publisher_id').references(() => accounts.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('division_announcements_org_idx').on(table.orgCode, table.pinned, table.publishedAt.desc())],
)

/** Who an announcement is for: the division itself or units under it. */
export const announcementAudiences = pgTable(
  'division_announcement_audiences',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => divisionAnnouncements.id, { onDelete: 'cascade' }),
    orgCode: text('org_code')
      .notNull()
      .references(() => orgUnits.code, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.orgCode] }), index('division_audiences_org_idx').on(table.orgCode)],
)

/** Read receipts. */
export const announcementReads = pgTable(
  'division_announcement_reads',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => divisionAnnouncements.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.accountId] }), index('division_reads_account_idx').on(table.accountId)],
)
