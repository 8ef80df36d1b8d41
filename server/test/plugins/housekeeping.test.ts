// Housekeeping runs on the shared job queue: one schedule for the cluster, and the cleaning itself.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { cleanExpired, HOUSEKEEPING_JOB } from '../../src/plugins/app/housekeeping'
import { createTestApp, type TestApp } from '../helpers/test-app'

describe('housekeeping', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

  it('is scheduled once on the job queue, every ten minutes', async () => {
    const { rows } = await t.database.pool.query('SELECT cron FROM pgboss.schedule WHERE name = $1', [HOUSEKEEPING_JOB])
    assert.deepEqual(rows, [{ cron: '*/10 * * * *' }])
  })

  it('deletes counters older than a day and keeps recent ones', async () => {
    await t.database.pool.query(
      `INSERT INTO rate_counters (key, window_start, count) VALUES ('old', now() - interval '3 days', 1), ('recent', now(), 1)`,
    )
    await cleanExpired(t.app.db, new Date())
    const { rows } = await t.database.pool.query(`SELECT key FROM rate_counters WHERE key IN ('old', 'recent')`)
    assert.deepEqual(rows, [{ key: 'recent' }])
  })

  it("measures age by the portal's clock: under a set clock a week back, that week's counters are current", async () => {
    // The password tests count failures at a set time in the past; the job once deleted them mid-test by the
    // database's own now().
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600_000)
    await t.database.pool.query(`INSERT INTO rate_counters (key, window_start, count) VALUES ('that-week', $1, 1), ('before-it', $2, 1)`, [
      weekAgo,
      new Date(weekAgo.getTime() - 3 * 24 * 3600_000),
    ])
    await cleanExpired(t.app.db, weekAgo)
    const { rows } = await t.database.pool.query(`SELECT key FROM rate_counters WHERE key IN ('that-week', 'before-it')`)
    assert.deepEqual(rows, [{ key: 'that-week' }])
  })
})
