import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..')
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8')

describe('deploy/', () => {
  it('portal.env names every variable config.ts reads', () => {
    const source = read('server/src/config.ts')
    const variables = new Set(
      [...source.matchAll(/env\.([A-Z][A-Z0-9_]+)|(?:int|number)Env\('([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2]),
    )
    assert.ok(variables.size > 60, `found only ${variables.size} variables in config.ts`)
    const reference = read('deploy/portal.env')
    const missing = [...variables].filter((name) => !new RegExp(`^#? ?${name}[=:]`, 'm').test(reference))
    assert.deepEqual(missing, [], 'variables config.ts reads but deploy/portal.env does not describe')
  })

  it('nginx passes no request on that an instance may have received unless it is idempotent', () => {
    const proxy = read('deploy/nginx/portal-locations.conf')
    const directive = /^proxy_next_upstream ([^;]+);/m.exec(proxy)?.[1]
    assert.ok(directive, 'proxy_next_upstream is set')
    assert.ok(!directive.includes('non_idempotent'), directive)
    assert.match(proxy, /^proxy_set_header X-Request-Id \$request_id;/m)
    assert.match(proxy, /^proxy_set_header X-Forwarded-For \$remote_addr;/m)
  })
})
