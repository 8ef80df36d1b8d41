import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { AccountAnswers } from '../../src/lib/common/account-answers'

/** An answer maker that counts its calls and says which call made the answer. */
function maker() {
  const world = { made: 0, make: async () => ({ made: ++world.made }) }
  return world
}
const madeBy = (body: { json: Buffer }) => (JSON.parse(body.json.toString()) as { made: number }).made

describe('AccountAnswers (unit)', () => {
  it('keeps answers while trusted; a notice for the account or for all makes them stale, another account’s does not', async () => {
    const answers = new AccountAnswers(1_000_000)
    answers.reset(true)
    const m = maker()
    assert.equal(madeBy(await answers.answer('a', 'list', m.make)), 1)
    assert.equal(madeBy(await answers.answer('a', 'list', m.make)), 1, 'kept')
    assert.equal(madeBy(await answers.answer('b', 'list', m.make)), 2)
    answers.changed('account:b')
    assert.equal(madeBy(await answers.answer('a', 'list', m.make)), 1, 'another account’s notice')
    assert.equal(madeBy(await answers.answer('b', 'list', m.make)), 3, 'its own notice')
    answers.changed('all')
    assert.equal(madeBy(await answers.answer('a', 'list', m.make)), 4)
    assert.equal(madeBy(await answers.answer('b', 'list', m.make)), 5)
    assert.equal(madeBy(await answers.answer('b', 'list', m.make)), 5)
  })

  it('an answer whose making overlapped a notice for its account is not trusted afterwards', async () => {
    const answers = new AccountAnswers(1_000_000)
    answers.reset(true)
    let made = 0
    const slow = async () => {
      made += 1
      // The notice arrives while the rows are being read.
      if (made === 1) answers.changed('account:a')
      return { made }
    }
    assert.equal(madeBy(await answers.answer('a', 'list', slow)), 1)
    assert.equal(madeBy(await answers.answer('a', 'list', slow)), 2, 'made again')
    assert.equal(madeBy(await answers.answer('a', 'list', slow)), 2, 'kept now')
  })

  it('requests that come while an answer is being made wait for it instead of making it again', async () => {
    const answers = new AccountAnswers(1_000_000)
    answers.reset(true)
    let made = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const make = async () => {
      made += 1
      await gate
      return { made }
    }
    const all = Promise.all([1, 2, 3].map(() => answers.answer('a', 'list', make)))
    release()
    assert.deepEqual((await all).map(madeBy), [1, 1, 1])
    assert.equal(made, 1)
    // A notice for the account while one is being made: a later request does not wait for that one.
    let again!: () => void
    const slow = new Promise<void>((resolve) => (again = resolve))
    answers.changed('account:a')
    const first = answers.answer('a', 'list', async () => {
      made += 1
      await slow
      return { made: 2 }
    })
    answers.changed('account:a')
    const second = await answers.answer('a', 'list', async () => ({ made: 3 }))
    again()
    assert.equal(madeBy(await first), 2)
    assert.equal(madeBy(second), 3)
  })

  it('keeps nothing while the feed is down, and forgets everything when it goes down', async () => {
    const answers = new AccountAnswers(1_000_000)
    const m = maker()
    await answers.answer('a', 'list', m.make)
    assert.equal(madeBy(await answers.answer('a', 'list', m.make)), 2, 'untrusted: made every time')
    answers.reset(true)
    await answers.answer('a', 'list', m.make)
    answers.reset(false)
    assert.equal(answers.size, 0)
    answers.reset(true)
    assert.equal(madeBy(await answers.answer('a', 'list', m.make)), 4)
  })

  it('stays within its byte budget, dropping the least recently used first', async () => {
    // Each answer is 108 bytes of JSON, counted 152 with its compressed forms: eight fit in 1,300, not nine.
    const answers = new AccountAnswers(1300)
    answers.reset(true)
    const big = (n: number) => async () => ({ n, pad: 'x'.repeat(92) })
    const accounts = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
    for (const account of accounts) await answers.answer(account, 'list', big(1))
    assert.equal(answers.size, 8)
    await answers.answer('a', 'list', big(2)) // kept: a is now the most recently used, b the oldest
    await answers.answer('i', 'list', big(1))
    assert.equal(answers.size, 8)
    const before = answers.stats.misses
    await answers.answer('a', 'list', big(3))
    assert.equal(answers.stats.misses, before, 'the recently used one stayed')
    await answers.answer('b', 'list', big(3))
    assert.equal(answers.stats.misses, before + 1, 'the oldest went first')
  })

  it('an answer that says when it stops being true is made again from then on, notice or not', async () => {
    let now = 1_000
    const answers = new AccountAnswers(1_000_000, 100, () => now)
    answers.reset(true)
    const m = maker()
    const until = () => 2_000
    assert.equal(madeBy(await answers.answer('a', 'page', m.make, until)), 1)
    now = 1_999
    assert.equal(madeBy(await answers.answer('a', 'page', m.make, until)), 1, 'kept before its end')
    now = 2_000
    assert.equal(madeBy(await answers.answer('a', 'page', m.make, until)), 2, 'made again at its end')
    assert.equal(madeBy(await answers.answer('a', 'page', m.make, until)), 3, 'already past its end: not kept')
    assert.equal(madeBy(await answers.answer('a', 'page', m.make)), 4)
    now = 1e12
    assert.equal(madeBy(await answers.answer('a', 'page', m.make)), 4, 'without an end: kept until a notice')
  })
})
