#!/usr/bin/env node
// `npm run bench`: size and speed figures, printed, never asserted.
//   1. mini-program package sizes (a fresh weapp build) against WeChat's 2 MB per package;
//   2. H5 first-load JS/CSS of the home tab, gzipped, as Chromium fetches it from the reference server;
//   3. the server benchmarks (scripts/bench-*.mjs: autocannon on loopback).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const ROOT = path.resolve(import.meta.dirname, '..')
const OUT = path.join(ROOT, '.cache', 'bench')
const KB = 1024
const MB = 1024 * 1024
const targets = { mainPackageMB: 1.0, homeFirstLoadJsKB: 120 }

function build(type) {
  const dir = path.join(OUT, type)
  fs.rmSync(dir, { recursive: true, force: true })
  const r = spawnSync('npx', ['taro', 'build', '--type', type], { cwd: ROOT, env: { ...process.env, PORTAL_OUT_DIR: dir }, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${type} build failed:\n${r.stdout.slice(-2000)}\n${r.stderr.slice(-2000)}`)
  return dir
}

function dirSize(dir) {
  let total = 0
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    total += e.isDirectory() ? dirSize(p) : fs.statSync(p).size
  }
  return total
}

function miniProgramSizes() {
  const dist = build('weapp')
  const app = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'))
  const subs = (app.subPackages || []).map((s) => s.root.replace(/\/$/, ''))
  const subSizes = subs.map((r) => [r, dirSize(path.join(dist, r))])
  const total = dirSize(dist)
  const main = total - subSizes.reduce((a, [, s]) => a + s, 0)
  console.log('\n# Mini-program packages (limit 2 MB each)')
  console.log(`main package      ${(main / MB).toFixed(3)} MB   (target ≤ ${targets.mainPackageMB} MB)`)
  for (const [r, s] of subSizes) console.log(`${r.padEnd(18)}${(s / MB).toFixed(3)} MB`)
  console.log(`total             ${(total / MB).toFixed(3)} MB`)
  for (const f of ['taro.js', 'vendors.js', 'common.js', 'app.js', 'base.wxml', 'app.wxss']) {
    if (fs.existsSync(path.join(dist, f))) console.log(`  ${f.padEnd(16)}${(fs.statSync(path.join(dist, f)).size / KB).toFixed(1)} KB`)
  }
}

async function h5FirstLoad() {
  const dist = build('h5')
  const { startServer, launchBrowser, newPhonePage, signIn } = await import('../test/e2e/harness.mjs')
  process.env.E2E_H5_DIR = dist
  const server = await startServer()
  const browser = await launchBrowser()
  try {
    const page = await newPhonePage(browser)
    await signIn(page, server.url, '2026001')
    const files = new Map()
    page.on('response', async (res) => {
      const url = new URL(res.url())
      if (!/\.(js|css)$/.test(url.pathname) || url.origin !== server.url) return
      try {
        files.set(url.pathname, await res.body())
      } catch {
        // a response without a body (redirect) has nothing to count
      }
    })
    await page.goto(`${server.url}/pages/tab/index/index`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(500)
    const sum = (ext) => [...files].filter(([p]) => p.endsWith(ext)).reduce((a, [, b]) => ({ raw: a.raw + b.length, gz: a.gz + zlib.gzipSync(b, { level: 9 }).length }), { raw: 0, gz: 0 })
    const js = sum('.js')
    const css = sum('.css')
    console.log('\n# H5 first load of the home tab (what Chromium fetched)')
    console.log(`JS   ${(js.gz / KB).toFixed(1)} KB gzip (${(js.raw / KB).toFixed(1)} KB raw, ${[...files.keys()].filter((p) => p.endsWith('.js')).length} files)   target ≤ ${targets.homeFirstLoadJsKB} KB gzip`)
    console.log(`CSS  ${(css.gz / KB).toFixed(1)} KB gzip (${(css.raw / KB).toFixed(1)} KB raw)`)
  } finally {
    await browser.close()
    await server.stop()
  }
}

function serverBenches() {
  const scripts = fs.readdirSync(path.join(ROOT, 'scripts')).filter((f) => /^bench-.+\.mjs$/.test(f)).sort()
  for (const s of scripts) {
    console.log(`\n# ${s}`)
    const r = spawnSync(process.execPath, [path.join('scripts', s)], { cwd: ROOT, stdio: 'inherit' })
    if (r.status !== 0) console.log(`(${s} exited with ${r.status})`)
  }
}

const only = process.argv.slice(2)
const want = (name) => only.length === 0 || only.includes(name)
if (want('size')) miniProgramSizes()
if (want('h5')) await h5FirstLoad()
if (want('server')) serverBenches()
