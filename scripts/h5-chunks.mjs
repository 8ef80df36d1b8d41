#!/usr/bin/env node
// What the home tab's first load fetches and why: every request in order (type, bytes on the wire, gzip size of
// scripts) and, for each script, the modules that make it big. Needs the H5 build in dist-h5 made with
// `PORTAL_H5_STATS=.cache/h5-stats.json npm run build:h5` (without the stats file only the requests print).
//   node scripts/h5-chunks.mjs [page path, default /pages/tab/index/index] [modules per script, default 12]
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const ROOT = path.resolve(import.meta.dirname, '..')
const STATS = path.join(ROOT, '.cache', 'h5-stats.json')
const pagePath = process.argv[2] || '/pages/tab/index/index'
const perScript = Number(process.argv[3] || 12)
const kb = (n) => (n / 1024).toFixed(1).padStart(7)

/** Script file name → its chunk's modules (concatenated modules counted by their parts), largest first. */
function modulesByFile() {
  if (!fs.existsSync(STATS)) return new Map()
  const { chunks } = JSON.parse(fs.readFileSync(STATS, 'utf8'))
  const byFile = new Map()
  for (const chunk of chunks) {
    const modules = []
    for (const m of chunk.modules ?? []) {
      for (const part of m.modules ?? [m]) modules.push({ name: shortName(part.name), size: part.size })
    }
    modules.sort((a, b) => b.size - a.size)
    for (const file of chunk.files ?? []) byFile.set(path.basename(file), { names: chunk.names, modules })
  }
  return byFile
}

function shortName(name = '') {
  if (name.startsWith('data:')) return `inlined ${name.slice(5, name.indexOf(';'))}`
  return name
    .replace(/^.*!/, '')
    .replace(/\|.*$/, '')
    .replace(/^\.\/node_modules\/(\.pnpm\/)?/, '~/')
    .replace(/ \+ \d+ modules$/, '')
}

/** Groups modules by package (or src/ folder) so a chunk's make-up reads in a few lines. */
function groupOf(name) {
  const pkg = name.match(/^~\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg) return pkg[1]
  const own = name.match(/^\.\/(src\/(?:features|pages|shell|stores|components|lib|routes)\/[^/]+|contract\/[^/]+|src\/[^/]+)/)
  return own ? own[1] : name
}

const { startServer, launchBrowser, DEMO_PASSWORD } = await import('../test/e2e/harness.mjs')
const server = await startServer()
const browser = await launchBrowser()
try {
  const login = await fetch(
    `${server.url}/token-service/password/passwordLogin?username=2026001&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    { method: 'POST' },
  )
  const token = (await login.json()).data.idToken
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, locale: 'zh-CN' })
  await context.addCookies([{ name: 'userToken', value: token, url: server.url }])
  const page = await context.newPage()
  const requests = []
  page.on('requestfinished', (r) => requests.push(r))
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(1000)
  const stats = modulesByFile()
  let jsGzip = 0
  console.log(`# ${requests.length} requests for ${pagePath}`)
  for (const r of requests) {
    const url = new URL(r.url())
    const sizes = await r.sizes()
    const body = await (await r.response()).body().catch(() => Buffer.alloc(0))
    const isJs = url.pathname.endsWith('.js')
    const gzip = isJs ? zlib.gzipSync(body, { level: 9 }).length : 0
    jsGzip += gzip
    console.log(
      `${r.resourceType().padEnd(10)}${kb(sizes.responseBodySize)} KB wire${isJs ? `${kb(gzip)} KB gzip` : ''.padEnd(15)}  ${url.pathname}${url.search}`,
    )
    const chunk = isJs && stats.get(path.basename(url.pathname))
    if (!chunk) continue
    const groups = new Map()
    for (const m of chunk.modules) groups.set(groupOf(m.name), (groups.get(groupOf(m.name)) ?? 0) + m.size)
    const top = [...groups].sort((a, b) => b[1] - a[1]).slice(0, perScript)
    console.log(
      `            chunk ${chunk.names.join(',') || '(unnamed)'}: ${top.map(([g, s]) => `${g} ${(s / 1024).toFixed(1)}`).join(' · ')}`,
    )
  }
  console.log(`# JS gzip -9 total ${kb(jsGzip)} KB`)
} finally {
  await browser.close()
  await server.stop()
}
