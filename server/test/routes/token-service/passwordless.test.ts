import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { ManualClock } from '../../../src/lib/common/clock'
import { createTestApp, type TestApp } from '../../helpers/test-app'

const SHARED_MOBILE = '13912345678'
const STUDENT_MOBILE = '13800000001'

describe('SMS login (/token-service/passwordless) and account choice', () => {
  let t: TestApp
  const clock = new ManualClock()
  before(async () => {
    t = await createTestApp({ clock })
  })
  after(async () => {
    await t.close()
  })
  // Each test starts with clean limits so that one test's sends do not throttle the next.
  beforeEach(async () => {
    await t.database.pool.query('DELETE FROM rate_counters; DELETE FROM sms_codes')
  })

  const post = (url: string, query: Record<string, string>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/token-service${url}`, query, remoteAddress })
  const nonce = async () => (await t.app.inject({ url: '/token-service/passwordless/smsInit' })).json().data.nonce as string
  const lastCode = (mobile: string) =>
    t
      .outbox()
      .filter((message) => message.mobile === mobile)
      .at(-1)?.code as string
  /** Lets the next send through the 60-second resend rule. */
  const minutePasses = () => {
    clock.advance(61)
  }

  it('smsInit gives a nonce; smsSend writes a 6-digit code to the outbox', async () => {
    const init = await t.app.inject({ url: '/token-service/passwordless/smsInit' })
    assert.equal(init.statusCode, 200)
    assert.equal(typeof init.json().data.nonce, 'string')
    const sent = await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: init.json().data.nonce })
    assert.equal(sent.statusCode, 200)
    assert.deepEqual(sent.json().data, { countdown: 60, expiresIn: 300 })
    assert.match(lastCode(STUDENT_MOBILE), /^\d{6}$/)
    assert.match(t.outbox().at(-1)!.text, /验证码/)
  })

  it('logs in with the code once; the code cannot be used again', async () => {
    const n = await nonce()
    await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })
    const code = lastCode(STUDENT_MOBILE)
    const login = await post('/passwordless/smsLogin', {
      mobile: STUDENT_MOBILE,
      smscode: code,
      nonce: n,
      appId: 'a',
      deviceId: 'd',
      osType: 'android',
      geo: '',
    })
    assert.equal(login.statusCode, 200)
    assert.equal(login.json().data.user.username, '2026001')
    const replay = await post('/passwordless/smsLogin', { mobile: STUDENT_MOBILE, smscode: code, nonce: await nonce() })
    assert.equal(replay.statusCode, 400)
    assert.equal(replay.json().message, '验证码已失效，请重新获取')
  })

  it('refuses unknown nonces, bad numbers and malformed codes with clear messages', async () => {
    const badNonce = await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: 'made-up' })
    assert.deepEqual(badNonce.json(), { code: 400, message: '页面已过期，请刷新后重试' })
    const badMobile = await post('/passwordless/smsSend', { mobile: '12345', nonce: await nonce() })
    assert.deepEqual(badMobile.json(), { code: 400, message: '手机号格式不正确' })
    const badCode = await post('/passwordless/smsLogin', { mobile: STUDENT_MOBILE, smscode: '12ab', nonce: await nonce() })
    assert.deepEqual(badCode.json(), { code: 400, message: '验证码应为6位数字' })
  })

  it('allows 5 tries per code, then refuses even the right code', async () => {
    const n = await nonce()
    await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })
    const code = lastCode(STUDENT_MOBILE)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const response = await post('/passwordless/smsLogin', { mobile: STUDENT_MOBILE, smscode: wrong, nonce: n })
      assert.equal(response.statusCode, 400)
    }
    const right = await post('/passwordless/smsLogin', { mobile: STUDENT_MOBILE, smscode: code, nonce: n })
    assert.equal(right.statusCode, 429)
    assert.match(right.json().message, /错误次数过多/)
  })

  it('limits resends to one a minute and ten an hour per number', async () => {
    const n = await nonce()
    assert.equal((await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })).statusCode, 200)
    const tooSoon = await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })
    assert.equal(tooSoon.statusCode, 429)
    assert.match(tooSoon.json().message, /秒后再试/)
    for (let i = 1; i < 10; i++) {
      minutePasses()
      assert.equal((await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })).statusCode, 200, `send ${i + 1}`)
    }
    minutePasses()
    const capped = await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })
    assert.equal(capped.statusCode, 429)
    assert.match(capped.json().message, /59分钟后再试/)
  })

  it('holds the hourly send limit for a full hour after the tenth send, across the hour boundary', async () => {
    clock.set('2026-11-23T09:50:00Z')
    const n = await nonce()
    for (let i = 0; i < 10; i++) {
      assert.equal((await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })).statusCode, 200, `send ${i + 1}`)
      clock.advance(61)
    }
    clock.set('2026-11-23T10:00:30Z') // a fixed hourly window would start afresh here
    assert.equal((await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })).statusCode, 429)
    clock.set('2026-11-23T10:59:00Z') // 59:51 after the tenth send, at 09:59:09
    assert.equal((await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })).statusCode, 429)
    clock.set('2026-11-23T10:59:10Z')
    assert.equal((await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })).statusCode, 200)
  })

  it('a wrong code counts as a try but the right code still works; a refused resend is not counted', async () => {
    const n = await nonce()
    await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })
    const code = lastCode(STUDENT_MOBILE)
    const wrong = await post('/passwordless/smsLogin', {
      mobile: STUDENT_MOBILE,
      smscode: code === '000000' ? '111111' : '000000',
      nonce: n,
    })
    assert.deepEqual(wrong.json(), { code: 400, message: '验证码错误，还可尝试4次' })
    clock.advance(30)
    assert.equal((await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })).statusCode, 429)
    clock.advance(31) // 61 s after the accepted send, whatever was refused in between
    assert.equal((await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })).statusCode, 200)
    const fresh = lastCode(STUDENT_MOBILE)
    assert.equal(
      (await post('/passwordless/smsLogin', { mobile: STUDENT_MOBILE, smscode: fresh === '000000' ? '111111' : '000000', nonce: n }))
        .statusCode,
      400,
    )
    const right = await post('/passwordless/smsLogin', { mobile: STUDENT_MOBILE, smscode: fresh, nonce: n })
    assert.equal(right.statusCode, 200)
    assert.equal(right.json().data.user.username, '2026001')
  })

  it('a code expires 5 minutes after it was sent', async () => {
    const n = await nonce()
    await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })
    clock.advance(301)
    const late = await post('/passwordless/smsLogin', { mobile: STUDENT_MOBILE, smscode: lastCode(STUDENT_MOBILE), nonce: n })
    assert.deepEqual(late.json(), { code: 400, message: '验证码已失效，请重新获取' })
  })

  it('limits one address to 30 sends an hour across numbers; sends nothing to unregistered numbers', async () => {
    const n = await nonce()
    const before = t.outbox().length
    for (let i = 0; i < 30; i++) {
      const mobile = `1370000${String(i).padStart(4, '0')}`
      assert.equal((await post('/passwordless/smsSend', { mobile, nonce: n }, '10.0.0.9')).statusCode, 200)
    }
    const flooded = await post('/passwordless/smsSend', { mobile: '13799999999', nonce: n }, '10.0.0.9')
    assert.equal(flooded.statusCode, 429)
    assert.match(flooded.json().message, /当前网络/)
    assert.equal(t.outbox().length, before, 'unregistered numbers receive no message')
    assert.equal((await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n }, '10.0.0.10')).statusCode, 200)
  })

  it('asks to choose between the accounts sharing a number, then signs in the chosen one', async () => {
    const n = await nonce()
    await post('/passwordless/smsSend', { mobile: SHARED_MOBILE, nonce: n })
    const login = await post('/passwordless/smsLogin', { mobile: SHARED_MOBILE, smscode: lastCode(SHARED_MOBILE), nonce: n })
    assert.equal(login.statusCode, 200)
    const choice = login.json().data
    assert.equal(choice.needChoose, true)
    assert.equal(typeof choice.cid, 'string')
    assert.deepEqual(
      choice.accounts.map((a: { username: string }) => a.username),
      ['2026002', 't1002'],
    )
    assert.deepEqual(
      choice.accounts.map((a: { identityTypeName: string }) => a.identityTypeName),
      ['学生', '教师'],
    )
    const teacher = choice.accounts.find((a: { username: string }) => a.username === 't1002')
    const chosen = await post('/login/accountChoose', { accountId: teacher.accountId, cid: choice.cid })
    assert.equal(chosen.statusCode, 200)
    assert.equal(chosen.json().data.user.username, 't1002')
    assert.equal(typeof chosen.json().data.idToken, 'string')
    const replay = await post('/login/accountChoose', { accountId: teacher.accountId, cid: choice.cid })
    assert.deepEqual(replay.json(), { code: 400, message: '账号选择已失效，请重新登录' })
  })

  it('refuses choosing an account that was not offered, and unknown cids', async () => {
    const n = await nonce()
    await post('/passwordless/smsSend', { mobile: SHARED_MOBILE, nonce: n })
    const choice = (await post('/passwordless/smsLogin', { mobile: SHARED_MOBILE, smscode: lastCode(SHARED_MOBILE), nonce: n })).json().data
    const admin = (await post('/password/passwordLogin', { username: 'admin', password: 'Campus@2026' })).json().data.user
    const other = await post('/login/accountChoose', { accountId: admin.accountId, cid: choice.cid })
    assert.equal(other.statusCode, 400)
    assert.match(other.json().message, /不在可选范围/)
    const unknown = await post('/login/accountChoose', { accountId: admin.accountId, cid: 'forged' })
    assert.equal(unknown.statusCode, 400)
  })

  it('refuses an expired nonce, and a nonce once it signed someone in', async () => {
    const n = await nonce()
    await t.database.pool.query("UPDATE login_handles SET expires_at = now() - interval '1 second'")
    assert.deepEqual((await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: n })).json(), {
      code: 400,
      message: '页面已过期，请刷新后重试',
    })
    const used = await nonce()
    await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: used })
    assert.equal(
      (await post('/passwordless/smsLogin', { mobile: STUDENT_MOBILE, smscode: lastCode(STUDENT_MOBILE), nonce: used })).statusCode,
      200,
    )
    minutePasses()
    assert.equal((await post('/passwordless/smsSend', { mobile: STUDENT_MOBILE, nonce: used })).statusCode, 400)
  })

  it('limits how many logins one address may start in an hour', async () => {
    await t.database.pool.query("INSERT INTO rate_counters (key, window_start, count) VALUES ('login-start:10.9.9.9', $1, 300)", [
      clock.now(),
    ])
    const refused = await t.app.inject({ url: '/token-service/passwordless/smsInit', remoteAddress: '10.9.9.9' })
    assert.deepEqual(refused.json(), { code: 429, message: '登录请求过于频繁，请稍后再试' })
    assert.equal((await t.app.inject({ url: '/token-service/passwordless/smsInit', remoteAddress: '10.9.9.8' })).statusCode, 200)
  })

  it('GET /login/configs lists the login methods and the 60-second countdown', async () => {
    const response = await t.app.inject({ url: '/token-service/login/configs' })
    assert.equal(response.statusCode, 200)
    const data = response.json().data
    assert.equal(data.passwordLogin, true)
    assert.equal(data.smsLogin, true)
    assert.equal(data.smsCountdown, 60)
    assert.equal(data.smsCodeLength, 6)
    assert.equal(data.ssoLoginUrl, '/cas/login')
  })
})
