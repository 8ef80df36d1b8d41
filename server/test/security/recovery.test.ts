import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { ManualClock } from '../../src/lib/common/clock'
import { createTestApp, DEMO_PASSWORD, loginToken, passwordLogin, type TestApp } from '../helpers/test-app'
import { lastSmsCode, NEW_PASSWORD, passwordProof, securityClient } from './helpers'

describe('forgot password (signed out, /token-service/recovery)', () => {
  let t: TestApp
  const clock = new ManualClock()
  before(async () => {
    t = await createTestApp({ clock })
  })
  after(async () => {
    await t.close()
  })
  beforeEach(async () => {
    await t.database.pool.query('DELETE FROM rate_counters')
    clock.advance(61)
  })

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/token-service/recovery${url}`, payload, remoteAddress })

  it('answers the same for an account with a phone, a stranger and a made-up name', async () => {
    const before = t.outbox().length
    const known = await post('/code/send', { username: '2026001', channel: 'sms' })
    const unknown = await post('/code/send', { username: 'nobody-here', channel: 'sms' })
    assert.equal(known.statusCode, 200)
    assert.deepEqual(unknown.json(), known.json())
    assert.equal(t.outbox().length, before + 1, 'only the real account got a message')
    const wrongForUnknown = await post('/proof/code', { username: 'nobody-here', channel: 'sms', code: '123456' })
    const wrongForKnown = await post('/proof/code', {
      username: '2026001',
      channel: 'sms',
      code: lastSmsCode(t, '13800000001') === '123456' ? '654321' : '123456',
    })
    assert.equal(wrongForUnknown.statusCode, wrongForKnown.statusCode)
    assert.equal(wrongForUnknown.json().message, wrongForKnown.json().message)

    const questions = await t.app.inject({ url: '/token-service/recovery/questions?username=nobody-here' })
    const again = await t.app.inject({ url: '/token-service/recovery/questions?username=nobody-here' })
    assert.equal(questions.json().data.length, 3)
    assert.deepEqual(questions.json().data, again.json().data, 'stand-in questions do not change between asks')
    const noAnswers = await post('/proof/questions', {
      username: 'nobody-here',
      answers: questions.json().data.map((questionCode: string) => ({ questionCode, answer: '随便' })),
    })
    assert.equal(noAnswers.statusCode, 400)
    assert.match(noAnswers.json().message, /安全问题答案不正确/)
  })

  it('resets the password by phone code; every earlier session ends and the old password stops working', async () => {
    const earlier = await loginToken(t.app, '2026001')
    await post('/code/send', { username: '2026001', channel: 'sms' })
    const code = lastSmsCode(t, '13800000001')
    assert.match(t.outbox().at(-1)!.text, /找回密码/)
    const proved = await post('/proof/code', { username: '2026001', channel: 'sms', code })
    assert.equal(proved.statusCode, 200, proved.body)
    const proof = proved.json().data.proof as string
    const weak = await post('/password', { proof, newPassword: '12345678' })
    assert.equal(weak.statusCode, 400)
    const reset = await post('/password', { proof, newPassword: NEW_PASSWORD })
    assert.equal(reset.statusCode, 200, reset.body)
    assert.equal(reset.json().message, '密码已重置，请使用新密码登录')
    assert.equal((await securityClient(t, earlier).get('/security/overview')).statusCode, 401)
    assert.equal((await passwordLogin(t.app, '2026001')).status, 400)
    assert.equal((await passwordLogin(t.app, '2026001', NEW_PASSWORD)).status, 200)
    assert.equal((await post('/password', { proof, newPassword: 'Other#Pass99' })).statusCode, 400, 'the proof is spent')
  })

  it('resets by security questions; five wrong answers lock the name', async () => {
    const token = await loginToken(t.app, 'admin')
    const items = [
      { questionCode: 'father-name', answer: '陈建国' },
      { questionCode: 'first-city', answer: '西安' },
      { questionCode: 'favourite-book', answer: '平凡的世界' },
    ]
    const proof = await passwordProof(t, token, DEMO_PASSWORD)
    assert.equal((await securityClient(t, token).post('/security/questions/set', { proof, items })).statusCode, 200)
    const questions = await t.app.inject({ url: '/token-service/recovery/questions?username=admin' })
    assert.deepEqual(questions.json().data, ['father-name', 'first-city', 'favourite-book'])
    for (let i = 0; i < 4; i++) {
      const wrong = await post(
        '/proof/questions',
        { username: 'admin', answers: [items[0], items[1], { ...items[2], answer: '三体' }] },
        `10.0.0.${i}`,
      )
      assert.equal(wrong.statusCode, 400)
    }
    const right = await post('/proof/questions', { username: 'admin', answers: items })
    assert.equal(right.statusCode, 200, 'four wrong tries leave one')
    const reset = await post('/password', { proof: right.json().data.proof, newPassword: NEW_PASSWORD })
    assert.equal(reset.statusCode, 200, reset.body)
    for (let i = 0; i < 5; i++)
      await post('/proof/questions', { username: 'admin', answers: [items[0], items[1], { ...items[2], answer: '三体' }] })
    const locked = await post('/proof/questions', { username: 'admin', answers: items })
    assert.equal(locked.statusCode, 429)
    assert.match(locked.json().message, /已锁定，请于\d{2}:\d{2}后再试/)
  })
})
