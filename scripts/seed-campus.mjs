#!/usr/bin/env node
// `npm run seed:campus -- [--scale 1] [--database-url postgres://…] [--data-dir .data]`: the campus-sized data set of
// issue 37 (server/src/db/seed/campus) in the portal's database: DATABASE_URL / --database-url, or the embedded
// PostgreSQL under the data directory (DATA_DIR / --data-dir, as `npm start` uses it). Migrates and seeds the demo
// institution first (the campus data builds on it), then prints the time per table and the total.
// Sign in afterwards as cs000001 … (students) or ct00001 … (staff), password Campus@2026.
import path from 'node:path'
import { register } from 'tsx/esm/api'

register()
const root = path.resolve(import.meta.dirname, '..')
const { loadConfig } = await import('../server/src/config.ts')
const { prepareDatabase } = await import('../server/src/db/prepare.ts')
const { seedCampus } = await import('../server/src/db/seed/campus/index.ts')

const option = (name) => {
  const index = process.argv.indexOf(name)
  return index > 0 ? process.argv[index + 1] : undefined
}
const scale = Number(option('--scale') ?? 1)
if (!(scale > 0 && scale <= 10)) {
  console.error('--scale must be a number above 0 and at most 10 (1 = 40,000 students, 2,000,000 messages …)')
  process.exit(2)
}
const overrides = { seedDemo: true }
if (option('--database-url')) overrides.databaseUrl = option('--database-url')
if (option('--data-dir')) overrides.dataDir = path.resolve(option('--data-dir'))
const config = loadConfig(overrides)

console.log(
  `campus data set at scale ${scale} into ${config.databaseUrl ? 'DATABASE_URL' : path.relative(root, path.join(config.dataDir, 'pg')) || '.'}`,
)
const started = Date.now()
const prepared = await prepareDatabase(config)
console.log(`migrations and demo seed: ${((Date.now() - started) / 1000).toFixed(1)} s`)
try {
  await seedCampus(prepared.database, { scale, log: (line) => console.log(line) })
  console.log('sign in as cs000001 … (students) or ct00001 … (staff), password Campus@2026')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await prepared.close()
}
