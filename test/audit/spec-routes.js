// The spec's page routes (test/spec-routes.txt, the project's own copy of the spec's list), parsed.
const fs = require('fs')
const path = require('path')

const SPEC_ROUTES_FILE = path.join(__dirname, '..', 'spec-routes.txt')

/** @returns {{ route: string, pkg: string, tab: boolean, title: string }[]} */
function readSpecRoutes(file = SPEC_ROUTES_FILE) {
  const list = []
  let pkg = 'main'
  for (const raw of fs.readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim()
    if (!line) continue
    const header = line.match(/^## (package (\S+)|system)/)
    if (header) {
      pkg = header[2] || 'system'
      continue
    }
    if (line.startsWith('#')) continue
    const [route, ...rest] = line.split(/\s+/)
    list.push({ route, pkg, tab: rest[0] === 'tab', title: rest.filter((w) => w !== 'tab').join(' ') })
  }
  return list
}

module.exports = { readSpecRoutes, SPEC_ROUTES_FILE }
