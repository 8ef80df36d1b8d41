// Which modules of the mini-program's shared main-package chunks (common.js, vendors.js) no main-package
// page or app.js reaches. Taro's optimizeMainPackage should move code that only sub-package pages use into
// the sub-packages; this reads the compiled webpack chunks (module table + `require(id)` calls) to prove it.
const fs = require('fs')
const path = require('path')
const acorn = require('acorn')

const SHARED = ['common.js', 'vendors.js']
const RUNTIME = ['taro.js', 'runtime.js']

function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

/** The chunk's module table: the largest object literal whose keys are all webpack's numeric module ids. */
function moduleTable(ast) {
  let best = null
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return
    if (
      node.type === 'ObjectExpression' &&
      node.properties.length > 0 &&
      node.properties.every((p) => p.key && /^\d+$/.test(String(p.key.value ?? p.key.name))) &&
      (!best || node.end - node.start > best.end - best.start)
    )
      best = node
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit)
      else if (value && typeof value.type === 'string') visit(value)
    }
  }
  visit(ast)
  return best
}

/** Module ids a piece of minified code requires: webpack's `n(12345)` (any one- or two-letter name). */
const requiredIds = (code) => new Set([...code.matchAll(/\b[a-zA-Z_$]{1,2}\((\d{1,6})\)/g)].map((m) => m[1]))

/**
 * Reads dist/ and answers { unreachable: [{ id, file, bytes, usedBy }], sharedBytes }: modules of the
 * shared chunks that no main-package entry (app.js or a main page) reaches, with the entries that do.
 */
function auditMainPackageModules(dist) {
  const app = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'))
  const subRoots = (app.subPackages || app.subpackages || []).map((s) => s.root.replace(/\/$/, ''))
  const packageOf = (rel) => subRoots.find((r) => rel.startsWith(`${r}/`)) || 'main'
  const modules = new Map()
  const entryRefs = new Map()
  for (const full of filesUnder(dist).filter((f) => f.endsWith('.js'))) {
    const rel = path.relative(dist, full).split(path.sep).join('/')
    const code = fs.readFileSync(full, 'utf8')
    const table = moduleTable(acorn.parse(code, { ecmaVersion: 'latest' }))
    let outside = code
    if (table) {
      for (const p of table.properties) {
        const id = String(p.key.value ?? p.key.name)
        modules.set(id, {
          file: rel,
          bytes: Buffer.byteLength(code.slice(p.start, p.end)),
          refs: requiredIds(code.slice(p.value.start, p.value.end)),
        })
      }
      outside = code.slice(0, table.start) + code.slice(table.end)
    }
    if (!SHARED.includes(rel) && !RUNTIME.includes(rel) && !/(^|\/)sub-(vendors|common)/.test(rel)) {
      const own = [...modules].filter(([, m]) => m.file === rel).map(([id]) => id)
      entryRefs.set(rel, [...requiredIds(outside), ...own])
    }
  }
  const usedBy = new Map()
  for (const [entry, starts] of entryRefs) {
    const seen = new Set()
    const stack = [...starts]
    while (stack.length) {
      const id = stack.pop()
      if (seen.has(id) || !modules.has(id)) continue
      seen.add(id)
      if (!usedBy.has(id)) usedBy.set(id, new Set())
      usedBy.get(id).add(entry)
      stack.push(...modules.get(id).refs)
    }
  }
  const shared = [...modules].filter(([, m]) => SHARED.includes(m.file))
  const unreachable = shared
    .filter(([id]) => ![...(usedBy.get(id) || [])].some((entry) => packageOf(entry) === 'main'))
    .map(([id, m]) => ({ id, file: m.file, bytes: m.bytes, usedBy: [...(usedBy.get(id) || [])] }))
  return { unreachable, sharedBytes: shared.reduce((sum, [, m]) => sum + m.bytes, 0), modules: shared.length }
}

module.exports = { auditMainPackageModules, moduleTable }
