// Per-account limits on the calls a person could repeat to flood others (feedback, 转人工 messages, the robot,
// search, verification codes): 429 with Retry-After and a Chinese reason, counted in PostgreSQL so that two
// instances on one database share the count.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, type Caller } from '../message-center/helpers'
import { passwordProof, securityClient } from '../security/helpers'
import { DEMO_PASSWORD } from '../helpers/test-app'
import { ManualClock } from '../../src/lib/common/clock'
import { slidingCount } from '../../src/lib/common/account-limits'

describe('per-account limits', () => {
  let t: TestApp
  let other: TestApp
  let student: Caller
  let studentOnOther: Caller
  before(async () => {
    t = await createTestApp()
    // A second instance on the same database.
    other = await createTestApp({ database: t.database })
    student = await as(t.app, '2026001')
    studentOnOther = await as(other.app, '2026001')
  })
  after(async () => {
    await other.app.close()
    await t.close()
  })

  it('feedback: the 11th in an hour is refused, whichever instance takes it, and other accounts are not affected', async () => {
    const feedback = (i: number) => ({ type: '功能建议', content: `第 ${i} 条反馈：希望增加夜间模式。`, images: [] })
    for (let i = 1; i <= 10; i++) {
      const caller = i % 2 ? student : studentOnOther
      const response = await caller.post('/personal/api/v1/personal/feedback/submit', feedback(i))
      assert.equal(response.statusCode, 200, response.body)
    }
    const refused = await studentOnOther.post('/personal/api/v1/personal/feedback/submit', feedback(11))
    assert.equal(refused.statusCode, 429)
    assert.match(refused.json().message, /^意见反馈提交过于频繁，请\d+ 分钟后再试$/)
    assert.ok(Number(refused.headers['retry-after']) > 0)
    const teacher = await as(t.app, 't1001')
    assert.equal((await teacher.post('/personal/api/v1/personal/feedback/submit', feedback(1))).statusCode, 200)
  })

  it('verification codes to new numbers: at most 10 a day per account, from any network', async () => {
    const teacher = await as(t.app, 't1001')
    const proof = await passwordProof(t, teacher.token, DEMO_PASSWORD)
    const statuses: number[] = []
    let last = ''
    for (let i = 0; i < 11; i++) {
      const client = securityClient(t, teacher.token, `127.0.1.${i + 1}`)
      const response = await client.post('/security/bind/code/send', {
        proof,
        channel: 'sms',
        target: `1391234${String(i).padStart(4, '0')}`,
      })
      statuses.push(response.statusCode)
      last = response.json().message
    }
    assert.deepEqual(statuses, [...Array(10).fill(200), 429])
    // The window is the day: near its end the wait is given in minutes.
    assert.match(last, /^获取验证码过于频繁，请\d+ (小时|分钟)后再试$/)
  })

  it('the window slides: ten just before the hour turns still count just after it, and fade as the hour goes by', async () => {
    const clock = new ManualClock('2026-09-01T10:59:30Z')
    const timed = await createTestApp({ database: t.database, clock })
    try {
      const writer = await as(timed.app, '2026002')
      const feedback = (i: number) => ({ type: '其他', content: `跨整点第 ${i} 条`, images: [] })
      for (let i = 1; i <= 10; i++)
        assert.equal((await writer.post('/personal/api/v1/personal/feedback/submit', feedback(i))).statusCode, 200)
      clock.set('2026-09-01T11:00:10Z')
      const refused = await writer.post('/personal/api/v1/personal/feedback/submit', feedback(11))
      assert.equal(refused.statusCode, 429, 'a fixed window would have let it through')
      // The earlier hour's ten (and the refused try) weigh less as the hour goes by; by its end they are gone.
      clock.set('2026-09-01T11:59:50Z')
      assert.equal((await writer.post('/personal/api/v1/personal/feedback/submit', feedback(12))).statusCode, 200)
    } finally {
      await timed.app.close()
    }
  })

  it('the sliding estimate and the wait it names', () => {
    const hour = 3_600_000
    assert.equal(slidingCount(10, 10, hour / 2, hour, 10).current, 15)
    assert.equal(slidingCount(1, 10, hour / 10, hour, 10).current, 10)
    // The earlier window's share is rounded up: a fraction of a request still counts as one.
    assert.equal(slidingCount(1, 10, 10_000, hour, 10).current, 11)
    // Ten in the previous window, one now at 6 minutes: one more fits once the previous weighs 8 → at 12 minutes.
    assert.equal(slidingCount(1, 10, hour / 10, hour, 10).ttl, hour / 10)
    // Ten in this window: wait past its edge until they weigh 9.
    assert.equal(slidingCount(10, 0, 0, hour, 10).ttl, hour + hour / 10)
  })

  it('search is generous: 120 a minute', async () => {
    let last = 0
    for (let i = 0; i < 121; i++) last = (await student.get('/portal-api/v1/search/all', { keyword: `课程${i}` })).statusCode
    assert.equal(last, 429)
  })
})
