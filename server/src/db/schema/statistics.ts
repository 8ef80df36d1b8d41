import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { accounts } from './accounts'

/** Where a signed-in portal call came from (the client's X-Terminal-Info header). */
export type ActivityTerminal = 'h5' | 'wechat' | 'app'

/**
 * Who used the portal on which campus day and from which terminal: one row per person, day and terminal, written on
 * the person's first signed-in portal call of that day from that terminal (the statistics' daily active people).
 */
export const activityDays = pgTable(
  'activity_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    terminal: text('terminal').$type<ActivityTerminal>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.accountId, table.terminal] }),
    index('activity_days_account_idx').on(table.accountId),
  ],
)

/**
 * One figure of one campus day (统计): a metric, up to two dimension keys (identity, terminal, service, keyword,
 * column, application type, channel) and a unit: the figure of the people of that unit and the units under it, or of
 * everyone for '*' (people without a unit count there only). `samples` holds the handling times (seconds) a median is
 * taken over.
 */
export const statsDaily = pgTable(
  'stats_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    metric: text('metric').notNull(),
    key1: text('key1').notNull().default(''),
    key2: text('key2').notNull().default(''),
    orgCode: text('org_code').notNull().default(''),
    value: integer('value').notNull(),
    samples: integer('samples').array(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.metric, table.key1, table.key2, table.orgCode] }),
    index('stats_daily_unit_metric_day_idx').on(table.orgCode, table.metric, table.day),
  ],
)

/** The days the statistics job has computed (a day without any record is computed too), and when. */
export const statsDays = pgTable('stats_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
})
