import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { MonthViewCache } from '../../src/lib/schedule/month-cache'

const from = new Date('2027-09-01T00:00:00Z')
const to = new Date('2027-10-01T00:00:00Z')

describe('MonthViewCache (unit)', () => {
  it('answers only for the same account, window and fingerprint', () => {
    const cache = new MonthViewCache(1000)
    cache.set('a', from, to, 'c1:1', '{"x":1}')
    assert.equal(cache.get('a', from, to, 'c1:1'), '{"x":1}')
    assert.equal(cache.get('b', from, to, 'c1:1'), undefined)
    assert.equal(cache.get('a', from, new Date('2027-11-01T00:00:00Z'), 'c1:1'), undefined)
    assert.equal(cache.get('a', from, to, 'c1:2'), undefined)
    // A changed fingerprint drops the entry for good.
    assert.equal(cache.get('a', from, to, 'c1:1'), undefined)
  })

  it('keeps at most its budget of characters, dropping the least recently used first', () => {
    const cache = new MonthViewCache(100)
    cache.set('a', from, to, 'f', 'a'.repeat(20))
    cache.set('b', from, to, 'f', 'b'.repeat(20))
    cache.set('c', from, to, 'f', 'c'.repeat(20))
    assert.ok(cache.get('a', from, to, 'f'))
    cache.set('d', from, to, 'f', 'd'.repeat(25))
    cache.set('e', from, to, 'f', 'e'.repeat(25))
    assert.equal(cache.get('b', from, to, 'f'), undefined)
    assert.ok(cache.get('a', from, to, 'f'))
    assert.ok(cache.get('e', from, to, 'f'))
    // Too big for a quarter of the budget: not kept at all.
    cache.set('f', from, to, 'f', 'f'.repeat(30))
    assert.equal(cache.get('f', from, to, 'f'), undefined)
  })
})
