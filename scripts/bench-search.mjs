// Loopback figures for the search service: a generated corpus of 100,000 documents (news, services, schedules,
// to-dos, people; private ones spread over 2,000 owners) on a fresh embedded PostgreSQL with the demo data, then
// GET /portal-api/v1/search/all and /search/type at 20 connections for ~10 s each, rotating 30 keywords (words,
// pinyin, initials, typos, synonyms). Before the corpus goes in, it prints the quality table: each keyword's top
// result on the demo data. Prints req/s and latency; asserts nothing.
// Usage: node scripts/bench-search.mjs [--duration 10] [--connections 20] [--documents 100000]
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { register } from 'tsx/esm/api'
import { corpus, TOPICS, UNITS } from './search-corpus.mjs'

register()
const root = path.resolve(import.meta.dirname, '..')
const { startEmbeddedPostgres, ensureDatabase, freeLoopbackPort } = await import('../server/src/db/embedded.ts')
const { connectDatabase } = await import('../server/src/db/client.ts')
const { runMigrations } = await import('../server/src/db/migrate.ts')
const { seedDemoInstitution } = await import('../server/src/db/seed/index.ts')
const { writeDocuments } = await import('../server/src/lib/search/search-indexer.ts')

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}
const duration = arg('--duration', 10)
const connections = arg('--connections', 20)
const documents = arg('--documents', 100_000)

/** The quality table's keywords: words, pinyin, initials, homophone and letter typos, synonyms. */
const KEYWORDS = [
  ['成绩', 'word'],
  ['chengji', 'pinyin'],
  ['cjcx', 'initials'],
  ['成积', 'homophone typo'],
  ['chengjichaxn', 'pinyin typo'],
  ['分数', 'synonym'],
  ['课表', 'word'],
  ['kebiao', 'pinyin'],
  ['课程表', 'synonym'],
  ['校园卡', 'word'],
  ['xyk', 'initials'],
  ['饭卡', 'synonym'],
  ['一卡通', 'synonym'],
  ['校园往', 'homophone typo'],
  ['wifi', 'synonym'],
  ['xiaoyuanwang', 'pinyin'],
  ['图书借阅', 'word'],
  ['借书', 'synonym'],
  ['宿舍报修', 'words'],
  ['维修', 'synonym'],
  ['请家', 'homophone typo'],
  ['病假', 'synonym'],
  ['qingjia', 'pinyin'],
  ['空闲教室', 'word'],
  ['自习室', 'synonym'],
  ['校医院', 'word'],
  ['看病', 'synonym'],
  ['在读证明', 'word'],
  ['王芳', 'person'],
  ['wangfang', 'person, pinyin'],
].map(([keyword, kind]) => ({ keyword, kind }))

/**
 * The figures before the search work of srch15d (same bench, same machine: 2 cores shared with other builds, load
 * average 4–7): printed beside today's run.
 */
const BEFORE = { all: 1444, corpusWide: 1623, single: 2522 }

/**
 * Keywords nobody repeats within the run (unit × topic pairs of the corpus, 2 words each): every request misses the
 * answer cache, so this measures the queries themselves.
 */
const COLD_KEYWORDS = UNITS.flatMap((unit) => TOPICS.flatMap((topic) => [`${unit} ${topic}`, `${topic.slice(0, 2)} ${unit.slice(0, 2)}`]))

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-search-'))
fs.chmodSync(dataDir, 0o777)
const pg = await startEmbeddedPostgres(path.join(dataDir, 'pg'))
await ensureDatabase(pg.url('postgres'), 'portal')
const databaseUrl = pg.url('portal')
const database = connectDatabase(databaseUrl)
await runMigrations(database.pool, () => seedDemoInstitution(database.db))

const port = await freeLoopbackPort()
const origin = `http://127.0.0.1:${port}`
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
  },
})

async function stop() {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    server.kill('SIGTERM')
    await exited
  }
  await database.pool.end()
  await pg.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => void stop().then(() => process.exit(130)))

async function waitUntilUp() {
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(`${origin}/portal-api/v1/config/system/getSystemConf`)).ok) return
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
    `${title.padEnd(48)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   max ${String(result.latency.max).padStart(5)} ms   requests ${result.requests.total}   non-2xx/errors ${failures}`,
  )
  return result
}

try {
  await waitUntilUp()
  const login = await fetch(`${origin}/token-service/password/passwordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: '2026001', password: 'Campus@2026' }),
  })
  const token = (await login.json()).data.idToken
  const headers = { 'x-id-token': token }
  const search = async (keyword) =>
    (await (await fetch(`${origin}/portal-api/v1/search/all?keyword=${encodeURIComponent(keyword)}`, { headers })).json()).data

  console.log('\n## Quality: top result per keyword (demo data, student 2026001)\n')
  console.log('| # | keyword | kind | top result (first group) | group | pass |')
  console.log('|---|---|---|---|---|---|')
  for (const [index, { keyword, kind }] of KEYWORDS.entries()) {
    const result = await search(keyword)
    const first = result.groups[0]
    console.log(
      `| ${index + 1} | ${keyword} | ${kind} | ${first ? first.items[0].title : '—'} | ${first ? first.name : '—'} | ${result.approximate ? 'approximate' : 'exact'} |`,
    )
  }

  const owners = [...Array.from({ length: 1999 }, () => randomUUID())]
  const [student] = (await database.pool.query(`select id from accounts where username = '2026001'`)).rows
  owners.push(student.id)
  const started = Date.now()
  const generated = corpus(documents, owners)
  for (const [type, docs] of Object.entries(generated)) await writeDocuments(database.db, type, docs)
  await database.pool.query('vacuum analyze search_documents')
  const [{ count }] = (await database.pool.query('select count(*)::int as count from search_documents')).rows
  console.log(
    `\ncorpus: ${count} documents indexed in ${((Date.now() - started) / 1000).toFixed(1)} s (${Object.entries(generated)
      .map(([t, d]) => `${t} ${d.length}`)
      .join(', ')})`,
  )

  console.log(`autocannon: ${connections} connections, ${duration} s each, loopback, ${os.cpus().length} CPUs, ${origin}`)
  const allRequests = KEYWORDS.map(({ keyword }) => ({
    method: 'GET',
    path: `/portal-api/v1/search/all?keyword=${encodeURIComponent(keyword)}`,
    headers,
  }))
  const typeRequests = KEYWORDS.flatMap(({ keyword }, i) => {
    const type = ['service', 'news', 'schedule', 'task'][i % 4]
    return [
      {
        method: 'GET',
        path: `/portal-api/v1/search/type?keyword=${encodeURIComponent(keyword)}&type=${type}&pageNum=${(i % 3) + 1}`,
        headers,
      },
    ]
  })
  const corpusRequests = ['奖学金', '期末考试', 'xuanke', '校车', '通知', '图书馆开放', 'jiuye', '心里健康'].map((keyword) => ({
    method: 'GET',
    path: `/portal-api/v1/search/all?keyword=${encodeURIComponent(keyword)}`,
    headers,
  }))
  await run('warm-up', { url: origin, requests: allRequests, duration: 2 })
  const all = report(await run('GET search/all, 30 keywords rotating', { url: origin, requests: allRequests }))
  const corpusWide = report(await run('GET search/all, 8 corpus-wide keywords', { url: origin, requests: corpusRequests }))
  const single = report(await run('GET search/type (paged, 4 types), rotating', { url: origin, requests: typeRequests }))
  // Each connection walks a `requests` list from its start: one shared counter hands every request the next keyword.
  let nextCold = 0
  const coldRequests = [
    {
      method: 'GET',
      headers,
      setupRequest: (request) => ({
        ...request,
        path: `/portal-api/v1/search/all?keyword=${encodeURIComponent(COLD_KEYWORDS[nextCold++ % COLD_KEYWORDS.length])}`,
      }),
    },
  ]
  const cold = report(
    await run(`GET search/all, ${COLD_KEYWORDS.length} keywords never repeated`, {
      url: origin,
      requests: coldRequests,
      amount: COLD_KEYWORDS.length,
    }),
  )
  console.log(
    `search on ${count} documents at ${connections} connections, p99 before → now: ${BEFORE.all} → ${all.latency.p99} ms (all), ${BEFORE.corpusWide} → ${corpusWide.latency.p99} ms (corpus-wide words), ${BEFORE.single} → ${single.latency.p99} ms (one type); ${cold.latency.p99} ms with every answer computed (cache misses)`,
  )
  console.log(
    `load average after the runs: ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  )
} finally {
  await stop()
}
