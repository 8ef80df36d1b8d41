import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

/** RS256 key pairs; the newest row signs, all rows verify (so keys can rotate). */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privatePem: text('private_pem').notNull(),
  publicPem: text('public_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Secrets shared by every instance on one database (e.g. the cookie-signing secret). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** CAS service tickets, stored as a SHA-256 of the ticket string. */
export const serviceTickets = pgTable('service_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  service: text('service').notNull(),
  accountId: uuid('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  validatedAt: timestamp('validated_at', { withTimezone: true }),
  /** Issued from an existing sign-on session rather than typed credentials: refused by `renew=true` validation. */
  fromSsoSession: boolean('from_sso_session').notNull().default(false),
})

/** Sign-on sessions of the CAS login page (ticket-granting cookie), stored hashed. */
export const ssoSessions = pgTable(
  'sso_sessions',
  {
    sessionHash: text('session_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The school's sign-on that said who this is (null: the portal's own password or SMS code). */
    upstream: text('upstream').$type<'oidc' | 'cas'>(),
    /** OIDC: the provider's ID token, sent back as id_token_hint when signing out there. */
    upstreamIdToken: text('upstream_id_token'),
    /** CAS: SHA-256 of the upstream ticket, the SessionIndex a single-logout request names. */
    upstreamSessionIndex: text('upstream_session_index'),
  },
  (table) => [index('sso_sessions_upstream_index_idx').on(table.upstreamSessionIndex)],
)

/**
 * Short-lived single-use handles of a login in progress: SMS nonces, federation nonces and
 * account-choice ids (cid). `data` holds what the next step needs (e.g. the openid, the candidate accounts).
 */
export const loginHandles = pgTable(
  'login_handles',
  {
    handleHash: text('handle_hash').primaryKey(),
    purpose: text('purpose').$type<'sms' | 'federation' | 'account-choice' | 'upstream' | 'upstream-handoff'>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('login_handles_expires_idx').on(table.expiresAt)],
)

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_codes_mobile_idx').on(table.mobile, table.createdAt)],
)

/** Rate-limit hits shared by every instance: `window_start` is the time of the hit (sliding windows, lib/rate-counter.ts). */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
)

/** One-time values already spent (WeChat login codes), stored hashed. */
export const spentValues = pgTable('spent_values', {
  valueHash: text('value_hash').primaryKey(),
  spentAt: timestamp('spent_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The console's sign-on settings (统一身份认证): one row. `overrides` holds only the fields the console set apart from
 * the environment; each secret column is null (follow the environment), '' (cleared in the console) or an
 * AES-256-GCM ciphertext (lib/identity/sign-on-secrets), never the secret itself.
 */
export const signOnSettings = pgTable('sign_on_settings', {
  id: integer('id').primaryKey().default(1),
  overrides: jsonb('overrides').$type<Record<string, unknown>>().notNull().default({}),
  oidcClientSecret: text('oidc_client_secret'),
  ldapBindPassword: text('ldap_bind_password'),
  /** Raised by every save: a save carrying an older version is refused (409), like the other settings pages. */
  version: integer('version').notNull().default(0),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
