// `npm run backup [-- --out <dir>] [--keep N]`: backs up the portal's database into <dir> (default BACKUP_DIR or
// ./backups). The embedded PostgreSQL (DATA_DIR/pg) gets an online physical backup, also while the portal runs; an
// external one (DATABASE_URL) a `pg_dump -Fc` with a pg_dump of its major version. --keep N then deletes the oldest
// backups in <dir> beyond the newest N. See docs/operations.md, "Backups".
import path from 'node:path'
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'

const root = path.resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: { out: { type: 'string' }, keep: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
})
if (values.help) {
  console.log('usage: npm run backup -- [--out <dir>] [--keep N]   (DATA_DIR or DATABASE_URL as for the server)')
  process.exit(0)
}
const keep = values.keep === undefined ? undefined : Number(values.keep)
if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
  console.error(`--keep must be a whole number of at least 1, got "${values.keep}"`)
  process.exit(2)
}

register()
const { loadConfig } = await import('../server/src/config.ts')
const { runBackup } = await import('../server/src/db/backup/index.ts')
const config = loadConfig()
const outDir = path.resolve(values.out ?? process.env.BACKUP_DIR ?? path.join(root, 'backups'))
try {
  const { dir, manifest } = await runBackup({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    outDir,
    keep,
    log: (line) => console.log(line),
  })
  const size = manifest.kind === 'physical' ? manifest.storedBytes : manifest.file.size
  console.log(`${manifest.kind} backup of PostgreSQL ${manifest.serverVersion}: ${dir} (${(size / 1048576).toFixed(1)} MiB)`)
  process.exit(0)
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
