import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { SearchCache } from '../../src/lib/search/search-cache'
import type { IndexState } from '../../src/lib/search/search-indexer'
import { planQuery } from '../../src/lib/search/search-text'
import { IndexWatch } from '../../src/lib/search/search-watch'

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

describe('SearchCache', () => {
  it('keeps an answer for its index version until its expiry', async () => {
    const cache = new SearchCache()
    let computed = 0
    const compute = (expiresAt: number) => async () => ({ value: ++computed, expiresAt })
    assert.equal(await cache.through('k', 'v1', 1_000, compute(Infinity)), 1)
    assert.equal(await cache.through('k', 'v1', 999_999, compute(Infinity)), 1, 'no expiry: kept')
    assert.equal(await cache.through('k', 'v2', 1_000, compute(5_000)), 2, 'another index version')
    assert.equal(await cache.through('k', 'v2', 4_999, compute(5_000)), 2)
    assert.equal(await cache.through('k', 'v2', 5_000, compute(Infinity)), 3, 'expired at the release time')
  })

  it('computes an answer once for every search that misses it at the same time', async () => {
    const cache = new SearchCache()
    const gate = deferred<void>()
    let computed = 0
    const compute = async () => {
      computed += 1
      await gate.promise
      return { value: 'answer', expiresAt: Infinity }
    }
    const waiting = Array.from({ length: 20 }, () => cache.through('k', 'v1', 0, compute))
    gate.resolve()
    assert.deepEqual(await Promise.all(waiting), Array(20).fill('answer'))
    assert.equal(computed, 1)
    await cache.through('k', 'v2', 0, compute)
    assert.equal(computed, 2, 'a new index version is not answered by the old computation')
  })

  it('shares a failure with the searches waiting for it, and keeps nothing', async () => {
    const cache = new SearchCache()
    const failing = async (): Promise<{ value: string; expiresAt: number }> => {
      throw new Error('database gone')
    }
    const results = await Promise.allSettled([cache.through('k', 'v', 0, failing), cache.through('k', 'v', 0, failing)])
    assert.deepEqual(
      results.map((result) => result.status),
      ['rejected', 'rejected'],
    )
    assert.equal(await cache.through('k', 'v', 0, async () => ({ value: 'ok', expiresAt: Infinity })), 'ok')
  })

  it('forgets the least recently used answer first', async () => {
    const cache = new SearchCache(2)
    const value = (v: string) => async () => ({ value: v, expiresAt: Infinity })
    await cache.through('a', 'v', 0, value('a'))
    await cache.through('b', 'v', 0, value('b'))
    await cache.through('a', 'v', 0, value('again'))
    await cache.through('c', 'v', 0, value('c'))
    assert.equal(await cache.through('a', 'v', 0, value('recomputed')), 'a', 'used lately: kept')
    assert.equal(await cache.through('b', 'v', 0, value('recomputed')), 'recomputed')
  })
})

describe('IndexWatch', () => {
  const reader = (state: IndexState) => {
    const read = async () => {
      read.calls += 1
      return { ...state }
    }
    read.calls = 0
    return read
  }

  it('reads the index state before every search while the change feed is off', async () => {
    const watch = new IndexWatch()
    const read = reader({ pending: false, version: '7' })
    await watch.state(read)
    await watch.state(read)
    assert.equal(read.calls, 2)
  })

  it('keeps the state while the feed is on, until a change is heard', async () => {
    const watch = new IndexWatch()
    watch.reset(true)
    const read = reader({ pending: false, version: '7' })
    for (let i = 0; i < 5; i++) assert.equal((await watch.state(read)).version, '7')
    assert.equal(read.calls, 1)
    watch.changed()
    await watch.state(read)
    assert.equal(read.calls, 2)
    watch.reset(false)
    await watch.state(read)
    await watch.state(read)
    assert.equal(read.calls, 4, 'the feed went offline: read through again')
  })

  it('does not keep a state with queued changes, nor one read while a change was heard', async () => {
    const watch = new IndexWatch()
    watch.reset(true)
    const pending = reader({ pending: true, version: '7' })
    await watch.state(pending)
    await watch.state(pending)
    assert.equal(pending.calls, 2)

    const gate = deferred<IndexState>()
    let calls = 0
    const slow = () => {
      calls += 1
      return gate.promise
    }
    const first = watch.state(slow)
    const joined = watch.state(slow)
    watch.changed()
    const after = watch.state(async () => {
      calls += 1
      return { pending: false, version: '8' }
    })
    gate.resolve({ pending: false, version: '7' })
    assert.equal((await first).version, '7')
    assert.equal((await joined).version, '7', 'searches arriving together share one read')
    assert.equal((await after).version, '8', 'a search after the change does not join the older read')
    assert.equal(calls, 2)
    assert.equal((await watch.state(reader({ pending: false, version: '9' }))).version, '8', 'the later read is kept')
  })
})

describe('planQuery: the trigram typo match', () => {
  it('takes a keyword of one word, or latin words alone, but not several words with Chinese among them', () => {
    assert.equal(planQuery('chengjichaxn').typo, 'chengjichaxn')
    assert.equal(planQuery('成积').typo, 'chengji')
    assert.equal(planQuery('wang fang').typo, 'wangfang')
    assert.equal(planQuery('计算机学院 奖学金评审').typo, '')
    assert.equal(planQuery('成绩 2024').typo, '')
  })
})
