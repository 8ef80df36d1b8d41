import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { SCHEDULE_VIEW_CHANNEL } from '../../src/lib/schedule/month-cache'
import { createTestApp, type TestApp } from '../helpers/test-app'

describe('change feed: caughtUp', () => {
  let t: TestApp
  const heard: string[] = []
  before(async () => {
    t = await createTestApp()
    t.app.changeFeed.on(SCHEDULE_VIEW_CHANNEL, (payload) => heard.push(payload))
    await t.app.ready()
  })
  after(async () => {
    await t.close()
  })

  it('resolves once the notices of every transaction committed before it have been heard', async () => {
    assert.equal(t.app.changeFeed.online, true)
    // Another connection's writes, committed before the call: their notices travel on their own.
    const { rows } = await t.database.pool.query<{ id: number }>(
      'UPDATE schedule_calendars SET version = version + 1 WHERE id IN (SELECT id FROM schedule_calendars ORDER BY id LIMIT 3) RETURNING id',
    )
    await t.app.changeFeed.caughtUp()
    assert.deepEqual(
      rows.map((r) => `calendar:${r.id}`).filter((payload) => !heard.includes(payload)),
      [],
    )
  })

  it('resolves at once while offline, and the feed comes back by itself', async () => {
    await t.database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    )
    for (let i = 0; i < 500 && t.app.changeFeed.online; i++) await new Promise((resolve) => setTimeout(resolve, 5))
    assert.equal(t.app.changeFeed.online, false)
    await t.app.changeFeed.caughtUp()
    for (let i = 0; i < 1000 && !t.app.changeFeed.online; i++) await new Promise((resolve) => setTimeout(resolve, 10))
    assert.equal(t.app.changeFeed.online, true)
    const before = heard.length
    await t.database.pool.query('UPDATE schedule_calendars SET version = version + 1 WHERE id = (SELECT min(id) FROM schedule_calendars)')
    await t.app.changeFeed.caughtUp()
    assert.equal(heard.length, before + 1, 'one notice, heard once: one listening connection')
  })
})
