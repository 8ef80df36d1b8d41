// Spreadsheet import of 40,000 people (issue 35; target: under a minute each): a generated .xlsx (people,
// organisations, group members) and a .csv (people), each read, previewed (dry run) and confirmed in one transaction.
// Prints figures; asserts nothing; not part of `npm test`. Runs scripts/directory-import-bench.ts under tsx (it needs
// the server's TypeScript). Usage: node scripts/bench-directory-import.mjs [--people 40000]
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const r = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'scripts', 'directory-import-bench.ts'), ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
)
process.exit(r.status ?? 1)
