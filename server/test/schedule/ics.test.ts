import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import ICAL from 'ical.js'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { API, as, data, defaultCalendar, occurrences, weekly, type Caller } from './helpers'

/** Occurrence starts of every series in an ICS text, expanded by ical.js (its own recurrence and zone code). */
function expandWithIcalJs(ics: string, until: Date): Map<string, string[]> {
  const root = new ICAL.Component(ICAL.parse(ics))
  for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz)
  const masters = root.getAllSubcomponents('vevent').filter((v) => !v.hasProperty('recurrence-id'))
  const result = new Map<string, string[]>()
  for (const v of masters) {
    const event = new ICAL.Event(v)
    for (const o of root
      .getAllSubcomponents('vevent')
      .filter((x) => x.hasProperty('recurrence-id') && x.getFirstPropertyValue('uid') === event.uid)) {
      event.relateException(o)
    }
    const starts: string[] = []
    const it = event.iterator()
    for (let next = it.next(); next && next.toJSDate() < until; next = it.next()) {
      starts.push(event.getOccurrenceDetails(next).startDate.toJSDate().toISOString())
    }
    result.set(event.summary, starts)
  }
  return result
}

describe('ICS feed and import, checked with ical.js', () => {
  let t: TestApp
  let student: Caller
  let teacher: Caller
  let feedUrl: string
  const from = '2027-02-01T00:00:00Z'
  const to = '2027-05-01T00:00:00Z'
  before(async () => {
    t = await createTestApp()
    student = await as(t.app, '2026001')
    teacher = await as(t.app, 't1001')
  })
  after(async () => {
    await t.close()
  })

  it("the feed parses, carries VTIMEZONE, RRULE and EXDATE, and ical.js expands it to the server's occurrences across DST", async () => {
    const calendarId = await defaultCalendar(student)
    const ny = data(
      await student.post(
        `${API}/event/create`,
        weekly(calendarId, '2027-02-22T14:00:00.000Z', 'America/New_York', { title: '纽约组会', rrule: 'FREQ=WEEKLY;COUNT=8' }),
      ),
    )
    data(
      await student.post(
        `${API}/event/create`,
        weekly(calendarId, '2027-03-20T09:00:00.000Z', 'Europe/London', {
          title: '伦敦读书会',
          rrule: 'FREQ=WEEKLY;UNTIL=20270424T235959Z',
        }),
      ),
    )
    const mine = (await occurrences(student, from, to)).filter((o) => o.eventId === ny.id)
    data(await student.post(`${API}/event/delete`, { id: ny.id, scope: 'this', recurrenceId: mine[2]!.recurrenceId }))
    data(
      await student.post(`${API}/event/edit`, {
        ...weekly(calendarId, '2027-03-17T15:30:00.000Z', 'America/New_York', { title: '纽约组会' }),
        id: ny.id,
        scope: 'this',
        recurrenceId: mine[3]!.recurrenceId,
      }),
    )
    const { url } = data<{ url: string }>(await student.post(`${API}/feed/reset`))
    feedUrl = new URL(url).pathname
    const res = await t.app.inject({ method: 'GET', url: feedUrl })
    assert.equal(res.statusCode, 200)
    assert.match(res.headers['content-type'] as string, /^text\/calendar/)
    const ics = res.body
    assert.ok(
      ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75),
      'lines folded at 75 octets',
    )
    const root = new ICAL.Component(ICAL.parse(ics))
    assert.deepEqual(
      root
        .getAllSubcomponents('vtimezone')
        .map((z) => z.getFirstPropertyValue('tzid'))
        .sort(),
      ['America/New_York', 'Asia/Shanghai', 'Europe/London'],
    )
    const master = root
      .getAllSubcomponents('vevent')
      .find((v) => v.getFirstPropertyValue('summary') === '纽约组会' && !v.hasProperty('recurrence-id'))!
    assert.equal(master.getFirstPropertyValue('rrule')!.toString(), 'FREQ=WEEKLY;COUNT=8')
    assert.equal(master.getFirstProperty('dtstart')!.getParameter('tzid'), 'America/New_York')
    assert.equal(master.getAllProperties('exdate').length, 1)

    const server = await occurrences(student, from, to)
    const expanded = expandWithIcalJs(ics, new Date(to))
    for (const title of ['纽约组会', '伦敦读书会']) {
      assert.deepEqual(
        expanded.get(title)!.filter((s) => s >= from),
        server.filter((o) => o.title === title).map((o) => o.start),
        title,
      )
    }
    // Across the March change the New York event stays at 09:00 local: 14:00Z before, 13:00Z after.
    assert.ok(expanded.get('纽约组会')!.includes('2027-02-22T14:00:00.000Z'))
    assert.ok(expanded.get('纽约组会')!.includes('2027-03-29T13:00:00.000Z'))
  })

  it("importing the feed into another account's calendar gives the same occurrences; importing again updates, not duplicates", async () => {
    const ics = (await t.app.inject({ method: 'GET', url: feedUrl })).body
    const calendar = data(await teacher.post(`${API}/calendar/save`, { name: '导入的日程', color: '#4A7BF7' }))
    const first = data<{ imported: number }>(await teacher.post(`${API}/import`, { calendarId: calendar.id, ics }))
    assert.ok(first.imported >= 3)
    const again = data<{ imported: number }>(await teacher.post(`${API}/import`, { calendarId: calendar.id, ics }))
    assert.equal(again.imported, first.imported)
    const theirs = (await occurrences(teacher, from, to)).filter((o) => o.calendarId === calendar.id)
    const ours = (await occurrences(student, from, to)).filter((o) => o.title === '纽约组会' || o.title === '伦敦读书会')
    assert.deepEqual(
      theirs.filter((o) => o.title === '纽约组会' || o.title === '伦敦读书会').map((o) => [o.title, o.start]),
      ours.map((o) => [o.title, o.start]),
    )
    const bad = await teacher.post(`${API}/import`, { calendarId: calendar.id, ics: 'not a calendar' })
    assert.equal(bad.statusCode, 400)
  })

  it('添加到手机日历 exports the whole series as the feed writes it: RRULE, TZID with its VTIMEZONE, VALARM, the edited occurrence', async () => {
    const calendarId = await defaultCalendar(student)
    const ev = data(
      await student.post(
        `${API}/event/create`,
        weekly(calendarId, '2027-10-04T13:00:00.000Z', 'America/New_York', { title: '导出周会', reminders: [15, 60] }),
      ),
    )
    const list = (await occurrences(student, '2027-10-01T00:00:00Z', '2027-11-30T00:00:00Z')).filter((o) => o.eventId === ev.id)
    data(
      await student.post(`${API}/event/edit`, {
        ...weekly(calendarId, '2027-10-12T14:00:00.000Z', 'America/New_York', { title: '导出周会（改期）' }),
        id: ev.id,
        scope: 'this',
        recurrenceId: list[1]!.recurrenceId,
      }),
    )
    const { ics } = data<{ ics: string }>(await student.get(`${API}/event/ics`, { id: ev.id }))
    const root = new ICAL.Component(ICAL.parse(ics))
    assert.deepEqual(
      root.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid')),
      ['America/New_York'],
    )
    const [master, moved, ...rest] = root.getAllSubcomponents('vevent')
    assert.equal(rest.length, 0)
    assert.equal(master!.getFirstPropertyValue('rrule')!.toString(), 'FREQ=WEEKLY;COUNT=6')
    assert.equal(master!.getFirstProperty('dtstart')!.getParameter('tzid'), 'America/New_York')
    assert.match(ics, /DTSTART;TZID=America\/New_York:20271004T090000/)
    assert.deepEqual(
      master!.getAllSubcomponents('valarm').map((a) => a.getFirstProperty('trigger')!.toICALString()),
      ['TRIGGER:-PT15M', 'TRIGGER:-PT60M'],
    )
    assert.equal(moved!.getFirstPropertyValue('summary'), '导出周会（改期）')
    const expanded = expandWithIcalJs(ics, new Date('2027-12-31T00:00:00Z')).get('导出周会')!
    assert.deepEqual(
      expanded,
      list.map((o, i) => (i === 1 ? '2027-10-12T14:00:00.000Z' : o.start)),
    )
    assert.equal((await teacher.get(`${API}/event/ics`, { id: ev.id })).statusCode, 404, 'only who may see the event')
  })

  it('a reset or revoked secret stops the old address', async () => {
    data(await student.post(`${API}/feed/reset`))
    assert.equal((await t.app.inject({ method: 'GET', url: feedUrl })).statusCode, 404)
    data(await student.post(`${API}/feed/revoke`))
    assert.equal(data(await student.get(`${API}/feed/status`)).enabled, false)
  })
})
