import { sql, type SQL } from 'drizzle-orm'
import type { ApplicationFigures, DayFigure, MessageFigures, RankedFigure, StatsOverview } from '@contract/admin-stats'
import { STATS_CHANNEL_NAMES } from '@contract/stats-figures'
import type { Database } from '../../db/client'
import { textArray } from '../online-send/sql-arrays'
import { definitionNames } from '../workflow/form-definitions-repository'
import { ALL_UNITS, METRICS, missingDays } from './daily-figures'

/** The units whose figures count: null for all (the whole institution), else these units and those under them. */
export type StatsScope = string[] | null

const RANKING_SIZE = 20

/** The units in the subtrees of `roots` (the roots included), as SQL usable in `IN (…)`. */
function subtreeOf(roots: string[]): SQL {
  return sql`WITH RECURSIVE sub(code) AS (
      SELECT code FROM org_units WHERE code = ANY(${textArray(roots)})
      UNION SELECT o.code FROM org_units o JOIN sub ON o.parent_code = sub.code)
    SELECT code FROM sub`
}

/** Of the units, those not under another of them: each unit's rows already hold its subtree, so nested ones would count twice. */
async function outermost(db: Pick<Database, 'execute'>, units: string[]): Promise<string[]> {
  if (units.length <= 1) return units
  const result = await db.execute<{ code: string }>(sql`WITH RECURSIVE up(code, unit) AS (
      SELECT code, parent_code FROM org_units WHERE code = ANY(${textArray(units)}) AND parent_code IS NOT NULL
      UNION SELECT up.code, o.parent_code FROM up JOIN org_units o ON o.code = up.unit WHERE o.parent_code IS NOT NULL)
    SELECT r.code FROM unnest(${textArray(units)}) AS r(code)
    WHERE NOT EXISTS (SELECT 1 FROM up WHERE up.code = r.code AND up.unit = ANY(${textArray(units)}))`)
  return result.rows.map((row) => row.code)
}

/** Whether `orgCode` lies in one of the divisions' subtrees. */
export async function unitWithin(db: Pick<Database, 'execute'>, divisions: string[], orgCode: string): Promise<boolean> {
  if (divisions.length === 0) return false
  const result = await db.execute<{ inside: boolean }>(sql`SELECT ${orgCode} IN (${subtreeOf(divisions)}) AS inside`)
  return result.rows[0]?.inside === true
}

/**
 * The dashboard's figures for a range and scope, read from the daily aggregates only (never the records): a few
 * grouped reads of `stats_daily` by metric and day, run side by side. The whole institution and each unit read their own
 * rows (a unit's rows hold its subtree's figures).
 */
export async function statsOverview(db: Database, from: string, to: string, scope: StatsScope): Promise<StatsOverview> {
  const units = scope === null ? [ALL_UNITS] : await outermost(db, scope)
  const where = (metrics: string[]) =>
    sql`s.day BETWEEN ${from}::date AND ${to}::date AND s.metric = ANY(${textArray(metrics)}) AND s.org_code = ANY(${textArray(units)})`
  const perDay = async (metrics: string[], keyed: boolean) =>
    (
      await db.execute<{ day: string; metric: string; key: string; value: number }>(sql`
        SELECT to_char(s.day, 'YYYY-MM-DD') AS day, s.metric, ${keyed ? sql`s.key1` : sql`''`} AS key, sum(s.value)::int AS value
        FROM stats_daily s WHERE ${where(metrics)} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`)
    ).rows
  const ranking = async (metric: string, names: SQL) =>
    (
      await db.execute<{ key: string; name: string | null; value: number }>(sql`
        SELECT r.key, ${names} AS name, r.value FROM (
          SELECT s.key1 AS key, sum(s.value)::int AS value FROM stats_daily s WHERE ${where([metric])}
          GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${RANKING_SIZE}) r
        ORDER BY r.value DESC, r.key`)
    ).rows.map((row): RankedFigure => ({ key: row.key, name: row.name ?? row.key, value: row.value }))
  const medians = async () =>
    (
      await db.execute<{ key: string; median: number | null }>(sql`
        SELECT s.key1 AS key, percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) AS median
        FROM stats_daily s CROSS JOIN LATERAL unnest(s.samples) AS seconds WHERE ${where([METRICS.flowFinished])} GROUP BY 1`)
    ).rows

  const [keyedRows, totalRows, services, hotWords, emptyWords, columns, medianRows, missing] = await Promise.all([
    perDay([METRICS.activeIdentity, METRICS.activeTerminal, METRICS.articleRead], true),
    perDay([METRICS.serviceOpen, METRICS.search, METRICS.searchEmpty], false),
    ranking(METRICS.serviceOpen, sql`(SELECT service_name FROM services WHERE r.key ~ '^[0-9]{1,9}$' AND service_id = r.key::int)`),
    ranking(METRICS.search, sql`r.key`),
    ranking(METRICS.searchEmpty, sql`r.key`),
    ranking(METRICS.articleRead, sql`(SELECT name FROM cms_columns WHERE id = r.key::int)`),
    medians(),
    missingDays(db, from, to),
  ])
  const totals = (
    await db.execute<{ metric: string; key: string; value: number }>(sql`
      SELECT s.metric, s.key1 AS key, sum(s.value)::int AS value FROM stats_daily s
      WHERE ${where([METRICS.flowStarted, METRICS.flowFinished, METRICS.flowOverdue, METRICS.messageSent, METRICS.messageRead])}
      GROUP BY 1, 2`)
  ).rows
  const total = (metric: string, key: string) => totals.find((row) => row.metric === metric && row.key === key)?.value ?? 0
  const series = (rows: typeof keyedRows, metric: string, key?: string): DayFigure[] =>
    rows.filter((row) => row.metric === metric).map((row) => ({ day: row.day, key: key ?? row.key, value: row.value }))

  // Every form, built in or designed in the console, in the portal's order.
  const forms = await definitionNames(db)
  const applications: ApplicationFigures[] = [...forms].map(([type, name]) => {
    const median = medianRows.find((row) => row.key === type)?.median
    return {
      type,
      name,
      started: total(METRICS.flowStarted, type),
      finished: total(METRICS.flowFinished, type),
      overdue: total(METRICS.flowOverdue, type),
      medianHours: median === null || median === undefined ? null : Math.round((Number(median) / 3600) * 10) / 10,
    }
  })
  const messages: MessageFigures[] = Object.keys(STATS_CHANNEL_NAMES).map((channel) => ({
    channel,
    name: STATS_CHANNEL_NAMES[channel]!,
    sent: total(METRICS.messageSent, channel),
    read: channel === 'site' ? total(METRICS.messageRead, channel) : null,
  }))

  return {
    from,
    to,
    orgCode: null,
    missingDays: missing,
    activeByIdentity: series(keyedRows, METRICS.activeIdentity),
    activeByTerminal: series(keyedRows, METRICS.activeTerminal),
    serviceOpensByDay: series(totalRows, METRICS.serviceOpen, 'open'),
    serviceRanking: services,
    searchesByDay: [...series(totalRows, METRICS.search, 'search'), ...series(totalRows, METRICS.searchEmpty, 'empty')],
    hotWords,
    emptyWords,
    articleReadsByDay: series(keyedRows, METRICS.articleRead),
    columnReads: columns,
    applications,
    messages,
  }
}
