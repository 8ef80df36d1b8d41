#!/usr/bin/env node
// WeChat DevTools' own checks of a mini-program build, offline, through miniprogram-ci:
// checkCodeQuality (package sizes, compression, lazy code loading, code used only by sub-packages,
// unused files) and the JSON schema checks of app.json, every page's JSON, sitemap.json and
// project.config.json. miniprogram-ci (276 MB) is kept out of the project's install: it is
// installed on first use into .cache/miniprogram-ci.
// Usage: node scripts/weapp-devtools-checks.cjs [dist] → one JSON line on stdout:
//   {"status":"ok","quality":[...],"schema":{"app.json":{...}}} or {"status":"unavailable","reason":...}
const { execFileSync } = require('node:child_process')
const crypto = require('node:crypto')
const fs = require('node:fs')
const path = require('node:path')

const ROOT = path.resolve(__dirname, '..')
const CACHE = path.join(ROOT, '.cache', 'miniprogram-ci')
const VERSION = '2.1.42'
const dist = path.resolve(ROOT, process.argv[2] || process.env.WEAPP_DIR || 'dist')

function ensureInstalled() {
  const installed = path.join(CACHE, 'node_modules', 'miniprogram-ci', 'package.json')
  if (fs.existsSync(installed) && JSON.parse(fs.readFileSync(installed, 'utf8')).version === VERSION) return null
  fs.mkdirSync(CACHE, { recursive: true })
  fs.writeFileSync(path.join(CACHE, 'package.json'), JSON.stringify({ name: 'miniprogram-ci-cache', private: true }))
  try {
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--no-package-lock', `miniprogram-ci@${VERSION}`], {
      cwd: CACHE,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 15 * 60_000,
    })
    return null
  } catch (error) {
    try {
      execFileSync('npm', ['ping'], { stdio: 'ignore', timeout: 60_000 })
    } catch {
      return `the npm registry is unreachable, so miniprogram-ci ${VERSION} could not be installed`
    }
    throw error
  }
}

/** Any RSA key satisfies privateKeyPath for a local check (upload and preview would need the real one). */
function throwawayKey() {
  const file = path.join(CACHE, 'throwaway-key.pem')
  if (!fs.existsSync(file)) {
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    fs.writeFileSync(file, privateKey.export({ type: 'pkcs1', format: 'pem' }))
  }
  return file
}

function jsonFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? jsonFiles(full) : e.name.endsWith('.json') ? [full] : []
  })
}

async function main() {
  const unavailable = ensureInstalled()
  if (unavailable) return { status: 'unavailable', reason: unavailable }
  const ci = require(path.join(CACHE, 'node_modules', 'miniprogram-ci'))
  const project = new ci.Project({
    appid: JSON.parse(fs.readFileSync(path.join(dist, 'project.config.json'), 'utf8')).appid,
    type: 'miniProgram',
    projectPath: dist,
    privateKeyPath: throwawayKey(),
    ignores: ['node_modules/**/*'],
  })
  const quality = await ci.checkCodeQuality(project)

  const app = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'))
  const schema = {
    'app.json': ci.schemaValidate('app', app),
    'project.config.json': ci.schemaValidate('projectconfig', JSON.parse(fs.readFileSync(path.join(dist, 'project.config.json'), 'utf8'))),
  }
  if (app.sitemapLocation && fs.existsSync(path.join(dist, app.sitemapLocation))) {
    schema[app.sitemapLocation] = ci.schemaValidate('sitemap', JSON.parse(fs.readFileSync(path.join(dist, app.sitemapLocation), 'utf8')))
  }
  const pages = new Set([
    ...app.pages,
    ...(app.subPackages || []).flatMap((sp) => sp.pages.map((p) => `${sp.root.replace(/\/$/, '')}/${p}`)),
  ])
  for (const file of jsonFiles(dist)) {
    const rel = path.relative(dist, file).split(path.sep).join('/')
    if (pages.has(rel.replace(/\.json$/, ''))) schema[rel] = ci.schemaValidate('page', JSON.parse(fs.readFileSync(file, 'utf8')))
  }
  return { status: 'ok', quality, schema }
}

main().then(
  (result) => {
    process.stdout.write(JSON.stringify(result) + '\n')
    // miniprogram-ci keeps handles open after its work is done.
    process.exit(0)
  },
  (error) => {
    process.stderr.write(`${error && error.stack ? error.stack : error}\n`)
    process.exit(1)
  },
)
