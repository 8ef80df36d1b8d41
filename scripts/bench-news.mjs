// Loopback figures for the news list (the home tab and 资讯 pages): GET /portal-api/v1/cms/mobile/content/list
// (a column's page of 10, signed out as on share landings), 50 connections for ~10 s, against a server this script
// starts on a fresh embedded PostgreSQL with the demo data. Prints req/s and latency; asserts nothing.
// With --compare (default on) it also measures the home aggregate and the detail (which writes: read count +1).
// Usage: node scripts/bench-news.mjs [--duration 10] [--connections 50] [--no-compare]
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

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-news-'))
fs.chmodSync(dataDir, 0o777)

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SMS_OUTBOX: path.join(dataDir, 'sms.jsonl'),
    NODE_ENV: 'production',
    DATABASE_URL: '',
  },
})

async function stopServer() {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  void stopServer().then(() => process.exit(130))
})

async function waitUntilUp() {
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(`${origin}/portal-api/v1/cms/mobile/column/list`)).ok) return
    } catch {}
    if (server.exitCode !== null) throw new Error('the server exited before answering')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not come up')
}

const run = (title, options) =>
  new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) => (error ? reject(error) : resolve({ title, result })))
  })

function report({ title, result }) {
  const failures = result.non2xx + result.errors + result.timeouts
  console.log(
    `${title.padEnd(46)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   max ${String(result.latency.max).padStart(5)} ms   requests ${result.requests.total}   non-2xx/errors ${failures}`,
  )
  return result
}

try {
  await waitUntilUp()
  const columns = (await (await fetch(`${origin}/portal-api/v1/cms/mobile/column/list`)).json()).data
  const listUrl = `${origin}/portal-api/v1/cms/mobile/content/list?columnCode=${columns[0].columnCode}&pageNum=1&pageSize=10`
  const sample = (await (await fetch(listUrl)).json()).data
  console.log(`sanity: ${columns[0].name} page 1 → ${sample.items.length} of ${sample.total} articles`)
  console.log(`autocannon: ${connections} connections, ${duration} s each, loopback, ${os.cpus().length} CPUs, ${origin}`)
  await run('warm-up', { url: listUrl, duration: 2 })
  const list = report(await run('GET cms/mobile/content/list (10 per page)', { url: listUrl }))
  if (compare) {
    // Pages 1-3 of every column in turn (different SQL parameters per request).
    const requests = columns.flatMap((column) =>
      [1, 2, 3].map((page) => ({
        method: 'GET',
        path: `/portal-api/v1/cms/mobile/content/list?columnId=${column.id}&pageNum=${page}&pageSize=10`,
      })),
    )
    report(await run('GET content/list, columns × pages 1-3 rotating', { url: origin, requests }))
    report(await run('GET cms/home (aggregate, 4 columns × 5)', { url: `${origin}/portal-api/v1/cms/home` }))
    report(
      await run('GET content/detail (read count +1 per call)', {
        url: `${origin}/portal-api/v1/cms/mobile/content/detail?id=${sample.items[0].id}`,
      }),
    )
  }
  console.log(`news list: ${Math.round(list.requests.average)} req/s, p99 ${list.latency.p99} ms at ${connections} connections`)
} finally {
  await stopServer()
}
