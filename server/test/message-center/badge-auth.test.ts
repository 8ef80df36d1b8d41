import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { MC } from './helpers'

const BADGE = `${MC}/instantMessage/getAppAllUnReadCount/new`

describe('badge: the per-token verification cache never outlives the token', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ config: { tokenTtlSeconds: 2 } })
  })
  after(async () => {
    await t.close()
  })

  const badge = (token: string) =>
    t.app.inject({ method: 'POST', url: BADGE, headers: { 'x-id-token': token }, payload: { mobile: false } })

  it('a cached token is refused once it expires; a token for another user answers for that user', async () => {
    const token = await loginToken(t.app, '2026001')
    const teacher = await loginToken(t.app, 't1001')
    assert.equal((await badge(token)).statusCode, 200)
    const first = (await badge(token)).json().data
    const other = (await badge(teacher)).json().data
    assert.notEqual(first, other)
    assert.equal((await badge(token)).json().data, first, 'cached answer is still the user’s own count')
    await new Promise((resolve) => setTimeout(resolve, 3100))
    const expired = await badge(token)
    assert.equal(expired.statusCode, 401)
    assert.equal(expired.json().message, '登录已过期，请重新登录')
    // The uncached routes agree.
    assert.equal((await t.app.inject({ url: `${MC}/messageCenter/getUnReadedCount`, headers: { 'x-id-token': token } })).statusCode, 401)
  })

  it('a bad token is never cached into acceptance, and the cookie works like the header', async () => {
    const token = await loginToken(t.app, '2026001')
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    assert.equal((await badge(tampered)).statusCode, 401)
    assert.equal((await badge(tampered)).statusCode, 401)
    const viaCookie = await t.app.inject({
      method: 'POST',
      url: BADGE,
      headers: { cookie: `userToken=${token}` },
      payload: { mobile: false },
    })
    assert.equal(viaCookie.statusCode, 200)
    assert.equal(typeof viaCookie.json().data, 'number')
    const none = await t.app.inject({ method: 'POST', url: BADGE, payload: { mobile: false } })
    assert.equal(none.statusCode, 401)
    assert.equal(none.json().message, '请先登录')
  })
})
