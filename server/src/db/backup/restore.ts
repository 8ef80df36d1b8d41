import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'
import { readManifest, type PhysicalManifest } from './manifest'

export interface RestoreOptions {
  backupDir: string
  /** The portal's new DATA_DIR: must not exist or be empty; the database goes to `<dataDir>/pg`. */
  dataDir: string
  log?: (line: string) => void
}

/** PostgreSQL refuses to run as root; the embedded setup then runs it as the `postgres` user, who must own the files. */
function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    throw new Error(
      'restoring as root needs a `postgres` system user to own the data (create it: groupadd postgres && useradd -g postgres postgres)',
    )
  }
}

function chownTree(dir: string, owner: { uid: number; gid: number }): void {
  fs.chownSync(dir, owner.uid, owner.gid)
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name)
    if (entry.isDirectory()) chownTree(child, owner)
    else fs.chownSync(child, owner.uid, owner.gid)
  }
}

async function restoreFile(from: string, to: string, expected: { size: number; sha256: string; path: string }): Promise<void> {
  const hash = createHash('sha256')
  let size = 0
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      size += chunk.length
      done(null, chunk)
    },
  })
  await pipeline(fs.createReadStream(from), createGunzip(), tap, fs.createWriteStream(to, { mode: 0o600 }))
  const sha256 = hash.digest('hex')
  if (size !== expected.size || sha256 !== expected.sha256) {
    throw new Error(`${expected.path} in the backup is damaged (size ${size} / ${expected.size}, sha256 ${sha256} / ${expected.sha256})`)
  }
}

/**
 * Unpacks a physical backup into a new data directory. No recovery.signal: with backup_label and the WAL up to the
 * backup's end in pg_wal, PostgreSQL's first start replays that WAL and reaches a consistent state by itself; recovery
 * .signal would instead ask for a restore_command to fetch archived WAL, which this backup does not need.
 */
export async function restorePhysical(options: RestoreOptions): Promise<{ pgDir: string; manifest: PhysicalManifest }> {
  const log = options.log ?? (() => {})
  const manifest = readManifest(options.backupDir)
  if (manifest.kind !== 'physical') {
    throw new Error(
      `${options.backupDir} is a pg_dump archive of an external PostgreSQL: restore it with pg_restore into an empty database ` +
        `(pg_restore --no-owner --dbname <url> ${path.join(options.backupDir, manifest.file.path)}; see docs/operations.md, Backups)`,
    )
  }
  if (fs.existsSync(options.dataDir) && fs.readdirSync(options.dataDir).length > 0) {
    throw new Error(`${options.dataDir} is not empty: restore into a new, empty directory (the current data stays untouched)`)
  }
  const owner = postgresOwner()
  const pgDir = path.join(options.dataDir, 'pg')
  const workDir = `${pgDir}.partial`
  fs.mkdirSync(options.dataDir, { recursive: true })
  // As root, PostgreSQL runs as `postgres`, who must be able to enter the data folder as well as own pg/.
  if (owner) fs.chownSync(options.dataDir, owner.uid, owner.gid)
  fs.mkdirSync(workDir, { mode: 0o700 })
  try {
    for (const directory of [...manifest.directories, 'pg_wal/archive_status', 'pg_wal/summaries']) {
      fs.mkdirSync(path.join(workDir, directory), { recursive: true, mode: 0o700 })
    }
    for (const [index, file] of manifest.files.entries()) {
      await restoreFile(path.join(options.backupDir, 'files', `${file.path}.gz`), path.join(workDir, file.path), file)
      if (index % 500 === 499) log(`restored ${index + 1} of ${manifest.files.length} files`)
    }
    fs.chmodSync(workDir, 0o700)
    if (owner) chownTree(workDir, owner)
    fs.renameSync(workDir, pgDir)
  } catch (error) {
    fs.rmSync(workDir, { recursive: true, force: true })
    throw error
  }
  log(
    `restored ${manifest.files.length} files (${manifest.totalBytes} bytes) into ${pgDir}; WAL up to ${manifest.stopLsn} replays on first start`,
  )
  return { pgDir, manifest }
}
