import assert from 'node:assert/strict'
import zlib from 'node:zlib'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { scheduleCalendars } from '../../src/db/schema/index'
import { insertEvent } from '../../src/lib/schedule/events-repository'
import { SCHEDULE_VIEW_CHANNEL, viewSources } from '../../src/lib/schedule/month-cache'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { API, as, data, defaultCalendar, occurrences, weekly, type Caller } from './helpers'

const WINDOW = ['2027-09-01T00:00:00.000Z', '2027-10-01T00:00:00.000Z'] as const
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Two instances on one database, each with its own month cache: every change shows at once through the instance
// that made it, and through the other once that one has heard the change notices (caughtUp waits for exactly
// that, no longer), whoever served (and cached) the month before.
describe('month view cache: no stale month after any change, on any instance', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let viaA: Caller
  let viaB: Caller
  let teacherB: Caller
  let calendarId: number
  before(async () => {
    database = await createTestDatabase()
    ;[a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })])
    viaA = await as(a.app, '2026001')
    viaB = await as(b.app, '2026001')
    teacherB = await as(b.app, 't1001')
    calendarId = await defaultCalendar(viaA)
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  /**
   * The month as the instance that wrote (B unless said) answers it straight after the write, then as the other
   * answers it once it has heard the notices of that write (both must agree), warming both caches.
   */
  const month = async (writer: 'a' | 'b' = 'b') => {
    const [first, second] = writer === 'b' ? [viaB, viaA] : [viaA, viaB]
    const x = await occurrences(first, ...WINDOW)
    await (writer === 'b' ? a : b).app.changeFeed.caughtUp()
    const y = await occurrences(second, ...WINDOW)
    assert.deepEqual(x, y)
    return x
  }
  const titles = async (writer: 'a' | 'b' = 'b') => (await month(writer)).map((o) => o.title)

  it('answers the same month from the cache while nothing changes', async () => {
    const student = await a.app.db.query.accounts.findFirst({ where: (t, { eq }) => eq(t.username, '2026001') })
    const before = await viewSources(a.app.db, student!.id)
    const first = await month()
    assert.deepEqual(await month(), first)
    assert.equal((await viewSources(a.app.db, student!.id)).fingerprint, before.fingerprint)
  })

  it('events: create, edit all / this / following, delete one and all', async () => {
    await month()
    const ev = data(
      await viaB.post(`${API}/event/create`, weekly(calendarId, '2027-09-06T01:00:00.000Z', 'Asia/Shanghai', { title: '组会' })),
    )
    assert.deepEqual(await titles(), ['组会', '组会', '组会', '组会'])

    data(
      await viaB.post(`${API}/event/edit`, {
        ...weekly(calendarId, '2027-09-06T01:00:00.000Z', 'Asia/Shanghai', { title: '例会' }),
        id: ev.id,
        scope: 'all',
      }),
    )
    assert.deepEqual(await titles(), ['例会', '例会', '例会', '例会'])

    const second = (await month())[1]!
    data(
      await viaB.post(`${API}/event/edit`, {
        ...weekly(calendarId, '2027-09-13T03:00:00.000Z', 'Asia/Shanghai', { title: '例会（改时间）', rrule: null }),
        id: ev.id,
        scope: 'this',
        recurrenceId: second.recurrenceId,
      }),
    )
    assert.deepEqual(await titles(), ['例会', '例会（改时间）', '例会', '例会'])

    const third = (await month())[2]!
    data(await viaB.post(`${API}/event/delete`, { id: ev.id, scope: 'this', recurrenceId: third.recurrenceId }))
    assert.deepEqual(await titles(), ['例会', '例会（改时间）', '例会'])

    const last = (await month())[2]!
    data(await viaB.post(`${API}/event/delete`, { id: ev.id, scope: 'following', recurrenceId: last.recurrenceId }))
    assert.deepEqual(await titles(), ['例会', '例会（改时间）'])

    data(await viaB.post(`${API}/event/delete`, { id: ev.id, scope: 'all' }))
    assert.deepEqual(await titles(), [])
  })

  it('calendars: colour change, another calendar with events deleted', async () => {
    const other = data(await viaB.post(`${API}/calendar/save`, { name: '社团', color: '#123456' }))
    data(
      await viaB.post(`${API}/event/create`, {
        ...weekly(other.id, '2027-09-10T10:00:00.000Z', 'Asia/Shanghai', { title: '社团活动', rrule: null }),
      }),
    )
    assert.deepEqual(
      (await month()).map((o) => o.color),
      ['#123456'],
    )
    data(await viaB.post(`${API}/calendar/save`, { id: other.id, name: '社团', color: '#654321' }))
    assert.deepEqual(
      (await month()).map((o) => o.color),
      ['#654321'],
    )
    data(await viaB.post(`${API}/calendar/delete`, { id: other.id }))
    assert.deepEqual(await titles(), [])
  })

  it('public calendars: subscribing, the institution adding an event, unsubscribing', async () => {
    const [holidays] = await a.app.db.select().from(scheduleCalendars).where(eq(scheduleCalendars.code, 'holidays'))
    const publicTitles = async () => (await month()).filter((o) => o.calendarId === holidays!.id).map((o) => o.title)
    data(await viaB.post(`${API}/calendar/subscribe`, { id: holidays!.id, subscribed: true }))
    const seeded = await publicTitles()
    // The institution's own write (seed, import, admin tooling) goes through the same repository.
    await insertEvent(
      b.app.db,
      {
        calendarId: holidays!.id,
        title: '校庆日（放假）',
        allDay: true,
        startAt: new Date('2027-09-20T16:00:00.000Z'),
        endAt: new Date('2027-09-21T16:00:00.000Z'),
        timeZone: 'Asia/Shanghai',
      },
      null,
    )
    // A write outside any request (seed, import tooling) reaches every instance through its notice alone.
    await b.app.changeFeed.caughtUp()
    const added = await publicTitles()
    assert.equal(added.length, seeded.length + 1)
    assert.ok(added.includes('校庆日（放假）'))
    data(await viaB.post(`${API}/calendar/subscribe`, { id: holidays!.id, subscribed: false }))
    assert.deepEqual(await publicTitles(), [])
  })

  it('invitations: invited, the organiser moving it, declined', async () => {
    const teacherCalendar = await defaultCalendar(teacherB)
    const invite = data(
      await teacherB.post(`${API}/event/create`, {
        ...weekly(teacherCalendar, '2027-09-15T06:00:00.000Z', 'Asia/Shanghai', { title: '开题答辩', rrule: null }),
        attendees: ['2026001'],
      }),
    )
    assert.deepEqual(await titles(), ['开题答辩'])
    data(
      await teacherB.post(`${API}/event/edit`, {
        ...weekly(teacherCalendar, '2027-09-16T06:00:00.000Z', 'Asia/Shanghai', { title: '开题答辩（改期）', rrule: null }),
        id: invite.id,
        scope: 'all',
      }),
    )
    assert.deepEqual(
      (await month()).map((o) => [o.title, o.start]),
      [['开题答辩（改期）', '2027-09-16T06:00:00.000Z']],
    )
    data(await viaB.post(`${API}/event/answer`, { id: invite.id, answer: 'declined' }))
    assert.deepEqual(await titles(), [])
  })

  it('an .ics import', async () => {
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:cache-import-1@test',
      'DTSTAMP:20270801T000000Z',
      'DTSTART:20270922T020000Z',
      'DTEND:20270922T030000Z',
      'SUMMARY:导入的讲座',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n')
    data(await viaB.post(`${API}/import`, { calendarId, ics }))
    assert.deepEqual(await titles(), ['导入的讲座'])
  })
  it('answers a write only once its own instance has heard the notices of what it committed', async () => {
    const heard: string[] = []
    b.app.changeFeed.on(SCHEDULE_VIEW_CHANNEL, (payload) => heard.push(payload))
    const ev = data(
      await viaB.post(`${API}/event/create`, weekly(calendarId, '2027-09-07T02:00:00.000Z', 'Asia/Shanghai', { rrule: null })),
    )
    assert.ok(heard.includes(`calendar:${calendarId}`))
    data(await viaB.post(`${API}/event/delete`, { id: ev.id, scope: 'all' }))
    assert.equal(heard.filter((payload) => payload === `calendar:${calendarId}`).length, 2)
  })

  it('writes through the other instance: it answers at once too', async () => {
    const ev = data(
      await viaA.post(`${API}/event/create`, weekly(calendarId, '2027-09-07T02:00:00.000Z', 'Asia/Shanghai', { title: '读书会' })),
    )
    assert.deepEqual(await titles('a'), ['读书会', '读书会', '读书会', '导入的讲座', '读书会'])
    data(await viaA.post(`${API}/event/delete`, { id: ev.id, scope: 'all' }))
    assert.deepEqual(await titles('a'), ['导入的讲座'])
  })

  it('a kept month costs no query: a change that raises no calendar version is not seen, raising it is', async () => {
    assert.deepEqual(await titles(), ['导入的讲座'])
    await database.pool.query(`UPDATE schedule_events SET title = '改名的讲座' WHERE uid = 'cache-import-1@test'`)
    assert.deepEqual(await titles(), ['导入的讲座'], 'both answer from their caches without reading the database')
    // What touchCalendars does in every write: its notice reaches both instances.
    await database.pool.query('UPDATE schedule_calendars SET version = version + 1 WHERE id = $1', [calendarId])
    await b.app.changeFeed.caughtUp()
    assert.deepEqual(await titles(), ['改名的讲座'])
  })

  it('sends the kept answer compressed as the client accepts, with an ETag a reload sends back for a 304', async () => {
    const series = data(
      await viaA.post(`${API}/event/create`, weekly(calendarId, '2027-09-08T02:00:00.000Z', 'Asia/Shanghai', { title: '读书会' })),
    )
    const url = `${API}/occurrences`
    const query = { from: WINDOW[0], to: WINDOW[1] }
    const tokenA = { 'x-id-token': viaA.token }
    const plain = await a.app.inject({ url, query, headers: tokenA })
    assert.equal(plain.statusCode, 200)
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.match(String(plain.headers['content-type']), /^application\/json/)
    assert.equal(plain.headers['cache-control'], 'private, no-cache')
    assert.match(String(plain.headers.vary), /accept-encoding/i)
    assert.equal(data(plain).length, 5)
    const etag = String(plain.headers.etag)
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await a.app.inject({ url, query, headers: { ...tokenA, 'accept-encoding': `${encoding}, deflate` } })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['content-encoding'], encoding)
      assert.equal(res.headers.etag, etag)
      assert.equal(decode(res.rawPayload).toString(), plain.body)
    }
    const reload = await a.app.inject({ url, query, headers: { ...tokenA, 'if-none-match': etag, 'accept-encoding': 'br' } })
    assert.equal(reload.statusCode, 304)
    assert.equal(reload.rawPayload.length, 0)
    // The other instance, once it has heard the writes, holds the same answer under the same validator.
    await b.app.changeFeed.caughtUp()
    assert.equal((await b.app.inject({ url, query, headers: { 'x-id-token': viaB.token, 'if-none-match': etag } })).statusCode, 304)
    // After a change the old validator gets the new answer.
    data(await viaA.post(`${API}/event/delete`, { id: series.id, scope: 'all' }))
    const changed = await a.app.inject({ url, query, headers: { ...tokenA, 'if-none-match': etag } })
    assert.equal(changed.statusCode, 200)
    assert.notEqual(changed.headers.etag, etag)
    assert.deepEqual(
      data(changed).map((o: { title: string }) => o.title),
      ['改名的讲座'],
    )
    // Another user's token gets that user's answer, whatever validator it sends.
    const teacher = await b.app.inject({
      url,
      query,
      headers: { 'x-id-token': teacherB.token, 'if-none-match': String(changed.headers.etag) },
    })
    assert.equal(teacher.statusCode, 200)
  })

  it('with the change feed down, checks every answer against the database: a change no instance heard of shows', async () => {
    assert.deepEqual(await titles(), ['改名的讲座'])
    const { rowCount } = await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %'`,
    )
    assert.equal(rowCount, 2, "both instances' listening connections")
    for (let i = 0; i < 500 && (a.app.changeFeed.online || b.app.changeFeed.online); i++) await sleep(5)
    assert.equal(a.app.changeFeed.online || b.app.changeFeed.online, false)
    // Announced to no one: nobody listens now.
    await database.pool.query(`
      WITH renamed AS (UPDATE schedule_events SET title = '停电时改名的讲座' WHERE uid = 'cache-import-1@test' RETURNING calendar_id)
      UPDATE schedule_calendars SET version = version + 1 WHERE id IN (SELECT calendar_id FROM renamed)`)
    assert.deepEqual(await titles(), ['停电时改名的讲座'])
    // Back online (the feed reconnects by itself): trusted again, and still told of every change.
    for (let i = 0; i < 1000 && !(a.app.changeFeed.online && b.app.changeFeed.online); i++) await sleep(10)
    assert.ok(a.app.changeFeed.online && b.app.changeFeed.online, 'the feed is back')
    const third = data(
      await viaB.post(
        `${API}/event/create`,
        weekly(calendarId, '2027-09-09T02:00:00.000Z', 'Asia/Shanghai', { title: '复电后的会', rrule: null }),
      ),
    )
    assert.deepEqual(await titles(), ['复电后的会', '停电时改名的讲座'])
    data(await viaB.post(`${API}/event/delete`, { id: third.id, scope: 'all' }))
    assert.deepEqual(await titles(), ['停电时改名的讲座'])
  })
})
