// `node scripts/bench.mjs peak [--members 5000] [--minutes 10] [--scale 0.25] [--database-url …] [--port 4401]`
// (issue 37): the first morning of term. Starts PostgreSQL (embedded, in a temporary directory, unless --database-url)
// with the campus data set at --scale, two portal instances as production runs them (server.ts, NODE_ENV=production,
// TRUST_PROXY) and Debian's nginx in front of them with deploy/nginx's upstream and proxy settings, all on loopback.
// Then --members people (seeded students and staff, nine in ten students) each open the portal once, at random moments
// spread over --minutes: the signed-in H5 home's first-load calls at once (start-up, home content, forced
// recommendations, badges, agreement status, diversions and the pictures they name), then after a few seconds one or
// two tabs (服务 70 %, 消息 50 %, 日程 30 %, at least one), as the H5 build calls them, each member on at most six
// connections of its own (a browser's HTTP/1.1 limit per host). A member comes with the id token
// a remembered sign-in keeps (signed here with the portal's own key, as a sign-in would), not through the sign-in form:
// the morning's load is opening the portal, and one address signing in 5,000 times would hit the sign-in rate limits.
// Prints per call: count, p50, p99, max and failures (non-2xx or network errors), the CPU of both instances and of
// PostgreSQL per member, and the verdict (0 failures wanted). Stops everything it started, by pid. Asserts nothing.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { register } from 'tsx/esm/api'
import { postgresCpuMs, processCpuMs } from './proc-cpu.mjs'

register()
const root = path.resolve(import.meta.dirname, '..')
const { startEmbeddedPostgres, ensureDatabase } = await import('../server/src/db/embedded.ts')
const { connectDatabase } = await import('../server/src/db/client.ts')
const { runMigrations } = await import('../server/src/db/migrate.ts')
const { seedDemoInstitution } = await import('../server/src/db/seed/index.ts')
const { seedCampus, campusSizes, studentUsername, staffUsername } = await import('../server/src/db/seed/campus/index.ts')
const { IdTokens } = await import('../server/src/lib/auth/id-tokens.ts')
const { loadConfig } = await import('../server/src/config.ts')
const { renderNginxConfig, startNginx } = await import('../server/test/helpers/nginx.ts')

const option = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index > 0 ? process.argv[index + 1] : fallback
}
const members = Number(option('--members', '5000'))
const minutes = Number(option('--minutes', '10'))
const scale = Number(option('--scale', '0.25'))
const port = Number(option('--port', '4401'))
const externalUrl = option('--database-url', process.env.DATABASE_URL)
const sizes = campusSizes(scale)
if (!(members > 0 && minutes > 0 && members <= sizes.students + sizes.staff)) {
  console.error(`--members must be 1–${sizes.students + sizes.staff} at --scale ${scale}; --minutes above 0`)
  process.exit(2)
}
const [nginxPort, firstInstance, pgPort] = [port, port + 1, port + 3]
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-peak-'))
fs.chmodSync(workDir, 0o777)

// A fixed sequence (the same members, moments and tabs at every run).
let seed = 20270301
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')

let pg
let database
let postmasterPid
let nginx
const instances = []

async function stopAll() {
  await nginx?.stop()
  await Promise.all(
    instances.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          child.once('exit', resolve)
          child.kill('SIGTERM')
        }),
    ),
  )
  await database?.pool.end()
  await pg?.stop()
  fs.rmSync(workDir, { recursive: true, force: true })
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)))

function startInstance(instancePort, url) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(instancePort),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: workDir,
      TRUST_PROXY: '127.0.0.1,::1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      SMS_OUTBOX: path.join(workDir, `sms-${instancePort}.jsonl`),
      EMAIL_OUTBOX: path.join(workDir, `email-${instancePort}.jsonl`),
      // Background work that is not the morning's: off, so the figures are the members' own.
      FLOW_REMINDERS: '0',
      SCHEDULE_REMINDERS: '0',
      STATS_JOB: '0',
    },
  })
  instances.push(child)
  return child
}

async function waitReady(origin) {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return
    } catch {}
    if (attempt > 600) throw new Error(`${origin} not ready within 2 minutes`)
    await sleep(200)
  }
}

/** The month the schedule tab opens on, as the H5 build asks for it: the month before to the month after, China time. */
function scheduleCalls(now) {
  const china = new Date(now.getTime() + 8 * 3_600_000)
  const [year, month] = [china.getUTCFullYear(), china.getUTCMonth()]
  const day = (m) => new Date(Date.UTC(year, m, 1))
  const instant = (m) => new Date(day(m).getTime() - 8 * 3_600_000).toISOString()
  const date = (m, offset = 0) => new Date(day(m).getTime() + offset).toISOString().slice(0, 10)
  const window = `from=${encodeURIComponent(instant(month - 1))}&to=${encodeURIComponent(instant(month + 2))}`
  return [
    `/portal-api/v1/schedule/occurrences?${window}`,
    `/message-center/center/api/v1/messageCenter/listSchedule?${window}`,
    '/portal-api/v1/schedule/settings',
    `/portal-api/v1/schedule/dayNotes?start=${date(month - 1)}&end=${date(month + 2, -86_400_000)}`,
  ]
}

const HOME = [
  'GET /portal-api/v1/config/startup',
  'GET /portal-api/v1/cms/home',
  'GET /portal-api/v1/service/findForceRecommService',
  'POST /message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new',
  'GET /flow/center-list/getToDoListCountNew',
  'GET /personal/api/v1/personal/agreement/status',
  'POST /portal-api/v1/diversion/getUserDiversionList',
]
const SERVICE_TAB = [
  'GET /portal-api/v1/service/catalogue',
  'GET /portal-api/v1/service/mine',
  'GET /portal-api/v1/service/recommended?limit=10',
]
const MESSAGE_TAB = [
  'GET /flow/global-setting/getGlobalSettingByTypes?types=taskLevels',
  'GET /message-center/center/api/v1/instantMessage/getAppInstantMessageList/new',
  'GET /message-center/center/api/v1/correlation/user/getUserSetting',
  'GET /personal/api/v1/personal/me/user',
  'GET /flow/center-list/getToDoListCountNew',
  'GET /flow/center-list/getOtherCount',
  'GET /flow/center-list/getAppsCount',
  'GET /flow/center-list/list?level=myTodo&pageNum=1&pageSize=20',
  'GET /message-center/center/api/v1/correlation/app/getThirdUnReadCount',
]

const timings = new Map()
const failures = []
/**
 * One call as the page makes it, on the member's own connections (`agent`: at most six, like a browser's HTTP/1.1 to
 * one host); its time until the whole body is read, by call (query strings of dates folded).
 */
function call(origin, token, spec, agent) {
  const [method, target] = spec.split(' ')
  const name = `${method} ${target.replace(/(from|to|start|end)=[^&]+/g, '$1=…')}`
  const body = method === 'POST' ? (target.includes('Diversion') ? '{"terminal":6}' : '{}') : undefined
  const started = performance.now()
  return new Promise((resolve) => {
    const finish = (status, problem) => {
      const took = performance.now() - started
      if (!timings.has(name)) timings.set(name, { times: [], failed: 0 })
      const entry = timings.get(name)
      entry.times.push(took)
      if (problem || status < 200 || status > 299) {
        entry.failed++
        failures.push(`${name}: ${problem ?? `HTTP ${status}`}`)
      }
      resolve()
    }
    const request = http.request(origin + target, {
      method,
      agent,
      headers: {
        'x-id-token': token,
        'accept-encoding': 'br, gzip',
        ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
      },
    })
    request.on('response', (response) => {
      response.on('data', () => {})
      response.on('end', () => finish(response.statusCode ?? 0))
      response.on('error', (error) => finish(0, error.code ?? error.message))
    })
    request.on('error', (error) => finish(0, error.code ?? error.message))
    request.end(body)
  })
}

async function member(origin, token, pictures, now) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 })
  try {
    await memberVisit(origin, token, pictures, now, agent)
  } finally {
    agent.destroy()
  }
}

async function memberVisit(origin, token, pictures, now, agent) {
  await Promise.all([...HOME, ...pictures].map((spec) => call(origin, token, spec, agent)))
  const tabs = [
    [random() < 0.7, SERVICE_TAB],
    [random() < 0.5, MESSAGE_TAB],
    [random() < 0.3, scheduleCalls(now).map((target) => `GET ${target}`)],
  ]
  const chosen = tabs.filter(([wanted]) => wanted).map(([, specs]) => specs)
  if (chosen.length === 0) chosen.push(SERVICE_TAB)
  for (const specs of chosen) {
    await sleep(1000 + random() * 3000)
    await Promise.all(specs.map((spec) => call(origin, token, spec, agent)))
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

try {
  let url = externalUrl
  if (!url) {
    pg = await startEmbeddedPostgres(path.join(workDir, 'pg'), () => {}, pgPort)
    await ensureDatabase(pg.url('postgres'), 'portal')
    url = pg.url('portal')
    postmasterPid = Number(fs.readFileSync(path.join(workDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])
  }
  database = connectDatabase(url)
  await runMigrations(database.pool, () => seedDemoInstitution(database.db))
  console.log(`\n# Morning peak: ${members} members in ${minutes} min, scale ${scale} — ${os.cpus().length} CPUs, load ${load()}`)
  const seeded = (await database.pool.query(`select 1 from accounts where username = $1`, [studentUsername(1)])).rowCount
  if (!seeded) await seedCampus(database, { scale, log: () => {} })

  // Nine in ten members are students, spread over the whole range of seeded people.
  const staffCount = Math.min(sizes.staff, Math.round(members / 10))
  const wanted = [
    ...Array.from({ length: members - staffCount }, (_, i) =>
      studentUsername(1 + Math.floor((i * sizes.students) / (members - staffCount))),
    ),
    ...Array.from({ length: staffCount }, (_, i) => staffUsername(1 + Math.floor((i * sizes.staff) / staffCount))),
  ]
  const { rows: people } = await database.pool.query(
    `select id, username, display_name, identity_type_code from accounts where username = any($1::text[])`,
    [wanted],
  )
  const config = loadConfig()
  const tokens = new IdTokens(database.db, { audience: config.jwtAudience, issuer: config.jwtIssuer, ttlSeconds: 4 * 3600 })
  await tokens.init()
  const signed = []
  for (const person of people) {
    const user = {
      accountId: person.id,
      username: person.username,
      userName: person.display_name,
      identityTypeCode: person.identity_type_code,
    }
    signed.push((await tokens.sign(user)).idToken)
  }

  const instancePorts = [firstInstance, firstInstance + 1]
  for (const instancePort of instancePorts) startInstance(instancePort, url)
  await Promise.all(instancePorts.map((p) => waitReady(`http://127.0.0.1:${p}`)))
  // worker_connections as docs/operations.md recommends for a campus (each proxied request holds two connections).
  const nginxConfig = renderNginxConfig(path.join(workDir, 'nginx'), nginxPort, instancePorts).replace(
    /worker_connections \d+;/,
    'worker_connections 4096;',
  )
  nginx = await startNginx(path.join(workDir, 'nginx'), nginxConfig)
  const origin = `http://127.0.0.1:${nginxPort}`
  await waitReady(origin)

  // The pictures the home names (slides, pop-up, floating box, logo, theme background), as the page loads them.
  const named = JSON.stringify([
    await (await fetch(`${origin}/portal-api/v1/cms/home`, { headers: { 'x-id-token': signed[0] } })).json(),
    await (await fetch(`${origin}/portal-api/v1/config/startup`)).json(),
  ])
  const pictures = [...new Set(named.match(/\/portal-api\/v1\/(?:cms\/images|assets)\/[\w.-]+\.(?:png|jpg|webp)/g) ?? [])]
    .filter((picture) => !picture.includes('/tab-'))
    .slice(0, 8)
    .map((picture) => `GET ${picture}`)

  const before = {
    instances: instances.map((child) => processCpuMs(child.pid)),
    database: postgresCpuMs(postmasterPid),
  }
  const window = minutes * 60_000
  const arrivals = signed.map(() => random() * window).sort((a, b) => a - b)
  const started = Date.now()
  const now = new Date()
  let done = 0
  const progress = setInterval(() => {
    console.log(
      `  ${Math.round((Date.now() - started) / 1000)} s: ${done} of ${signed.length} members done, ${failures.length} failures, load ${load()}`,
    )
  }, 30_000)
  await Promise.all(
    signed.map(async (token, index) => {
      await sleep(arrivals[index])
      await member(origin, token, pictures, now)
      done++
    }),
  )
  clearInterval(progress)
  const elapsed = (Date.now() - started) / 1000
  const cpu = {
    instances: instances.map((child, i) => processCpuMs(child.pid) - before.instances[i]),
    database: postgresCpuMs(postmasterPid) - before.database,
  }
  const calls = [...timings.values()].reduce((sum, entry) => sum + entry.times.length, 0)
  console.log(`\n${signed.length} members, ${calls} calls in ${elapsed.toFixed(0)} s through nginx and two instances; load ${load()}`)
  console.log('\n| call | count | p50 ms | p99 ms | max ms | failed |\n|---|---|---|---|---|---|')
  for (const [name, entry] of timings) {
    const sorted = [...entry.times].sort((a, b) => a - b)
    console.log(
      `| ${name} | ${sorted.length} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 99).toFixed(0)} | ${sorted.at(-1).toFixed(0)} | ${entry.failed} |`,
    )
  }
  const perMember = (ms) => (ms / signed.length).toFixed(1)
  console.log(
    `\nCPU per member: instances ${cpu.instances.map(perMember).join(' + ')} ms, PostgreSQL ${Number.isNaN(cpu.database) ? '-' : perMember(cpu.database)} ms` +
      ` (${((cpu.instances.reduce((a, b) => a + b, 0) + (cpu.database || 0)) / 1000 / elapsed).toFixed(2)} cores on average)`,
  )
  console.log(failures.length === 0 ? 'failures: 0' : `failures: ${failures.length}\n  ${[...new Set(failures)].slice(0, 20).join('\n  ')}`)
  if (nginx.errors().trim()) console.log(`nginx's error log:\n${nginx.errors().trim().split('\n').slice(-10).join('\n')}`)
} finally {
  await stopAll()
}
