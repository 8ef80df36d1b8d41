import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { ManualClock } from '../../src/lib/common/clock'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { lastSmsCode, securityClient } from './helpers'

const LI_MING_MOBILE = '13800000001'

describe('security codes: 6 digits, single use, 5 minutes, 5 tries, send limits', () => {
  let t: TestApp
  let token: string
  const clock = new ManualClock()
  before(async () => {
    t = await createTestApp({ clock })
    token = await loginToken(t.app, '2026001')
  })
  after(async () => {
    await t.close()
  })
  beforeEach(async () => {
    await t.database.pool.query('DELETE FROM rate_counters; DELETE FROM verification_codes')
    clock.advance(3600)
  })

  const send = (remoteAddress = '127.0.0.1') =>
    securityClient(t, token, remoteAddress).post('/security/proof/code/send', { channel: 'sms' })
  const prove = (code: string) => securityClient(t, token).post('/security/proof/code', { channel: 'sms', code })

  it('sends a 6-digit code to the bound phone and proves once with it', async () => {
    const sent = await send()
    assert.equal(sent.statusCode, 200)
    assert.deepEqual(sent.json().data, { countdown: 60, expiresIn: 300, to: '138****0001' })
    const code = lastSmsCode(t, LI_MING_MOBILE)
    assert.match(code, /^\d{6}$/)
    assert.match(t.outbox().at(-1)!.text, /身份验证/)
    const proved = await prove(code)
    assert.equal(proved.statusCode, 200)
    assert.equal(typeof proved.json().data.proof, 'string')
    const again = await prove(code)
    assert.equal(again.statusCode, 400, 'single use')
    assert.match(again.json().message, /已失效/)
  })

  it('a code older than 5 minutes is refused', async () => {
    await send()
    const code = lastSmsCode(t, LI_MING_MOBILE)
    clock.advance(301)
    const late = await prove(code)
    assert.equal(late.statusCode, 400)
    assert.match(late.json().message, /已失效/)
  })

  it('five wrong tries spend the code, even the right one after them', async () => {
    await send()
    const code = lastSmsCode(t, LI_MING_MOBILE)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let left = 4; left >= 1; left--) {
      const response = await prove(wrong)
      assert.equal(response.statusCode, 400)
      assert.equal(response.json().message, `验证码错误，还可尝试${left}次`)
    }
    assert.match((await prove(wrong)).json().message, /错误次数过多/)
    const right = await prove(code)
    assert.equal(right.statusCode, 429)
    assert.match(right.json().message, /错误次数过多，请重新获取/)
  })

  it('one send per minute per target, ten per hour per target, thirty per hour per address', async () => {
    assert.equal((await send()).statusCode, 200)
    const soon = await send()
    assert.equal(soon.statusCode, 429)
    assert.match(soon.json().message, /请\d+秒后再试/)
    for (let i = 1; i < 10; i++) {
      clock.advance(61)
      assert.equal((await send()).statusCode, 200, `send ${i + 1}`)
    }
    clock.advance(61)
    const hourly = await send()
    assert.equal(hourly.statusCode, 429)
    assert.match(hourly.json().message, /获取验证码次数过多，请\d+分钟后再试/)

    // One address asking for many targets: the 31st send in an hour is refused.
    await t.database.pool.query('DELETE FROM rate_counters')
    const address = '10.9.8.7'
    const others = await Promise.all(['t1001', 'admin', 'guest'].map((name) => loginToken(t.app, name)))
    let sent = 0
    for (let round = 0; sent < 30; round++) {
      for (const other of others) {
        if (sent === 30) break
        const response = await securityClient(t, other, address).post('/security/proof/code/send', { channel: 'sms' })
        assert.equal(response.statusCode, 200, `send ${sent + 1}: ${response.body}`)
        sent++
      }
      clock.advance(61)
    }
    const refused = await securityClient(t, others[0]!, address).post('/security/proof/code/send', { channel: 'sms' })
    assert.equal(refused.statusCode, 429)
    assert.match(refused.json().message, /当前网络获取验证码次数过多/)
  })

  it('refuses malformed input with a reason', async () => {
    const short = await prove('12345')
    assert.equal(short.statusCode, 400)
    const channel = await securityClient(t, token).post('/security/proof/code/send', { channel: 'fax' })
    assert.equal(channel.statusCode, 400)
  })
})
