#!/usr/bin/env node
// Writes every page's `*.config.ts` from the route table (src/routes/route-table.ts): one line naming
// the route, so a page's title and options are written once, in the table. `--check` writes nothing and
// exits 1 when a file is missing or differs (the route-table unit test runs the same comparison).
import fs from 'node:fs'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'

const ROOT = path.resolve(import.meta.dirname, '..')
const { expectedPageConfigs } = await tsImport('../src/routes/page-config-files.ts', import.meta.url)
const check = process.argv.includes('--check')
let stale = 0
for (const { file, text } of expectedPageConfigs()) {
  const abs = path.join(ROOT, 'src', file)
  const current = fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : null
  if (current === text) continue
  stale++
  if (check) console.log(`stale: src/${file}`)
  else fs.writeFileSync(abs, text)
}
console.log(check ? `${stale} stale page config(s)` : `${stale} page config(s) written`)
process.exit(check && stale ? 1 : 0)
