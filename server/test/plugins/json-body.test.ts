import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'

type Json = Record<string, unknown>

/** The way a mini-program's wx.request sends a POST without data: JSON content type, empty body. */
const EMPTY_JSON = { 'content-type': 'application/json', 'content-length': '0' }

describe('JSON bodies: an empty one is no body', () => {
  let t: TestApp
  let token: string
  before(async () => {
    t = await createTestApp()
    token = await loginToken(t.app, '2026001')
  })
  after(async () => {
    await t.close()
  })

  it('生成订阅链接 (feed/reset) answers a new address to an empty JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/schedule/feed/reset',
      headers: { ...EMPTY_JSON, 'x-id-token': token },
      payload: '',
    })
    assert.equal(res.statusCode, 200, res.body)
    assert.match(res.json().data.url, /\.ics$/)
  })

  it('a route that needs a body still refuses a missing one, and broken JSON stays a 400', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/schedule/settings/save',
      headers: { ...EMPTY_JSON, 'x-id-token': token },
      payload: '',
    })
    assert.equal(missing.statusCode, 400, missing.body)
    const broken = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/schedule/settings/save',
      headers: { 'content-type': 'application/json', 'x-id-token': token },
      payload: '{',
    })
    assert.equal(broken.statusCode, 400)
    assert.equal(broken.json().message, '请求格式不正确')
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/schedule/settings/save',
      headers: { 'content-type': 'application/json', 'x-id-token': token },
      payload: '{"__proto__":{"admin":true}}',
    })
    assert.equal(poisoned.statusCode, 400)
  })

  it('no body-less POST of the API document refuses an empty JSON body as malformed', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as Json
    const bodyless = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
      item.post && !item.post.requestBody && !path.includes('{') ? [path] : [],
    )
    assert.ok(bodyless.includes('/portal-api/v1/schedule/feed/reset'), bodyless.join(' '))
    const refused: string[] = []
    for (const path of bodyless) {
      const res = await t.app.inject({ method: 'POST', url: path, headers: { ...EMPTY_JSON, 'x-id-token': token }, payload: '' })
      if (res.statusCode === 400 && res.json().message === '请求格式不正确') refused.push(path)
      // A sign-out among them ends the session: sign in again so that the next route gets past its sign-in check.
      if (res.statusCode === 401) token = await loginToken(t.app, '2026001')
    }
    assert.deepEqual(refused, [])
  })
})
