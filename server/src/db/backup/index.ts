import fs from 'node:fs'
import path from 'node:path'
import { embeddedUrl, runningEmbeddedPort, startEmbeddedPostgres } from '../embedded'
import { dumpBackup } from './logical'
import { applyRetention, type BackupManifest } from './manifest'
import { physicalBackup } from './physical'

export { restorePhysical } from './restore'
export { findPgDump } from './logical'
export { applyRetention, listBackups, readManifest } from './manifest'

export interface BackupRequest {
  /** DATABASE_URL: set means an external PostgreSQL (pg_dump); unset means the embedded one under `dataDir/pg`. */
  databaseUrl?: string
  dataDir: string
  outDir: string
  keep?: number
  log?: (line: string) => void
}

export interface BackupResult {
  dir: string
  manifest: BackupManifest
  deleted: string[]
}

/**
 * A backup into `outDir`: online and physical on the embedded PostgreSQL (started for the copy when the portal is not
 * running), pg_dump on an external one. Then the backups beyond the newest `keep` in `outDir` are deleted.
 */
export async function runBackup(request: BackupRequest): Promise<BackupResult> {
  const log = request.log ?? (() => {})
  fs.mkdirSync(request.outDir, { recursive: true })
  let result: { dir: string; manifest: BackupManifest }
  if (request.databaseUrl) {
    result = await dumpBackup({ url: request.databaseUrl, outDir: request.outDir, log })
  } else {
    const pgDir = path.join(request.dataDir, 'pg')
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      throw new Error(
        `no embedded database in ${pgDir}: set DATA_DIR to the portal's data folder, or DATABASE_URL for an external PostgreSQL`,
      )
    }
    const port = await runningEmbeddedPort(pgDir)
    if (port) {
      log(`the portal's PostgreSQL is running (port ${port}): backing it up online`)
      result = await physicalBackup({ url: embeddedUrl(port, 'postgres'), dataDir: pgDir, outDir: request.outDir, log })
    } else {
      log(`starting the embedded PostgreSQL on ${pgDir} for the backup`)
      const embedded = await startEmbeddedPostgres(pgDir)
      try {
        result = await physicalBackup({ url: embedded.url('postgres'), dataDir: pgDir, outDir: request.outDir, log })
      } finally {
        await embedded.stop()
      }
    }
  }
  const deleted = request.keep === undefined ? [] : applyRetention(request.outDir, request.keep)
  for (const name of deleted) log(`deleted ${name} (--keep ${request.keep})`)
  return { ...result, deleted }
}
