import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { loadConfig } from '../../src/config'
import { ManualClock } from '../../src/lib/common/clock'
import { deliverDueReminders } from '../../src/lib/schedule/reminders'
import { SCHEDULE_REMINDERS_JOB } from '../../src/plugins/app/schedule-reminders'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { API, as, data, defaultCalendar, weekly } from './helpers'

const remindersOn = {
  jobs: {
    ...loadConfig().jobs,
    flowReminders: false,
    scheduleReminders: true,
    searchCatchUp: false,
    pollSeconds: 0.5,
    cronCheckSeconds: 1,
  },
}

async function until<T>(check: () => Promise<T | undefined | false | null>, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await check()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`gave up waiting for ${what}`)
}

describe('schedule reminders on the job queue: two instances, one clock, exactly once', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  const clock = new ManualClock('2027-03-01T05:30:00Z')
  before(async () => {
    database = await createTestDatabase()
    ;[a, b] = await Promise.all([
      createTestApp({ database, clock, config: remindersOn }),
      createTestApp({ database, clock, config: remindersOn }),
    ])
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  const reminders = async () =>
    (
      await database.pool.query<{ username: string; title: string; content: string }>(
        `SELECT a.username, m.title, m.content FROM message_records m JOIN accounts a ON a.id = m.recipient_id
          WHERE m.type_code = 'schedule_reminder' AND m.title LIKE '%周会%' ORDER BY a.username, m.id`,
      )
    ).rows

  it('a weekly event with a 15-minute reminder reaches the owner and the attendee once per occurrence', async () => {
    const student = await as(a.app, '2026001')
    const calendarId = await defaultCalendar(student)
    data(
      await student.post(`${API}/event/create`, weekly(calendarId, '2027-03-01T06:00:00.000Z', 'Asia/Shanghai', { attendees: ['t1001'] })),
    )

    // 05:30: nothing due yet.
    assert.equal(await deliverDueReminders(a.app.db, clock.now()), 0)

    // 05:45:20: due. Both instances get a job and both also run the check directly, at the same time.
    clock.set('2027-03-01T05:45:20Z')
    const jobs = await Promise.all([a.app.jobs.enqueue(SCHEDULE_REMINDERS_JOB, {}), b.app.jobs.enqueue(SCHEDULE_REMINDERS_JOB, {})])
    const direct = await Promise.all([deliverDueReminders(a.app.db, clock.now()), deliverDueReminders(b.app.db, clock.now())])
    await until(async () => {
      const { rows } = await database.pool.query(
        `SELECT state FROM pgboss.job WHERE id = ANY($1::uuid[]) UNION ALL SELECT state FROM pgboss.archive WHERE id = ANY($1::uuid[])`,
        [jobs],
      )
      return rows.length === 2 && rows.every((r) => r.state === 'completed')
    }, 'both reminder jobs')
    assert.ok(direct.reduce((x, y) => x + y, 0) <= 2)
    assert.deepEqual(
      (await reminders()).map((r) => [r.username, r.title]),
      [
        ['2026001', '日程提醒：项目周会'],
        ['t1001', '日程提醒：项目周会'],
      ],
    )
    assert.match((await reminders())[0]!.content, /14:00 开始，地点：计算机楼 508/)

    // Later the same occurrence (still within the look-back) adds nothing; the next week's reminder comes once.
    clock.set('2027-03-01T05:55:00Z')
    assert.equal(await deliverDueReminders(b.app.db, clock.now()), 0)
    clock.set('2027-03-08T05:45:00Z')
    await a.app.jobs.enqueue(SCHEDULE_REMINDERS_JOB, {})
    await until(async () => (await reminders()).length === 4, 'the second week')
    assert.equal(await deliverDueReminders(b.app.db, clock.now()), 0)
  })
})
