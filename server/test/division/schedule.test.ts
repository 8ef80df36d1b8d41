import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { weekMonday } from '../../src/db/seed/division-schedule'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const API = '/portal-api/v1/secondWork'
const DAY = 86_400_000

describe('division schedule (领导日程 / 单位日程): roles on every call, no reach across divisions', () => {
  let t: TestApp
  const token: Record<string, string> = {}
  // The seeded week: Monday 00:00 in Shanghai of the current week.
  const from = new Date(`${weekMonday(new Date())}T00:00:00+08:00`)
  const week = { from: from.toISOString(), to: new Date(from.getTime() + 7 * DAY).toISOString() }
  const at = (day: number, time: string) => new Date(from.getTime() + day * DAY + Date.parse(`1970-01-01T${time}:00Z`)).toISOString()

  before(async () => {
    t = await createTestApp()
    // CS student, CS admin, CS publisher, CS schedule editor, EM PhD student, EM admin, EM schedule editor, 教务处 admin, guest
    for (const user of ['2026001', 't1001', 't3101', 't3102', '2026002', 't1002', 't3301', 't3201', 'guest'])
      token[user] = await loginToken(t.app, user)
  })
  after(async () => {
    await t.close()
  })
  const get = (user: string, path: string, query: Record<string, string> = {}) =>
    call(t.app, 'GET', `${API}${path}`, { token: token[user], query })
  const post = (user: string, path: string, body: unknown) => call(t.app, 'POST', `${API}${path}`, { token: token[user], body })
  const weekOf = async (user: string, code = 'sfdx-cs') => data(await get(user, '/schedule/week', { code, ...week }), `${user} week`)
  const ADMINS: Record<string, string> = { 'sfdx-cs': 't1001', 'sfdx-em': 't1002', 'sfdx-jwc': 't3201' }
  const calendarNamed = async (name: string, code = 'sfdx-cs') =>
    (await weekOf(ADMINS[code]!, code)).calendars.find((c: { name: string }) => c.name === name)
  const event = (calendarId: number, title: string, extra: Record<string, unknown> = {}) => ({
    calendarId,
    title,
    allDay: false,
    start: at(2, '10:00'),
    end: at(2, '11:00'),
    timeZone: 'Asia/Shanghai',
    location: '行政楼 302',
    reminders: [15],
    ...extra,
  })

  it("seeds each demo division's 领导日程 and 单位日程 with a leaders' week and a weekly 院务会", async () => {
    for (const code of ['sfdx-cs', 'sfdx-em', 'sfdx-jwc']) {
      const answer = await weekOf(ADMINS[code]!, code)
      assert.deepEqual(
        answer.calendars.map((c: { name: string }) => c.name),
        ['领导日程', '单位日程'],
      )
      assert.ok(answer.occurrences.length >= 4, `${code} has a week of events`)
    }
    const cs = await weekOf('2026001')
    const meeting = cs.occurrences.find((o: { title: string }) => o.title === '院务会')
    assert.equal(meeting.repeating, true)
    assert.equal(meeting.start, at(0, '08:30'), 'Monday 08:30 in Shanghai')
    assert.equal(meeting.readOnly, true, 'a student only reads')
    assert.equal(cs.canEdit, false)
    // The series goes on next week.
    const next = data(
      await get('2026001', '/schedule/week', {
        code: 'sfdx-cs',
        from: week.to,
        to: new Date(from.getTime() + 14 * DAY).toISOString(),
      }),
    )
    assert.deepEqual(
      next.occurrences.map((o: { title: string }) => o.title),
      ['院务会'],
    )
  })

  it('names the people of the week’s events (the leaders in 领导日程), each with their calendars, for 个人日程', async () => {
    const cs = await weekOf('2026001')
    const leaders = cs.calendars.find((c: { name: string }) => c.name === '领导日程')
    const named = cs.people.filter((p: { calendarIds: number[] }) => p.calendarIds.includes(leaders.id))
    assert.ok(
      named.some((p: { name: string }) => p.name === '王芳'),
      '王芳 leads 计算机科学与技术学院',
    )
    const wang = named.find((p: { name: string }) => p.name === '王芳')
    assert.ok(wang.events >= 1)
    const person = data(await get('2026001', '/schedule/person', { code: 'sfdx-cs', username: wang.username, ...week }))
    assert.equal(person.occurrences.length >= wang.events, true, 'their 个人日程 holds every event that names them')
    // another college's week names its own people, never these
    const em = await weekOf('2026002', 'sfdx-em')
    assert.ok(!em.people.some((p: { username: string }) => p.username === wang.username))
  })

  it('role matrix for 计算机科学与技术学院: members read, schedule editors and admins write, admins set the calendars', async () => {
    const leaders = await calendarNamed('领导日程')
    const matrix: [string, { read: number; write: number; settings: number }][] = [
      ['2026001', { read: 200, write: 403, settings: 403 }],
      ['t3101', { read: 200, write: 403, settings: 403 }],
      ['t3102', { read: 200, write: 200, settings: 403 }],
      ['t1001', { read: 200, write: 200, settings: 200 }],
      ['2026002', { read: 403, write: 403, settings: 403 }],
      ['t1002', { read: 403, write: 403, settings: 403 }],
      ['t3301', { read: 403, write: 403, settings: 403 }],
      ['guest', { read: 403, write: 403, settings: 403 }],
    ]
    for (const [user, expected] of matrix) {
      assert.equal((await get(user, '/schedule/week', { code: 'sfdx-cs', ...week })).status, expected.read, `${user} week`)
      assert.equal(
        (await get(user, '/schedule/person', { code: 'sfdx-cs', username: 't1001', ...week })).status,
        expected.read,
        `${user} person`,
      )
      const created = await post(user, '/schedule/create', event(leaders.id, `矩阵测试 ${user}`))
      assert.equal(created.status, expected.write, `${user} create`)
      assert.equal((await get(user, '/schedule/calendars', { code: 'sfdx-cs' })).status, expected.settings, `${user} settings`)
    }
    refused(await post('2026001', '/schedule/create', event(leaders.id, '学生不可写')), 403, /日程编辑/)
    refused(await get('2026002', '/schedule/week', { code: 'sfdx-cs', ...week }), 403, /成员/)
    refused(await get('t3102', '/schedule/calendars', { code: 'sfdx-cs' }), 403, /管理员/)
    refused(await call(t.app, 'GET', `${API}/schedule/week`, { query: { code: 'sfdx-cs', ...week } }), 401)
  })

  it('a schedule editor adds a leaders’ event: college staff see it and its detail, another college gets 403', async () => {
    const leaders = await calendarNamed('领导日程')
    const created = data(
      await post(
        't3102',
        '/schedule/create',
        event(leaders.id, '校领导调研计算机学院', { attendees: ['t1001'], notes: '汇报学科建设情况' }),
      ),
    )
    assert.equal(created.orgCode, 'sfdx-cs')
    assert.equal(created.canEdit, true)
    assert.deepEqual(
      created.attendees.map((a: { username: string }) => a.username),
      ['t1001'],
    )
    const seen = (await weekOf('t1001')).occurrences.find((o: { eventId: number }) => o.eventId === created.id)
    assert.equal(seen.title, '校领导调研计算机学院')
    assert.equal(seen.calendarName, '领导日程')
    const detail = data(await get('2026001', '/schedule/event', { id: String(created.id) }))
    assert.equal(detail.notes, '汇报学科建设情况')
    assert.equal(detail.canEdit, false)
    // The attendee's schedule in the division holds it; a person not taking part does not.
    const person = data(await get('2026001', '/schedule/person', { code: 'sfdx-cs', username: 't1001', ...week }))
    assert.equal(person.name, '王芳')
    assert.ok(person.occurrences.some((o: { eventId: number }) => o.eventId === created.id))
    assert.ok(person.occurrences.some((o: { title: string }) => o.title === '院务会'))
    const other = data(await get('2026001', '/schedule/person', { code: 'sfdx-cs', username: 't3101', ...week }))
    assert.ok(!other.occurrences.some((o: { eventId: number }) => o.eventId === created.id))
    // Another college: refused on the event, the week and the person, and cannot write into CS's calendar.
    refused(await get('2026002', '/schedule/event', { id: String(created.id) }), 403, /成员/)
    refused(await get('t1002', '/schedule/event', { id: String(created.id) }), 403)
    refused(await post('t3301', '/schedule/create', event(leaders.id, '跨院写入')), 403)
    refused(await post('t3301', '/schedule/edit', { ...event(leaders.id, '跨院修改'), id: created.id, scope: 'all' }), 403)
    refused(await post('t3301', '/schedule/delete', { id: created.id, scope: 'all' }), 403)
    const em = await calendarNamed('领导日程', 'sfdx-em')
    assert.ok(!(await weekOf('t1002', 'sfdx-em')).occurrences.some((o: { eventId: number }) => o.eventId === created.id))
    // CS's editor cannot move the event into EM's calendar either.
    refused(await post('t3102', '/schedule/edit', { ...event(em.id, '搬到经管'), id: created.id, scope: 'all' }), 403, /其他单位/)
    // Bad input gets a reason.
    refused(
      await post('t3102', '/schedule/create', event(leaders.id, '倒序', { start: at(2, '11:00'), end: at(2, '10:00') })),
      400,
      /结束时间/,
    )
    refused(await post('t3102', '/schedule/create', event(leaders.id, '找不到人', { attendees: ['nobody'] })), 400, /参与人/)
    // Own personal calendar is not a division calendar.
    const personal = data(await call(t.app, 'GET', '/portal-api/v1/schedule/calendars', { token: token.t3102 })).mine[0]
    refused(await post('t3102', '/schedule/create', event(personal.id, '私人')), 400, /单位的日历/)
  })

  it('edits one occurrence, the following ones or the whole series of the weekly 院务会, and deletes', async () => {
    const meeting = (await weekOf('t3102')).occurrences.find((o: { title: string }) => o.title === '院务会')
    const base = {
      calendarId: meeting.calendarId,
      title: '院务会（本周改期）',
      allDay: false,
      start: at(1, '08:30'),
      end: at(1, '10:00'),
      timeZone: 'Asia/Shanghai',
      location: '计算机楼 A501 会议室',
    }
    refused(await post('t3102', '/schedule/edit', { ...base, id: meeting.eventId, scope: 'this' }), 400, /该次日程/)
    data(await post('t3102', '/schedule/edit', { ...base, id: meeting.eventId, scope: 'this', recurrenceId: meeting.recurrenceId }))
    const moved = (await weekOf('2026001')).occurrences.filter((o: { eventId: number }) => o.eventId === meeting.eventId)
    assert.equal(moved.length, 1)
    assert.equal(moved[0].title, '院务会（本周改期）')
    assert.equal(moved[0].start, at(1, '08:30'))
    // Next week the series is as it was.
    const nextWeek = { code: 'sfdx-cs', from: week.to, to: new Date(from.getTime() + 14 * DAY).toISOString() }
    const next = data(await get('2026001', '/schedule/week', nextWeek)).occurrences
    assert.equal(next[0].title, '院务会')
    // Delete that one occurrence: the week has none, next week still does.
    data(await post('t3102', '/schedule/delete', { id: meeting.eventId, scope: 'this', recurrenceId: meeting.recurrenceId }))
    assert.ok(!(await weekOf('2026001')).occurrences.some((o: { eventId: number }) => o.eventId === meeting.eventId))
    assert.equal(data(await get('2026001', '/schedule/week', nextWeek)).occurrences.length, 1)
    // A student may not delete; the admin deletes the whole series.
    refused(await post('2026001', '/schedule/delete', { id: meeting.eventId, scope: 'all' }), 403)
    data(await post('t1001', '/schedule/delete', { id: meeting.eventId, scope: 'all' }))
    assert.equal(data(await get('2026001', '/schedule/week', nextWeek)).occurrences.length, 0)
    refused(await get('2026001', '/schedule/event', { id: String(meeting.eventId) }), 404)
  })

  it('calendar settings: the admin hides or unpublishes a calendar and orders them; members follow', async () => {
    const settings = data(await get('t1001', '/schedule/calendars', { code: 'sfdx-cs' }))
    const [leaders, unit] = settings
    assert.equal(leaders.name, '领导日程')
    const unitEvent = (await weekOf('2026001')).occurrences.find((o: { calendarId: number }) => o.calendarId === unit.id)
    // Order: 单位日程 first; 领导日程 unpublished (schedule editors only).
    const saved = data(
      await post('t1001', '/schedule/calendars/save', {
        code: 'sfdx-cs',
        calendars: [
          { id: unit.id, shown: true, published: true },
          { id: leaders.id, shown: true, published: false },
        ],
      }),
    )
    assert.deepEqual(
      saved.map((c: { name: string }) => c.name),
      ['单位日程', '领导日程'],
    )
    const student = await weekOf('2026001')
    assert.deepEqual(
      student.calendars.map((c: { name: string }) => c.name),
      ['单位日程'],
    )
    assert.ok(student.occurrences.every((o: { calendarId: number }) => o.calendarId === unit.id))
    const editor = await weekOf('t3102')
    assert.deepEqual(
      editor.calendars.map((c: { name: string }) => c.name),
      ['单位日程', '领导日程'],
    )
    const hiddenEvent = editor.occurrences.find((o: { calendarId: number }) => o.calendarId === leaders.id)
    refused(await get('2026001', '/schedule/event', { id: String(hiddenEvent.eventId) }), 404)
    data(await get('t3102', '/schedule/event', { id: String(hiddenEvent.eventId) }))
    // Hidden from the workbench: nobody's week shows it.
    data(
      await post('t1001', '/schedule/calendars/save', {
        code: 'sfdx-cs',
        calendars: [
          { id: unit.id, shown: false, published: true },
          { id: leaders.id, shown: true, published: true },
        ],
      }),
    )
    assert.ok(!(await weekOf('2026001')).occurrences.some((o: { eventId: number }) => o.eventId === unitEvent.eventId))
    // Bad settings: a calendar left out, another division's calendar, a duplicate.
    const em = await calendarNamed('领导日程', 'sfdx-em')
    refused(
      await post('t1001', '/schedule/calendars/save', { code: 'sfdx-cs', calendars: [{ id: unit.id, shown: true, published: true }] }),
      400,
      /全部日历/,
    )
    refused(
      await post('t1001', '/schedule/calendars/save', {
        code: 'sfdx-cs',
        calendars: [
          { id: unit.id, shown: true, published: true },
          { id: em.id, shown: true, published: true },
        ],
      }),
      400,
    )
    refused(
      await post('t1001', '/schedule/calendars/save', {
        code: 'sfdx-cs',
        calendars: [
          { id: unit.id, shown: true, published: true },
          { id: unit.id, shown: true, published: true },
        ],
      }),
      400,
      /重复/,
    )
    refused(await post('t1002', '/schedule/calendars/save', { code: 'sfdx-cs', calendars: [] }), 403)
  })

  it('attendees are people of the division: editors search them, outsiders are refused with a reason', async () => {
    const found = data(await get('t3102', '/schedule/people', { code: 'sfdx-cs', keyword: '王芳' }))
    assert.deepEqual(
      found.map((p: { username: string }) => p.username),
      ['t1001'],
    )
    // 张伟 is two people of 经济管理学院, neither of them in CS.
    assert.deepEqual(data(await get('t3102', '/schedule/people', { code: 'sfdx-cs', keyword: '张伟' })), [])
    assert.ok(data(await get('t3102', '/schedule/people', { code: 'sfdx-cs', keyword: '2026001' })).length === 1, 'students count')
    refused(await get('2026001', '/schedule/people', { code: 'sfdx-cs', keyword: '王' }), 403, /日程编辑/)
    refused(await get('t3301', '/schedule/people', { code: 'sfdx-cs', keyword: '王' }), 403)
    const leaders = await calendarNamed('领导日程')
    refused(
      await post('t3102', '/schedule/create', event(leaders.id, '外院参与人', { attendees: ['t1001', 't1002'] })),
      400,
      /本单位人员：t1002/,
    )
    const created = data(await post('t3102', '/schedule/create', event(leaders.id, '本院参与人', { attendees: ['t1001', '2026001'] })))
    refused(
      await post('t3102', '/schedule/edit', { ...event(leaders.id, '改为外院'), id: created.id, scope: 'all', attendees: ['2026002'] }),
      400,
      /本单位人员/,
    )
  })

  it('refuses a window that is backwards or too long', async () => {
    refused(await get('2026001', '/schedule/week', { code: 'sfdx-cs', from: week.to, to: week.from }), 400, /晚于/)
    refused(
      await get('2026001', '/schedule/week', { code: 'sfdx-cs', from: week.from, to: new Date(from.getTime() + 100 * DAY).toISOString() }),
      400,
      /最多/,
    )
  })
})
