import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

/** Where a directory's entries come from: the school's LDAP, or (later) a spreadsheet imported in the console. */
export type DirectorySource = 'ldap' | 'import'

/**
 * The reserved account that owns every directory group (user_groups with directory_source): a guest — never listed in
 * people search, unable to send — with no portal password, created by migration 0030. No directory entry may take it.
 */
export const DIRECTORY_GROUP_OWNER = { id: '0d1c0000-0000-4000-8000-000000000001', username: '_directory' } as const

/**
 * Accounts a directory manages: the sync adds, changes and disables them; nothing else does. `disabledAt` set: the
 * person is gone or disabled in the directory, so no sign-in path lets them in (the account itself is kept).
 */
export const directoryAccounts = pgTable(
  'directory_accounts',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    source: text('source').$type<DirectorySource>().notNull(),
    /** The entry it came from (an LDAP DN, a spreadsheet row), for the report. */
    entryRef: text('entry_ref').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('directory_accounts_source_idx').on(table.source)],
)

/** `dry_run`: an import previewed (its report computed and rolled back), waiting for 确认导入. */
export type DirectorySyncStatus = 'running' | 'succeeded' | 'failed' | 'dry_run'

/** 全量: the source's people missing from the file are disabled; 增量: adds and changes only. */
export type DirectoryImportMode = 'full' | 'incremental'

/** One skipped entry of a run and why (e.g. two entries with one number: both are skipped). */
export interface SkippedEntry {
  entryRef: string
  username: string
  reason: string
}

/** What a run did, beyond the counts: who was added, changed (which fields), disabled, skipped. */
export interface DirectorySyncReport {
  added: string[]
  changed: { username: string; fields: string[] }[]
  disabled: { username: string; reason: string }[]
  skipped: SkippedEntry[]
  orgs: { added: number; changed: number }
  groups: { added: number; changed: number }
  /** Import only: organisations (by code) added and changed, as the dry run lists them. */
  orgCodes?: { added: string[]; changed: string[] }
}

/** A report row per run: started on schedule or from the console, all-or-nothing, failed runs say why. */
export const directorySyncRuns = pgTable(
  'directory_sync_runs',
  {
    id: serial('id').primaryKey(),
    source: text('source').$type<DirectorySource>().notNull(),
    trigger: text('trigger').$type<'schedule' | 'console'>().notNull(),
    /** Who started it from the console (sign-in name); null for the schedule. */
    startedBy: text('started_by'),
    status: text('status').$type<DirectorySyncStatus>().notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    entries: integer('entries').notNull().default(0),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    disabled: integer('disabled').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    /** Why a failed run failed (nothing of it was written). */
    error: text('error'),
    report: jsonb('report').$type<DirectorySyncReport>(),
    /** An import's mode, file name and SHA-256 of its content (确认导入 must bring the same file). */
    mode: text('mode').$type<DirectoryImportMode>(),
    fileName: text('file_name'),
    digest: text('digest'),
  },
  (table) => [index('directory_sync_runs_started_idx').on(table.startedAt.desc())],
)
