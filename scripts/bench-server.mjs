// Loopback load figures for the reference server: time from `npm start` to the first 200 (fresh embedded
// PostgreSQL data directory), then autocannon with 50 connections against password login and getSystemConf.
// Prints figures only; nothing is asserted. Usage: node scripts/bench-server.mjs [--duration 10]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import autocannon from 'autocannon'

const root = path.resolve(import.meta.dirname, '..')
const durationArg = process.argv.indexOf('--duration')
const duration = durationArg > 0 ? Number(process.argv[durationArg + 1]) : 10
const connections = 50

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = path.join(root, '.data', `bench-${process.pid}`)
fs.rmSync(dataDir, { recursive: true, force: true })

const startedAt = performance.now()
const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SMS_OUTBOX: path.join(dataDir, 'sms.jsonl'),
  },
})

async function firstOk(url) {
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) return performance.now()
    } catch {}
    if (server.exitCode !== null) throw new Error('the server exited before answering')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function stopServer() {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  void stopServer().then(() => process.exit(130))
})

function run(title, { path: urlPath, ...options }) {
  return new Promise((resolve, reject) => {
    // autocannon ignores a separate `path`: the path goes in the URL.
    autocannon({ url: origin + urlPath, connections, duration, ...options }, (error, result) =>
      error ? reject(error) : resolve({ title, result }),
    )
  })
}

function report({ title, result }) {
  const non2xx = result.non2xx + result.errors + result.timeouts
  console.log(
    `${title.padEnd(34)} ${String(Math.round(result.requests.average)).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(5)} ms   p99 ${String(result.latency.p99).padStart(6)} ms   requests ${result.requests.total}   non-2xx/errors ${non2xx}`,
  )
}

try {
  const upAt = await firstOk(`${origin}/portal-api/v1/config/system/getSystemConf`)
  console.log(
    `npm start → first 200 (fresh data dir, H5 ${fs.existsSync(path.join(root, 'dist-h5', 'index.html')) ? 'already built' : 'build attempted'}): ${Math.round(upAt - startedAt)} ms`,
  )
  console.log(`autocannon: ${connections} connections, ${duration} s each, loopback, ${origin}`)
  // Many people signing in: rotate over the demo accounts (tries on one username are serialised).
  const usernames = ['2026001', 't1001', 'admin', 'guest', 't1002', '2026002']
  let next = 0
  report(
    await run('POST passwordLogin (argon2id)', {
      path: '/token-service/password/passwordLogin',
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            path: `/token-service/password/passwordLogin?username=${usernames[next++ % usernames.length]}&password=Campus%402026&appId=bench&osType=linux`,
          }),
        },
      ],
    }),
  )
  report(await run('GET getSystemConf', { path: '/portal-api/v1/config/system/getSystemConf' }))
} finally {
  await stopServer()
}
