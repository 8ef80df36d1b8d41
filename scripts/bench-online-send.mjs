// Online send of one message to 10,000 recipients on loopback (issue 12): the time from the accepted send until
// every message record is written (job queue, batches of 500), and the unread badge's latency for recipients
// while the send runs (50 connections, autocannon), against the same badge at rest. Prints figures; asserts
// nothing. Runs scripts/online-send-bench.ts under tsx (it needs the server's TypeScript test helpers).
// Usage: node scripts/bench-online-send.mjs [--recipients 10000]
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'online-send-bench.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
})
process.exit(r.status ?? 1)
