import { index, integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core'

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
  },
  (table) => [index('org_units_parent_idx').on(table.parentCode)],
)
