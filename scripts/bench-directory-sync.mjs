// Directory sync of 40,000 people from a real slapd (issue 34; target: under two minutes): the first run (everyone
// added) and a re-sync (nothing to change), each split into reading the directory and applying it in one
// transaction. Prints figures; asserts nothing; not part of `npm test`. Runs scripts/directory-sync-bench.ts under tsx
// (it needs the server's TypeScript). Usage: node scripts/bench-directory-sync.mjs [--people 40000]
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const r = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts', 'directory-sync-bench.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
process.exit(r.status ?? 1)
