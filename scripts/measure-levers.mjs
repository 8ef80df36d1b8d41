#!/usr/bin/env node
// What each build lever (config/levers.ts) buys today: one build with every lever, then one build without each lever
// in turn (PORTAL_LEVERS_OFF), each measured as the bench measures it. Printed, never asserted; figures for
// docs/h5-first-load.md and docs/weapp-size.md.
//   node scripts/measure-levers.mjs            every lever of both builds
//   node scripts/measure-levers.mjs h5         the H5 levers (home tab's first load: JS gzip / brotli / raw, requests)
//   node scripts/measure-levers.mjs weapp      the mini-program levers (main package, total, base.wxml, app.wxss)
//   node scripts/measure-levers.mjs h5 entry-yield compile-hints   only these
// Builds go to .cache/levers/ (cold: no webpack cache) and are removed once measured; results are appended to
// .cache/levers/results.jsonl as they come, so a long run can be read while it goes.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT = path.join(ROOT, '.cache', 'levers')
const KB = 1024

const { H5_LEVERS, WEAPP_LEVERS } = await loadLevers()
const args = process.argv.slice(2)
const kinds = args.filter((a) => a === 'h5' || a === 'weapp')
const named = args.filter((a) => a !== 'h5' && a !== 'weapp')
const want = (kind) => kinds.length === 0 || kinds.includes(kind)

fs.mkdirSync(OUT, { recursive: true })
const results = path.join(OUT, 'results.jsonl')

if (want('h5')) await measureH5(named.length ? named : Object.keys(H5_LEVERS))
if (want('weapp')) measureWeapp(named.length ? named : Object.keys(WEAPP_LEVERS))

/** config/levers.ts through tsx's loader (the lever names and what each one is). */
async function loadLevers() {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', '-e', "import('./config/levers.ts').then((m) => console.log(JSON.stringify(m.H5_LEVERS ? m : m.default)))"],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
  if (r.status !== 0) throw new Error(r.stderr)
  return JSON.parse(r.stdout)
}

function build(type, off) {
  const dir = path.join(OUT, `${type}-${off || 'all'}`)
  fs.rmSync(dir, { recursive: true, force: true })
  const started = Date.now()
  const r = spawnSync('npx', ['taro', 'build', '--type', type], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PORTAL_OUT_DIR: path.relative(ROOT, dir), PORTAL_LEVERS_OFF: off },
  })
  if (r.status !== 0)
    throw new Error(`${type} build without ${off || 'nothing'} failed:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`)
  return { dir, seconds: (Date.now() - started) / 1000 }
}

function record(entry) {
  fs.appendFileSync(results, `${JSON.stringify({ at: new Date().toISOString(), ...entry })}\n`)
}

async function measureH5(levers) {
  const { firstLoad } = await import('./h5-first-load.mjs')
  const { startServer, launchBrowser, DEMO_PASSWORD } = await import('../test/e2e/harness.mjs')
  const browser = await launchBrowser()
  const measure = async (dir) => {
    const server = await startServer({ env: { H5_DIR: dir } })
    try {
      const login = await fetch(
        `${server.url}/token-service/password/passwordLogin?username=2026001&password=${encodeURIComponent(DEMO_PASSWORD)}`,
        { method: 'POST' },
      )
      const cookie = { name: 'userToken', value: (await login.json()).data.idToken }
      const load = await firstLoad(browser, `${server.url}/pages/tab/index/index`, { cookie, ready: '[data-testid="home-slideshow"]' })
      return { gzip: load.js.gzip, brotli: load.js.brotli, raw: load.js.raw, files: load.js.files, requests: load.requests }
    } finally {
      await server.stop()
    }
  }
  try {
    const all = build('h5', '')
    const base = await measure(all.dir)
    record({ type: 'h5', off: null, seconds: all.seconds, ...base })
    console.log(`\n# H5 home first load without each lever (every other lever on); with all: ${fmtH5(base)}`)
    console.log('| lever off | JS gzip KB | JS brotli KB | JS raw KB | scripts | requests | the lever saves (gzip / brotli KB) |')
    console.log('|---|---|---|---|---|---|---|')
    for (const lever of levers) {
      const without = build('h5', lever)
      let m
      try {
        m = await measure(without.dir)
      } catch (error) {
        console.log(`| ${lever} | the build without it does not load: ${String(error.message).split('\n')[0]} |`)
        record({ type: 'h5', off: lever, error: String(error.message) })
        continue
      } finally {
        fs.rmSync(without.dir, { recursive: true, force: true })
      }
      record({ type: 'h5', off: lever, seconds: without.seconds, ...m })
      console.log(
        `| ${lever} | ${kb(m.gzip)} | ${kb(m.brotli)} | ${kb(m.raw)} | ${m.files} | ${m.requests} | ${kb(m.gzip - base.gzip)} / ${kb(m.brotli - base.brotli)} |`,
      )
    }
  } finally {
    await browser.close()
  }
}

function fmtH5(m) {
  return `JS ${kb(m.gzip)} KB gzip, ${kb(m.brotli)} KB brotli, ${kb(m.raw)} KB raw, ${m.files} scripts, ${m.requests} requests`
}

function dirSize(dir) {
  let total = 0
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    total += e.isDirectory() ? dirSize(p) : fs.statSync(p).size
  }
  return total
}

function weappSizes(dir) {
  const app = JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8'))
  const subs = (app.subPackages || []).map((s) => dirSize(path.join(dir, s.root)))
  const total = dirSize(dir)
  const size = (f) => (fs.existsSync(path.join(dir, f)) ? fs.statSync(path.join(dir, f)).size : 0)
  return { main: total - subs.reduce((a, b) => a + b, 0), total, baseWxml: size('base.wxml'), appWxss: size('app.wxss') }
}

function measureWeapp(levers) {
  const all = build('weapp', '')
  const base = weappSizes(all.dir)
  record({ type: 'weapp', off: null, seconds: all.seconds, ...base })
  console.log(
    `\n# Mini-program without each lever; with all: main package ${kb(base.main)} KB, total ${kb(base.total)} KB, base.wxml ${kb(base.baseWxml)} KB, app.wxss ${kb(base.appWxss)} KB`,
  )
  console.log('| lever off | main package KB | total KB | base.wxml KB | app.wxss KB | the lever saves (main / total KB) |')
  console.log('|---|---|---|---|---|---|')
  for (const lever of levers) {
    const without = build('weapp', lever)
    const m = weappSizes(without.dir)
    fs.rmSync(without.dir, { recursive: true, force: true })
    record({ type: 'weapp', off: lever, seconds: without.seconds, ...m })
    console.log(
      `| ${lever} | ${kb(m.main)} | ${kb(m.total)} | ${kb(m.baseWxml)} | ${kb(m.appWxss)} | ${kb(m.main - base.main)} / ${kb(m.total - base.total)} |`,
    )
  }
}

function kb(bytes) {
  return (bytes / KB).toFixed(1)
}
