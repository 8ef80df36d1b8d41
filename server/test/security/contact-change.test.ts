import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { ManualClock } from '../../src/lib/common/clock'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { lastSmsCode, securityClient } from './helpers'

const OLD = '13800000002'
const NEW = '13700001111'

describe('changing the bound phone', () => {
  let t: TestApp
  let token: string
  const clock = new ManualClock()
  before(async () => {
    t = await createTestApp({ clock })
    token = await loginToken(t.app, 't1001')
  })
  after(async () => {
    await t.close()
  })
  beforeEach(async () => {
    await t.database.pool.query('DELETE FROM rate_counters')
    clock.advance(61)
  })

  async function oldPhoneProof(): Promise<string> {
    const client = securityClient(t, token)
    assert.equal((await client.post('/security/proof/code/send', { channel: 'sms' })).statusCode, 200)
    const proved = await client.post('/security/proof/code', { channel: 'sms', code: lastSmsCode(t, OLD) })
    assert.equal(proved.statusCode, 200, proved.body)
    return proved.json().data.proof as string
  }

  it('never binds without a proof of the account holder', async () => {
    const client = securityClient(t, token)
    const noProof = await client.post('/security/bind/code/send', { proof: 'x', channel: 'sms', target: NEW })
    assert.equal(noProof.statusCode, 400)
    assert.match(noProof.json().message, /身份验证已失效/)
    const bound = await client.post('/security/bind', { proof: 'x', channel: 'sms', target: NEW, code: '123456' })
    assert.equal(bound.statusCode, 400)
  })

  it('refuses a malformed number, the same number and a number bound to another account, with the reason', async () => {
    const proof = await oldPhoneProof()
    const client = securityClient(t, token)
    const cases: Array<[string, RegExp]> = [
      ['1234', /正确的11位手机号/],
      [OLD, /不能与当前手机号相同/],
      ['13800000001', /已绑定其他账号/],
    ]
    for (const [target, reason] of cases) {
      const response = await client.post('/security/bind/code/send', { proof, channel: 'sms', target })
      assert.equal(response.statusCode, 400, target)
      assert.match(response.json().message, reason)
    }
  })

  it('code to the old phone, then a code to the new one: the number changes, the log and a message say so', async () => {
    const proof = await oldPhoneProof()
    const client = securityClient(t, token)
    clock.advance(61)
    const sent = await client.post('/security/bind/code/send', { proof, channel: 'sms', target: NEW })
    assert.equal(sent.statusCode, 200, sent.body)
    assert.equal(sent.json().data.to, '137****1111')
    const code = lastSmsCode(t, NEW)
    assert.match(code, /^\d{6}$/)
    const wrong = await client.post('/security/bind', { proof, channel: 'sms', target: NEW, code: code === '000000' ? '111111' : '000000' })
    assert.equal(wrong.statusCode, 400)
    assert.match(wrong.json().message, /还可尝试4次/)
    const otherNumber = await client.post('/security/bind', { proof, channel: 'sms', target: '13700002222', code })
    assert.equal(otherNumber.statusCode, 400, 'the code is bound to the number it was sent to')
    const bound = await client.post('/security/bind', { proof, channel: 'sms', target: NEW, code })
    assert.equal(bound.statusCode, 200, bound.body)
    assert.equal(bound.json().message, '手机号已更换')
    const overview = (await client.get('/security/overview')).json().data
    assert.equal(overview.mobile, '137****1111')
    assert.equal(overview.recent[0].event, 'mobile.change')
    const { rows } = await t.database.pool.query<{ content: string }>(
      `SELECT content FROM message_records WHERE type_code = 'security_notice' ORDER BY id DESC LIMIT 1`,
    )
    assert.match(rows[0]!.content, /138\*\*\*\*0002 → 137\*\*\*\*1111/)
  })

  it('a lost old phone: the current password is another proof', async () => {
    const client = securityClient(t, token)
    const proved = await client.post('/security/proof/password', { password: 'Campus@2026' })
    const proof = proved.json().data.proof as string
    const sent = await client.post('/security/bind/code/send', { proof, channel: 'sms', target: '13700003333' })
    assert.equal(sent.statusCode, 200)
    const bound = await client.post('/security/bind', { proof, channel: 'sms', target: '13700003333', code: lastSmsCode(t, '13700003333') })
    assert.equal(bound.statusCode, 200)
  })
})

describe('changing the bound email (codes through the email outbox)', () => {
  let t: TestApp
  let token: string
  before(async () => {
    t = await createTestApp()
    token = await loginToken(t.app, '2026001')
  })
  after(async () => {
    await t.close()
  })

  const lastEmailCode = (to: string) =>
    /验证码为(\d{6})/.exec(
      t
        .emailOutbox()
        .filter((mail) => mail.to === to)
        .at(-1)?.text ?? '',
    )?.[1] as string

  it('code to the old email, then to the new one; an address bound elsewhere is refused', async () => {
    const client = securityClient(t, token)
    const sent = await client.post('/security/proof/code/send', { channel: 'email' })
    assert.equal(sent.statusCode, 200, sent.body)
    assert.equal(sent.json().data.to, 'li***@stu.sfdx.edu.cn')
    const mail = t.emailOutbox().at(-1)!
    assert.equal(mail.to, 'liming2026001@stu.sfdx.edu.cn')
    assert.match(mail.subject, /身份验证验证码/)
    const proved = await client.post('/security/proof/code', { channel: 'email', code: lastEmailCode('liming2026001@stu.sfdx.edu.cn') })
    assert.equal(proved.statusCode, 200, proved.body)
    const proof = proved.json().data.proof as string
    const taken = await client.post('/security/bind/code/send', { proof, channel: 'email', target: 'WangFang@sfdx.edu.cn' })
    assert.equal(taken.statusCode, 400)
    assert.match(taken.json().message, /该邮箱已绑定其他账号/)
    const bad = await client.post('/security/bind/code/send', { proof, channel: 'email', target: 'not-an-email' })
    assert.match(bad.json().message, /正确的邮箱地址/)
    const next = 'li.ming@example.org'
    assert.equal((await client.post('/security/bind/code/send', { proof, channel: 'email', target: next })).statusCode, 200)
    const bound = await client.post('/security/bind', { proof, channel: 'email', target: next, code: lastEmailCode(next) })
    assert.equal(bound.statusCode, 200, bound.body)
    assert.equal((await client.get('/security/overview')).json().data.email, 'li***@example.org')
  })

  it('forgot password by email code', async () => {
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/token-service/recovery${url}`, payload })
    assert.equal((await post('/code/send', { username: 't1001', channel: 'email' })).statusCode, 200)
    const code = lastEmailCode('wangfang@sfdx.edu.cn')
    assert.match(code, /^\d{6}$/)
    const proved = await post('/proof/code', { username: 't1001', channel: 'email', code })
    assert.equal(proved.statusCode, 200, proved.body)
  })
})
