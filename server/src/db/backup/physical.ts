import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import pg from 'pg'
import { backupName, writeManifest, type BackupFile, type PhysicalManifest } from './manifest'

/*
 * An online physical backup of a PostgreSQL whose data directory is on this machine (the embedded default, which ships
 * no pg_basebackup), with the low-level API of "Making a Base Backup Using the Low Level API" in PostgreSQL's manual:
 * pg_backup_start → copy the data directory → pg_backup_stop → its backup_label into the copy → the WAL from start to
 * stop. A temporary replication slot, made first in the same session, keeps the server from recycling that WAL while
 * the files are copied (no archive_command needed); it goes away with the session.
 */

/** Directories whose contents the manual (and pg_basebackup) leave out; the directories themselves are kept. */
const EMPTY_DIRS = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans'])
/** Top-level files left out: they describe the running server, not the data. */
const SKIP_TOP_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'backup_label.old',
  'current_logfiles',
  'current_logfiles.tmp',
  'postgresql.auto.conf.tmp',
])

function skipped(relative: string, name: string): boolean {
  if (name === 'pg_internal.init' || name.startsWith('pgsql_tmp')) return true
  return !relative.includes('/') && SKIP_TOP_FILES.has(name)
}

export interface PhysicalBackupOptions {
  /** A superuser connection to the server whose data directory is `dataDir` (any database). */
  url: string
  dataDir: string
  outDir: string
  log?: (line: string) => void
  /** Called once pg_backup_start has returned (the drill test uses it to know the copy is under way). */
  onStarted?: (startLsn: string) => void
}

/** Copies `from` into `to` gzip-compressed, returning the size and SHA-256 of the bytes read. */
async function copyCompressed(from: string, to: string): Promise<{ size: number; sha256: string } | undefined> {
  const hash = createHash('sha256')
  let size = 0
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      size += chunk.length
      done(null, chunk)
    },
  })
  try {
    await pipeline(fs.createReadStream(from), tap, createGzip({ level: 4 }), fs.createWriteStream(to, { mode: 0o600 }))
  } catch (error) {
    // A table dropped while the backup runs: its file is gone, and the WAL replay drops it anyway.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !fs.existsSync(from)) {
      fs.rmSync(to, { force: true })
      return undefined
    }
    throw error
  }
  return { size, sha256: hash.digest('hex') }
}

interface WalName {
  timeline: number
  segment: bigint
}

function parseWalName(name: string, segmentsPerId: bigint): WalName {
  return {
    timeline: Number.parseInt(name.slice(0, 8), 16),
    segment: BigInt(`0x${name.slice(8, 16)}`) * segmentsPerId + BigInt(`0x${name.slice(16, 24)}`),
  }
}

function walName(timeline: number, segment: bigint, segmentsPerId: bigint): string {
  const hex = (value: bigint | number) => value.toString(16).toUpperCase().padStart(8, '0')
  return `${hex(timeline)}${hex(segment / segmentsPerId)}${hex(segment % segmentsPerId)}`
}

export async function physicalBackup(options: PhysicalBackupOptions): Promise<{ dir: string; manifest: PhysicalManifest }> {
  const log = options.log ?? (() => {})
  const started = new Date()
  const name = backupName(started, 'physical')
  const finalDir = path.join(options.outDir, name)
  const workDir = `${finalDir}.partial`
  const client = new pg.Client({ connectionString: options.url })
  await client.connect()
  let inBackup = false
  try {
    const setting = async (key: string) =>
      (await client.query<{ value: string }>(`SELECT current_setting($1) AS value`, [key])).rows[0]!.value
    const dataDirectory = await setting('data_directory')
    if (fs.realpathSync(dataDirectory) !== fs.realpathSync(options.dataDir)) {
      throw new Error(
        `the server at this URL keeps its data in ${dataDirectory}, not in ${options.dataDir}: refusing to copy the wrong directory`,
      )
    }
    if ((await setting('wal_level')) === 'minimal') throw new Error('wal_level is minimal: an online backup needs wal_level = replica')
    const tablespaces = fs.readdirSync(path.join(options.dataDir, 'pg_tblspc'))
    if (tablespaces.length > 0)
      throw new Error(`the server has tablespaces (${tablespaces.join(', ')}), which this backup does not copy: use pg_basebackup`)
    const serverVersion = await setting('server_version')
    const serverMajor = Math.floor(Number(await setting('server_version_num')) / 10000)
    const walSegmentSize = Number(
      (
        await client.query<{ size: string }>(
          `SELECT setting::bigint * CASE unit WHEN 'B' THEN 1 WHEN 'kB' THEN 1024 WHEN 'MB' THEN 1048576 ELSE 1 END AS size FROM pg_settings WHERE name = 'wal_segment_size'`,
        )
      ).rows[0]!.size,
    )
    const segmentsPerId = 0x1_0000_0000n / BigInt(walSegmentSize)
    const { system_identifier: systemIdentifier } = (
      await client.query<{ system_identifier: string }>('SELECT system_identifier::text FROM pg_control_system()')
    ).rows[0]!

    fs.mkdirSync(path.join(workDir, 'files'), { recursive: true })
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [`portal_backup_${process.pid}`])
    const label = `campus-portal ${name}`
    const startLsn = (await client.query<{ lsn: string }>('SELECT pg_backup_start($1, true)::text AS lsn', [label])).rows[0]!.lsn
    inBackup = true
    log(`backup started at WAL ${startLsn}; copying ${options.dataDir}`)
    options.onStarted?.(startLsn)

    const files: BackupFile[] = []
    const directories: string[] = []
    let storedBytes = 0
    const store = async (source: string, relative: string) => {
      const target = path.join(workDir, 'files', `${relative}.gz`)
      const copied = await copyCompressed(source, target)
      if (!copied) return
      files.push({ path: relative, ...copied })
      storedBytes += fs.statSync(target).size
    }
    const walk = async (relative: string): Promise<void> => {
      const entries = fs.readdirSync(path.join(options.dataDir, relative), { withFileTypes: true })
      for (const entry of entries) {
        const child = relative ? `${relative}/${entry.name}` : entry.name
        if (skipped(child, entry.name)) continue
        if (entry.isDirectory()) {
          directories.push(child)
          fs.mkdirSync(path.join(workDir, 'files', child), { recursive: true })
          if (!EMPTY_DIRS.has(child)) await walk(child)
        } else if (entry.isFile()) {
          await store(path.join(options.dataDir, child), child)
        } else {
          throw new Error(
            `${child} in the data directory is neither a file nor a directory (a link?): this backup copies plain data directories only`,
          )
        }
      }
    }
    await walk('')

    const stopRequestedAt = new Date()
    const stop = (
      await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
        'SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)',
      )
    ).rows[0]!
    inBackup = false
    // pg_backup_stop already switches to a new segment; a second switch is a no-op then, and makes sure otherwise.
    await client.query('SELECT pg_switch_wal()')
    // The copy recovers from the checkpoint named in backup_label (and tablespace_map) to the end of the backup.
    for (const [file, content] of [
      ['backup_label', stop.labelfile],
      ['tablespace_map', stop.spcmapfile],
    ] as const) {
      if (!content) continue
      const plain = path.join(workDir, `${file}.plain`)
      fs.writeFileSync(plain, content)
      await store(plain, file)
      fs.rmSync(plain)
    }
    const startWalFile = /START WAL LOCATION: \S+ \(file ([0-9A-F]{24})\)/.exec(stop.labelfile)?.[1]
    if (!startWalFile) throw new Error(`backup_label names no start WAL file:\n${stop.labelfile}`)
    const stopWalFile = (await client.query<{ file: string }>('SELECT pg_walfile_name($1::pg_lsn) AS file', [stop.lsn])).rows[0]!.file
    const first = parseWalName(startWalFile, segmentsPerId)
    const last = parseWalName(stopWalFile, segmentsPerId)
    for (let segment = first.segment; segment <= last.segment; segment++) {
      const wal = walName(first.timeline, segment, segmentsPerId)
      const source = path.join(options.dataDir, 'pg_wal', wal)
      if (!fs.existsSync(source)) throw new Error(`WAL segment ${wal} is missing from pg_wal: the backup cannot be made consistent`)
      await store(source, `pg_wal/${wal}`)
    }
    for (const history of fs.readdirSync(path.join(options.dataDir, 'pg_wal')).filter((file) => file.endsWith('.history'))) {
      await store(path.join(options.dataDir, 'pg_wal', history), `pg_wal/${history}`)
    }
    await client.query('SELECT pg_drop_replication_slot($1)', [`portal_backup_${process.pid}`])

    const manifest: PhysicalManifest = {
      format: 'campus-portal-backup',
      formatVersion: 1,
      kind: 'physical',
      label,
      startedAt: started.toISOString(),
      stopRequestedAt: stopRequestedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      serverVersion,
      serverMajor,
      systemIdentifier,
      timeline: first.timeline,
      startLsn,
      stopLsn: stop.lsn,
      startWalFile,
      stopWalFile,
      walSegmentSize,
      directories,
      files,
      totalBytes: files.reduce((sum, file) => sum + file.size, 0),
      storedBytes,
    }
    writeManifest(workDir, manifest)
    fs.renameSync(workDir, finalDir)
    log(`backup complete at WAL ${stop.lsn}: ${finalDir}`)
    return { dir: finalDir, manifest }
  } catch (error) {
    if (inBackup) await client.query('SELECT pg_backup_stop(false)').catch(() => {})
    fs.rmSync(workDir, { recursive: true, force: true })
    throw error
  } finally {
    await client.end().catch(() => {})
  }
}
