import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { TokenVersions, VerifiedSignatures } from '../../src/lib/auth/token-caches'

describe('VerifiedSignatures', () => {
  it('keeps claims until the token expires, never an expired one, and stays within its bound', () => {
    let now = 1_000
    const cache = new VerifiedSignatures<string>(10, () => now)
    cache.set('a', 'claims of a', 2_000)
    cache.set('gone', 'claims', 1_000)
    assert.equal(cache.get('a'), 'claims of a')
    assert.equal(cache.get('gone'), undefined)
    now = 2_000
    assert.equal(cache.get('a'), undefined)
    for (let i = 0; i < 25; i++) cache.set(`t${i}`, String(i), 5_000)
    assert.equal(cache.get('t24'), '24')
    assert.equal(cache.get('t0'), undefined, 'the oldest went first')
    // Hits: a, t24; misses: gone, expired a, t0 (read by /metrics as portal_cache_requests_total).
    assert.deepEqual({ hits: cache.stats.hits, misses: cache.stats.misses }, { hits: 2, misses: 3 })
  })
})

describe('TokenVersions', () => {
  const counting = (version: number) => {
    const load = async () => {
      load.calls += 1
      return version
    }
    load.calls = 0
    return load
  }

  it('reads through while the change feed is off', async () => {
    const versions = new TokenVersions()
    const load = counting(3)
    assert.equal(await versions.of('x', load), 3)
    assert.equal(await versions.of('x', load), 3)
    assert.equal(load.calls, 2)
    assert.deepEqual({ hits: versions.stats.hits, misses: versions.stats.misses }, { hits: 0, misses: 2 })
  })

  it('keeps a version while on, until it is forgotten or the feed changes state', async () => {
    const versions = new TokenVersions()
    versions.reset(true)
    const load = counting(1)
    await versions.of('x', load)
    await versions.of('x', load)
    assert.equal(load.calls, 1)
    versions.forget('x')
    await versions.of('x', load)
    assert.equal(load.calls, 2)
    versions.reset(false)
    await versions.of('x', load)
    await versions.of('x', load)
    assert.equal(load.calls, 4, 'offline: nothing kept')
  })

  it('does not keep a version read while a change was heard (the read may predate it)', async () => {
    const versions = new TokenVersions()
    versions.reset(true)
    let release!: () => void
    const slow = () =>
      new Promise<number>((resolve) => {
        release = () => resolve(1)
      })
    const reading = versions.of('x', slow)
    versions.forget('x')
    release()
    assert.equal(await reading, 1)
    const load = counting(2)
    assert.equal(await versions.of('x', load), 2, 'read again, not the kept 1')
    assert.equal(load.calls, 1)
  })
})
