import fs from 'node:fs'
import path from 'node:path'

/** One file of a physical backup: its path in the data directory and the size and SHA-256 of the bytes copied. */
export interface BackupFile {
  path: string
  size: number
  sha256: string
}

interface ManifestBase {
  format: 'campus-portal-backup'
  formatVersion: 1
  /** When the backup started and when it was complete (ISO 8601, UTC). */
  startedAt: string
  finishedAt: string
  /** `SHOW server_version` and the major version (`server_version_num / 10000`). */
  serverVersion: string
  serverMajor: number
}

export interface PhysicalManifest extends ManifestBase {
  kind: 'physical'
  label: string
  systemIdentifier: string
  timeline: number
  /** LSNs from pg_backup_start / pg_backup_stop and the WAL segments between them, both included. */
  startLsn: string
  stopLsn: string
  startWalFile: string
  stopWalFile: string
  /** When pg_backup_stop was called: every transaction acknowledged before this instant is in the backup. */
  stopRequestedAt: string
  walSegmentSize: number
  directories: string[]
  files: BackupFile[]
  /** Bytes of the data directory copied, and bytes stored (gzip). */
  totalBytes: number
  storedBytes: number
}

export interface DumpManifest extends ManifestBase {
  kind: 'dump'
  database: string
  pgDumpVersion: string
  file: BackupFile
}

export type BackupManifest = PhysicalManifest | DumpManifest

export const MANIFEST_FILE = 'manifest.json'

const BACKUP_NAME = /^portal-\d{8}T\d{9}Z-(physical|dump)$/

/** `portal-20261129T010203456Z-physical`: sorts by time, and tells the kind without opening it. */
export function backupName(at: Date, kind: BackupManifest['kind']): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '')
  return `portal-${stamp}-${kind}`
}

export function readManifest(backupDir: string): BackupManifest {
  const file = path.join(backupDir, MANIFEST_FILE)
  if (!fs.existsSync(file)) {
    throw new Error(`${backupDir} is not a complete backup: it has no ${MANIFEST_FILE} (an interrupted backup never gets one)`)
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest
  if (manifest.format !== 'campus-portal-backup' || manifest.formatVersion !== 1) {
    throw new Error(`${file} is not a campus-portal backup manifest (format ${String(manifest.format)} ${String(manifest.formatVersion)})`)
  }
  return manifest
}

/** Written last, through a rename: a backup directory with a manifest is complete. */
export function writeManifest(backupDir: string, manifest: BackupManifest): void {
  const file = path.join(backupDir, MANIFEST_FILE)
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(manifest, null, 2) + '\n')
  fs.renameSync(`${file}.tmp`, file)
}

/** Complete backups in `outDir`, newest first. */
export function listBackups(outDir: string): string[] {
  if (!fs.existsSync(outDir)) return []
  return fs
    .readdirSync(outDir)
    .filter((name) => BACKUP_NAME.test(name) && fs.existsSync(path.join(outDir, name, MANIFEST_FILE)))
    .sort()
    .reverse()
}

/** Deletes the complete backups beyond the newest `keep` in `outDir`; returns the names deleted. */
export function applyRetention(outDir: string, keep: number): string[] {
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`--keep must be a whole number of at least 1, got ${keep}`)
  const doomed = listBackups(outDir).slice(keep)
  for (const name of doomed) fs.rmSync(path.join(outDir, name), { recursive: true, force: true })
  return doomed
}
