import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { queueSqlOn } from '../../src/plugins/app/jobs'
import { OVERDUE_REMINDERS_JOB } from '../../src/plugins/app/overdue-reminders'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { loadConfig } from '../../src/config'

const jobsOn = {
  jobs: {
    ...loadConfig().jobs,
    flowReminders: true,
    scheduleReminders: false,
    searchCatchUp: false,
    pollSeconds: 0.5,
    cronCheckSeconds: 1,
  },
}

/** Waits until `check` returns a truthy value (the queue polls; nothing here depends on how fast). */
async function until<T>(check: () => Promise<T | undefined | false | null>, what: string, tries = 300): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await check()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`gave up waiting for ${what}`)
}

/** Jobs of one queue in pg-boss's tables (live and archived). */
async function jobsOf(database: TestDatabase, name: string): Promise<Array<{ id: string; state: string; output: unknown }>> {
  const { rows } = await database.pool.query<{ id: string; state: string; output: unknown }>(
    `SELECT id, state, output FROM pgboss.job WHERE name = $1
     UNION ALL SELECT id, state, output FROM pgboss.archive WHERE name = $1`,
    [name],
  )
  return rows
}

async function overdueMessages(database: TestDatabase): Promise<number> {
  const { rows } = await database.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM message_records WHERE type_code = 'flow_overdue'",
  )
  return rows[0]?.n ?? 0
}

describe('jobs plugin: overdue reminders as a scheduled job on the queue', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp({ config: jobsOn })
  })
  after(async () => {
    await t.close()
  })

  it('the schedule is stored, the tick becomes a job and the job delivers the reminders', async () => {
    // Other scheduled jobs (e.g. account deletions) share the queue; this test is about the overdue reminders.
    const { rows } = await t.database.pool.query('SELECT name, cron FROM pgboss.schedule WHERE name = $1', [OVERDUE_REMINDERS_JOB])
    assert.deepEqual(rows, [{ name: OVERDUE_REMINDERS_JOB, cron: '* * * * *' }])
    const done = await until(
      async () => (await jobsOf(t.database, OVERDUE_REMINDERS_JOB)).find((job) => job.state === 'completed'),
      'the overdue job',
    )
    assert.ok((done.output as { sent: number }).sent >= 1)
    assert.equal(await overdueMessages(t.database), (done.output as { sent: number }).sent)
  })
})

describe('jobs plugin: two instances on one database', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  before(async () => {
    database = await createTestDatabase()
    // A schedule whose only tick in the next hour is the current minute: any second job would be a duplicate,
    // never the next minute's tick. Started early enough in the minute for the tick to be picked up.
    const now = new Date()
    if (now.getUTCSeconds() >= 40) await new Promise((resolve) => setTimeout(resolve, (61 - now.getUTCSeconds()) * 1000))
    const thisMinute = { jobs: { ...jobsOn.jobs, flowReminderCron: `${new Date().getUTCMinutes()} * * * *` } }
    ;[a, b] = await Promise.all([createTestApp({ database, config: thisMinute }), createTestApp({ database, config: thisMinute })])
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  it('run the scheduled overdue job once per tick, not once per instance', async () => {
    await until(async () => (await jobsOf(database, OVERDUE_REMINDERS_JOB)).some((job) => job.state === 'completed'), 'the overdue job')
    // Give the other instance's cron check and workers several polls to (wrongly) run it again.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const jobs = await jobsOf(database, OVERDUE_REMINDERS_JOB)
    assert.equal(jobs.length, 1)
    assert.equal(jobs[0]!.state, 'completed')
    assert.equal(await overdueMessages(database), (jobs[0]!.output as { sent: number }).sent)
  })

  it('hand each enqueued job to exactly one of them', async () => {
    const ranBy: Record<string, string[]> = {}
    const worker = (instance: string) => async (data: { n: number }) => {
      ;(ranBy[data.n] ??= []).push(instance)
      return { n: data.n }
    }
    await a.app.jobs.work('test.exactly-once', worker('a'))
    await b.app.jobs.work('test.exactly-once', worker('b'))
    for (let n = 0; n < 20; n++) await (n % 2 === 0 ? a : b).app.jobs.enqueue('test.exactly-once', { n })
    await until(
      async () => (await jobsOf(database, 'test.exactly-once')).filter((job) => job.state === 'completed').length === 20,
      'twenty jobs',
    )
    assert.equal(Object.keys(ranBy).length, 20)
    for (const instances of Object.values(ranBy)) assert.equal(instances.length, 1)
  })
})

describe('jobs plugin: jobs survive a restart', () => {
  let database: TestDatabase
  before(async () => {
    database = await createTestDatabase()
  })
  after(async () => {
    await database.drop()
  })

  it('a job queued by an instance that stopped runs in the next one', async () => {
    const first = await createTestApp({ database })
    const id = await first.app.jobs.enqueue('test.after-restart', { hello: 'world' })
    assert.ok(id)
    await first.close()
    const second = await createTestApp({ database })
    try {
      const seen: unknown[] = []
      await second.app.jobs.work('test.after-restart', async (data) => {
        seen.push(data)
      })
      await until(async () => seen.length > 0, 'the queued job')
      assert.deepEqual(seen, [{ hello: 'world' }])
    } finally {
      await second.close()
    }
  })

  it('JOBS=0: no queue in the instance, and enqueue says so', async () => {
    const off = await createTestApp({ database, config: { jobs: { ...jobsOn.jobs, enabled: false } } })
    try {
      assert.equal(off.app.jobs.enabled, false)
      await assert.rejects(off.app.jobs.enqueue('test.off', {}), /JOBS=0/)
    } finally {
      await off.close()
    }
  })
})

describe('the queue SQL on the app pool (closing)', () => {
  it('drain waits for running statements and those they start; later ones never reach the pool', async () => {
    const reached: string[] = []
    const pool = {
      query: async (text: string) => {
        reached.push(text)
        await new Promise((resolve) => setTimeout(resolve, 20))
        return { rows: [{ text }], rowCount: 1 }
      },
    }
    const sql = queueSqlOn(pool as never)
    // As pg-boss's cron worker: a statement whose end starts another one nobody awaits.
    const first = sql.executeSql('insert').then(() => void sql.executeSql('complete'))
    await sql.drain()
    await first
    assert.deepEqual(reached, ['insert', 'complete'])
    const late = sql.executeSql('fail').then(
      () => 'settled',
      () => 'settled',
    )
    const outcome = await Promise.race([late, new Promise((resolve) => setTimeout(() => resolve('pending'), 100))])
    assert.equal(outcome, 'pending', 'a statement after the drain neither answers nor fails')
    assert.deepEqual(reached, ['insert', 'complete'], 'nothing reaches the pool once drained')
  })
})
