import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ManualClock } from '../../src/lib/common/clock'
import { normaliseAnswer } from '../../src/lib/security/security-questions'
import { createTestApp, DEMO_PASSWORD, loginToken, type TestApp } from '../helpers/test-app'
import { passwordProof, securityClient } from './helpers'

const ITEMS = [
  { questionCode: 'primary-school', answer: '  实验小学 ' },
  { questionCode: 'home-town', answer: 'Hang Zhou' },
  { questionCode: 'first-pet', answer: '小白。' },
]

describe('security questions', () => {
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

  it('answers are normalised: width, case, spaces and punctuation do not matter', () => {
    assert.equal(normaliseAnswer('  Ｈａｎｇ  zhou。'), normaliseAnswer('hangzhou'))
    assert.equal(normaliseAnswer('小白！'), '小白')
  })

  it('setting needs a proof, three different questions from the list and real answers', async () => {
    const client = securityClient(t, token)
    assert.equal((await client.post('/security/questions/set', { proof: 'nope', items: ITEMS })).statusCode, 400)
    const proof = await passwordProof(t, token, DEMO_PASSWORD)
    const same = await client.post('/security/questions/set', { proof, items: [ITEMS[0], ITEMS[0], ITEMS[1]] })
    assert.match(same.json().message, /不同的安全问题/)
    const unknown = await client.post('/security/questions/set', {
      proof,
      items: [{ questionCode: 'x', answer: 'abc' }, ITEMS[1], ITEMS[2]],
    })
    assert.match(unknown.json().message, /不在可选范围/)
    const blank = await client.post('/security/questions/set', { proof, items: [{ ...ITEMS[0], answer: ' 。' }, ITEMS[1], ITEMS[2]] })
    assert.match(blank.json().message, /至少2个字符/)
    const two = await client.post('/security/questions/set', { proof, items: [ITEMS[0], ITEMS[1]] })
    assert.match(two.json().message, /请设置3个安全问题/)
    const saved = await client.post('/security/questions/set', { proof, items: ITEMS })
    assert.equal(saved.statusCode, 200, saved.body)
    assert.deepEqual((await client.get('/security/questions')).json().data, ['primary-school', 'home-town', 'first-pet'])
    const { rows } = await t.database.pool.query<{ answer_hash: string }>('SELECT answer_hash FROM security_questions')
    assert.ok(
      rows.every((row) => row.answer_hash.startsWith('$argon2id$')),
      'answers are hashed like passwords',
    )
    assert.equal((await client.post('/security/questions/set', { proof, items: ITEMS })).statusCode, 400, 'the proof was spent')
  })

  it('verifies with differently written answers and gives a proof', async () => {
    const response = await securityClient(t, token).post('/security/proof/questions', {
      answers: [
        { questionCode: 'primary-school', answer: '实验小学' },
        { questionCode: 'home-town', answer: 'hangzhou' },
        { questionCode: 'first-pet', answer: '小白' },
      ],
    })
    assert.equal(response.statusCode, 200, response.body)
    assert.equal(typeof response.json().data.proof, 'string')
  })

  it('five wrong tries lock the questions with a clear time; the lock ends after 15 minutes', async () => {
    const client = securityClient(t, token)
    const wrong = { answers: [ITEMS[0], ITEMS[1], { questionCode: 'first-pet', answer: '大黄' }] }
    for (let left = 4; left >= 1; left--) {
      const response = await client.post('/security/proof/questions', wrong)
      assert.equal(response.statusCode, 400)
      assert.equal(response.json().message, `安全问题答案不正确，还可尝试${left}次`)
    }
    const fifth = await client.post('/security/proof/questions', wrong)
    assert.match(fifth.json().message, /已锁定，请于\d{2}:\d{2}后再试（约15分钟）/)
    const right = await client.post('/security/proof/questions', { answers: ITEMS })
    assert.equal(right.statusCode, 429, 'locked even for the right answers')
    assert.match(right.json().message, /已锁定/)
    const { rows } = await t.database.pool.query<{ event: string }>(
      `SELECT event FROM auth_log l JOIN accounts a ON a.id = l.account_id WHERE a.username = 't1001' ORDER BY l.id DESC LIMIT 1`,
    )
    assert.equal(rows[0]?.event, 'questions.locked')
    clock.advance(15 * 60 + 1)
    assert.equal((await client.post('/security/proof/questions', { answers: ITEMS })).statusCode, 200)
  })
})
