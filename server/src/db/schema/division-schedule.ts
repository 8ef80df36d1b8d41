import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { orgUnits } from './organisation'
import { scheduleCalendars } from './schedule'

/**
 * A division's calendars on its workbench (领导日程, 单位日程 …): the events live in the schedule centre's model;
 * this row says whether members see the calendar (`published`), whether the workbench shows it and in what order.
 */
export const divisionCalendars = pgTable(
  'division_calendars',
  {
    calendarId: integer('calendar_id')
      .primaryKey()
      .references(() => scheduleCalendars.id, { onDelete: 'cascade' }),
    orgCode: text('org_code')
      .notNull()
      .references(() => orgUnits.code, { onDelete: 'cascade' }),
    /** Members see it; an unpublished calendar is for the division's schedule editors only. */
    published: boolean('published').notNull().default(true),
    /** Shown on the workbench (week view, home) — the admin's choice. */
    shown: boolean('shown').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('division_calendars_org_idx').on(table.orgCode, table.sort)],
)
