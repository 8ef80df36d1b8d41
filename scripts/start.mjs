// `npm start`: starts the reference server on the embedded PostgreSQL (or DATABASE_URL) and, while its database comes
// up, builds the H5 client if dist-h5/index.html is missing (Taro prints progress) and the operator console if
// dist-admin/index.html is; then prints the URLs and demo accounts.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { register } from 'tsx/esm/api'

const root = path.resolve(import.meta.dirname, '..')
const port = process.env.PORT ?? '8080'
const host = process.env.HOST ?? '127.0.0.1'
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'src', 'server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: host, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))

const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
const origin = `http://${urlHost}:${port}`

/** Builds dist-h5 while the server starts its database (it serves the page as soon as the build lands). */
function buildH5IfMissing() {
  if (fs.existsSync(path.join(root, 'dist-h5', 'index.html')) || process.env.SKIP_H5_BUILD === '1') return Promise.resolve()
  console.log('dist-h5/index.html not found: building the H5 client (npm run build:h5; progress below)…')
  const started = Date.now()
  return new Promise((resolve) => {
    const build = spawn(npm, ['run', 'build:h5'], { cwd: root, stdio: 'inherit' })
    build.on('exit', (code) => {
      if (code === 0) console.log(`H5 client built in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
      else console.warn('The H5 build failed; the server runs anyway and its pages explain how to build the client.')
      resolve()
    })
  })
}

/** Builds dist-admin (the operator console, served at /admin/) when missing; after the H5 build, not beside it (2 cores). */
function buildAdminIfMissing() {
  if (fs.existsSync(path.join(root, 'dist-admin', 'index.html')) || process.env.SKIP_ADMIN_BUILD === '1') return Promise.resolve()
  console.log('dist-admin/index.html not found: building the operator console (npm run build:admin)…')
  return new Promise((resolve) => {
    const build = spawn(npm, ['run', '-s', 'build:admin'], { cwd: root, stdio: 'inherit' })
    build.on('exit', (code) => {
      if (code !== 0) console.warn('The console build failed; /admin/ explains how to build it.')
      resolve()
    })
  })
}

async function waitUntilUp() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`${origin}/portal-api/v2/service/networkCheck`)
      if (response.ok) return true
    } catch {}
    if (server.exitCode !== null) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

const [up] = await Promise.all([waitUntilUp(), buildH5IfMissing().then(buildAdminIfMissing)])
if (up) {
  register()
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import('../server/src/db/seed/accounts.ts')
  console.log(`\nCampus portal is running at ${origin}/`)
  console.log(`  SSO login     ${origin}/cas/login`)
  console.log(`  Console       ${origin}/admin/  (运营后台: admin = 全局管理员, editor = 内容编辑)`)
  console.log(`  API docs      ${origin}/docs`)
  console.log(`  SMS codes     written to ${process.env.SMS_OUTBOX ?? '.outbox/sms.jsonl'}`)
  console.log(`\nDemo accounts (password for all: ${DEMO_PASSWORD})`)
  console.table(
    DEMO_ACCOUNTS.map((account) => ({
      username: account.username,
      name: account.displayName,
      identity: account.identityTypeCode,
      mobile: account.mobile,
      note: account.note,
    })),
  )
  console.log('Press Ctrl+C to stop (the embedded PostgreSQL stops with it).')
}
