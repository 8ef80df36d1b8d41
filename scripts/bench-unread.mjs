// Loopback figures for the unread badge (spec §7): POST /message-center/center/api/v1/instantMessage/
// getAppAllUnReadCount/new {mobile:false}, 50 connections for ~10 s, against a server this script starts on a
// fresh embedded PostgreSQL with the demo data. Prints req/s and latency; asserts nothing (target ≥ 2,000 req/s,
// p99 ≤ 50 ms on 2 cores). Then, for comparison, the same call with the sign-in caches off
// (AUTH_CACHE=0: RS256 verification and a token-version query on every call).
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
const BADGE = '/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new'

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-unread-'))
fs.chmodSync(dataDir, 0o777)
let current

/** Starts the real server (tsx, embedded PostgreSQL under dataDir) and waits for it to answer. */
async function startServer(extraEnv = {}) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SMS_OUTBOX: path.join(dataDir, 'sms.jsonl'),
      FLOW_REMINDERS: '0',
      ...extraEnv,
    },
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  current = { stop }
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(`${origin}/portal-api/v2/service/networkCheck`)).ok) return { origin, stop }
    } catch {}
    if (child.exitCode !== null) throw new Error('the server exited before answering')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not come up')
}

async function login(origin, username) {
  const response = await fetch(`${origin}/token-service/password/passwordLogin?username=${username}&password=Campus%402026`, {
    method: 'POST',
  })
  const body = await response.json()
  if (!body.data?.idToken) throw new Error(`login ${username} failed: ${JSON.stringify(body)}`)
  return body.data.idToken
}

function load(url, tokens, seconds) {
  return new Promise((resolve, reject) => {
    let next = 0
    autocannon(
      {
        url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"mobile":false}',
        connections,
        duration: seconds,
        // Each connection is one signed-in user (the demo accounts in turn).
        setupClient: (client) => {
          client.setHeaders({ 'content-type': 'application/json', 'x-id-token': tokens[next++ % tokens.length] })
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

function report(title, result) {
  const failures = result.non2xx + result.errors + result.timeouts
  console.log(
    `${title.padEnd(40)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   max ${String(result.latency.max).padStart(5)} ms   requests ${result.requests.total}   non-2xx/errors ${failures}`,
  )
  return result
}

async function measure(title, env) {
  const server = await startServer(env)
  try {
    const tokens = await Promise.all(USERS.map((username) => login(server.origin, username)))
    const sample = await (
      await fetch(server.origin + BADGE, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-id-token': tokens[0] },
        body: '{"mobile":false}',
      })
    ).json()
    if (sample.code !== 0 || typeof sample.data !== 'number') throw new Error(`unexpected answer ${JSON.stringify(sample)}`)
    await load(server.origin + BADGE, tokens, 2) // warm-up: JIT, pool connections, prepared statements
    return report(title, await load(server.origin + BADGE, tokens, duration))
  } finally {
    await server.stop()
  }
}

process.on('SIGINT', () => {
  void current?.stop().then(() => process.exit(130))
})
try {
  console.log(
    `autocannon: ${connections} connections (${USERS.length} demo users), ${duration} s, loopback, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  )
  const badge = await measure('badge, sign-in caches on (as shipped)', {})
  if (compare) await measure('badge, sign-in caches off (verify per call)', { AUTH_CACHE: '0' })
  const meets = badge.requests.average >= 2000 && badge.latency.p99 <= 50
  console.log(
    `badge target (≥ 2000 req/s, p99 ≤ 50 ms): ${meets ? 'met' : 'NOT met'} on this run (load average now ${os.loadavg()[0].toFixed(1)})`,
  )
} finally {
  await current?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
