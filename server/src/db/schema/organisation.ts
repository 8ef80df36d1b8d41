import { index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { DirectorySource } from './directory'

/** Kinds of organisation unit, from the institution down to a class. */
export const orgUnitKinds = ['school', 'college', 'department', 'office', 'class'] as const
export type OrgUnitKind = (typeof orgUnitKinds)[number]

/**
 * The institution's organisation tree (school → colleges/offices → departments → classes). Online send,
 * people search and division workbenches read it; `code` is the spec's `ins_code`.
 */
export const orgUnits = pgTable(
  'org_units',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    parentCode: text('parent_code').references((): AnyPgColumn => orgUnits.code, { onDelete: 'restrict' }),
    kind: text('kind').$type<OrgUnitKind>().notNull(),
    sort: integer('sort').notNull().default(0),
    /**
     * Set: the school's directory (LDAP, an import) writes this unit, and each run sets its name and parent again, so
     * the console may add units under it but not rename, move or merge it away. Null: the console's own (or seeded).
     */
    directorySource: text('directory_source').$type<DirectorySource>(),
  },
  (table) => [index('org_units_parent_idx').on(table.parentCode)],
)
