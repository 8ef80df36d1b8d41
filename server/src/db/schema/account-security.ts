import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

/**
 * Per-account credential state. `tokenVersion` is signed into every id token and checked on every
 * verification: raising it (password change or reset) ends every token issued before.
 */
export const accountCredentials = pgTable('account_credentials', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  tokenVersion: integer('token_version').notNull().default(0),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
})

/** The three security questions an account chose; answers normalised, then hashed like passwords. */
export const securityQuestions = pgTable(
  'security_questions',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionCode: text('question_code').notNull(),
    answerHash: text('answer_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.position] })],
)

export type CodeChannel = 'sms' | 'email'

/**
 * Verification codes of the security flows (separate from the SMS login codes): `target` is what the
 * code is bound to (an account's proof, or the new phone/email being bound), stored with the code's hash.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    target: text('target').notNull(),
    channel: text('channel').$type<CodeChannel>().notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_target_idx').on(table.target, table.createdAt)],
)

export type ProofMethod = 'password' | 'sms' | 'email' | 'questions'

/** A short-lived, single-use proof that the person is the account holder (stored hashed). */
export const securityProofs = pgTable('security_proofs', {
  proofHash: text('proof_hash').primaryKey(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  method: text('method').$type<ProofMethod>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
})

/** The authentication log: sign-ins and every security change, shown on the account-security page. */
export const authLog = pgTable(
  'auth_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a refused upstream sign-on that named no account (e.g. a state mismatch). */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    detail: text('detail').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_log_account_time_idx').on(table.accountId, table.createdAt.desc())],
)

export const contactVisibilities = ['everyone', 'org', 'nobody'] as const
export type ContactVisibility = (typeof contactVisibilities)[number]

/** Privacy settings; an account without a row has the defaults of `lib/privacy/privacy-rules.ts`. */
export const privacySettings = pgTable('privacy_settings', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  mobileVisibility: text('mobile_visibility').$type<ContactVisibility>().notNull(),
  emailVisibility: text('email_visibility').$type<ContactVisibility>().notNull(),
  orgVisibility: text('org_visibility').$type<ContactVisibility>().notNull(),
  findableByMobile: boolean('findable_by_mobile').notNull(),
  recommendations: boolean('recommendations').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** People an account blocked from sending it online messages. */
export const blockedSenders = pgTable(
  'blocked_senders',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ownerId, table.blockedId] })],
)

/** Services the account signed in to through single sign-on; revoking ends their sign-on. */
export const authorisedServices = pgTable(
  'authorised_services',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The service's origin (scheme://host[:port]), as CAS saw it. */
    serviceOrigin: text('service_origin').notNull(),
    name: text('name').notNull(),
    firstAuthorisedAt: timestamp('first_authorised_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.serviceOrigin] })],
)
