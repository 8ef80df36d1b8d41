import { sql, type SQL } from 'drizzle-orm'

// Drizzle spreads a JS array in `sql` into a list of parameters; `= ANY(...)` needs it as one array parameter.
export const textArray = (values: string[]): SQL => sql`${sql.param(values)}::text[]`
export const uuidArray = (values: string[]): SQL => sql`${sql.param(values)}::uuid[]`
