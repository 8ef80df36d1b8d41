import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { orgUnits } from './organisation'

export const identityTypeCodes = ['admin', 'guest', 'student', 'teacher'] as const
export type IdentityTypeCode = (typeof identityTypeCodes)[number]

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    displayName: text('display_name').notNull(),
    /** 昵称 the person chose (the official name stays displayName); null until they set one. */
    nickname: text('nickname'),
    identityTypeCode: text('identity_type_code').$type<IdentityTypeCode>().notNull(),
    mobile: text('mobile'),
    email: text('email'),
    /** The unit the person belongs to (a class for students, a department or office for staff). */
    orgCode: text('org_code').references(() => orgUnits.code, { onDelete: 'set null' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_mobile_idx').on(table.mobile), index('accounts_org_idx').on(table.orgCode)],
)

/** A messaging-app identity (WeChat openid) bound to an account; one identity may serve several accounts. */
export const federatedIdentities = pgTable(
  'federated_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject, table.accountId] }),
    index('federated_identities_account_idx').on(table.accountId),
  ],
)
