#!/usr/bin/env node
// Writes docs/features.md: for each client feature, its pages (from the route table), its store, and each function of
// its api.ts with the endpoint it calls, the server route file that serves it, the services and repositories that
// file uses and the tables they touch. Read from the source text, so it needs no build.
// `node scripts/feature-index.mjs` writes the file; `--print` prints it (the unit test compares the two).
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8')
const exists = (file) => fs.existsSync(path.join(ROOT, file))
const walk = (dir) =>
  fs
    .readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`]))
    .sort()

/** Route name → path and title, from the route table's entries. */
function routeTable() {
  const text = read('src/routes/route-table.ts')
  const body = text.slice(text.indexOf('export const routes = {'))
  const routes = []
  for (const match of body.matchAll(/^ {2}(\w+): \{/gm)) {
    // The entry runs to its matching brace (entries are one line or several).
    let depth = 0
    let end = match.index + match[0].length - 1
    for (; end < body.length; end++) {
      if (body[end] === '{') depth++
      else if (body[end] === '}' && --depth === 0) break
    }
    const entry = body.slice(match.index, end)
    const pagePath = /path: '([^']+)'/.exec(entry)?.[1]
    const title = /title: '([^']+)'/.exec(entry)?.[1] ?? ''
    if (pagePath) routes.push({ name: match[1], path: pagePath, title })
  }
  return routes
}

/** The file of a page path (a .tsx beside its config). */
const pageFile = (pagePath) => [`src/${pagePath}.tsx`, `src/${pagePath}/index.tsx`].find(exists)

/** Features a source file imports directly (`@/features/<name>/…`). */
function featuresImportedBy(file) {
  const text = read(file)
  return new Set([...text.matchAll(/from '@\/features\/([\w-]+)\//g)].map((m) => m[1]))
}

/** `xPaths` → { key → "METHOD base path" }, from contract/paths/*.ts. */
function contractPaths() {
  const out = new Map()
  for (const file of walk('contract/paths')) {
    const text = read(file)
    for (const block of text.matchAll(/export const (\w+Paths) = \{([\s\S]*?)^\}/gm)) {
      const keys = new Map()
      for (const m of block[2].matchAll(/^ {2}(\w+): \{ method: '(\w+)', base: '(\w+)', path: '([^']+)'/gm)) {
        keys.set(m[1], { method: m[2], base: m[3], path: m[4] })
      }
      out.set(block[1], keys)
    }
  }
  return out
}

/** `xEndpoints` → `xPaths`, from the contract's endpoint tables. */
function endpointTables() {
  const out = new Map()
  for (const file of walk('contract').filter((f) => f.endsWith('.ts'))) {
    const text = read(file)
    for (const table of text.matchAll(/export const (\w+Endpoints) = \{([\s\S]*?)^\}/gm)) {
      const paths = /defineEndpoint\((\w+Paths)\./.exec(table[2])?.[1]
      if (paths) out.set(table[1], paths)
    }
  }
  return out
}

/** "xPaths.key" → route files that serve it (`serve(fastify, xEndpoints.key, …)`). */
function servedBy(tables) {
  const out = new Map()
  for (const file of walk('server/src/routes').filter((f) => f.endsWith('.ts'))) {
    const text = read(file)
    for (const m of text.matchAll(/serve\(\s*fastify,\s*(\w+Endpoints)\.(\w+)/g)) {
      const key = `${tables.get(m[1])}.${m[2]}`
      out.set(key, [...(out.get(key) ?? []), file])
    }
  }
  return out
}

const BASES = Object.fromEntries([...read('contract/bases.ts').matchAll(/^ {2}(\w+): '([^']*)',/gm)].map((m) => [m[1], m[2]]))

/** A server module's imports of lib modules (services, repositories), as paths under server/src/lib. */
function libImports(file) {
  const dir = path.dirname(file)
  return [...read(file).matchAll(/from '(\.[^']+)'/g)]
    .map((m) => path.normalize(path.join(dir, m[1])))
    .filter((target) => target.startsWith('server/src/lib/') && !target.startsWith('server/src/lib/common/'))
    .map((target) => (exists(`${target}.ts`) ? `${target}.ts` : target))
    .filter((target) => exists(target))
}

/** The lib modules a route file uses and, one step further, those they use in their own domain folder (a service's repositories). */
function libClosure(file) {
  const direct = libImports(file)
  const further = direct.flatMap((lib) => libImports(lib).filter((inner) => path.dirname(inner) === path.dirname(lib)))
  return [...new Set([...direct, ...further])].sort()
}

/** Drizzle table constants → SQL table names. */
function schemaTables() {
  const out = new Map()
  for (const file of walk('server/src/db/schema')) {
    for (const m of read(file).matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)) out.set(m[1], m[2])
  }
  return out
}

/** Tables a lib module names: drizzle table constants it imports, and tables its SQL text reads or writes. */
function tablesOf(file, tables) {
  const text = read(file)
  const found = new Set()
  const schemaImport = /import \{([^}]*)\} from '[^']*db\/schema(?:\/index)?'/.exec(text)
  for (const name of schemaImport?.[1].split(',').map((n) => n.trim().replace(/^type /, '')) ?? []) {
    if (tables.has(name)) found.add(tables.get(name))
  }
  const known = new Set(tables.values())
  for (const m of text.matchAll(/\b(?:FROM|JOIN|INTO|UPDATE)\s+(\w+)/gi)) if (known.has(m[1])) found.add(m[1])
  return found
}

/** `export const name = (…) => client.key(…)` / `export async function name` in an api.ts, with the endpoints it calls. */
function apiFunctions(file, paths) {
  const text = read(file)
  const clients = new Map([...text.matchAll(/const (\w+) = endpointClient<[^>]+>\((\w+Paths)\)/g)].map((m) => [m[1], m[2]]))
  const exported = [...text.matchAll(/^export (?:const (\w+) =|async function (\w+)|function (\w+))/gm)]
  return exported.map((m, i) => {
    const name = m[1] ?? m[2] ?? m[3]
    const end = exported[i + 1]?.index ?? text.length
    const body = text.slice(m.index, end)
    const calls = [...body.matchAll(/\b(\w+)\.(\w+)(?:\.raw)?\(/g)]
      .filter((c) => clients.has(c[1]) && paths.get(clients.get(c[1]))?.has(c[2]))
      .map((c) => `${clients.get(c[1])}.${c[2]}`)
    return { name, calls: [...new Set(calls)] }
  })
}

export function renderFeatureIndex() {
  const routes = routeTable()
  const paths = contractPaths()
  const served = servedBy(endpointTables())
  const tables = schemaTables()
  const features = fs
    .readdirSync(path.join(ROOT, 'src/features'))
    .filter((name) => exists(`src/features/${name}/api.ts`) || fs.statSync(path.join(ROOT, 'src/features', name)).isDirectory())
    .sort()
  const pagesOf = new Map()
  for (const route of routes) {
    const file = pageFile(route.path)
    if (!file) continue
    for (const feature of featuresImportedBy(file)) pagesOf.set(feature, [...(pagesOf.get(feature) ?? []), route])
  }
  const lines = [
    '# Feature index',
    '',
    'Generated by `node scripts/feature-index.mjs` from the route table, each feature’s `api.ts`, the contract, the server’s',
    'route files and their imports (a unit test fails when this file is stale). For each feature: the pages that use it, its',
    'store, and for each API function the endpoint it calls → the server route file → the services and repositories that',
    'file uses → the tables they touch. Shared code (components, lib, stores) is not listed. The form-flow services',
    '(请假, 报销, 会议室预约, 在读证明) are the `tasks` feature: their forms and approval steps are defined in',
    '`server/src/lib/workflow/workflow-definitions.ts`.',
    '',
  ]
  for (const name of features) {
    const dir = `src/features/${name}`
    lines.push(`## ${name}`, '')
    const pages = (pagesOf.get(name) ?? []).map((r) => `${r.title || r.name} \`${r.path}\``)
    lines.push(`- **Pages**: ${pages.length ? pages.join(', ') : '—'}`)
    const stores = walk(dir)
      .filter((f) => /-store\.ts$/.test(f) && !f.includes('__tests__'))
      .map((f) => `\`${path.basename(f)}\``)
    lines.push(`- **Stores**: ${stores.length ? stores.join(', ') : '—'}`)
    const api = exists(`${dir}/api.ts`) ? apiFunctions(`${dir}/api.ts`, paths) : []
    lines.push('')
    if (api.length === 0) {
      lines.push('No endpoint of its own.', '')
      continue
    }
    const short = (f) => f.replace(/^server\/src\//, '')
    const routeFiles = new Set()
    lines.push('| api function | endpoint | server route |', '|---|---|---|')
    for (const fn of api) {
      for (const call of fn.calls) {
        const [pathsName, key] = call.split('.')
        const endpoint = paths.get(pathsName).get(key)
        const files = served.get(call) ?? []
        files.forEach((f) => routeFiles.add(f))
        const where = files.map((f) => `\`${short(f)}\``).join(', ') || '—'
        lines.push(`| \`${fn.name}\` | ${endpoint.method} \`${BASES[endpoint.base] ?? ''}${endpoint.path}\` | ${where} |`)
      }
    }
    if (routeFiles.size) lines.push('', 'Server: each route file → the services and repositories it uses → the tables they touch.', '')
    for (const file of [...routeFiles].sort()) {
      const libs = libClosure(file)
      const touched = [...new Set(libs.flatMap((lib) => [...tablesOf(lib, tables)]))].sort()
      const names = libs.map((f) => `\`${short(f).replace(/^lib\//, '')}\``).join(', ') || '—'
      lines.push(`- \`${short(file)}\` → ${names} → ${touched.join(', ') || '—'}`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

if (process.argv[1] === import.meta.filename) {
  const text = renderFeatureIndex()
  if (process.argv.includes('--print')) process.stdout.write(text)
  else fs.writeFileSync(path.join(ROOT, 'docs/features.md'), text)
}
