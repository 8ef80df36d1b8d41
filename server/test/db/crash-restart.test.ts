import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import { freeLoopbackPort } from '../../src/db/embedded'

const entry = path.resolve(import.meta.dirname, '..', '..', 'src', 'server.ts')

interface Running {
  child: ChildProcess
  origin: string
  startMilliseconds: number
  output: () => string
}

async function startServer(dataDir: string): Promise<Running> {
  const port = await freeLoopbackPort()
  let output = ''
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PG_LOG: '1',
      SMS_OUTBOX: path.join(dataDir, 'sms.jsonl'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
    try {
      if ((await fetch(`${origin}/portal-api/v2/service/networkCheck`)).ok) {
        return { child, origin, startMilliseconds: Math.round(performance.now() - started), output: () => output }
      }
    } catch {}
    await delay(100)
  }
  child.kill('SIGKILL')
  throw new Error(`server did not answer: ${output}`)
}

const pidFile = (dataDir: string) => path.join(dataDir, 'pg', 'postmaster.pid')
const postmaster = (dataDir: string) => {
  const lines = fs.readFileSync(pidFile(dataDir), 'utf8').split('\n')
  return { pid: Number(lines[0]), port: Number(lines[3]) }
}
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

/** Pids whose parent is `pid` (from /proc). */
function childrenOf(pid: number): Array<{ pid: number; comm: string }> {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((name) => {
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8')
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
        return parent === pid ? [{ pid: Number(name), comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) }] : []
      } catch {
        return []
      }
    })
}

async function waitUntil(check: () => boolean, milliseconds: number): Promise<number | undefined> {
  const started = performance.now()
  while (performance.now() - started < milliseconds) {
    if (check()) return Math.round(performance.now() - started)
    await delay(20)
  }
  return undefined
}

async function titlesIn(dataDir: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: `postgres://postgres:portal-embedded@127.0.0.1:${postmaster(dataDir).port}/portal` })
  await client.connect()
  try {
    const { rows } = await client.query<{ title: string }>("SELECT title FROM personal_todos WHERE title LIKE 'crash-%'")
    return new Set(rows.map((row) => row.title))
  } finally {
    await client.end()
  }
}

describe(
  'crash-safe restart of the embedded PostgreSQL (kill -9 of the server)',
  { skip: !fs.existsSync('/proc/self/stat') && 'needs /proc (Linux)' },
  () => {
    let dataDir: string
    let running: Running | undefined
    before(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'))
      fs.chmodSync(dataDir, 0o777)
    })
    after(async () => {
      if (running && running.child.exitCode === null) {
        const exited = new Promise((resolve) => running!.child.once('exit', resolve))
        running.child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    })

    it('killed mid-write: the watchdog stops PostgreSQL, the restart works and every acknowledged write is there', async () => {
      running = await startServer(dataDir)
      const firstStart = running.startMilliseconds
      const login = (await (
        await fetch(`${running.origin}/token-service/password/passwordLogin?username=t1001&password=Campus%402026`, { method: 'POST' })
      ).json()) as { data: { idToken: string } }
      const acknowledged: string[] = []
      let sent = 0
      let stopWriting = false
      const writer = async (lane: number) => {
        for (let i = 0; !stopWriting; i++) {
          const title = `crash-${lane}-${i}`
          sent++
          try {
            const response = await fetch(`${running!.origin}/flow/personal-todo/create`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-id-token': login.data.idToken },
              body: JSON.stringify({ title }),
            })
            if (response.ok && ((await response.json()) as { code: number }).code === 0) acknowledged.push(title)
          } catch {
            return // the server is gone
          }
        }
      }
      const writers = Array.from({ length: 8 }, (_, lane) => writer(lane))
      await waitUntil(() => acknowledged.length >= 200, 20_000)
      const { pid } = postmaster(dataDir)
      await killHard(running.child) // while 8 writes are in flight
      stopWriting = true
      await Promise.all(writers)
      const stoppedAfter = await waitUntil(() => !alive(pid), 15_000)
      assert.notEqual(stoppedAfter, undefined, 'the watchdog stopped the orphaned PostgreSQL')

      running = await startServer(dataDir)
      const found = await titlesIn(dataDir)
      const missing = acknowledged.filter((title) => !found.has(title))
      console.log(
        `kill -9 run: ${acknowledged.length} writes acknowledged of ${sent} sent; PostgreSQL (pid ${pid}) stopped ${stoppedAfter} ms after the kill; ` +
          `first start ${firstStart} ms, restart to first answer ${running.startMilliseconds} ms; ${found.size} rows found, ${missing.length} acknowledged missing`,
      )
      assert.deepEqual(missing, [])
    })

    it('a postmaster orphaned without its watchdog is found on start, stopped cleanly and started again', async () => {
      running ??= await startServer(dataDir)
      const serverPid = running.child.pid!
      const { pid } = postmaster(dataDir)
      const watchdogs = childrenOf(serverPid).filter((child) => child.comm === 'sh')
      assert.equal(watchdogs.length, 1, 'one watchdog per embedded PostgreSQL')
      process.kill(watchdogs[0]!.pid, 'SIGKILL')
      await killHard(running.child)
      await delay(500)
      assert.ok(alive(pid), 'without the watchdog PostgreSQL outlives the server (the crash this start must handle)')
      running = await startServer(dataDir)
      assert.ok(!alive(pid), 'the stale postmaster was stopped')
      assert.match(running.output(), new RegExp(`stopping the PostgreSQL \\(pid ${pid}`))
      assert.notEqual(postmaster(dataDir).pid, pid)
      console.log(
        `orphan run: stale postmaster ${pid} stopped and the server answered ${running.startMilliseconds} ms after the restart began`,
      )
    })
  },
)
