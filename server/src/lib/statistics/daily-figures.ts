import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { overdueHours } from '../workflow/workflow-common'
import { STATS_ZONE } from './campus-day'

/** First key of the advisory lock a day's count holds (the second is the day). */
const STATS_LOCK = 36_000

/** The unit of the institution-wide rows of a day (no unit code has it). */
export const ALL_UNITS = '*'

/** The metrics of `stats_daily` (key1 / key2 say which dimension each row is of). */
export const METRICS = {
  /** Distinct people signed in on the portal that day; key1 identity. */
  activeIdentity: 'active_identity',
  /** Distinct people per terminal; key1 h5 / wechat / app (one person may count on two terminals). */
  activeTerminal: 'active_terminal',
  /** Service opens; key1 serviceId. */
  serviceOpen: 'service_open',
  /** Searches; key1 the keyword (trimmed, lower case). */
  search: 'search',
  /** Searches that found nothing; key1 the keyword. */
  searchEmpty: 'search_empty',
  /** Article (news) reads; key1 columnId. */
  articleRead: 'article_read',
  /** Applications submitted; key1 application type. */
  flowStarted: 'flow_started',
  /** Applications closed (办结 or 终止); key1 type; samples the seconds from submission to close. */
  flowFinished: 'flow_finished',
  /** Applications with a step whose deadline passed that day unhandled; key1 type. */
  flowOverdue: 'flow_overdue',
  /** Messages sent; key1 channel (site / sms / email / push). */
  messageSent: 'message_sent',
  /** Of the site messages sent that day, those read by now; key1 'site'. */
  messageRead: 'message_read',
} as const

/**
 * One INSERT … SELECT per metric, each over the day's records, as `day, metric, key1, key2, org_code, value, samples`.
 * The unit (org_code) is the one of the person the record is of, '' for none (anonymous visits, external contacts).
 */
function figureQueries(day: string, hours: number, now: Date): SQL[] {
  const lo = sql`(${day}::date)::timestamp AT TIME ZONE ${STATS_ZONE}`
  const hi = sql`(${day}::date + 1)::timestamp AT TIME ZONE ${STATS_ZONE}`
  const within = (column: SQL) => sql`${column} >= ${lo} AND ${column} < ${hi}`
  const org = sql`coalesce(a.org_code, '')`
  const queries: SQL[] = [
    sql`SELECT ${METRICS.activeIdentity}, a.identity_type_code, '', ${org}, count(*)::int, NULL::int[]
        FROM (SELECT DISTINCT account_id FROM activity_days WHERE day = ${day}::date) d JOIN accounts a ON a.id = d.account_id
        GROUP BY 2, 4`,
    sql`SELECT ${METRICS.activeTerminal}, d.terminal, '', ${org}, count(*)::int, NULL::int[]
        FROM activity_days d JOIN accounts a ON a.id = d.account_id WHERE d.day = ${day}::date
        GROUP BY 2, 4`,
    sql`SELECT ${METRICS.serviceOpen}, v.target_id, '', ${org}, count(*)::int, NULL::int[]
        FROM system_visits v LEFT JOIN accounts a ON a.id = v.account_id
        WHERE v.visit_type = 'service' AND v.target_id IS NOT NULL AND ${within(sql`v.created_at`)}
        GROUP BY 2, 4`,
    sql`SELECT ${METRICS.articleRead}, ar.column_id::text, '', ${org}, count(*)::int, NULL::int[]
        FROM system_visits v JOIN cms_articles ar ON v.target_id ~ '^[0-9]{1,9}$' AND ar.id = v.target_id::int
        LEFT JOIN accounts a ON a.id = v.account_id
        WHERE v.visit_type = 'content' AND ${within(sql`v.created_at`)}
        GROUP BY 2, 4`,
    sql`SELECT ${METRICS.search}, left(lower(btrim(q.keyword)), 100), '', ${org}, count(*)::int, NULL::int[]
        FROM search_queries q LEFT JOIN accounts a ON a.id = q.account_id
        WHERE ${within(sql`q.created_at`)}
        GROUP BY 2, 4`,
    sql`SELECT ${METRICS.searchEmpty}, left(lower(btrim(q.keyword)), 100), '', ${org}, count(*)::int, NULL::int[]
        FROM search_queries q LEFT JOIN accounts a ON a.id = q.account_id
        WHERE q.result_count = 0 AND ${within(sql`q.created_at`)}
        GROUP BY 2, 4`,
    sql`SELECT ${METRICS.flowStarted}, f.type, '', ${org}, count(*)::int, NULL::int[]
        FROM flow_applications f LEFT JOIN accounts a ON a.id = f.initiator_id
        WHERE ${within(sql`f.submitted_at`)}
        GROUP BY 2, 4`,
    sql`SELECT ${METRICS.flowFinished}, f.type, '', ${org}, count(*)::int,
          array_agg(greatest(0, round(extract(epoch FROM f.finished_at - coalesce(f.submitted_at, f.created_at))))::int ORDER BY f.id)
        FROM flow_applications f LEFT JOIN accounts a ON a.id = f.initiator_id
        WHERE f.status IN ('finish', 'break') AND ${within(sql`f.finished_at`)}
        GROUP BY 2, 4`,
    sql`SELECT ${METRICS.messageSent}, 'site', '', ${org}, count(*)::int, NULL::int[]
        FROM message_records m LEFT JOIN accounts a ON a.id = m.recipient_id
        WHERE ${within(sql`m.created_at`)}
        GROUP BY 4`,
    sql`SELECT ${METRICS.messageRead}, 'site', '', ${org}, count(*)::int, NULL::int[]
        FROM message_records m LEFT JOIN accounts a ON a.id = m.recipient_id
        WHERE m.read_at IS NOT NULL AND ${within(sql`m.created_at`)}
        GROUP BY 4`,
    sql`SELECT ${METRICS.messageSent}, c.channel, '', ${org}, count(*)::int, NULL::int[]
        FROM online_send_channel_deliveries c JOIN online_sends s ON s.id = c.send_id LEFT JOIN accounts a ON a.id = c.account_id
        WHERE c.state = 'sent' AND ${within(sql`coalesce(s.scheduled_at, s.created_at)`)}
        GROUP BY 2, 4`,
    sql`SELECT ${METRICS.messageSent}, 'push', '', ${org}, count(*)::int, NULL::int[]
        FROM push_outbox p LEFT JOIN accounts a ON a.id = p.account_id
        WHERE ${within(sql`p.sent_at`)}
        GROUP BY 4`,
  ]
  // A step's deadline is its creation plus the overdue hours (the to-do lists' rule); it counts on the day it passed,
  // once passed (not later than now), when the step was still unhandled then. Overdue reminders off: nothing is overdue.
  if (Number.isFinite(hours)) {
    const deadline = sql`(t.created_at + ${hours}::float8 * interval '1 hour')`
    queries.push(sql`SELECT ${METRICS.flowOverdue}, f.type, '', ${org}, count(DISTINCT f.id)::int, NULL::int[]
        FROM flow_tasks t JOIN flow_applications f ON f.id = t.application_id LEFT JOIN accounts a ON a.id = f.initiator_id
        WHERE ${within(deadline)} AND ${deadline} <= ${now.toISOString()}::timestamptz
          AND (t.handled_at IS NULL OR t.handled_at > ${deadline})
        GROUP BY 2, 4`)
  }
  return queries
}

/**
 * Every unit with itself and each unit above it, as (code, unit): a record of `code` counts for each `unit`. UNION, not
 * UNION ALL: a tree that ever held a loop still ends.
 */
const UNIT_CHAIN = sql`WITH RECURSIVE chain(code, unit) AS (
    SELECT code, code FROM org_units
    UNION SELECT chain.code, o.parent_code FROM chain JOIN org_units o ON o.code = chain.unit WHERE o.parent_code IS NOT NULL)`

/**
 * Computes one campus day's figures from the records, in one transaction: the day's rows are replaced, so running a
 * day again gives the same rows (or newer ones: read messages, late deadlines). Each figure is counted per unit of the
 * people (the records' own units), then stored for every unit as the sum over its subtree and once for the whole
 * institution (ALL_UNITS): any unit's dashboard reads its own rows. Returns the number of rows written.
 */
export async function computeDay(db: Database, day: string, now: Date): Promise<number> {
  return await db.transaction(async (tx) => {
    // One count of a day at a time (the nightly job and a console recount may meet): the second waits, then replaces.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${STATS_LOCK}, ${day}::date - '2000-01-01'::date)`)
    const hours = await overdueHours(tx)
    await tx.execute(sql`DELETE FROM stats_daily WHERE day = ${day}::date`)
    await tx.execute(
      sql`CREATE TEMP TABLE day_figures (metric text, key1 text, key2 text, org_code text, value int, samples int[]) ON COMMIT DROP`,
    )
    for (const query of figureQueries(day, hours, now)) await tx.execute(sql`INSERT INTO day_figures SELECT * FROM (${query}) AS figures`)
    const institution = await tx.execute(sql`INSERT INTO stats_daily (day, metric, key1, key2, org_code, value, samples)
      SELECT ${day}::date, f.metric, f.key1, f.key2, ${ALL_UNITS}, sum(f.value)::int, NULL FROM day_figures f GROUP BY 2, 3, 4`)
    const units = await tx.execute(sql`${UNIT_CHAIN}
      INSERT INTO stats_daily (day, metric, key1, key2, org_code, value, samples)
      SELECT ${day}::date, f.metric, f.key1, f.key2, c.unit, sum(f.value)::int, NULL
      FROM day_figures f JOIN chain c ON c.code = f.org_code GROUP BY 2, 3, 4, 5`)
    // The handling times a median is taken over, likewise merged for each unit and the institution.
    await tx.execute(sql`${UNIT_CHAIN}, merged(unit, key1, key2, samples) AS (
        SELECT c.unit, f.key1, f.key2, array_agg(seconds ORDER BY seconds)
        FROM day_figures f JOIN chain c ON c.code = f.org_code CROSS JOIN LATERAL unnest(f.samples) AS seconds
        WHERE f.metric = ${METRICS.flowFinished} GROUP BY 1, 2, 3
        UNION ALL
        SELECT ${ALL_UNITS}, f.key1, f.key2, array_agg(seconds ORDER BY seconds)
        FROM day_figures f CROSS JOIN LATERAL unnest(f.samples) AS seconds
        WHERE f.metric = ${METRICS.flowFinished} GROUP BY 2, 3)
      UPDATE stats_daily t SET samples = m.samples FROM merged m
      WHERE t.day = ${day}::date AND t.metric = ${METRICS.flowFinished} AND t.org_code = m.unit AND t.key1 = m.key1 AND t.key2 = m.key2`)
    await tx.execute(sql`INSERT INTO stats_days (day, computed_at) VALUES (${day}::date, ${now.toISOString()}::timestamptz)
      ON CONFLICT (day) DO UPDATE SET computed_at = excluded.computed_at`)
    return (institution.rowCount ?? 0) + (units.rowCount ?? 0)
  })
}

/** The days from `from` to `to` (included) the job has not computed yet. */
export async function missingDays(db: Pick<Database, 'execute'>, from: string, to: string): Promise<string[]> {
  const result = await db.execute<{ day: string }>(sql`
    SELECT to_char(g.day, 'YYYY-MM-DD') AS day FROM generate_series(${from}::date, ${to}::date, interval '1 day') AS g(day)
    WHERE NOT EXISTS (SELECT 1 FROM stats_days s WHERE s.day = g.day::date) ORDER BY 1`)
  return result.rows.map((row) => row.day)
}
