import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { OffsetClock } from '../../src/lib/common/clock'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

describe('the browser tests’ clock (TEST_CLOCK=1 only)', () => {
  let database: TestDatabase
  let plain: TestApp
  let testing: TestApp
  const clock = new OffsetClock()
  before(async () => {
    database = await createTestDatabase()
    ;[plain, testing] = await Promise.all([createTestApp({ database }), createTestApp({ database, clock, config: { testClock: true } })])
  })
  after(async () => {
    await plain.close()
    await testing.close()
    await database.drop()
  })

  it('does not exist without TEST_CLOCK', async () => {
    const res = await plain.app.inject({ method: 'POST', url: '/test-only/clock/advance', payload: { seconds: 60 } })
    assert.equal(res.statusCode, 404)
  })

  it('moves the clock forward by whole seconds and refuses anything else', async () => {
    const before = clock.now().getTime()
    const res = await testing.app.inject({ method: 'POST', url: '/test-only/clock/advance', payload: { seconds: 86_400 } })
    assert.equal(res.statusCode, 200)
    assert.ok(new Date(res.json().data.now).getTime() - before >= 86_400_000)
    assert.ok(clock.now().getTime() - Date.now() >= 86_400_000 - 1000)
    const bad = await testing.app.inject({ method: 'POST', url: '/test-only/clock/advance', payload: { seconds: -5 } })
    assert.equal(bad.statusCode, 400)
  })
})
