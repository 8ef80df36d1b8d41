import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { scheduleCalendars } from '../../src/db/schema/index'
import { insertEvent } from '../../src/lib/schedule/events-repository'
import { viewSources } from '../../src/lib/schedule/month-cache'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { API, as, data, defaultCalendar, occurrences, weekly, type Caller } from './helpers'

const WINDOW = ['2027-09-01T00:00:00.000Z', '2027-10-01T00:00:00.000Z'] as const

// Two instances on one database, each with its own month cache: every change made through one shows at once
// through both, whoever served (and cached) the month before.
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

  /** The month as both instances answer it (both must agree), warming both caches. */
  const month = async () => {
    const [x, y] = await Promise.all([occurrences(viaA, ...WINDOW), occurrences(viaB, ...WINDOW)])
    assert.deepEqual(x, y)
    return x
  }
  const titles = async () => (await month()).map((o) => o.title)

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
})
