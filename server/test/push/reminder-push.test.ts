import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { loadConfig } from '../../src/config'
import { ManualClock } from '../../src/lib/common/clock'
import { flushPushOutbox } from '../../src/lib/push/push-outbox'
import { deliverDueReminders } from '../../src/lib/schedule/reminders'
import { SCHEDULE_REMINDERS_JOB } from '../../src/plugins/app/schedule-reminders'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { API, as, data, defaultCalendar, weekly, type Caller } from '../schedule/helpers'

interface Push {
  key: string
  token: string
  platform: string
  title: string
  body: string
  link: string
}

/** A stand-in push gateway on loopback: records each POST; answers 500 while `failing`. */
async function startGateway() {
  const received: Push[] = []
  const state = { failing: false }
  const server = http.createServer((request, response) => {
    let text = ''
    request.on('data', (chunk) => (text += chunk))
    request.on('end', () => {
      if (state.failing) {
        response.writeHead(500).end()
        return
      }
      const body = JSON.parse(text)
      received.push({ key: String(request.headers['idempotency-key']), ...body })
      response.writeHead(202, { 'content-type': 'application/json' }).end('{"accepted":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`
  return { url, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

async function until<T>(check: () => Promise<T | undefined | false | null>, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await check()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`gave up waiting for ${what}`)
}

const jobsOn = {
  ...loadConfig().jobs,
  flowReminders: false,
  scheduleReminders: true,
  searchCatchUp: false,
  pollSeconds: 0.5,
  cronCheckSeconds: 1,
}

describe('reminders to the host app push gateway: one push per registered device, with two instances', () => {
  let database: TestDatabase
  let gateway: Awaited<ReturnType<typeof startGateway>>
  let a: TestApp
  let b: TestApp
  let student: Caller
  let teacher: Caller
  const clock = new ManualClock('2027-04-05T05:30:00Z')
  before(async () => {
    gateway = await startGateway()
    database = await createTestDatabase()
    const config = { jobs: jobsOn, pushGatewayUrl: gateway.url }
    ;[a, b] = await Promise.all([createTestApp({ database, clock, config }), createTestApp({ database, clock, config })])
    student = await as(a.app, '2026001')
    teacher = await as(b.app, 't1001')
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
    await gateway.close()
  })

  const pending = async () =>
    (await database.pool.query(`SELECT count(*)::int AS n FROM push_outbox WHERE sent_at IS NULL`)).rows[0]!.n as number

  it('registers devices: a device and a token belong to the account signed in on it last; bad input is refused', async () => {
    data(await student.post('/portal-api/v1/push/device/register', { deviceId: 'iphone-li', token: 'apns-token-li-0001', platform: 'ios' }))
    data(await student.post('/portal-api/v1/push/device/register', { deviceId: 'ipad-li', token: 'apns-token-li-0002', platform: 'ios' }))
    // The shared lab phone: the student signed in first, then the teacher on the same device.
    data(
      await student.post('/portal-api/v1/push/device/register', {
        deviceId: 'lab-phone',
        token: 'fcm-token-lab-0003',
        platform: 'android',
      }),
    )
    data(
      await teacher.post('/portal-api/v1/push/device/register', {
        deviceId: 'lab-phone',
        token: 'fcm-token-lab-0003',
        platform: 'android',
      }),
    )
    const { rows } = await database.pool.query(
      `SELECT a.username, d.device_id FROM push_devices d JOIN accounts a ON a.id = d.account_id ORDER BY 1, 2`,
    )
    assert.deepEqual(
      rows.map((r) => [r.username, r.device_id]),
      [
        ['2026001', 'ipad-li'],
        ['2026001', 'iphone-li'],
        ['t1001', 'lab-phone'],
      ],
    )
    const bad = await student.post('/portal-api/v1/push/device/register', { deviceId: 'x', token: 'short', platform: 'ios' })
    assert.equal(bad.statusCode, 400)
    const anonymous = await a.app.inject({
      method: 'POST',
      url: '/portal-api/v1/push/device/register',
      payload: { deviceId: 'x', token: 'long-enough-token', platform: 'ios' },
    })
    assert.equal(anonymous.statusCode, 401)
  })

  it('one reminder → exactly one push per device, whatever both instances run at once; signed-out devices get none', async () => {
    const calendarId = await defaultCalendar(student)
    const ev = data(
      await student.post(
        `${API}/event/create`,
        weekly(calendarId, '2027-04-05T06:00:00.000Z', 'Asia/Shanghai', { title: '实验室例会', attendees: ['t1001'] }),
      ),
    )
    clock.set('2027-04-05T05:45:10Z')
    // Both instances get a job, and both also run the check and the flush directly, all at the same time.
    await Promise.all([
      a.app.jobs.enqueue(SCHEDULE_REMINDERS_JOB, {}),
      b.app.jobs.enqueue(SCHEDULE_REMINDERS_JOB, {}),
      deliverDueReminders(a.app.db, clock.now(), { pushes: true }).then(() => flushPushOutbox(a.app.db, gateway.url)),
      deliverDueReminders(b.app.db, clock.now(), { pushes: true }).then(() => flushPushOutbox(b.app.db, gateway.url)),
    ])
    await until(async () => gateway.received.length >= 3 && (await pending()) === 0, 'three pushes')
    await flushPushOutbox(a.app.db, gateway.url)
    await flushPushOutbox(b.app.db, gateway.url)
    assert.deepEqual(gateway.received.map((p) => p.token).sort(), ['apns-token-li-0001', 'apns-token-li-0002', 'fcm-token-lab-0003'])
    assert.equal(new Set(gateway.received.map((p) => p.key)).size, 3)
    for (const push of gateway.received) {
      assert.equal(push.title, '日程提醒：实验室例会')
      assert.match(push.body, /14:00 开始，地点：计算机楼 508/)
      assert.equal(push.link, `/pages/shedul/shedulDetail?id=${ev.id}`)
    }
    const messages = await database.pool.query(`SELECT count(*)::int AS n FROM message_records WHERE type_code = 'schedule_reminder'`)
    assert.equal(messages.rows[0]!.n, 2)

    // The student signs out on the iPad: next week's reminder reaches the phone and the lab phone only.
    data(await student.post('/portal-api/v1/push/device/unregister', { deviceId: 'ipad-li' }))
    clock.set('2027-04-12T05:45:10Z')
    await b.app.jobs.enqueue(SCHEDULE_REMINDERS_JOB, {})
    await until(async () => gateway.received.length >= 5 && (await pending()) === 0, 'the second week')
    assert.deepEqual(
      gateway.received
        .slice(3)
        .map((p) => p.token)
        .sort(),
      ['apns-token-li-0001', 'fcm-token-lab-0003'],
    )
  })

  it('a gateway that fails is retried on the next run, and each push still arrives once', async () => {
    gateway.state.failing = true
    clock.set('2027-04-19T05:45:10Z')
    await Promise.all([
      deliverDueReminders(a.app.db, clock.now(), { pushes: true }),
      deliverDueReminders(b.app.db, clock.now(), { pushes: true }),
    ])
    await flushPushOutbox(a.app.db, gateway.url)
    assert.equal(await pending(), 2)
    assert.equal(gateway.received.length, 5)
    gateway.state.failing = false
    await Promise.all([flushPushOutbox(a.app.db, gateway.url), flushPushOutbox(b.app.db, gateway.url)])
    await until(async () => (await pending()) === 0, 'the retried pushes')
    assert.equal(gateway.received.length, 7)
    assert.equal(new Set(gateway.received.map((p) => p.key)).size, 7)
  })
})

describe('without PUSH_GATEWAY_URL: the message alone', () => {
  it('queues no push and the reminder message still arrives', async () => {
    const clock = new ManualClock('2027-04-05T05:30:00Z')
    const t = await createTestApp({ clock, config: { jobs: jobsOn } })
    try {
      const student = await as(t.app, '2026001')
      data(
        await student.post('/portal-api/v1/push/device/register', { deviceId: 'iphone-li', token: 'apns-token-li-0001', platform: 'ios' }),
      )
      const calendarId = await defaultCalendar(student)
      data(await student.post(`${API}/event/create`, weekly(calendarId, '2027-04-05T06:00:00.000Z', 'Asia/Shanghai')))
      clock.set('2027-04-05T05:45:10Z')
      await t.app.jobs.enqueue(SCHEDULE_REMINDERS_JOB, {})
      await until(
        async () => (await t.database.pool.query(`SELECT 1 FROM message_records WHERE type_code = 'schedule_reminder'`)).rows.length === 1,
        'the reminder message',
      )
      assert.equal((await t.database.pool.query(`SELECT count(*)::int AS n FROM push_outbox`)).rows[0]!.n, 0)
    } finally {
      await t.close()
    }
  })
})
