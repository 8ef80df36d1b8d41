// What the mini-program's main package holds: every file's size, and for the shared chunks (vendors.js,
// common.js, taro.js) each module's minified bytes, grouped by npm package or source folder. Build with
// `PORTAL_WEAPP_STATS=.cache/weapp-stats.json npm run build:weapp` first (without the stats file, module
// ids print instead of names). `node scripts/weapp-main-package.mjs [dist] [rows]`.
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const acorn = require('acorn')
// The build check's reader of webpack's module table (one parser for both).
const { moduleTable } = require('../test/build/main-package-modules.js')

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const DIST = path.resolve(ROOT, process.argv[2] || 'dist')
const ROWS = Number(process.argv[3] || 30)
const STATS = path.join(ROOT, '.cache', 'weapp-stats.json')
const SHARED = ['vendors.js', 'common.js', 'taro.js']

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7)

const app = JSON.parse(fs.readFileSync(path.join(DIST, 'app.json'), 'utf8'))
const subRoots = (app.subPackages || []).map((s) => s.root.replace(/\/$/, ''))
const files = walk(DIST)
  .map((full) => ({ rel: path.relative(DIST, full).split(path.sep).join('/'), bytes: fs.statSync(full).size }))
  .filter((f) => f.rel !== 'project.config.json' && !f.rel.endsWith('.LICENSE.txt'))
const packageOf = (rel) => subRoots.find((r) => rel.startsWith(`${r}/`)) || 'main'

const totals = {}
for (const f of files) totals[packageOf(f.rel)] = (totals[packageOf(f.rel)] || 0) + f.bytes
console.log(
  'packages (KB):',
  Object.entries(totals)
    .map(([k, v]) => `${k} ${(v / 1024).toFixed(1)}`)
    .join(', '),
)

const main = files.filter((f) => packageOf(f.rel) === 'main').sort((a, b) => b.bytes - a.bytes)
const byKind = {}
for (const f of main) {
  const kind = f.rel.startsWith('pages/') ? `pages/* ${path.extname(f.rel)}` : f.rel.startsWith('assets/') ? 'assets' : f.rel
  byKind[kind] = (byKind[kind] || 0) + f.bytes
}
console.log('\nmain package by file (KB):')
for (const [kind, bytes] of Object.entries(byKind).sort((a, b) => b[1] - a[1])) console.log(`${kb(bytes)}  ${kind}`)

/** Module names by id, and for a concatenated module its parts with their unminified sizes. */
function moduleNames() {
  if (!fs.existsSync(STATS)) return new Map()
  const names = new Map()
  for (const chunk of JSON.parse(fs.readFileSync(STATS, 'utf8')).chunks) {
    for (const m of chunk.modules || []) {
      if (m.id == null) continue
      const parts = m.modules?.length ? m.modules.map((n) => ({ name: n.name, size: n.size })) : [{ name: m.name, size: m.size }]
      names.set(String(m.id), parts)
    }
  }
  return names
}

/** An npm package (node_modules/@scope/name) or the source folder two levels deep. */
function groupOf(name) {
  const clean = name.replace(/^.*!/, '').replace(/^\.\//, '')
  const nm = clean.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/')
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]
  }
  return clean
    .split('/')
    .slice(0, 3)
    .join('/')
    .replace(/ \+ \d+ modules$/, '')
}

const names = moduleNames()
const everyPage = new Map()
const pageScripts = main.filter((f) => f.rel.endsWith('.js') && !SHARED.includes(f.rel)).map((f) => f.rel)
for (const chunk of [...SHARED, ...pageScripts]) {
  const full = path.join(DIST, chunk)
  if (!fs.existsSync(full)) continue
  const code = fs.readFileSync(full, 'utf8')
  const table = moduleTable(acorn.parse(code, { ecmaVersion: 'latest' }))
  const groups = SHARED.includes(chunk) ? new Map() : everyPage
  let inModules = 0
  for (const p of table?.properties || []) {
    const id = String(p.key.value ?? p.key.name)
    const bytes = Buffer.byteLength(code.slice(p.start, p.end))
    inModules += bytes
    const parts = names.get(id) || [{ name: `module ${id}`, size: 1 }]
    const whole = parts.reduce((sum, part) => sum + (part.size || 0), 0) || 1
    // A concatenated module's minified bytes are shared out by its parts' unminified sizes.
    for (const part of parts) {
      const group = groupOf(part.name)
      groups.set(group, (groups.get(group) || 0) + (bytes * (part.size || 0)) / whole)
    }
  }
  if (!SHARED.includes(chunk)) continue
  const size = Buffer.byteLength(code)
  console.log(`\n${chunk}: ${(size / 1024).toFixed(1)} KB (${((size - inModules) / 1024).toFixed(1)} KB outside the module table)`)
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, ROWS)) console.log(`${kb(bytes)}  ${group}`)
}

console.log(`\napp.js and the main pages' scripts (${pageScripts.length} files), by module group:`)
for (const [group, bytes] of [...everyPage].sort((a, b) => b[1] - a[1]).slice(0, ROWS)) console.log(`${kb(bytes)}  ${group}`)
