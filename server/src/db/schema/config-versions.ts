import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * Saved versions of the portal's configuration objects (kind 'tab' | 'theme' | 'system' | 'module', key: the tab's
 * or theme's id, or the settings name). Version 0 is the object as it was before its first console save; each save
 * and each restore adds the next version, so the previous one is always kept.
 */
export const configVersions = pgTable(
  'config_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    version: integer('version').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /** Sign-in name of the operator who saved it; null for version 0 (as found). */
    savedBy: text('saved_by'),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('config_versions_object_version_idx').on(table.kind, table.key, table.version)],
)
