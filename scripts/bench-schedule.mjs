// Loopback figures for the schedule tab's month view: GET /portal-api/v1/schedule/occurrences for one month and for
// the tab's 3-month window, for a user with 2,000 events (1,950 single ones over a year, 50 weekly repeating ones
// expanded by the server), 50 connections for ~10 s, against a server this script starts on a fresh embedded
// PostgreSQL with the demo data. Prints req/s and latency; asserts nothing (target ≥ 500 req/s, p99 ≤ 50 ms).
// Usage: node scripts/bench-schedule.mjs [--duration 10] [--connections 50]
import { createRequire } from 'node:module'
import os from 'node:os'
import autocannon from 'autocannon'

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

function load(url, token, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers: { 'x-id-token': token }, connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
  })
}

function report(title, result, size) {
  const failures = result.non2xx + result.errors + result.timeouts
  console.log(
    `${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   max ${String(result.latency.max).padStart(5)} ms   ${size}   non-2xx/errors ${failures}`,
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
  const first = new Date()
  first.setUTCDate(1)
  first.setUTCHours(0, 0, 0, 0)
  const month = [first, new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1))]
  const tabWindow = [
    new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - 1, 1)),
    new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 2, 1)),
  ]
  for (const [title, [from, to]] of [
    ['occurrences, one month', month],
    ["occurrences, the tab's 3 months", tabWindow],
  ]) {
    const url = `${server.url}${API}/occurrences?from=${from.toISOString()}&to=${to.toISOString()}`
    const sample = await call(server.url, token, url.slice(server.url.length))
    const bytes = JSON.stringify(sample).length
    await load(url, token, 2) // warm-up
    report(title, await load(url, token, duration), `${sample.length} occurrences, ${(bytes / 1024).toFixed(0)} KB`)
  }
} finally {
  await server.stop()
}
