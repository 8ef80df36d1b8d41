// `node scripts/bench.mjs campus [--scale 1] [--database-url …] [--duration 10] [--port 4391] [--only month]` (issue 37): the portal's
// main reads on the campus-sized data set. Starts an embedded PostgreSQL of its own in a temporary directory (or uses
// --database-url), seeds it with `seed:campus` at --scale unless it already holds the data set, starts the server,
// signs in 150 seeded students and 50 seeded staff, then runs autocannon on loopback per endpoint (each request
// accepting gzip and brotli, as clients do):
//   50 connections: home aggregate, unread badge, message list, to-do list (staff), service centre — cached reads;
//   20 connections: a month of the schedule (every request another account × month: nothing from a cache) and global
//   search with keywords never asked before (corpus words: each finds something, none repeats within the run).
// Prints req/s, p50/p99 and CPU milliseconds per request of the server process and of PostgreSQL (its postmaster and
// backends, from /proc). Targets: cached ≥ 2,000 req/s and p99 ≤ 50 ms; month and fresh search p99 ≤ 150 ms.
// Everything it starts is stopped by pid in `finally`. Asserts nothing.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { postgresCpuMs, processCpuMs } from './proc-cpu.mjs'
import { register } from 'tsx/esm/api'

register()
const root = path.resolve(import.meta.dirname, '..')
const { startEmbeddedPostgres, ensureDatabase } = await import('../server/src/db/embedded.ts')
const { connectDatabase } = await import('../server/src/db/client.ts')
const { runMigrations } = await import('../server/src/db/migrate.ts')
const { seedDemoInstitution } = await import('../server/src/db/seed/index.ts')
const { seedCampus, campusSizes, studentUsername, staffUsername, CAMPUS_PASSWORD } = await import('../server/src/db/seed/campus/index.ts')
const words = await import('../server/src/db/seed/campus/vocabulary.ts')

const option = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index > 0 ? process.argv[index + 1] : fallback
}
const scale = Number(option('--scale', '1'))
const duration = Number(option('--duration', '10'))
const port = Number(option('--port', '4391'))
const externalUrl = option('--database-url', process.env.DATABASE_URL)
/** `--only month`: only the runs whose title contains it (one endpoint while working on it). */
const only = option('--only', '')
const origin = `http://127.0.0.1:${port}`
/** Requests of an uncached run (each one different): enough for a p99, few enough for a loaded machine. */
const UNCACHED_REQUESTS = 1500
const sizes = campusSizes(scale)

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-campus-'))
fs.chmodSync(dataDir, 0o777)
let pg
let database
let server
let postmasterPid
/** The embedded PostgreSQL's log: auto_explain writes the plans of statements over 100 ms there during the runs. */
const postgresLog = []

const serverCpuMs = () => processCpuMs(server.pid)
const databaseCpuMs = () => postgresCpuMs(postmasterPid)
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')

async function stopAll() {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await database?.pool.end()
  await pg?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)))

function autocannonRun(options) {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))))
}

const rows = []
async function measure(title, connections, requests, extra = {}) {
  if (!title.includes(only)) return
  // A few seconds of the same requests first (compiled code, pool connections, caches of the cached reads).
  if (!extra.amount) await autocannonRun({ url: origin, connections, duration: 2, requests })
  const before = { server: serverCpuMs(), database: databaseCpuMs() }
  const result = await autocannonRun({ url: origin, connections, duration, requests, ...extra })
  const total = Math.max(1, result.requests.total)
  const cpu = { server: (serverCpuMs() - before.server) / total, database: (databaseCpuMs() - before.database) / total }
  const failures = result.non2xx + result.errors + result.timeouts
  const row = {
    title,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpu,
    failures,
    total,
  }
  rows.push(row)
  console.log(
    `${title.padEnd(34)} ${String(connections).padStart(3)} conn ${String(row.rps).padStart(6)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(5)} ms   cpu/request: server ${cpu.server.toFixed(2)} ms, PostgreSQL ${Number.isNaN(cpu.database) ? '-' : cpu.database.toFixed(2)} ms   requests ${total}   non-2xx/errors ${failures}   load ${load()}`,
  )
}

try {
  const started = Date.now()
  let url = externalUrl
  if (!url) {
    pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'), (line) => postgresLog.push(String(line)), port + 1)
    await ensureDatabase(pg.url('postgres'), 'portal')
    url = pg.url('portal')
    postmasterPid = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])
  }
  database = connectDatabase(url)
  if (!postmasterPid) {
    // A PostgreSQL on this machine (--database-url): its postmaster is the parent of our backend, when /proc shows it.
    const backend = (await database.pool.query('select pg_backend_pid() as pid')).rows[0].pid
    const parent = /^PPid:\s*(\d+)/m.exec(
      fs.existsSync(`/proc/${backend}/status`) ? fs.readFileSync(`/proc/${backend}/status`, 'utf8') : '',
    )
    if (parent) postmasterPid = Number(parent[1])
  }
  await runMigrations(database.pool, () => seedDemoInstitution(database.db))
  const seeded = (await database.pool.query(`select 1 from accounts where username = $1`, [studentUsername(1)])).rowCount
  console.log(`\n# Campus data set (scale ${scale}) — ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load ${load()}`)
  if (seeded) console.log('the database already holds the campus data set: not seeded again')
  else await seedCampus(database, { scale, log: (line) => console.log(line) })
  const counts = (
    await database.pool
      .query(`select (select count(*) from accounts)::int as accounts, (select count(*) from message_records)::int as messages,
      (select count(*) from schedule_events)::int as events, (select count(*) from flow_applications)::int as applications,
      (select count(*) from search_documents)::int as documents, pg_size_pretty(pg_database_size(current_database())) as size`)
  ).rows[0]
  console.log(
    `database: ${counts.accounts} accounts, ${counts.messages} messages, ${counts.events} events, ${counts.applications} applications, ${counts.documents} search documents, ${counts.size}; ready after ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )

  if (pg) {
    // Plans of the slow statements (no ANALYZE: the timing would weigh on every query), for the report after the table.
    await database.pool.query(`load 'auto_explain'`)
    await database.pool.query(`alter system set session_preload_libraries = 'auto_explain'`)
    await database.pool.query(`alter system set auto_explain.log_min_duration = '100ms'`)
    await database.pool.query(`select pg_reload_conf()`)
  }

  server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      SMS_OUTBOX: path.join(dataDir, 'sms.jsonl'),
      FLOW_REMINDERS: '0',
      SCHEDULE_REMINDERS: '0',
      // 统计's count of past days at start would run beside the reads and in the PostgreSQL CPU figures
      // (it has its own benchmark, scripts/bench-stats.mjs).
      STATS_JOB: '0',
    },
  })
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/portal-api/v2/service/networkCheck`)).ok) break
    } catch {}
    if (server.exitCode !== null) throw new Error('the server exited before answering')
    if (attempt > 1800) throw new Error('the server did not come up in 3 minutes')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }

  // 150 students and 50 staff spread over the whole range (the busiest few and the quiet many alike).
  const pickSpread = (count, total) => [
    ...new Set(Array.from({ length: count }, (_, i) => 1 + Math.floor(((i * 7919) % count) * (total / count)))),
  ]
  const signIn = async (username) => {
    const response = await fetch(
      `${origin}/token-service/password/passwordLogin?username=${username}&password=${encodeURIComponent(CAMPUS_PASSWORD)}`,
      { method: 'POST' },
    )
    const body = await response.json()
    if (!body.data?.idToken) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`)
    return body.data.idToken
  }
  const students = []
  for (const n of pickSpread(Math.min(150, sizes.students), sizes.students)) students.push(await signIn(studentUsername(n)))
  const staff = []
  for (const n of pickSpread(Math.min(50, sizes.staff), sizes.staff)) staff.push(await signIn(staffUsername(n)))
  const everyone = [...students, ...staff]
  console.log(`signed in ${students.length} students and ${staff.length} staff; autocannon ${duration} s per run on loopback\n`)

  postgresLog.length = 0 // the plans of the runs only, not of the server's start
  // Every request accepts compressed answers, as a browser and WeChat's client do (the H5 is served over HTTPS).
  const ACCEPT = { 'accept-encoding': 'gzip, deflate, br' }
  const get = (tokens, urlPath) => tokens.map((token) => ({ method: 'GET', path: urlPath, headers: { ...ACCEPT, 'x-id-token': token } }))
  const MC = '/message-center/center/api/v1/instantMessage'
  await measure('home aggregate', 50, get(everyone, '/portal-api/v1/cms/home'))
  await measure(
    'unread badge',
    50,
    everyone.map((token) => ({
      method: 'POST',
      path: `${MC}/getAppAllUnReadCount/new`,
      headers: { ...ACCEPT, 'x-id-token': token, 'content-type': 'application/json' },
      body: '{"mobile":false}',
    })),
  )
  await measure('message list', 50, get(everyone, `${MC}/getAppInstantMessageList/new`))
  await measure('to-do list (staff)', 50, get(staff, '/flow/center-list/list?level=myTodo&pageNum=1&pageSize=10'))
  await measure('service centre', 50, get(everyone, '/portal-api/v1/service/catalogue'))

  // Uncached month: every (account, month) pair once, months of the term and around it.
  const months = []
  const now = new Date()
  for (let offset = -9; offset <= 9; offset++) {
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1) - 8 * 3_600_000)
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 1) - 8 * 3_600_000)
    months.push(`from=${from.toISOString()}&to=${to.toISOString()}`)
  }
  const monthPairs = months.flatMap((month) => everyone.map((token) => ({ token, month })))
  let nextMonth = 0
  await measure(
    'schedule month (uncached)',
    20,
    [
      {
        method: 'GET',
        setupRequest: (request) => {
          const { token, month } = monthPairs[nextMonth++ % monthPairs.length]
          return { ...request, path: `/portal-api/v1/schedule/occurrences?${month}`, headers: { ...ACCEPT, 'x-id-token': token } }
        },
      },
    ],
    { amount: Math.min(monthPairs.length, UNCACHED_REQUESTS) },
  )

  // Never-repeated keywords: pairs of corpus words (unit + topic, topic + kind, course + place …), each once.
  const pairs = (a, b, glue = ' ') => a.flatMap((x) => b.map((y) => `${x}${glue}${y}`))
  const keywords = [
    ...pairs(words.COLLEGES, words.TOPICS),
    ...pairs(words.OFFICES, words.TOPICS),
    ...pairs(words.TOPICS, words.KINDS, ''),
    ...pairs(words.TOPICS, words.EVENT_KINDS),
    ...pairs(words.COURSES, words.PLACES),
    ...pairs(words.TOPICS, words.SERVICE_ACTIONS, ''),
    ...pairs(words.TOPICS, words.COLLEGES),
  ]
  let nextKeyword = 0
  await measure(
    'search, keywords never repeated',
    20,
    [
      {
        method: 'GET',
        setupRequest: (request) => {
          const i = nextKeyword++
          return {
            ...request,
            path: `/portal-api/v1/search/all?keyword=${encodeURIComponent(keywords[i % keywords.length])}`,
            headers: { ...ACCEPT, 'x-id-token': everyone[(i * 13) % everyone.length] },
          }
        },
      },
    ],
    { amount: Math.min(keywords.length, UNCACHED_REQUESTS) },
  )

  console.log(`\n| endpoint | conn | req/s | p50 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req | target |`)
  console.log('|---|---|---|---|---|---|---|---|')
  for (const row of rows) {
    const cached = row.connections === 50
    const met = cached ? row.rps >= 2000 && row.p99 <= 50 : row.p99 <= 150
    const target = cached ? '≥ 2,000 req/s, p99 ≤ 50 ms' : 'p99 ≤ 150 ms'
    console.log(
      `| ${row.title} | ${row.connections} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.cpu.server.toFixed(2)} | ${Number.isNaN(row.cpu.database) ? '-' : row.cpu.database.toFixed(2)} | ${target}: ${met ? 'met' : 'not met'}${row.failures ? `, ${row.failures} failed` : ''} |`,
    )
  }
  if (pg) slowestStatements()
} finally {
  await stopAll()
}

/** The slowest statements auto_explain logged (slowest run of each distinct statement), with their plans. */
function slowestStatements() {
  const entries = postgresLog
    .join('\n')
    .split(/(?=LOG:\s+duration: )/)
    .map((entry) => ({ ms: Number(/duration: ([\d.]+) ms/.exec(entry)?.[1]), entry }))
    .filter((e) => e.ms > 0 && e.entry.includes('Query Text:'))
  const byQuery = new Map()
  for (const e of entries) {
    const text = /Query Text: ([^\n]*)/.exec(e.entry)?.[1]?.slice(0, 160) ?? ''
    const seen = byQuery.get(text)
    if (!seen) byQuery.set(text, { ...e, count: 1 })
    else {
      seen.count++
      if (e.ms > seen.ms) Object.assign(seen, { ms: e.ms, entry: e.entry })
    }
  }
  const top = [...byQuery.values()].sort((a, b) => b.count * b.ms - a.count * a.ms).slice(0, 4)
  console.log(`\n# Statements over 100 ms during the runs (auto_explain; ${entries.length} in all), by count × slowest`)
  for (const e of top) console.log(`\n${e.count} × up to ${e.ms.toFixed(0)} ms\n${e.entry.split('\n').slice(0, 40).join('\n')}`)
}
