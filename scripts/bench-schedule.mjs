// Loopback figures for the schedule tab's month view: GET /portal-api/v1/schedule/occurrences for one month and for
// the tab's 3-month window, for a user with 2,000 events (1,950 single ones over a year, 50 weekly repeating ones
// expanded by the server), 50 connections for ~10 s, against a server this script starts on a fresh embedded
// PostgreSQL with the demo data. Requests carry `Accept-Encoding: gzip, deflate, br` as every browser and
// wx.request do. Prints req/s, latency, bytes on the wire and the CPU milliseconds each request cost the server and
// its PostgreSQL (from /proc: the figure that does not depend on how busy the machine is); asserts nothing
// (target ≥ 500 req/s, p99 ≤ 50 ms). A last line reloads the 3 months with If-None-Match, as a browser does.
// Usage: node scripts/bench-schedule.mjs [--duration 10] [--connections 50]
import { createRequire } from 'node:module'
import fs from 'node:fs'
import os from 'node:os'
import autocannon from 'autocannon'
import { tsImport } from 'tsx/esm/api'

// The window the schedule tab asks for, computed by the tab's own code.
const { monthWindow } = await tsImport('../src/features/schedule/month.ts', import.meta.url)

// The reference server on a fresh data directory, as the browser tests start it.
const { startServer } = createRequire(import.meta.url)('../test/e2e/server-process.cjs')
const arg = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const duration = arg('--duration', 10)
const connections = arg('--connections', 50)
const API = '/portal-api/v1/schedule'
const DAY = 86_400_000
const VIEW_ZONE = 'Asia/Shanghai'
const ZONES = ['Asia/Shanghai', 'America/New_York', 'Europe/London', 'Australia/Sydney']

async function call(origin, token, url, body) {
  const response = await fetch(origin + url, {
    method: body ? 'POST' : 'GET',
    headers: { 'x-id-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const answer = await response.json()
  if (answer.code !== 0) throw new Error(`${url}: ${JSON.stringify(answer)}`)
  return answer.data
}

/** 2,000 events for the user through the API: 1,950 single ones over the year around now, 50 weekly series. */
async function seedEvents(origin, token) {
  const { mine } = await call(origin, token, `${API}/calendars`)
  const calendars = [mine[0].id]
  for (const [name, color] of [
    ['课程', '#4A7BF7'],
    ['会议', '#2DB87D'],
    ['个人', '#9B59B6'],
  ]) {
    calendars.push((await call(origin, token, `${API}/calendar/save`, { name, color })).id)
  }
  const now = Date.now()
  const bodies = Array.from({ length: 2000 }, (_, i) => {
    const start = new Date(Math.floor((now - 180 * DAY + ((i * 7919) % 360) * DAY + ((i * 37) % 12) * 3_600_000) / 60_000) * 60_000)
    const repeating = i < 50
    return {
      calendarId: calendars[i % calendars.length],
      title: repeating ? `每周例会 ${i + 1}` : `日程 ${i + 1}`,
      allDay: i % 25 === 0 && !repeating,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      timeZone: ZONES[i % ZONES.length],
      location: `教学楼 ${100 + (i % 400)}`,
      rrule: repeating ? (i % 2 ? 'FREQ=WEEKLY' : 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=60') : null,
      reminders: [15],
    }
  })
  for (let i = 0; i < bodies.length; i += 20) {
    await Promise.all(bodies.slice(i, i + 20).map((body) => call(origin, token, `${API}/event/create`, body)))
  }
}

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' }

function load(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers: { ...BROWSER_HEADERS, ...headers }, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

const TICKS_PER_MS = 100 / 1000 // /proc counts CPU time in clock ticks of 10 ms

/** CPU time (ms) so far of the server process and of its descendants (the embedded PostgreSQL and its backends). */
function cpuOfTree(rootPid) {
  const processes = []
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      // utime, stime, and cutime, cstime: time of children already reaped (PostgreSQL backends that ended).
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
      processes.push({ pid: Number(name), ppid: Number(fields[1]), ticks })
    } catch {
      // the process ended while we read
    }
  }
  const inTree = new Set([rootPid])
  for (let grew = true; grew; ) {
    grew = false
    for (const p of processes) if (!inTree.has(p.pid) && inTree.has(p.ppid)) grew = inTree.add(p.pid) !== undefined
  }
  const server = processes.find((p) => p.pid === rootPid)
  const all = processes.filter((p) => inTree.has(p.pid)).reduce((sum, p) => sum + p.ticks, 0)
  return { server: (server?.ticks ?? 0) / TICKS_PER_MS, database: (all - (server?.ticks ?? 0)) / TICKS_PER_MS }
}

async function measure(pid, url, headers) {
  await load(url, headers, 2) // warm-up
  const before = cpuOfTree(pid)
  const result = await load(url, headers, duration)
  const after = cpuOfTree(pid)
  const perRequest = (key) => (after[key] - before[key]) / Math.max(1, result.requests.total)
  return { result, cpu: { server: perRequest('server'), database: perRequest('database') } }
}

function report(title, { result, cpu }, size) {
  const failures = result.errors + result.timeouts + result.non2xx - (result['3xx'] ?? 0)
  const wire = result.throughput.total / Math.max(1, result.requests.total) / 1024
  console.log(
    `${title.padEnd(40)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   max ${String(result.latency.max).padStart(5)} ms   CPU/request: server ${cpu.server.toFixed(2)} ms, PostgreSQL ${cpu.database.toFixed(2)} ms   ${wire.toFixed(1)} KB on the wire   ${size}   errors ${failures}   load ${os.loadavg()[0].toFixed(1)}`,
  )
}

const server = await startServer({ env: { LOG_LEVEL: 'error', FLOW_REMINDERS: '0', SCHEDULE_REMINDERS: '0', SEARCH_CATCH_UP: '0' } })
process.on('SIGINT', () => {
  void server.stop().then(() => process.exit(130))
})
try {
  console.log(
    `\n# Schedule month view (autocannon: ${connections} connections, ${duration} s, loopback, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')})`,
  )
  const login = await (
    await fetch(`${server.url}/token-service/password/passwordLogin?username=admin&password=Campus%402026`, { method: 'POST' })
  ).json()
  const token = login.data.idToken
  const seeding = Date.now()
  await seedEvents(server.url, token)
  console.log(`seeded 2,000 events (50 repeating) through the API in ${((Date.now() - seeding) / 1000).toFixed(1)} s`)
  // Today in the portal's default zone; the tab shows the month before, this one and the next.
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: VIEW_ZONE }).format(new Date()).split('-').map(Number)
  const monthDay = (offset) => new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 10)
  const tab = monthWindow(monthDay(0), VIEW_ZONE)
  // monthWindow starts a month early: this month alone runs from the window of the next month to that of the one after.
  const oneMonth = { from: monthWindow(monthDay(1), VIEW_ZONE).from, to: monthWindow(monthDay(2), VIEW_ZONE).from }
  for (const [title, { from, to }] of [
    ['occurrences, one month', oneMonth],
    ["occurrences, the tab's 3 months", tab],
  ]) {
    const url = `${server.url}${API}/occurrences?from=${from}&to=${to}`
    const sample = await call(server.url, token, url.slice(server.url.length))
    const bytes = Buffer.byteLength(JSON.stringify(sample))
    report(
      title,
      await measure(server.pid, url, { 'x-id-token': token }),
      `${sample.length} occurrences, ${(bytes / 1024).toFixed(0)} KB of JSON`,
    )
  }
  const url = `${server.url}${API}/occurrences?from=${tab.from}&to=${tab.to}`
  const etag = (await fetch(url, { headers: { 'x-id-token': token } })).headers.get('etag')
  if (etag)
    report(
      "the tab's 3 months again (If-None-Match)",
      await measure(server.pid, url, { 'x-id-token': token, 'if-none-match': etag }),
      '304',
    )
} finally {
  await server.stop()
}
