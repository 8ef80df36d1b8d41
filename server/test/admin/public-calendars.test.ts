// 公共日历 in the operator console (issue 36): a draft is invisible to students; published, it can be subscribed to and
// its repeating events show in the subscriber's month view; withdrawn, they leave every subscriber's month view,
// also one kept by another instance.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { adminAuditLog } from '../../src/db/schema/index'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { call, data, refused } from '../cms/helpers'
import { eventually } from '../search/helpers'
import { API, as, occurrences, type Caller } from '../schedule/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const WINDOW = ['2027-02-25T00:00:00Z', '2027-04-01T00:00:00Z'] as const

describe('公共日历 (operator console)', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let admin: string
  let editor: string
  let studentOnA: Caller
  let studentOnB: Caller
  let calendarId: number
  before(async () => {
    database = await createTestDatabase()
    ;[a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })])
    admin = await loginToken(a.app, 'admin')
    editor = await loginToken(a.app, 'editor')
    studentOnA = await as(a.app, '2026001')
    studentOnB = await as(b.app, '2026001')
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  const post = async (key: keyof typeof adminPaths, body: object) => await call(a.app, 'POST', url(key), { token: admin, body })
  const listed = async (student: Caller) =>
    (JSON.parse((await student.get(`${API}/publicCalendars`)).body).data as Array<{ id: number }>).map((calendar) => calendar.id)
  const examWeek = async (student: Caller) => (await occurrences(student, ...WINDOW)).filter((o) => o.calendarId === calendarId)

  it('a new calendar is a draft: listed in the console, invisible and not subscribable in the schedule centre', async () => {
    const created = data(await post('publicCalendarSave', { name: '  考试周 ', color: '#2F80ED', description: '期末考试安排' }))
    calendarId = created.id
    assert.deepEqual([created.name, created.state, created.eventCount, created.subscriberCount], ['考试周', 'draft', 0, 0])
    const all = data(await call(a.app, 'GET', url('publicCalendarList'), { token: admin }))
    assert.ok(all.some((calendar: { id: number }) => calendar.id === calendarId))
    assert.ok(!(await listed(studentOnA)).includes(calendarId))
    const subscribe = await studentOnA.post(`${API}/calendar/subscribe`, { id: calendarId, subscribed: true })
    assert.equal(subscribe.statusCode, 404)
  })

  it('events take the schedule centre’s repeat rules and their checks', async () => {
    const event = data(
      await post('publicCalendarEventSave', {
        calendarId,
        title: '高等数学期末考试',
        allDay: false,
        start: '2027-03-01T01:00:00Z',
        end: '2027-03-01T03:00:00Z',
        timeZone: 'Asia/Shanghai',
        location: '教学楼 A101',
        rrule: 'FREQ=WEEKLY;COUNT=3',
      }),
    )
    assert.equal(event.rrule, 'FREQ=WEEKLY;COUNT=3')
    refused(
      await post('publicCalendarEventSave', {
        calendarId,
        title: '坏规则',
        allDay: false,
        start: '2027-03-01T01:00:00Z',
        end: '2027-03-01T03:00:00Z',
        timeZone: 'Asia/Shanghai',
        rrule: 'FREQ=HOURLY',
      }),
      400,
      /重复频率/,
    )
    refused(
      await post('publicCalendarEventSave', {
        calendarId,
        title: '倒着的',
        allDay: false,
        start: '2027-03-01T03:00:00Z',
        end: '2027-03-01T01:00:00Z',
        timeZone: 'Asia/Shanghai',
      }),
      400,
      /结束时间不能早于开始时间/,
    )
    const events = data(await call(a.app, 'GET', url('publicCalendarEvents'), { token: admin, query: { calendarId: String(calendarId) } }))
    assert.deepEqual(
      events.map((row: { title: string }) => row.title),
      ['高等数学期末考试'],
    )
  })

  it('published: a student subscribes and sees every occurrence; the console counts the subscriber', async () => {
    const published = data(await post('publicCalendarState', { id: calendarId, state: 'published' }))
    assert.equal(published.state, 'published')
    refused(await post('publicCalendarState', { id: calendarId, state: 'published' }), 409, /已发布/)
    assert.ok((await listed(studentOnA)).includes(calendarId))
    assert.equal((await studentOnA.post(`${API}/calendar/subscribe`, { id: calendarId, subscribed: true })).statusCode, 200)
    assert.equal((await examWeek(studentOnA)).length, 3)
    // The other instance answers (and keeps) the month view before the withdrawal.
    assert.equal((await examWeek(studentOnB)).length, 3)
    const [row] = data(await call(a.app, 'GET', url('publicCalendarList'), { token: admin })).filter(
      (calendar: { id: number }) => calendar.id === calendarId,
    )
    assert.deepEqual([row.subscriberCount, row.eventCount], [1, 1])
  })

  it('withdrawn: its events leave the subscriber’s month view on both instances; the subscription waits for a new 发布', async () => {
    const withdrawn = data(await post('publicCalendarState', { id: calendarId, state: 'withdrawn' }))
    assert.equal(withdrawn.state, 'withdrawn')
    assert.equal(withdrawn.subscriberCount, 1)
    assert.deepEqual(await examWeek(studentOnA), [])
    await eventually(async () => (await examWeek(studentOnB)).length === 0, 'the other instance drops the withdrawn calendar')
    assert.ok(!(await listed(studentOnB)).includes(calendarId))
    const mine = JSON.parse((await studentOnB.get(`${API}/calendars`)).body).data
    assert.ok(!mine.subscribed.some((calendar: { id: number }) => calendar.id === calendarId))
    refused(await post('publicCalendarState', { id: calendarId, state: 'withdrawn' }), 409, /只能撤回已发布/)
    data(await post('publicCalendarState', { id: calendarId, state: 'published' }))
    await eventually(async () => (await examWeek(studentOnB)).length === 3, 'published again, the subscriber sees it again')
  })

  it('every write is audited with who, from where, before and after; only 全局管理员 may write', async () => {
    const rows = await database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, String(calendarId)))
      .orderBy(desc(adminAuditLog.id))
    const calendarRows = rows.filter((row) => row.entity === 'public_calendar')
    assert.deepEqual(
      calendarRows.map((row) => row.action),
      ['publish', 'withdraw', 'publish', 'create'],
    )
    assert.ok(calendarRows.every((row) => row.username === 'admin' && row.ip === '127.0.0.1'))
    assert.equal((calendarRows[1]!.before as { state: string }).state, 'published')
    assert.equal((calendarRows[1]!.after as { state: string }).state, 'withdrawn')
    refused(
      await call(a.app, 'POST', url('publicCalendarState'), { token: editor, body: { id: calendarId, state: 'withdrawn' } }),
      403,
      /无权/,
    )
    refused(await call(a.app, 'GET', url('publicCalendarEvents'), { token: admin, query: { calendarId: '999999' } }), 404, /公共日历不存在/)
  })
})
