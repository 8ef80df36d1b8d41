import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { API, as, data, defaultCalendar, occurrences, weekly, type Caller } from './helpers'

describe('schedule events: create, expand, edit this / following / all, delete, bounds', () => {
  let t: TestApp
  let student: Caller
  let teacher: Caller
  let calendarId: number
  before(async () => {
    t = await createTestApp()
    student = await as(t.app, '2026001')
    teacher = await as(t.app, 't1001')
    calendarId = await defaultCalendar(student)
  })
  after(async () => {
    await t.close()
  })

  it('a weekly New York event is expanded at 09:00 New York time on both sides of the March change', async () => {
    const created = data(await student.post(`${API}/event/create`, weekly(calendarId, '2027-02-22T14:00:00.000Z', 'America/New_York')))
    const got = (await occurrences(student, '2027-02-20T00:00:00Z', '2027-04-10T00:00:00Z')).filter((o) => o.eventId === created.id)
    assert.deepEqual(
      got.map((o) => o.start),
      [
        '2027-02-22T14:00:00.000Z',
        '2027-03-01T14:00:00.000Z',
        '2027-03-08T14:00:00.000Z',
        '2027-03-15T13:00:00.000Z',
        '2027-03-22T13:00:00.000Z',
        '2027-03-29T13:00:00.000Z',
      ],
    )
    assert.deepEqual(created.reminders, [15])
  })

  it('edits one occurrence, then this and the following ones, then deletes one', async () => {
    const ev = data(
      await student.post(`${API}/event/create`, weekly(calendarId, '2027-05-03T01:00:00.000Z', 'Asia/Shanghai', { title: '读书会' })),
    )
    const window = ['2027-05-01T00:00:00Z', '2027-06-30T00:00:00Z'] as const
    const mine = async () => (await occurrences(student, ...window)).filter((o) => o.title.startsWith('读书会'))
    const second = (await mine())[1]!
    data(
      await student.post(`${API}/event/edit`, {
        ...weekly(calendarId, '2027-05-11T06:00:00.000Z', 'Asia/Shanghai', { title: '读书会（改期）' }),
        id: ev.id,
        scope: 'this',
        recurrenceId: second.recurrenceId,
      }),
    )
    let list = await mine()
    assert.equal(list.length, 6)
    assert.deepEqual([list[1]!.title, list[1]!.start], ['读书会（改期）', '2027-05-11T06:00:00.000Z'])

    const fourth = list[3]!
    const split = data(
      await student.post(`${API}/event/edit`, {
        ...weekly(calendarId, '2027-05-24T02:00:00.000Z', 'Asia/Shanghai', { title: '读书会·下半程', rrule: undefined }),
        id: ev.id,
        scope: 'following',
        recurrenceId: fourth.recurrenceId,
      }),
    )
    assert.notEqual(split.id, ev.id)
    assert.equal(split.rrule, 'FREQ=WEEKLY;COUNT=3')
    list = await mine()
    assert.deepEqual(
      list.map((o) => [o.title, o.start.slice(0, 16)]),
      [
        ['读书会', '2027-05-03T01:00'],
        ['读书会（改期）', '2027-05-11T06:00'],
        ['读书会', '2027-05-17T01:00'],
        ['读书会·下半程', '2027-05-24T02:00'],
        ['读书会·下半程', '2027-05-31T02:00'],
        ['读书会·下半程', '2027-06-07T02:00'],
      ],
    )

    const fifth = list[4]!
    data(await student.post(`${API}/event/delete`, { id: fifth.eventId, scope: 'this', recurrenceId: fifth.recurrenceId }))
    assert.deepEqual(
      (await mine()).map((o) => o.start.slice(0, 10)),
      ['2027-05-03', '2027-05-11', '2027-05-17', '2027-05-24', '2027-06-07'],
    )
    data(await student.post(`${API}/event/delete`, { id: ev.id, scope: 'all' }))
    assert.equal((await mine()).length, 2)
  })

  it('the detail of one occurrence edited 仅此日程 is that occurrence: its title, place, notes and times, marked changed', async () => {
    const ev = data(
      await student.post(`${API}/event/create`, weekly(calendarId, '2027-07-05T01:00:00.000Z', 'Asia/Shanghai', { title: '晨读' })),
    )
    const list = (await occurrences(student, '2027-07-01T00:00:00Z', '2027-08-31T00:00:00Z')).filter((o) => o.eventId === ev.id)
    const [first, second] = [list[0]!, list[1]!]
    data(
      await student.post(`${API}/event/edit`, {
        ...weekly(calendarId, '2027-07-13T06:00:00.000Z', 'Asia/Shanghai', { title: '晨读（改到下午）', location: '图书馆 201' }),
        notes: '这周改到下午',
        id: ev.id,
        scope: 'this',
        recurrenceId: second.recurrenceId,
      }),
    )
    const changed = data(await student.get(`${API}/event`, { id: ev.id, recurrenceId: second.recurrenceId! }))
    assert.equal(changed.title, '晨读', 'the series keeps its own fields')
    assert.deepEqual(changed.occurrence, {
      recurrenceId: second.recurrenceId,
      start: '2027-07-13T06:00:00.000Z',
      end: '2027-07-13T07:00:00.000Z',
      title: '晨读（改到下午）',
      location: '图书馆 201',
      notes: '这周改到下午',
      changed: true,
    })
    const plain = data(await student.get(`${API}/event`, { id: ev.id, recurrenceId: first.recurrenceId! }))
    assert.deepEqual([plain.occurrence.title, plain.occurrence.start, plain.occurrence.changed], ['晨读', first.start, false])
    const notOne = await student.get(`${API}/event`, { id: ev.id, recurrenceId: '2027-07-06T01:00:00.000Z' })
    assert.equal(notOne.statusCode, 404)
    assert.equal(data(await student.get(`${API}/event`, { id: ev.id })).occurrence, undefined)
    const stranger = await teacher.get(`${API}/event`, { id: ev.id, recurrenceId: second.recurrenceId! })
    assert.equal(stranger.statusCode, 404)
    data(await student.post(`${API}/event/delete`, { id: ev.id, scope: 'all' }))
  })

  it('refuses bad input with a reason: 10,000 occurrences, a rule that never ends queried without bounds, dates beyond ten years', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [weekly(calendarId, '2027-01-04T01:00:00.000Z', 'Asia/Shanghai', { rrule: 'FREQ=DAILY;COUNT=10000' }), /5000/],
      [weekly(calendarId, '2027-01-04T01:00:00.000Z', 'Asia/Shanghai', { rrule: 'FREQ=DAILY;UNTIL=20450101T000000Z' }), /5000|10 年/],
      [weekly(calendarId, '2027-01-04T01:00:00.000Z', 'Asia/Shanghai', { rrule: 'FREQ=SECONDLY' }), /每天/],
      [weekly(calendarId, '2027-01-04T01:00:00.000Z', 'Asia/Shanghai', { rrule: 'NOT A RULE' }), /不支持|格式/],
      [weekly(calendarId, '2040-01-04T01:00:00.000Z', 'Asia/Shanghai'), /./],
      [weekly(calendarId, '2027-01-04T01:00:00.000Z', 'Mars/Olympus'), /时区/],
      [{ ...weekly(calendarId, '2027-01-04T01:00:00.000Z', 'Asia/Shanghai'), end: '2027-01-03T00:00:00.000Z' }, /结束时间/],
    ]
    for (const [body, reason] of cases) {
      const res = await student.post(`${API}/event/create`, body)
      assert.equal(res.statusCode, 400, res.body)
      assert.match(res.json().message, reason)
    }
    const wide = await student.get(`${API}/occurrences`, { from: '2026-01-01T00:00:00Z', to: '2028-06-01T00:00:00Z' })
    assert.equal(wide.statusCode, 400)
    assert.match(wide.json().message, /400 天/)
  })

  it('users see and change only their own calendars and events', async () => {
    const ev = data(
      await student.post(`${API}/event/create`, weekly(calendarId, '2027-01-04T01:00:00.000Z', 'Asia/Shanghai', { title: '私人日程' })),
    )
    assert.equal((await teacher.get(`${API}/event`, { id: ev.id })).statusCode, 404)
    assert.equal((await teacher.post(`${API}/event/delete`, { id: ev.id, scope: 'all' })).statusCode, 404)
    const teacherCalendar = await defaultCalendar(teacher)
    const foreign = await student.post(`${API}/event/create`, weekly(teacherCalendar, '2027-01-04T01:00:00.000Z', 'Asia/Shanghai'))
    assert.equal(foreign.statusCode, 403)
    assert.ok(!(await occurrences(teacher, '2027-01-01T00:00:00Z', '2027-01-31T00:00:00Z')).some((o) => o.title === '私人日程'))
  })

  it('invites the teacher, who sees the event with a message and accepts', async () => {
    const ev = data(
      await student.post(
        `${API}/event/create`,
        weekly(calendarId, '2027-03-01T06:00:00.000Z', 'Asia/Shanghai', { title: '毕业设计答疑', attendees: ['t1001'] }),
      ),
    )
    assert.deepEqual(ev.attendees, [{ username: 't1001', name: '王芳', answer: 'pending' }])
    const seen = (await occurrences(teacher, '2027-03-01T00:00:00Z', '2027-03-02T00:00:00Z')).find((o) => o.eventId === ev.id)
    assert.ok(seen?.readOnly)
    const invites = await t.database.pool.query("SELECT title FROM message_records WHERE type_code = 'schedule_invite'")
    assert.deepEqual(invites.rows, [{ title: '日程邀请：毕业设计答疑' }])
    data(await teacher.post(`${API}/event/answer`, { id: ev.id, answer: 'accepted' }))
    assert.equal(data(await teacher.get(`${API}/event`, { id: ev.id })).myAnswer, 'accepted')
    assert.equal(data(await student.get(`${API}/event`, { id: ev.id })).attendees[0].answer, 'accepted')
    assert.equal(
      (
        await teacher.post(`${API}/event/edit`, {
          ...weekly(calendarId, '2027-03-01T06:00:00.000Z', 'Asia/Shanghai'),
          id: ev.id,
          scope: 'all',
        })
      ).statusCode,
      403,
    )
  })
})
