import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { ContentCache } from '../../src/lib/content-cache'

function cacheAt(ttl: number) {
  let now = 1000
  const cache = new ContentCache(ttl, 3, () => now)
  cache.enabled = true
  return {
    cache,
    advance: (ms: number) => {
      now += ms
    },
  }
}

describe('ContentCache', () => {
  it('keeps an answer for its lifetime, then loads again', async () => {
    const { cache, advance } = cacheAt(2000)
    let loads = 0
    const load = async () => ++loads
    assert.equal(await cache.get('k', load), 1)
    assert.equal(await cache.get('k', load), 1)
    advance(2001)
    assert.equal(await cache.get('k', load), 2)
  })

  it('shares one load between concurrent misses and keeps no failure', async () => {
    const { cache } = cacheAt(2000)
    let loads = 0
    const slow = async () => {
      loads += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      return loads
    }
    assert.deepEqual(await Promise.all([cache.get('k', slow), cache.get('k', slow)]), [1, 1])
    await assert.rejects(
      cache.get('bad', async () => {
        throw new Error('db down')
      }),
      /db down/,
    )
    assert.equal(await cache.get('bad', async () => 'ok'), 'ok')
  })

  it('drops everything on invalidate, and does not keep a load that began before it', async () => {
    const { cache } = cacheAt(60_000)
    await cache.get('a', async () => 'old')
    cache.invalidate()
    assert.equal(cache.size, 0)
    assert.equal(await cache.get('a', async () => 'new'), 'new')
    let release!: () => void
    const pending = cache.get('b', async () => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return 'read before the write'
    })
    await new Promise((resolve) => setImmediate(resolve))
    cache.invalidate()
    release()
    assert.equal(await pending, 'read before the write')
    assert.equal(await cache.get('b', async () => 'after the write'), 'after the write')
  })

  it('reads through while disabled and holds a bounded number of answers', async () => {
    const { cache } = cacheAt(60_000)
    cache.enabled = false
    let loads = 0
    await cache.get('k', async () => ++loads)
    await cache.get('k', async () => ++loads)
    assert.equal(loads, 2)
    cache.enabled = true
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => key)
    assert.equal(cache.size, 3)
  })
})
