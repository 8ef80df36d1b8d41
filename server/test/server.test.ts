import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, it } from 'node:test'
import { freeLoopbackPort } from '../src/db/embedded'
import { createTestDatabase } from './helpers/test-database'

const entry = path.resolve(import.meta.dirname, '..', 'src', 'server.ts')

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; origin: string; output: () => string }> {
  const port = await freeLoopbackPort()
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
    try {
      if ((await fetch(`${origin}/portal-api/v2/service/networkCheck`)).ok) return { child, origin, output: () => output }
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not answer: ${output}`)
}

async function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill(signal)
  return await exited
}

describe('server entry (server.ts)', () => {
  it('uses DATABASE_URL when set, migrates it, and exits 0 on SIGTERM', async () => {
    const database = await createTestDatabase({ fresh: true })
    try {
      const { child, origin, output } = await startServer({ DATABASE_URL: database.url, DATA_DIR: '/nonexistent-unused' })
      const conf = (await (await fetch(`${origin}/portal-api/v1/config/system/getSystemConf`)).json()) as { data: { schoolName: string } }
      assert.equal(conf.data.schoolName, '示范大学')
      assert.equal(await stop(child, 'SIGTERM'), 0, output())
      assert.ok(!fs.existsSync('/nonexistent-unused'), 'no embedded PostgreSQL was started')
      const { rows } = await database.pool.query<{ count: string }>('SELECT count(*) FROM accounts')
      // The six demo accounts and the generated people (online send, division staff).
      assert.ok(Number(rows[0]?.count) >= 6, `accounts: ${rows[0]?.count}`)
    } finally {
      await database.drop()
    }
  })

  it('without DATABASE_URL starts PostgreSQL under DATA_DIR and stops it on SIGINT', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-entry-'))
    fs.chmodSync(dataDir, 0o777)
    try {
      const { child, origin, output } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
      const login = await fetch(`${origin}/token-service/password/passwordLogin?username=guest&password=Campus%402026`, { method: 'POST' })
      assert.equal(login.status, 200)
      assert.ok(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION')))
      assert.equal(await stop(child, 'SIGINT'), 0, output())
      assert.ok(!fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid')), 'PostgreSQL stopped with the server')
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
