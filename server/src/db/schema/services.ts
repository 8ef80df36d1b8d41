import { sql } from 'drizzle-orm'
import { bigserial, boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'
import { services } from './cms'

/** Service categories of the service centre, in their order. */
export const serviceCategories = pgTable('service_categories', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(1),
})

/** A user's favourite services (我的服务), in the order the user arranged them. */
export const serviceFavourites = pgTable(
  'service_favourites',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.serviceId, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.serviceId] })],
)

/** One evaluation per user per service (editable). */
export const serviceEvaluations = pgTable(
  'service_evaluations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.serviceId, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    content: text('content').notNull().default(''),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    anonymous: boolean('anonymous').notNull().default(false),
    /** Hidden by a service admin: the author still sees it with this reason; nobody else sees or counts it. */
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_evaluations_account_service_idx').on(table.accountId, table.serviceId),
    index('service_evaluations_service_idx').on(table.serviceId, table.updatedAt.desc()),
  ],
)

/** Third-party services the user allowed to receive their identity data (revocable). */
export const serviceAuthorisations = pgTable(
  'service_authorisations',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.serviceId, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.serviceId] })],
)

/** Top-ups made in the demo campus-card app (the reference server's stand-in for a card system). */
export const demoCardTopups = pgTable(
  'demo_card_topups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('demo_card_topups_user_idx').on(table.username)],
)

/** The scan log (扫一扫): what a user scanned and where the portal sent it; read back by getScanInfo. */
export const serviceScans = pgTable(
  'service_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    serviceId: integer('service_id').references(() => services.serviceId, { onDelete: 'set null' }),
    url: text('url').notNull().default(''),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('service_scans_account_time_idx').on(table.accountId, table.scannedAt.desc())],
)
