// The reference server as a child process on a fresh data directory (embedded PostgreSQL, demo data).
// CommonJS so that both the browser tests (ESM) and the mini-program tests (Jest, CommonJS) use it.
const { execFileSync, spawn } = require('node:child_process')
const fs = require('node:fs')
const http = require('node:http')
const net = require('node:net')
const os = require('node:os')
const path = require('node:path')

const ROOT = path.resolve(__dirname, '../..')

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })

// Plain http rather than fetch: Jest's jsdom environment has no fetch.
const statusOf = (url) =>
  new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode))
      })
      .on('error', reject)
  })

// A seeded data directory prepared once for a whole run (prepareTemplate): each server starts on a copy of it
// instead of running initdb, the migrations and the demo seed again (7–7.5 s to answer instead of 11 s, measured). The demo data is
// dated from the moment it is seeded, so a template is used only while it is recent and from the same day.
const TEMPLATE_DIR_VAR = 'E2E_TEMPLATE_DIR'
const TEMPLATE_MAX_AGE_MS = 15 * 60_000
const chinaDay = (time) => new Date(time).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' })

function usableTemplate(dir = process.env[TEMPLATE_DIR_VAR]) {
  if (!dir) return undefined
  try {
    const made = Number(fs.readFileSync(path.join(dir, 'template-made-at'), 'utf8'))
    const fresh = Date.now() - made < TEMPLATE_MAX_AGE_MS && chinaDay(made) === chinaDay(Date.now())
    return fresh && fs.existsSync(path.join(dir, 'pg', 'PG_VERSION')) ? dir : undefined
  } catch {
    return undefined
  }
}

/**
 * Seeds a data directory by starting the server on it once (default settings) and stopping it cleanly; servers
 * started later with `E2E_TEMPLATE_DIR` set to it begin from a copy. Returns the directory.
 */
async function prepareTemplate() {
  const server = await startServer({ keepData: true, template: false })
  await server.stop()
  // A PostgreSQL that did not stop cleanly leaves its pid file: such a directory is no template.
  if (fs.existsSync(path.join(server.dataDir, 'pg', 'postmaster.pid'))) {
    fs.rmSync(server.dataDir, { recursive: true, force: true })
    throw new Error('the template server did not stop cleanly')
  }
  fs.writeFileSync(path.join(server.dataDir, 'template-made-at'), String(Date.now()))
  return server.dataDir
}

/**
 * Copies the template's database into `dataDir` when there is a usable one. `cp -a` keeps the owner and modes
 * PostgreSQL insists on for its data directory. A copy that fails (the runner dropped the template meanwhile) is
 * removed, and the server seeds its own database as without a template.
 */
function copyTemplate(dataDir) {
  const templateDir = usableTemplate()
  if (!templateDir) return
  try {
    execFileSync('cp', ['-a', path.join(templateDir, 'pg'), path.join(dataDir, 'pg')], { stdio: 'ignore' })
  } catch {
    fs.rmSync(path.join(dataDir, 'pg'), { recursive: true, force: true })
  }
}

/** True when `dir` is no longer a template startServer would copy (too old, or made on an earlier day). */
function templateStale(dir) {
  return usableTemplate(dir) === undefined
}

/** Starts the reference server; resolves when it answers. `env` adds variables (e.g. WECHAT_*). */
async function startServer({ env = {}, keepData = false, template = true } = {}) {
  if (process.env.E2E_BASE_URL) return { url: process.env.E2E_BASE_URL, stop: async () => {} }
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'))
  // As root the embedded PostgreSQL runs as its own user, which must be able to enter this folder.
  fs.chmodSync(dataDir, 0o755)
  if (template) copyTemplate(dataDir)
  const outbox = path.join(dataDir, 'sms.jsonl')
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMS_OUTBOX: outbox,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Nothing balances load in front of a test server: stop at once.
      SHUTDOWN_DRAIN_MS: '0',
      H5_DIR: process.env.E2E_H5_DIR || 'dist-h5',
      ADMIN_DIR: process.env.E2E_ADMIN_DIR || 'dist-admin',
      ...env,
    },
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
      if ((await statusOf(`${url}/token-service/jwt/publicKey`)) === 200) break
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
    port,
    // The server's process id (benchmarks read its CPU time, and its PostgreSQL's, from /proc).
    pid: child.pid,
    dataDir,
    outbox,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGTERM')
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
        // Jest's jsdom timers have no unref.
        if (typeof force.unref === 'function') force.unref()
      }),
  }
}

module.exports = { ROOT, prepareTemplate, startServer, templateStale, TEMPLATE_DIR_VAR }
