#!/usr/bin/env node
// `npm run bench`: size and speed figures, printed, never asserted.
//   1. mini-program package sizes (the weapp build in dist, built twice: first build and rebuild with the webpack
//      cache) against WeChat's 2 MB per package;
//   2. H5 first load of the home tab against a bare Taro + NutUI peer (scripts/h5-first-load.mjs): JS gzip /
//      brotli / raw, requests, Lighthouse medians, build times;
//   3. the operator console's JS for sign-in → dashboard (`admin`: the console built into dist-admin, counted as in 2);
//   4. the server benchmarks (scripts/bench-*.mjs: autocannon on loopback), except the directory sync and import;
//   5. `sync`: the directory sync of 40,000 people from slapd (scripts/bench-directory-sync.mjs);
//   6. `import`: the console's import of 40,000 people from .xlsx and .csv (scripts/bench-directory-import.mjs);
//   7. `campus`: the main reads on the campus-sized data set (scripts/campus-bench.mjs; options after it, e.g.
//      `node scripts/bench.mjs campus --scale 0.25`, are handed over: --scale, --database-url, --duration, --port, --only).
//   8. `peak`: the first morning of term, 5,000 members opening the portal within 10 minutes through nginx and two
//      instances (scripts/morning-peak.mjs; --members, --minutes, --scale, --database-url, --port).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const KB = 1024
const MB = 1024 * 1024
const targets = { mainPackageMB: 1.2 }

function dirSize(dir) {
  let total = 0
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    total += e.isDirectory() ? dirSize(p) : fs.statSync(p).size
  }
  return total
}

function miniProgramSizes() {
  const first = timedBuild('weapp')
  const rebuild = timedBuild('weapp')
  const dist = path.join(ROOT, 'dist')
  const app = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'))
  const subs = (app.subPackages || []).map((s) => s.root.replace(/\/$/, ''))
  const subSizes = subs.map((r) => [r, dirSize(path.join(dist, r))])
  const total = dirSize(dist)
  const main = total - subSizes.reduce((a, [, s]) => a + s, 0)
  console.log('\n# Mini-program packages (limit 2 MB each)')
  console.log(`main package      ${(main / MB).toFixed(3)} MB   (target ≤ ${targets.mainPackageMB} MB)`)
  for (const [r, s] of subSizes) console.log(`${r.padEnd(18)}${(s / MB).toFixed(3)} MB`)
  console.log(`total             ${(total / MB).toFixed(3)} MB`)
  console.log(
    `weapp build       ${first.toFixed(1)} s, rebuild ${rebuild.toFixed(1)} s (target ≤ 15 s; webpack cache in node_modules/.cache)`,
  )
  for (const f of ['taro.js', 'vendors.js', 'common.js', 'app.js', 'base.wxml', 'app.wxss']) {
    if (fs.existsSync(path.join(dist, f))) console.log(`  ${f.padEnd(16)}${(fs.statSync(path.join(dist, f)).size / KB).toFixed(1)} KB`)
  }
}

/** The build in dist or dist-h5, as `npm run build:weapp` / `build:h5` makes it (with its webpack cache), in seconds. */
function timedBuild(type) {
  const started = Date.now()
  const r = spawnSync('npx', ['taro', 'build', '--type', type], { cwd: ROOT, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${type} build failed:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`)
  return (Date.now() - started) / 1000
}

async function h5FirstLoad() {
  const { buildPeer, firstLoad, lighthouseMediansInTurn, servePeer } = await import('./h5-first-load.mjs')
  const h5First = timedBuild('h5')
  const h5Rebuild = timedBuild('h5')
  const peerBuild = buildPeer()
  const { startServer, launchBrowser, DEMO_PASSWORD } = await import('../test/e2e/harness.mjs')
  const server = await startServer()
  const peer = await servePeer(peerBuild.dir, server.url)
  const browser = await launchBrowser()
  try {
    const login = await fetch(
      `${server.url}/token-service/password/passwordLogin?username=2026001&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      { method: 'POST' },
    )
    const cookie = { name: 'userToken', value: (await login.json()).data.idToken }
    const homeUrl = `${server.url}/pages/tab/index/index`
    const peerUrl = `${peer.url}/pages/index/index`
    const portal = await firstLoad(browser, homeUrl, { cookie, ready: '[data-testid="home-slideshow"]' })
    const bare = await firstLoad(browser, peerUrl, { ready: '.nut-cell' })
    const kb = (n) => (n / KB).toFixed(1)
    const ratio = (a, b) => (b ? (a / b).toFixed(2) : '-')
    console.log(`\n# H5 first load of the home tab (signed-in student, cold cache) vs the bare Taro + NutUI peer (bench/peer)`)
    console.log(
      `builds: portal H5 ${h5First.toFixed(1)} s, rebuild ${h5Rebuild.toFixed(1)} s (target ≤ 30 s; webpack cache in node_modules/.cache); peer ${peerBuild.seconds.toFixed(1)} s`,
    )
    console.log('                      portal      peer   portal/peer   target (portal)')
    const row = (name, a, b, target = '') =>
      console.log(
        `${name.padEnd(22)}${String(a).padStart(6)}${String(b).padStart(10)}${ratio(Number(a), Number(b)).padStart(14)}   ${target}`,
      )
    row('JS gzip -9 KB', kb(portal.js.gzip), kb(bare.js.gzip), '≤ 170')
    row('JS brotli KB', kb(portal.js.brotli), kb(bare.js.brotli), '≤ 140')
    row('JS raw KB', kb(portal.js.raw), kb(bare.js.raw))
    row('JS on the wire KB', kb(portal.js.wire), kb(bare.js.wire))
    row('JS files', portal.js.files, bare.js.files)
    row('requests', portal.requests, bare.requests, '≤ 25')
    console.log(`JS content-encoding as served to Chromium: portal ${portal.encodings.join(', ')}; peer ${bare.encodings.join(', ')}`)
    if (process.env.BENCH_VERBOSE) console.log(portal.urls.join('\n'))

    const [lhPortal, lhPeer] = await lighthouseMediansInTurn([{ url: homeUrl, cookie }, { url: peerUrl }])
    console.log('\n# Lighthouse 12 mobile (default simulated throttling), median of 3 cold runs, portal and peer in turn')
    console.log(`portal measured at ${lhPortal.finalUrl}`)
    console.log('                      portal      peer   portal/peer   target (portal)')
    row('score', lhPortal.score, lhPeer.score)
    row('LCP ms', Math.round(lhPortal.lcp), Math.round(lhPeer.lcp), '≤ 2000 and < peer')
    row('TBT ms', Math.round(lhPortal.tbt), Math.round(lhPeer.tbt), '≤ 150 and < peer')
    row('CLS', lhPortal.cls.toFixed(3), lhPeer.cls.toFixed(3), '≤ 0.02 and < peer')
    row('FCP ms', Math.round(lhPortal.fcp), Math.round(lhPeer.fcp))
    // TBT sums the blocking of the tasks between FCP and this.
    row('TTI ms', Math.round(lhPortal.tti), Math.round(lhPeer.tti))
    // Single runs too: the first run in a fresh browser is usually the slowest (no compiled code cached yet).
    // A run Lighthouse failed and ran again is marked with what failed ("87 after NO_NAVSTART").
    const again = (r) => (r.failures.length ? ` after ${r.failures.join(', ')}` : '')
    const runs = (lh, key) => lh.runs.map((r) => (r.error ? `failed (${r.error})` : Math.round(r[key])) + again(r)).join(' / ')
    console.log(`single runs, portal: TBT ${runs(lhPortal, 'tbt')} ms, LCP ${runs(lhPortal, 'lcp')} ms`)
    console.log(`single runs, peer:   TBT ${runs(lhPeer, 'tbt')} ms, LCP ${runs(lhPeer, 'lcp')} ms`)
  } finally {
    await browser.close()
    await peer.stop()
    await server.stop()
    fs.rmSync(peerBuild.dir, { recursive: true, force: true })
  }
}

/**
 * The operator console's JS from sign-in to the dashboard (an editor, cold cache, 1280×800): the console built with
 * vite into dist-admin, the sign-on through the portal's CAS page, and every script the browser fetched on the way
 * counted once (the CAS page's and the console's), the same way as the H5 first load (countJs).
 */
async function adminFirstLoad() {
  const { countJs, isJs, jsEntry } = await import('./h5-first-load.mjs')
  const started = Date.now()
  const r = spawnSync('npx', ['vite', 'build', '--config', 'admin/vite.config.ts'], { cwd: ROOT, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`console build failed:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`)
  const seconds = (Date.now() - started) / 1000
  const { startServer, launchBrowser, DEMO_PASSWORD } = await import('../test/e2e/harness.mjs')
  const server = await startServer({ env: { ADMIN_DIR: path.join(ROOT, 'dist-admin') } })
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' })
    const page = await context.newPage()
    // Each URL once (the first fetch); JS is read as it arrives, since the sign-on's page is left behind.
    const seen = new Map()
    page.on('requestfinished', (request) => {
      if (!seen.has(request.url())) seen.set(request.url(), isJs(request) ? jsEntry(request) : null)
    })
    await page.goto(`${server.url}/admin/`)
    await page.waitForURL(/\/cas\/login\?service=/)
    await page.fill('#username', 'editor')
    await page.fill('#password', DEMO_PASSWORD)
    await page.locator('#pane-password button[type=submit]').click()
    await page.waitForURL((url) => url.pathname.startsWith('/admin/') && !url.searchParams.has('ticket'), { timeout: 30000 })
    await page.getByText('草稿资讯').waitFor()
    await page.waitForLoadState('networkidle')
    const { js, encodings } = countJs(await Promise.all([...seen.values()].filter(Boolean)))
    await context.close()
    const kb = (n) => (n / KB).toFixed(1)
    console.log('\n# Operator console: JS for sign-in → dashboard (editor, cold cache, 1280×800)')
    console.log(`console build     ${seconds.toFixed(1)} s (vite, dist-admin)`)
    console.log(`JS gzip -9        ${kb(js.gzip)} KB   (target ≤ 350 KB)`)
    console.log(`JS brotli         ${kb(js.brotli)} KB`)
    console.log(`JS raw            ${kb(js.raw)} KB`)
    console.log(`JS on the wire    ${kb(js.wire)} KB (${encodings.join(', ')})`)
    console.log(`JS files          ${js.files}`)
    console.log(`requests          ${seen.size}`)
    if (process.env.BENCH_VERBOSE) console.log([...seen.keys()].join('\n'))
  } finally {
    await browser.close()
    await server.stop()
  }
}

function serverBenches() {
  const scripts = fs
    .readdirSync(path.join(ROOT, 'scripts'))
    .filter((f) => /^bench-.+\.mjs$/.test(f) && f !== 'bench-directory-sync.mjs' && f !== 'bench-directory-import.mjs')
    .sort()
  for (const s of scripts) {
    console.log(`\n# ${s}`)
    const r = spawnSync(process.execPath, [path.join('scripts', s)], { cwd: ROOT, stdio: 'inherit' })
    if (r.status !== 0) console.log(`(${s} exited with ${r.status})`)
  }
}

// Parts are the bare words; `--name value` pairs are options of the campus and peak parts.
const args = process.argv.slice(2)
const options = args.flatMap((arg, i) => (arg.startsWith('--') ? [arg, args[i + 1]] : []))
const only = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'))
const want = (name) => only.length === 0 || only.includes(name)
if (want('size')) miniProgramSizes()
if (want('h5')) await h5FirstLoad()
if (want('admin')) await adminFirstLoad()
if (want('server')) serverBenches()
if (want('sync')) {
  console.log('\n# bench-directory-sync.mjs')
  const r = spawnSync(process.execPath, [path.join('scripts', 'bench-directory-sync.mjs')], { cwd: ROOT, stdio: 'inherit' })
  if (r.status !== 0) console.log(`(bench-directory-sync.mjs exited with ${r.status})`)
}
if (want('import')) {
  console.log('\n# bench-directory-import.mjs')
  const r = spawnSync(process.execPath, [path.join('scripts', 'bench-directory-import.mjs')], { cwd: ROOT, stdio: 'inherit' })
  if (r.status !== 0) console.log(`(bench-directory-import.mjs exited with ${r.status})`)
}
if (want('peak')) {
  console.log('\n# morning-peak.mjs')
  const r = spawnSync(process.execPath, [path.join('scripts', 'morning-peak.mjs'), ...options], { cwd: ROOT, stdio: 'inherit' })
  if (r.status !== 0) console.log(`(morning-peak.mjs exited with ${r.status})`)
}
if (want('campus')) {
  console.log('\n# campus-bench.mjs')
  const r = spawnSync(process.execPath, [path.join('scripts', 'campus-bench.mjs'), ...options], { cwd: ROOT, stdio: 'inherit' })
  if (r.status !== 0) console.log(`(campus-bench.mjs exited with ${r.status})`)
}
