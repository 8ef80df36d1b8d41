// `node scripts/bench-stats.mjs [--scale 0.1] [--days 30] [--runs 20] [--port 4381]` (issue 36): the 统计 dashboard on the campus
// data set. Starts an embedded PostgreSQL of its own in a temporary directory, seeds the demo institution and the campus
// data set (`seed:campus`) at --scale, adds --days of portal use the campus seed has no records of (daily active people
// on three terminals, service opens, news reads, searches: about 40 % of the people a day), counts every day with the
// statistics job's computeDay, then times the dashboard's read (statsOverview) for the whole range, for the whole
// institution and for one college. Prints the time per counted day, stats_daily's rows and the read's p50 / max.
// Target: the read under 300 ms. Everything it starts is stopped in `finally`. Asserts nothing.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'

register()
const { startEmbeddedPostgres, ensureDatabase } = await import('../server/src/db/embedded.ts')
const { connectDatabase } = await import('../server/src/db/client.ts')
const { runMigrations } = await import('../server/src/db/migrate.ts')
const { seedDemoInstitution } = await import('../server/src/db/seed/index.ts')
const { seedCampus } = await import('../server/src/db/seed/campus/index.ts')
const { computeDay } = await import('../server/src/lib/statistics/daily-figures.ts')
const { statsOverview } = await import('../server/src/lib/statistics/stats-repository.ts')
const { addDays, campusDay } = await import('../server/src/lib/statistics/campus-day.ts')

const option = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index > 0 ? process.argv[index + 1] : fallback
}
const scale = Number(option('--scale', '0.1'))
const dayCount = Number(option('--days', '30'))
const runs = Number(option('--runs', '20'))
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-stats-'))
fs.chmodSync(dataDir, 0o777)
let pg
let database

/** Portal use of one campus day, in bulk: who was active where, what they opened, read and searched. */
async function portalUse(day) {
  const lo = `('${day}'::date)::timestamp AT TIME ZONE 'Asia/Shanghai'`
  await database.pool.query(`
    INSERT INTO activity_days (day, account_id, terminal)
    SELECT '${day}'::date, id, (ARRAY['h5', 'wechat', 'app'])[1 + floor(random() * 3)::int]
    FROM accounts WHERE random() < 0.4 ON CONFLICT DO NOTHING`)
  await database.pool.query(`
    INSERT INTO system_visits (account_id, visit_type, page_url, target_id, terminal, created_at)
    SELECT d.account_id, 'service', '/s', s.service_id::text, 6, ${lo} + random() * interval '24 hours'
    FROM activity_days d CROSS JOIN LATERAL (SELECT service_id FROM services ORDER BY random() + (d.account_id IS NULL)::int LIMIT 1) s
    WHERE d.day = '${day}'::date`)
  await database.pool.query(`
    INSERT INTO system_visits (account_id, visit_type, page_url, target_id, terminal, created_at)
    SELECT d.account_id, 'content', '/n', (SELECT min(id) FROM cms_articles) + floor(random() * 2000)::int, 6, ${lo} + random() * interval '24 hours'
    FROM activity_days d WHERE d.day = '${day}'::date AND random() < 0.5`)
  await database.pool.query(`
    INSERT INTO search_queries (account_id, keyword, result_count, created_at)
    SELECT d.account_id, 'word' || floor(random() * random() * 3000)::int, CASE WHEN random() < 0.1 THEN 0 ELSE 3 END,
      ${lo} + random() * interval '24 hours'
    FROM activity_days d WHERE d.day = '${day}'::date AND random() < 0.3`)
}

const ms = (started) => Number(process.hrtime.bigint() - started) / 1e6

try {
  pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'), () => {}, Number(option('--port', '4381')))
  await ensureDatabase(pg.url('postgres'), 'portal')
  database = connectDatabase(pg.url('portal'))
  await runMigrations(database.pool, () => seedDemoInstitution(database.db))
  console.log(
    `# 统计 on the campus data set (scale ${scale}, ${dayCount} days) — ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
  )
  await seedCampus(database, { scale })
  const to = addDays(campusDay(new Date()), -1)
  const from = addDays(to, -(dayCount - 1))
  let started = process.hrtime.bigint()
  for (let day = from; day <= to; day = addDays(day, 1)) await portalUse(day)
  console.log(`portal use of ${dayCount} days added in ${(ms(started) / 1000).toFixed(1)} s`)
  const counts = (
    await database.pool.query(`SELECT (SELECT count(*) FROM accounts)::int AS accounts, (SELECT count(*) FROM activity_days)::int AS active,
      (SELECT count(*) FROM system_visits)::int AS visits, (SELECT count(*) FROM search_queries)::int AS searches,
      (SELECT count(*) FROM message_records)::int AS messages, (SELECT count(*) FROM flow_applications)::int AS applications`)
  ).rows[0]
  console.log('records', JSON.stringify(counts))
  started = process.hrtime.bigint()
  const dayTimes = []
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const one = process.hrtime.bigint()
    await computeDay(database.db, day, new Date())
    dayTimes.push(ms(one))
  }
  dayTimes.sort((a, b) => a - b)
  const rows = (await database.pool.query('SELECT count(*)::int AS n FROM stats_daily')).rows[0].n
  console.log(
    `job: ${dayCount} days counted in ${(ms(started) / 1000).toFixed(1)} s (per day p50 ${dayTimes[Math.floor(dayTimes.length / 2)].toFixed(0)} ms, max ${dayTimes.at(-1).toFixed(0)} ms); stats_daily rows ${rows}`,
  )
  await database.pool.query('ANALYZE stats_daily')
  const college = (
    await database.pool.query(`SELECT code FROM org_units WHERE code LIKE 'campus-%' AND parent_code IS NOT NULL ORDER BY code LIMIT 1`)
  ).rows[0]?.code
  for (const [label, scope] of [
    ['whole institution', null],
    [`one unit (${college})`, college ? [college] : []],
  ]) {
    const times = []
    for (let run = 0; run < runs; run++) {
      const one = process.hrtime.bigint()
      await statsOverview(database.db, from, to, scope)
      times.push(ms(one))
    }
    times.sort((a, b) => a - b)
    console.log(
      `dashboard read, ${dayCount} days, ${label}: p50 ${times[Math.floor(times.length / 2)].toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms (${runs} runs; target < 300 ms)`,
    )
  }
} finally {
  await database?.pool.end()
  await pg?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
