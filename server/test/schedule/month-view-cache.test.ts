import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { MonthViewCache, type ViewSources } from '../../src/lib/schedule/month-cache'

const from = new Date('2027-09-01T00:00:00Z')
const to = new Date('2027-10-01T00:00:00Z')

/** A user's sources as the database would give them, with counters of what the cache asked for. */
function user(fingerprint: string, calendarIds = [1, 2]) {
  const sources = (): ViewSources => ({
    calendarIds,
    invitedEventIds: [],
    pendingEventIds: [],
    watchedCalendarIds: calendarIds,
    fingerprint: world.fingerprint,
  })
  const world = {
    fingerprint,
    reads: 0,
    renders: 0,
    loadSources: async () => {
      world.reads += 1
      return sources()
    },
    render: async (s: ViewSources) => {
      world.renders += 1
      return { data: `occurrences at ${s.fingerprint}` }
    },
  }
  return world
}

const ask = (cache: MonthViewCache, account: string, u: ReturnType<typeof user>, window: [Date, Date] = [from, to]) =>
  cache.answer(account, window[0], window[1], u.loadSources, u.render).then((body) => JSON.parse(body.json.toString()).data as string)

describe('MonthViewCache (unit)', () => {
  it('feed offline: reads the sources on every request and renders again only when their fingerprint changed', async () => {
    const cache = new MonthViewCache()
    const u = user('c1:1')
    assert.equal(await ask(cache, 'a', u), 'occurrences at c1:1')
    assert.equal(await ask(cache, 'a', u), 'occurrences at c1:1')
    assert.deepEqual([u.reads, u.renders], [2, 1])
    u.fingerprint = 'c1:2'
    assert.equal(await ask(cache, 'a', u), 'occurrences at c1:2')
    assert.deepEqual([u.reads, u.renders], [3, 2])
    // A notice heard (or not) changes nothing here: the database decides.
    cache.changed('calendar:1')
    assert.equal(await ask(cache, 'a', u), 'occurrences at c1:2')
    assert.deepEqual([u.reads, u.renders], [4, 2])
  })

  it('feed online: answers with no read at all until a change to one of its calendars or its account is heard', async () => {
    const cache = new MonthViewCache()
    cache.reset(true)
    const u = user('v1')
    await ask(cache, 'a', u)
    await ask(cache, 'a', u)
    await ask(cache, 'a', u)
    assert.deepEqual([u.reads, u.renders], [1, 1])

    cache.changed('calendar:99')
    cache.changed('account:b')
    await ask(cache, 'a', u)
    assert.deepEqual([u.reads, u.renders], [1, 1], 'changes to what the view does not show')

    u.fingerprint = 'v2'
    cache.changed('calendar:2')
    assert.equal(await ask(cache, 'a', u), 'occurrences at v2')
    await ask(cache, 'a', u)
    assert.deepEqual([u.reads, u.renders], [2, 2])

    // An account notice whose change leaves the sources as they were (an invitation accepted): read, not rendered.
    cache.changed('account:a')
    assert.equal(await ask(cache, 'a', u), 'occurrences at v2')
    await ask(cache, 'a', u)
    assert.deepEqual([u.reads, u.renders], [3, 2])
  })

  it('keeps each account and window apart', async () => {
    const cache = new MonthViewCache()
    cache.reset(true)
    const u = user('v1')
    const other = user('w1')
    await ask(cache, 'a', u)
    await ask(cache, 'a', u, [from, new Date('2027-12-01T00:00:00Z')])
    await ask(cache, 'b', other)
    assert.deepEqual([u.renders, other.renders], [2, 1])
    assert.equal(await ask(cache, 'b', other), 'occurrences at w1')
    assert.equal(cache.size, 3)
  })

  it('does not trust an answer whose reading overlapped a change it depends on', async () => {
    const cache = new MonthViewCache()
    cache.reset(true)
    const u = user('v1')
    let release!: () => void
    const slowRender = async (s: ViewSources) => {
      await new Promise<void>((resolve) => (release = resolve))
      return { data: `occurrences at ${s.fingerprint}` }
    }
    const reading = cache.answer('a', from, to, u.loadSources, slowRender)
    await new Promise((resolve) => setImmediate(resolve))
    // Committed while the answer was being made: the answer may or may not include it.
    u.fingerprint = 'v2'
    cache.changed('calendar:1')
    release()
    assert.equal(JSON.parse((await reading).json.toString()).data, 'occurrences at v1')
    assert.equal(await ask(cache, 'a', u), 'occurrences at v2', 'checked against the database, not served')
  })

  it('a state change of the feed (either way) makes every kept answer be checked once against the database', async () => {
    const cache = new MonthViewCache()
    cache.reset(true)
    const u = user('v1')
    await ask(cache, 'a', u)
    cache.reset(false)
    // Offline: a change nobody heard of.
    u.fingerprint = 'v2'
    assert.equal(await ask(cache, 'a', u), 'occurrences at v2')
    cache.reset(true)
    assert.equal(await ask(cache, 'a', u), 'occurrences at v2')
    await ask(cache, 'a', u)
    assert.deepEqual([u.reads, u.renders], [3, 2], 'online again: checked once, then trusted')
  })

  it('remembers a bounded number of changes: past it, every answer is checked once', async () => {
    const cache = new MonthViewCache(64_000_000, 3)
    cache.reset(true)
    const u = user('v1')
    await ask(cache, 'a', u)
    for (const id of [10, 11, 12, 13]) cache.changed(`calendar:${id}`)
    await ask(cache, 'a', u)
    await ask(cache, 'a', u)
    assert.deepEqual([u.reads, u.renders], [2, 1])
  })

  it('keeps at most its budget of bytes, dropping the least recently used first', async () => {
    // Each answer here is 29 bytes of JSON, counted as 41 with its compressed forms: four fit in 200.
    const cache = new MonthViewCache(200)
    cache.reset(true)
    const users = new Map(['a', 'b', 'c', 'd', 'e'].map((name) => [name, user(`v-${name}`)]))
    const visit = (name: string) => ask(cache, name, users.get(name)!)
    for (const name of ['a', 'b', 'c', 'd', 'a', 'e']) await visit(name)
    assert.equal(cache.size, 4)
    await visit('b')
    assert.equal(users.get('b')!.renders, 2, 'b was the least recently used')
    await visit('a')
    assert.equal(users.get('a')!.renders, 1)
  })
})
