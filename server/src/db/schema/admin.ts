import { sql } from 'drizzle-orm'
import { bigserial, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

/** Operator-console roles (全局管理员, 内容编辑 …): data, so new roles need no code change to be granted. */
export const adminRoles = pgTable('admin_roles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
})

/** Who holds which console role; an account may hold several, a grant may be limited to one division (org code). */
export const adminRoleGrants = pgTable(
  'admin_role_grants',
  {
    id: serial('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    roleCode: text('role_code')
      .notNull()
      .references(() => adminRoles.code, { onDelete: 'cascade' }),
    /** null: the whole institution; else the division (org unit code) the grant is limited to. */
    orgCode: text('org_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('admin_role_grants_unique_idx').on(table.accountId, table.roleCode, sql`coalesce(${table.orgCode}, '')`),
    index('admin_role_grants_account_idx').on(table.accountId),
  ],
)

/**
 * One row per console write, written in the write's transaction: who, when, from where, what, before → after. Kept
 * AUDIT_RETENTION_YEARS (a daily job deletes older rows, docs/operations.md).
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** Kept as written: the operator's sign-in name and real name at the time. */
    username: text('username').notNull(),
    operatorName: text('operator_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The address the write came from (the request's, behind TRUST_PROXY the client's); null for scheduled work. */
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('admin_audit_log_entity_idx').on(table.entity, table.entityId),
    index('admin_audit_log_account_idx').on(table.accountId),
  ],
)

/**
 * Accounts an operator disabled in the console (who, when, why). Kept apart from the directory's own disabling
 * (`directory_accounts.disabledAt`): the sync never clears this row, so it cannot re-enable what an operator disabled;
 * only the console's 启用 removes it. Either one disabled means no sign-in.
 */
export const accountSuspensions = pgTable('account_suspensions', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  operatorId: uuid('operator_id').references(() => accounts.id, { onDelete: 'set null' }),
  /** The operator's real name at the time. */
  operatorName: text('operator_name').notNull(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }).notNull().defaultNow(),
})
