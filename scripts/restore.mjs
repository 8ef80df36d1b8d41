// `npm run restore -- <backup dir> --data-dir <new dir>`: unpacks a physical backup (made by `npm run backup` on the
// embedded PostgreSQL) into a new, empty portal data folder; `DATA_DIR=<new dir> npm start` then runs the portal on it.
// A pg_dump backup (external PostgreSQL) is restored with pg_restore instead: see docs/operations.md, "Backups".
import path from 'node:path'
import { parseArgs } from 'node:util'
import { register } from 'tsx/esm/api'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
})
if (values.help || positionals.length !== 1 || !values['data-dir']) {
  console.error('usage: npm run restore -- <backup dir> --data-dir <new, empty directory>')
  process.exit(values.help ? 0 : 2)
}

register()
const { restorePhysical } = await import('../server/src/db/backup/index.ts')
const dataDir = path.resolve(values['data-dir'])
try {
  const { manifest } = await restorePhysical({ backupDir: path.resolve(positionals[0]), dataDir, log: (line) => console.log(line) })
  console.log(`Restored the backup of ${manifest.stopRequestedAt} (PostgreSQL ${manifest.serverVersion}).`)
  console.log(`Start the portal on it:  DATA_DIR=${dataDir} npm start`)
  process.exit(0)
} catch (error) {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
