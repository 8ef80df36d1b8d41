// Runs every server/test/**/*.test.ts with one embedded PostgreSQL for the whole run: it is started once
// here, a migrated and seeded template database is prepared, and each test file clones it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { register } from 'tsx/esm/api'

register()
const { startSharedPostgres } = await import('./helpers/shared-postgres.ts')

const testDir = import.meta.dirname
const requested = process.argv.slice(2)
const files =
  requested.length > 0
    ? requested
    : fs
        .readdirSync(testDir, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.test.ts'))
        .sort()
        .map((file) => path.join(testDir, file))

const shared = await startSharedPostgres()
// A file that leaks a handle (a pool left open) must not hang the whole run. The limit is per file: the
// generated bad-input file sends thousands of requests over every route and needs minutes on a busy machine.
const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', '--test-force-exit', '--test-timeout=300000', ...files],
  {
    stdio: 'inherit',
    env: { ...process.env, ...shared.env },
  },
)
const stop = async () => {
  await shared.stop()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', async (code, signal) => {
  await stop()
  process.exit(code ?? (signal ? 1 : 0))
})
