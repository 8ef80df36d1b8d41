import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, decodeJwtPayload, DEMO_PASSWORD, passwordLogin, type TestApp } from '../../helpers/test-app'

describe('POST /token-service/password/passwordLogin', () => {
  let t: TestApp
  before(async () => { t = await createTestApp() })
  after(async () => { await t.close() })

  it('signs in with fields in the query string and returns the token and user', async () => {
    const { status, body } = await passwordLogin(t.app, 't1001')
    assert.equal(status, 200)
    assert.equal(body.code, 0)
    assert.equal(body.data.user.username, 't1001')
    assert.equal(body.data.user.userName, '王芳')
    assert.equal(body.data.user.identityTypeCode, 'teacher')
    assert.equal(body.data.expiresIn, 7200)
    const header = JSON.parse(Buffer.from(body.data.idToken.split('.')[0], 'base64url').toString())
    assert.equal(header.alg, 'RS256')
    const claims = decodeJwtPayload(body.data.idToken)
    assert.equal(claims.sub, 't1001')
    assert.equal(claims.ATTR_userName, '王芳')
    assert.equal(claims.ATTR_identityTypeCode, 'teacher')
    assert.equal(claims.ATTR_accountId, body.data.user.accountId)
    assert.equal(claims.aud, 'campus-portal')
    assert.equal(typeof claims.iss, 'string')
    assert.equal((claims.exp as number) - (claims.iat as number), 7200)
  })

  it('accepts a form-encoded body and a JSON body with the device fields', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/token-service/password/passwordLogin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=2026001&password=${encodeURIComponent(DEMO_PASSWORD)}&appId=portal&deviceId=d1&osType=ios&geo=`,
    })
    assert.equal(form.statusCode, 200)
    assert.equal(form.json().data.user.identityTypeCode, 'student')
    const json = await t.app.inject({ method: 'POST', url: '/token-service/password/passwordLogin', payload: { username: 'admin', password: DEMO_PASSWORD } })
    assert.equal(json.statusCode, 200)
    assert.equal(json.json().data.user.userName, '陈静')
  })

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const wrong = await passwordLogin(t.app, 'guest', 'nope')
    const unknown = await passwordLogin(t.app, 'nobody', 'nope')
    assert.equal(wrong.status, 400)
    assert.deepEqual(wrong.body, { code: 400, message: '用户名或密码错误' })
    assert.deepEqual(unknown.body, wrong.body)
  })

  it('explains missing fields in Chinese without a stack trace', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/token-service/password/passwordLogin?username=t1001' })
    assert.equal(response.statusCode, 400)
    assert.deepEqual(response.json(), { code: 400, message: '缺少参数 password' })
  })

  it('locks a username after 10 wrong passwords, even with the right one', async () => {
    for (let i = 0; i < 10; i++) assert.equal((await passwordLogin(t.app, '2026002', `wrong-${i}`)).status, 400)
    const locked = await passwordLogin(t.app, '2026002')
    assert.equal(locked.status, 429)
    assert.equal(locked.body.code, 429)
    assert.match(locked.body.message, /密码错误次数过多/)
  })

  it('counts parallel guesses exactly: 10 are tried, the rest refused, then the right password too', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => passwordLogin(t.app, 't1002', `guess-${i}`)))
    assert.equal(results.filter((result) => result.status === 400).length, 10)
    assert.equal(results.filter((result) => result.status === 429).length, 20)
    assert.equal((await passwordLogin(t.app, 't1002')).status, 429)
  })
})
