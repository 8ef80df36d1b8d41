// Loopback figures for the unread badge (spec §7): POST /message-center/center/api/v1/instantMessage/
// getAppAllUnReadCount/new {mobile:false}, 50 connections for ~10 s, against a server this script starts on a
// fresh embedded PostgreSQL with the demo data. Prints req/s and latency; asserts nothing (target ≥ 2,000 req/s,
// p99 ≤ 50 ms on 2 cores). For comparison it also measures getUnReadedCount, which uses the uncached
// `fastify.authenticate` (RS256 verification on every call) and a similar COUNT.
// Usage: node scripts/bench-unread.mjs [--duration 10] [--connections 50] [--no-compare]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const root = path.resolve(import.meta.dirname, '..')
const arg = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const duration = arg('--duration', 10)
const connections = arg('--connections', 50)
const compare = !process.argv.includes('--no-compare')
const USERS = ['2026001', 't1001', '2026002', 't1002', 'admin', 'guest']

const freePort = () => new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address()
    probe.close(() => resolve(port))
  })
})

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-unread-'))
fs.chmodSync(dataDir, 0o777)

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', SMS_OUTBOX: path.join(dataDir, 'sms.jsonl'), NODE_ENV: 'production' },
})

async function stopServer () {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => { void stopServer().then(() => process.exit(130)) })

async function waitUntilUp () {
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(`${origin}/portal-api/v2/service/networkCheck`)).ok) return
    } catch {}
    if (server.exitCode !== null) throw new Error('the server exited before answering')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not come up')
}

async function login (username) {
  const response = await fetch(`${origin}/token-service/password/passwordLogin?username=${username}&password=Campus%402026`, { method: 'POST' })
  const body = await response.json()
  if (!body.data?.idToken) throw new Error(`login ${username} failed: ${JSON.stringify(body)}`)
  return body.data.idToken
}

function run (title, options) {
  return new Promise((resolve, reject) => {
    let next = 0
    autocannon({
      connections,
      duration,
      ...options,
      // Each connection is one signed-in user (the demo accounts in turn).
      setupClient: (client) => { client.setHeaders({ ...options.headers, 'x-id-token': tokens[next++ % tokens.length] }) },
    }, (error, result) => error ? reject(error) : resolve({ title, result }))
  })
}

function report ({ title, result }) {
  const failures = result.non2xx + result.errors + result.timeouts
  console.log(`${title.padEnd(44)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   max ${String(result.latency.max).padStart(5)} ms   requests ${result.requests.total}   non-2xx/errors ${failures}`)
  return result
}

let tokens = []
try {
  await waitUntilUp()
  tokens = await Promise.all(USERS.map(login))
  const badgeUrl = `${origin}/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new`
  const sample = await (await fetch(badgeUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-id-token': tokens[0] }, body: '{"mobile":false}' })).json()
  console.log(`sanity: 2026001 badge answer ${JSON.stringify(sample)}`)
  console.log(`autocannon: ${connections} connections (${USERS.length} demo users), ${duration} s each, loopback, ${os.cpus().length} CPUs, ${origin}`)
  const badgeOptions = { url: badgeUrl, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"mobile":false}' }
  // Warm-up: JIT, pool connections, prepared statements, token cache.
  await new Promise((resolve, reject) => autocannon({ ...badgeOptions, connections, duration: 2, headers: { ...badgeOptions.headers, 'x-id-token': tokens[0] } }, (error) => error ? reject(error) : resolve()))
  const badge = report(await run('POST getAppAllUnReadCount/new (badge)', badgeOptions))
  if (compare) {
    report(await run('GET getUnReadedCount (uncached token verify)', { url: `${origin}/message-center/center/api/v1/messageCenter/getUnReadedCount` }))
  }
  const meets = badge.requests.average >= 2000 && badge.latency.p99 <= 50
  console.log(`badge target (≥ 2000 req/s, p99 ≤ 50 ms): ${meets ? 'met' : 'NOT met'} on this machine`)
} finally {
  await stopServer()
}
