// Browser-test harness: one reference server (embedded PostgreSQL, demo data, the H5 build) and
// Debian's Chromium driven by playwright-core. E2E_BASE_URL points the tests at a running server.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const SHOTS = path.join(ROOT, 'test-results', 'screenshots')
export const DEMO_PASSWORD = 'Campus@2026'

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })

/** Starts the reference server on a fresh data directory; resolves when it answers. */
export async function startServer() {
  if (process.env.E2E_BASE_URL) return { url: process.env.E2E_BASE_URL, stop: async () => {} }
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'))
  // As root the embedded PostgreSQL runs as its own user, which must be able to enter this folder.
  fs.chmodSync(dataDir, 0o755)
  const outbox = path.join(dataDir, 'sms.jsonl')
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SMS_OUTBOX: outbox, LOG_LEVEL: 'warn', DATABASE_URL: '', H5_DIR: process.env.E2E_H5_DIR || 'dist-h5' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout.on('data', (d) => (log += d))
  child.stderr.on('data', (d) => (log += d))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`)
    try {
      const res = await fetch(`${url}/token-service/jwt/publicKey`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM')
      throw new Error(`server did not answer within 90 s:\n${log}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return {
    url,
    outbox,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dataDir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
      }),
  }
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
}

/** A phone-sized page; console errors are collected so tests can assert there were none. */
export async function newPhonePage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'zh-CN', ...options })
  const page = await context.newPage()
  page.errors = []
  page.on('pageerror', (e) => page.errors.push(String(e)))
  return page
}

/** Signs in through the token service and puts the id token in the userToken cookie. */
export async function signIn(page, baseUrl, username) {
  const res = await fetch(`${baseUrl}/token-service/password/passwordLogin?username=${encodeURIComponent(username)}&password=${encodeURIComponent(DEMO_PASSWORD)}`, { method: 'POST' })
  const body = await res.json()
  if (!res.ok || !body.data?.idToken) throw new Error(`sign-in as ${username} failed: ${res.status} ${JSON.stringify(body)}`)
  const { hostname } = new URL(baseUrl)
  await page.context().addCookies([{ name: 'userToken', value: body.data.idToken, domain: hostname, path: '/' }])
  return body.data.idToken
}

export async function screenshot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
}
