import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { CachedJson } from '../../src/lib/common/cached-json'
import { ServiceRowsCache } from '../../src/lib/services/service-rows-cache'

/** An answer maker that counts its calls and says which call made the answer. */
function maker() {
  const world = {
    made: 0,
    make: async () => CachedJson.ofText(JSON.stringify({ made: ++world.made })),
  }
  return world
}
const madeBy = (answer: CachedJson) => (JSON.parse(answer.json.toString()) as { made: number }).made

describe('ServiceRowsCache answers (unit)', () => {
  it('keeps an answer per key while the feed is up and drops them all at any notice', async () => {
    const cache = new ServiceRowsCache()
    const m = maker()
    cache.reset(true)
    assert.equal(madeBy(await cache.answer('student|o|oo||', cache.answerStamp(), m.make)), 1)
    assert.equal(madeBy(await cache.answer('student|o|oo||', cache.answerStamp(), m.make)), 1, 'kept')
    assert.equal(madeBy(await cache.answer('student|o|oo|7|', cache.answerStamp(), m.make)), 2, 'another key: made')
    cache.changed('ratings')
    assert.equal(madeBy(await cache.answer('student|o|oo||', cache.answerStamp(), m.make)), 3, 'made again after a notice')
    cache.changed('services')
    assert.equal(madeBy(await cache.answer('student|o|oo||', cache.answerStamp(), m.make)), 4)
    assert.deepEqual([cache.answerStats.hits, cache.answerStats.misses], [1, 4])
  })

  it('does not keep an answer whose reading began before a notice (its rows may predate the change)', async () => {
    const cache = new ServiceRowsCache()
    const m = maker()
    cache.reset(true)
    const stamp = cache.answerStamp()
    // The rows were read, then the notice of a change came before the answer was made.
    cache.changed('services')
    assert.equal(madeBy(await cache.answer('k', stamp, m.make)), 1)
    assert.equal(madeBy(await cache.answer('k', cache.answerStamp(), m.make)), 2, 'not kept: made again')
    assert.equal(madeBy(await cache.answer('k', cache.answerStamp(), m.make)), 2, 'kept now')
  })

  it('requests that come while an answer is being made wait for it, unless a notice came since', async () => {
    const cache = new ServiceRowsCache()
    cache.reset(true)
    let made = 0
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const make = async () => {
      const mine = ++made
      await gate
      return CachedJson.ofText(JSON.stringify({ made: mine }))
    }
    const waiting = [1, 2, 3].map(() => cache.answer('k', cache.answerStamp(), make))
    cache.changed('services')
    const after = cache.answer('k', cache.answerStamp(), make)
    release()
    assert.deepEqual((await Promise.all(waiting)).map(madeBy), [1, 1, 1])
    assert.equal(madeBy(await after), 2, 'made again: the first began before the notice')
  })

  it('keeps nothing while the feed is down', async () => {
    const cache = new ServiceRowsCache()
    const m = maker()
    await cache.answer('k', cache.answerStamp(), m.make)
    assert.equal(madeBy(await cache.answer('k', cache.answerStamp(), m.make)), 2)
    cache.reset(true)
    await cache.answer('k', cache.answerStamp(), m.make)
    cache.reset(false)
    assert.equal(madeBy(await cache.answer('k', cache.answerStamp(), m.make)), 4, 'dropped when the feed went down')
  })
})
