import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'

const INDEX = '<!doctype html><title>运营后台</title><script type="module" src="/admin/assets/index-1a2b3c4d.js"></script>'

describe('the operator console build at /admin/', () => {
  let t: TestApp
  let adminDir: string
  before(async () => {
    t = await createTestApp()
    adminDir = path.join(path.dirname(t.outboxFile), 'dist-admin')
  })
  after(async () => {
    await t.close()
  })

  it('before a build: a page that says how to build it (503)', async () => {
    const response = await t.app.inject({ url: '/admin/' })
    assert.equal(response.statusCode, 503)
    assert.match(response.body, /npm run build:admin/)
  })

  it('serves index.html for every console address (history fallback), never cached; /admin → /admin/', async () => {
    fs.mkdirSync(path.join(adminDir, 'assets'), { recursive: true })
    fs.writeFileSync(path.join(adminDir, 'index.html'), INDEX)
    fs.writeFileSync(path.join(adminDir, 'assets', 'index-1a2b3c4d.js'), 'console.log(1)')
    for (const url of ['/admin/', '/admin/articles/12', '/admin/audit?page=2']) {
      const response = await t.app.inject({ url })
      assert.equal(response.statusCode, 200, url)
      assert.equal(response.body, INDEX, url)
      assert.equal(response.headers['cache-control'], 'no-cache', url)
    }
    const bare = await t.app.inject({ url: '/admin' })
    assert.equal(bare.statusCode, 302)
    assert.equal(bare.headers.location, '/admin/')
    // The portal's own pages are still the H5 site's.
    assert.notEqual((await t.app.inject({ url: '/pages/index/index' })).body, INDEX)
  })

  it('hashed assets are immutable; a missing asset is a 404, not the page', async () => {
    const asset = await t.app.inject({ url: '/admin/assets/index-1a2b3c4d.js' })
    assert.equal(asset.statusCode, 200)
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal((await t.app.inject({ url: '/admin/assets/gone-12345678.js' })).statusCode, 404)
  })

  it("the page carries the portal's CSP: scripts from this origin only, no framing by others", async () => {
    const csp = String((await t.app.inject({ url: '/admin/' })).headers['content-security-policy'])
    assert.match(csp, /script-src 'self'/)
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/)
    assert.match(csp, /object-src 'none'/)
    assert.match(csp, /frame-ancestors 'self'/)
  })

  it('unknown /admin-api paths get a JSON 404', async () => {
    const response = await t.app.inject({ url: '/admin-api/v1/nothing' })
    assert.equal(response.statusCode, 404)
    assert.match(response.json().message, /接口不存在/)
  })
})
