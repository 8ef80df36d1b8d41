import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { API_PREFIXES, BASES } from '@contract/bases'
import { createTestApp, type TestApp } from './helpers/test-app'

const routesDir = path.resolve(import.meta.dirname, '..', 'src', 'routes')

describe('one origin: H5 site, docs and service bases', () => {
  let t: TestApp
  let bare: TestApp
  const h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-h5-'))
  before(async () => {
    fs.writeFileSync(path.join(h5Dir, 'index.html'), '<!doctype html><title>portal h5</title><div id="app"></div>')
    fs.mkdirSync(path.join(h5Dir, 'js'))
    fs.writeFileSync(path.join(h5Dir, 'js', 'app.1234.js'), 'console.log(1)')
    t = await createTestApp({ config: { h5Dir } })
    bare = await createTestApp()
  })
  after(async () => {
    await t.close()
    await bare.close()
    fs.rmSync(h5Dir, { recursive: true, force: true })
  })

  it('route folders are named after the exported base prefixes', () => {
    for (const base of [BASES.sso, BASES.tokenService, BASES.portal]) {
      assert.ok(fs.existsSync(path.join(routesDir, base.slice(1))), `routes${base} holds that base's routes`)
    }
    assert.deepEqual([BASES.sso, BASES.tokenService, BASES.portal].sort(), ['/cas', '/portal-api', '/token-service'])
    assert.equal(BASES.cms, BASES.portal)
    assert.deepEqual([BASES.messageCenter, BASES.flow, BASES.personal], ['/message-center', '/flow', '/personal'])
  })

  it('serves H5 files and falls back to index.html for page routes', async () => {
    const asset = await t.app.inject({ url: '/js/app.1234.js' })
    assert.equal(asset.statusCode, 200)
    for (const url of ['/', '/pages/tab/index/index', '/pages/login/login?service=x', '/pagesA/news/detail']) {
      const page = await t.app.inject({ url })
      assert.equal(page.statusCode, 200, url)
      assert.match(page.body, /portal h5/)
    }
    assert.equal((await t.app.inject({ url: '/js/missing.js' })).statusCode, 404)
  })

  it('answers JSON 404 for unknown paths under every API base', async () => {
    for (const prefix of API_PREFIXES.filter((p) => p !== '/docs')) {
      const response = await t.app.inject({ url: `${prefix}/no/such/call` })
      assert.equal(response.statusCode, 404, prefix)
      assert.equal(response.json().code, 404)
      assert.match(response.json().message, /接口不存在/)
    }
    const post = await t.app.inject({ method: 'POST', url: '/message-center/center/api/v1/unknown' })
    assert.equal(post.json().code, 404)
  })

  it('without dist-h5 shows a page explaining how to build it', async () => {
    const page = await bare.app.inject({ url: '/pages/tab/index/index' })
    assert.equal(page.statusCode, 503)
    assert.match(page.body, /npm run build:h5/)
  })

  it('publishes OpenAPI docs with form-encoded request bodies', async () => {
    const ui = await t.app.inject({ url: '/docs' })
    assert.ok([200, 302].includes(ui.statusCode))
    const spec = (await t.app.inject({ url: '/docs/json' })).json()
    const login = spec.paths['/token-service/password/passwordLogin'].post
    assert.ok(login.requestBody.content['application/x-www-form-urlencoded'])
    assert.ok(login.parameters.some((parameter: { name: string; in: string }) => parameter.name === 'username' && parameter.in === 'query'))
    assert.ok(spec.paths['/portal-api/v1/config/system/getSystemConf'])
    assert.ok(spec.paths['/cas/p3/serviceValidate'])
  })

  it('answers malformed bodies with 4xx JSON and no stack trace', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/token-service/password/passwordLogin',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    })
    assert.equal(bad.statusCode, 400)
    assert.deepEqual(bad.json(), { code: 400, message: '请求格式不正确' })
    const type = await t.app.inject({
      method: 'POST',
      url: '/token-service/password/passwordLogin',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    })
    assert.equal(type.statusCode, 415)
    assert.equal(type.json().code, 415)
    assert.doesNotMatch(bad.body + type.body, /at .*\.ts/)
  })
})
