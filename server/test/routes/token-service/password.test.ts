import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ManualClock } from '../../../src/lib/common/clock'
import { createTestApp, decodeJwtPayload, DEMO_PASSWORD, passwordLogin, type TestApp } from '../../helpers/test-app'

describe('POST /token-service/password/passwordLogin', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

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
    const json = await t.app.inject({
      method: 'POST',
      url: '/token-service/password/passwordLogin',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    })
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

describe('password lockouts run on sliding windows (settable clock)', () => {
  let t: TestApp
  const clock = new ManualClock('2026-11-23T08:14:45Z')
  before(async () => {
    t = await createTestApp({ clock })
  })
  after(async () => {
    await t.close()
  })

  it('keeps a username locked for 15 minutes after its tenth failure, across a quarter-hour boundary', async () => {
    for (let i = 0; i < 10; i++) {
      assert.equal((await passwordLogin(t.app, 'guest', `wrong-${i}`)).status, 400)
      clock.advance(1.5)
    }
    clock.set('2026-11-23T08:15:05Z') // a fixed 15-minute window would start afresh here
    assert.equal((await passwordLogin(t.app, 'guest', 'wrong-10')).status, 429)
    const locked = await passwordLogin(t.app, 'guest')
    assert.equal(locked.status, 429)
    assert.match(locked.body.message, /请15分钟后再试/)
    clock.set('2026-11-23T08:29:57Z') // 14:59 after the last failure (08:14:58.5)
    assert.equal((await passwordLogin(t.app, 'guest')).status, 429)
    clock.set('2026-11-23T08:30:00Z')
    assert.equal((await passwordLogin(t.app, 'guest')).status, 200)
  })

  it('slows an address down after 100 failures instead of locking every account behind it', async () => {
    const address = '10.20.30.40'
    for (let i = 0; i < 100; i++) {
      assert.equal((await passwordLogin(t.app, `nobody-${i}`, 'guess', address)).status, 400)
    }
    const slowed = await passwordLogin(t.app, 't1001', DEMO_PASSWORD, address)
    assert.equal(slowed.status, 429)
    assert.match(slowed.body.message, /当前网络登录失败次数过多，请1秒后再试/)
    assert.equal((await passwordLogin(t.app, 't1001', DEMO_PASSWORD, '10.20.30.41')).status, 200, 'other addresses are not affected')
    clock.advance(1)
    assert.equal(
      (await passwordLogin(t.app, 't1001', DEMO_PASSWORD, address)).status,
      200,
      'the right password gets through after the wait',
    )
  })

  it('spaces the guesses of a busy address at most a minute apart, and forgets them after 15 minutes', async () => {
    const address = '10.20.30.50'
    await t.database.pool.query('INSERT INTO rate_counters (key, window_start, count) VALUES ($1, $2, 200)', [
      `pwd-fail:ip:${address}`,
      clock.now(),
    ])
    clock.advance(30)
    const waiting = await passwordLogin(t.app, '2026001', DEMO_PASSWORD, address)
    assert.equal(waiting.status, 429)
    assert.match(waiting.body.message, /请30秒后再试/)
    clock.advance(30)
    assert.equal((await passwordLogin(t.app, '2026001', DEMO_PASSWORD, address)).status, 200)
    assert.equal((await passwordLogin(t.app, '2026001', 'wrong', address)).status, 400)
    assert.equal((await passwordLogin(t.app, '2026001', DEMO_PASSWORD, address)).status, 429, 'each failure restarts the wait')
    clock.advance(15 * 60)
    assert.equal((await passwordLogin(t.app, '2026001', DEMO_PASSWORD, address)).status, 200)
  })
})
