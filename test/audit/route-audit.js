// Holds a mini-program build (app.json and compiled page files) against the spec's route list and
// measures its packages. Spec routes not built yet are reported as `missing`, not as problems: a page
// enters the route table when it is built. Used by test/build/weapp-output.test.js and
// `npm run audit:routes` (prints the report).
const fs = require('fs')
const path = require('path')
const { readSpecRoutes } = require('./spec-routes')

const MB = 1024 * 1024
const PACKAGE_LIMIT = 2 * MB

function dirSize(dir) {
  if (!fs.existsSync(dir)) return 0
  let total = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    total += entry.isDirectory() ? dirSize(p) : fs.statSync(p).size
  }
  return total
}

/** Every page app.json declares, with the package it sits in. */
function declaredPages(app) {
  const pages = new Map((app.pages || []).map((p) => [p, 'main']))
  for (const sp of app.subPackages || app.subpackages || []) {
    const root = sp.root.replace(/\/$/, '')
    for (const p of sp.pages || []) pages.set(`${root}/${p}`, root)
  }
  return pages
}

/** Sizes in bytes: main is everything outside the sub-package roots. */
function packageSizes(dist, app) {
  const roots = (app.subPackages || app.subpackages || []).map((sp) => sp.root.replace(/\/$/, ''))
  const subs = Object.fromEntries(roots.map((r) => [r, dirSize(path.join(dist, r))]))
  const total = dirSize(dist)
  return { main: total - Object.values(subs).reduce((a, b) => a + b, 0), ...subs, total }
}

function auditBuild(dist) {
  const app = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'))
  const declared = declaredPages(app)
  const problems = []
  const missing = []
  const spec = readSpecRoutes().filter((r) => r.pkg !== 'system')
  for (const { route, pkg } of spec) {
    const where = declared.get(route)
    if (!where) {
      missing.push(route)
      continue
    }
    if (where !== pkg) problems.push(`${route} is in package ${where}, the spec puts it in ${pkg}`)
  }
  for (const route of declared.keys()) {
    for (const ext of ['.js', '.json', '.wxml']) {
      if (!fs.existsSync(path.join(dist, route + ext))) problems.push(`no compiled ${route}${ext}`)
    }
  }
  const tabs = spec.filter((r) => r.tab).map((r) => r.route)
  const list = ((app.tabBar && app.tabBar.list) || []).map((t) => t.pagePath)
  if (JSON.stringify(list) !== JSON.stringify(tabs)) problems.push(`tab bar is [${list}], the spec wants [${tabs}]`)
  const sizes = packageSizes(dist, app)
  for (const [pkg, size] of Object.entries(sizes)) {
    if (pkg !== 'total' && size > PACKAGE_LIMIT) problems.push(`package ${pkg} is ${(size / MB).toFixed(2)} MB, over WeChat's 2 MB limit`)
  }
  return { app, declared, spec, missing, problems, sizes }
}

function formatReport({ spec, missing, problems, sizes }) {
  const mb = (n) => (n / MB).toFixed(3) + ' MB'
  return [
    `package sizes (limit 2 MB each): ${Object.entries(sizes)
      .map(([k, v]) => `${k} ${mb(v)}`)
      .join('; ')}`,
    `${spec.length - missing.length}/${spec.length} spec pages built`,
    ...missing.map((r) => `not built yet: ${r}`),
    ...problems.map((p) => `PROBLEM ${p}`),
  ].join('\n')
}

module.exports = { auditBuild, formatReport, packageSizes, MB }

if (require.main === module) {
  const dist = path.resolve(process.argv[2] || process.env.PORTAL_OUT_DIR || 'dist')
  const report = auditBuild(dist)
  console.log(formatReport(report))
  process.exit(report.problems.length ? 1 : 0)
}
