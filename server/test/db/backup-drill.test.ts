import assert from 'node:assert/strict'
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { promisify } from 'node:util'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import { connectDatabase } from '../../src/db/client'
import { embeddedUrl, ensureDatabase, freeLoopbackPort, startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded'
import { migrationsFolder, runMigrations } from '../../src/db/migrate'
import { EMBEDDED_DATABASE } from '../../src/db/prepare'
import { applyRetention, findPgDump, listBackups, readManifest, restorePhysical } from '../../src/db/backup/index'
import type { PhysicalManifest } from '../../src/db/backup/manifest'
import { seedDemoInstitution } from '../../src/db/seed/index'

const root = path.resolve(import.meta.dirname, '..', '..', '..')
const entry = path.join(root, 'server', 'src', 'server.ts')
const execFileAsync = promisify(execFile)

/** Runs one of the npm scripts' files (`scripts/backup.mjs`, `scripts/restore.mjs`) as an operator would. */
async function script(file: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [path.join(root, 'scripts', file), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

const userId = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())

/** A PostgreSQL server installed from the distribution (Debian's /usr/lib/postgresql/<major>) with its own pg_dump. */
function systemPostgres(): { major: number; bin: string } | undefined {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return undefined
  const found = fs
    .readdirSync(base)
    .map((major) => ({ major: Number(major), bin: path.join(base, major, 'bin') }))
    .filter((server) => ['initdb', 'pg_ctl', 'pg_dump', 'pg_restore'].every((tool) => fs.existsSync(path.join(server.bin, tool))))
    .sort((a, b) => b.major - a.major)[0]
  if (!found || (process.getuid?.() === 0 && !canRunAsPostgres())) return undefined
  return found
}

function canRunAsPostgres(): boolean {
  try {
    userId('-u')
    return true
  } catch {
    return false
  }
}

interface Ack {
  id: number
  ackedAt: number
}

/** Inserts rows one by one, each its own transaction, and records every id the server acknowledged and when. */
function startWriter(url: string, acks: Ack[], switchWal = true): { stop: () => Promise<number> } {
  let running = true
  const client = new pg.Client({ connectionString: url })
  const done = (async () => {
    await client.connect()
    let failures = 0
    while (running) {
      try {
        const { rows } = await client.query<{ id: string }>('INSERT INTO backup_drill (payload) VALUES ($1) RETURNING id', [
          randomBytes(1024).toString('hex'),
        ])
        acks.push({ id: Number(rows[0]!.id), ackedAt: Date.now() })
        // New WAL segments now and then, so the backup has to carry several of them.
        if (switchWal && acks.length % 250 === 0) await client.query('SELECT pg_switch_wal()')
      } catch {
        failures++
      }
    }
    await client.end()
    return failures
  })()
  return {
    stop: async () => {
      running = false
      return await done
    },
  }
}

async function startPortal(dataDir: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freeLoopbackPort()
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JOBS: '0',
      PG_LOG: '1',
      SMS_OUTBOX: path.join(dataDir, 'sms.jsonl'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the portal exited on the restored data: ${output}`)
    try {
      if ((await fetch(`${origin}/portal-api/v2/service/networkCheck`)).ok) return { child, origin }
    } catch {}
    await delay(100)
  }
  child.kill('SIGKILL')
  throw new Error(`the portal did not answer on the restored data: ${output}`)
}

async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

describe('backup and restore drill', { skip: !fs.existsSync('/proc/self/stat') && 'needs Linux' }, () => {
  let workDir: string
  let source: EmbeddedDatabase | undefined
  let portal: ChildProcess | undefined
  let writer: { stop: () => Promise<number> } | undefined

  before(() => {
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'))
    // PostgreSQL runs as the `postgres` user when the tests run as root: it must reach the data folders.
    fs.chmodSync(workDir, 0o755)
  })

  after(async () => {
    await writer?.stop().catch(() => 0)
    await stopChild(portal)
    await source?.stop().catch(() => {})
    fs.rmSync(workDir, { recursive: true, force: true })
  })

  it('backs up while writes run; the restore holds every acknowledged write and the portal starts on it', async () => {
    const sourceDir = path.join(workDir, 'source')
    source = await startEmbeddedPostgres(path.join(sourceDir, 'pg'))
    await ensureDatabase(source.url('postgres'), EMBEDDED_DATABASE)
    const database = connectDatabase(source.url(EMBEDDED_DATABASE), 2)
    try {
      await runMigrations(database.pool, () => seedDemoInstitution(database.db))
      await database.pool.query('CREATE TABLE backup_drill (id bigserial PRIMARY KEY, payload text NOT NULL)')
    } finally {
      await database.pool.end()
    }

    const acks: Ack[] = []
    writer = startWriter(source.url(EMBEDDED_DATABASE), acks)
    await delay(500)
    const backupsDir = path.join(workDir, 'backups')
    const backup = await script('backup.mjs', ['--out', backupsDir, '--keep', '2'], { DATA_DIR: sourceDir, DATABASE_URL: '' })
    assert.equal(backup.code, 0, backup.output)
    assert.match(backup.output, /running \(port \d+\): backing it up online/)
    await delay(300)
    const failures = await writer.stop()
    writer = undefined
    assert.equal(failures, 0)
    await source.stop()
    source = undefined

    const [name] = listBackups(backupsDir)
    assert.ok(name, backup.output)
    const manifest = readManifest(path.join(backupsDir, name)) as PhysicalManifest
    assert.equal(manifest.kind, 'physical')
    const startedAt = Date.parse(manifest.startedAt)
    const stopRequestedAt = Date.parse(manifest.stopRequestedAt)
    const beforeStart = acks.filter((ack) => ack.ackedAt < startedAt)
    const beforeStop = acks.filter((ack) => ack.ackedAt < stopRequestedAt)
    const duringCopy = beforeStop.length - beforeStart.length
    assert.ok(beforeStart.length > 0, 'writes ran before the backup')
    assert.ok(duringCopy > 0, 'writes ran while the files were copied')
    assert.ok(acks.length > beforeStop.length, 'writes ran after the backup')
    assert.ok(manifest.stopWalFile > manifest.startWalFile, 'the backup spans several WAL segments')

    const restoredDir = path.join(workDir, 'restored')
    fs.mkdirSync(path.join(workDir, 'occupied'))
    fs.writeFileSync(path.join(workDir, 'occupied', 'keep.txt'), 'x')
    await assert.rejects(restorePhysical({ backupDir: path.join(backupsDir, name), dataDir: path.join(workDir, 'occupied') }), /not empty/)
    const restore = await script('restore.mjs', [path.join(backupsDir, name), '--data-dir', restoredDir], {})
    assert.equal(restore.code, 0, restore.output)
    assert.match(restore.output, /DATA_DIR=.* npm start/)

    const started = await startPortal(restoredDir)
    portal = started.child
    const response = await fetch(`${started.origin}/portal-api/v1/config/system/getSystemConf`)
    assert.equal(response.status, 200)

    const port = Number(fs.readFileSync(path.join(restoredDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3])
    const client = new pg.Client({ connectionString: embeddedUrl(port, EMBEDDED_DATABASE) })
    await client.connect()
    try {
      const present = new Set((await client.query<{ id: string }>('SELECT id FROM backup_drill')).rows.map((row) => Number(row.id)))
      const missing = beforeStop.filter((ack) => !present.has(ack.id))
      assert.deepEqual(missing, [], `${missing.length} of ${beforeStop.length} acknowledged writes are missing from the restore`)
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
      const migrations = await client.query<{ count: string }>('SELECT count(*) FROM drizzle.__drizzle_migrations')
      assert.equal(Number(migrations.rows[0]!.count), journal.entries.length)
      const check = await client.query<{ ok: boolean }>('SELECT count(*) > 0 AS ok FROM accounts')
      assert.equal(check.rows[0]!.ok, true)
      console.log(
        `drill: ${acks.length} writes acknowledged, ${beforeStart.length} before the backup started, ${duringCopy} during the copy, ` +
          `all ${beforeStop.length} acknowledged before pg_backup_stop restored (${present.size} rows); WAL ${manifest.startLsn}..${manifest.stopLsn} ` +
          `(${manifest.startWalFile}..${manifest.stopWalFile}), ${(manifest.totalBytes / 1048576).toFixed(1)} MiB copied, ` +
          `${(manifest.storedBytes / 1048576).toFixed(1)} MiB stored, ${Date.parse(manifest.finishedAt) - startedAt} ms`,
      )
    } finally {
      await client.end()
    }
  })

  it('refuses an external PostgreSQL without a pg_dump of its major version, saying what to install', async () => {
    const pgDir = path.join(workDir, 'external', 'pg')
    const external = await startEmbeddedPostgres(pgDir)
    try {
      const url = external.url('postgres')
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      const major = Math.floor(
        Number((await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0]!.v) / 10000,
      )
      await client.end()
      const matching = await findPgDump(major).catch(() => undefined)
      const backupsDir = path.join(workDir, 'external-backups')
      const result = await script('backup.mjs', ['--out', backupsDir], { DATABASE_URL: url })
      if (matching) {
        // This machine has the matching pg_dump: the dump is made instead of refused.
        assert.equal(result.code, 0, result.output)
        assert.equal(readManifest(path.join(backupsDir, listBackups(backupsDir)[0]!)).kind, 'dump')
      } else {
        assert.equal(result.code, 1, result.output)
        assert.match(
          result.output,
          new RegExp(`runs PostgreSQL ${major}, but (only .* is|no pg_dump is) installed here\\. A backup needs pg_dump ${major}`),
        )
        assert.match(result.output, new RegExp(`postgresql-client-${major}`))
        assert.deepEqual(listBackups(backupsDir), [])
      }
    } finally {
      await external.stop()
    }
  })

  it(
    'external PostgreSQL: pg_dump -Fc while writes run, pg_restore into an empty database',
    { skip: !systemPostgres() && 'no PostgreSQL server with a matching pg_dump under /usr/lib/postgresql' },
    async () => {
      const server = systemPostgres()!
      const dataDir = path.join(workDir, `system-pg${server.major}`)
      const port = await freeLoopbackPort()
      // PostgreSQL refuses to run as root: its tools then run as the `postgres` user.
      const owner: { uid?: number; gid?: number } = process.getuid?.() === 0 ? { uid: userId('-u'), gid: userId('-g') } : {}
      fs.mkdirSync(dataDir, { mode: 0o700 })
      if (owner.uid !== undefined && owner.gid !== undefined) fs.chownSync(dataDir, owner.uid, owner.gid)
      const tool = (name: string, args: string[]) =>
        execFileAsync(path.join(server.bin, name), args, { ...owner, cwd: dataDir, timeout: 60_000 })
      await tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust'])
      // Its output goes to a file: a postmaster holding execFile's pipes would keep the call from returning.
      await tool('pg_ctl', [
        '-D',
        dataDir,
        '-o',
        `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`,
        '-l',
        path.join(dataDir, 'server.log'),
        '-w',
        'start',
      ])
      try {
        const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`
        await ensureDatabase(url('postgres'), 'portal')
        const database = connectDatabase(url('portal'), 2)
        try {
          await runMigrations(database.pool)
          await database.pool.query('CREATE TABLE backup_drill (id bigserial PRIMARY KEY, payload text NOT NULL)')
        } finally {
          await database.pool.end()
        }
        const acks: Ack[] = []
        writer = startWriter(url('portal'), acks, false)
        await delay(300)
        const backupsDir = path.join(workDir, 'system-backups')
        const backup = await script('backup.mjs', ['--out', backupsDir], { DATABASE_URL: url('portal') })
        assert.equal(backup.code, 0, backup.output)
        await writer.stop()
        writer = undefined
        const name = listBackups(backupsDir)[0]!
        const manifest = readManifest(path.join(backupsDir, name))
        assert.equal(manifest.kind, 'dump')
        const beforeStart = acks.filter((ack) => ack.ackedAt < Date.parse(manifest.startedAt))
        assert.ok(beforeStart.length > 0 && acks.length > beforeStart.length, 'writes ran before and during the dump')

        const refused = await script('restore.mjs', [path.join(backupsDir, name), '--data-dir', path.join(workDir, 'unused')], {})
        assert.equal(refused.code, 1)
        assert.match(refused.output, /pg_restore --no-owner --dbname/)
        await ensureDatabase(url('postgres'), 'portal_restored')
        await execFileAsync(path.join(server.bin, 'pg_restore'), [
          '--no-owner',
          '--exit-on-error',
          `--dbname=${url('portal_restored')}`,
          path.join(backupsDir, name, 'portal.dump'),
        ])
        const client = new pg.Client({ connectionString: url('portal_restored') })
        await client.connect()
        try {
          const present = new Set((await client.query<{ id: string }>('SELECT id FROM backup_drill')).rows.map((row) => Number(row.id)))
          assert.deepEqual(
            beforeStart.filter((ack) => !present.has(ack.id)),
            [],
          )
          const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
            entries: unknown[]
          }
          const migrations = await client.query<{ count: string }>('SELECT count(*) FROM drizzle.__drizzle_migrations')
          assert.equal(Number(migrations.rows[0]!.count), journal.entries.length)
        } finally {
          await client.end()
        }
      } finally {
        await tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'])
      }
    },
  )

  it('keeps the newest N complete backups and leaves other files alone', () => {
    const dir = path.join(workDir, 'retention')
    const names = ['portal-20261101T020000000Z-physical', 'portal-20261102T020000000Z-dump', 'portal-20261103T020000000Z-physical']
    for (const name of names) {
      fs.mkdirSync(path.join(dir, name), { recursive: true })
      fs.writeFileSync(path.join(dir, name, 'manifest.json'), '{}')
    }
    fs.mkdirSync(path.join(dir, 'portal-20261104T020000000Z-physical.partial'))
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'operator notes')
    assert.deepEqual(applyRetention(dir, 2), ['portal-20261101T020000000Z-physical'])
    assert.deepEqual(fs.readdirSync(dir).sort(), [...names.slice(1), 'notes.txt', 'portal-20261104T020000000Z-physical.partial'].sort())
    assert.throws(() => applyRetention(dir, 0), /at least 1/)
  })
})
