import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, MC, type Caller } from './helpers'

const M = `${MC}/messageCenter`

describe('message centre: messages', () => {
  let t: TestApp
  let student: Caller
  let teacher: Caller
  let guest: Caller
  const badge = async (caller: Caller) =>
    data<number>(await caller.post(`${MC}/instantMessage/getAppAllUnReadCount/new`, { mobile: false }))
  const unreadRows = async (caller: Caller) =>
    data(await caller.get(`${M}/listMessageRecord`, { isRead: false, pageSize: 50 })).total as number

  before(async () => {
    t = await createTestApp()
    student = await as(t.app, '2026001')
    teacher = await as(t.app, 't1001')
    guest = await as(t.app, 'guest')
  })
  after(async () => {
    await t.close()
  })

  it('refuses every route without a token', async () => {
    for (const [method, url] of [
      ['POST', `${MC}/instantMessage/getAppAllUnReadCount/new`],
      ['GET', `${M}/listMessageRecord`],
      ['GET', `${M}/getMessageRecord?id=1`],
      ['POST', `${M}/messageRecordReaded`],
      ['GET', `${M}/getPersonlCalendarList`],
      ['POST', `${M}/createSchedule`],
      ['GET', `${M}/listSchedule`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
      assert.equal(response.statusCode, 401, url)
      assert.equal(response.json().code, 401)
    }
  })

  it('the demo student has unread messages across at least four apps, newest first, with Chinese content', async () => {
    const page = data(await student.get(`${M}/listMessageRecord`, { isRead: false, pageSize: 50 }))
    const apps = new Set(page.items.map((record: { appName: string }) => record.appName))
    for (const name of ['教务系统', '一卡通', '图书馆', '学工系统']) assert.ok(apps.has(name), `unread from ${name}`)
    const times = page.items.map((record: { createTime: string }) => Date.parse(record.createTime))
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    )
    assert.ok(page.items.every((record: { isRead: boolean }) => !record.isRead))
    assert.equal(await badge(student), page.total)
  })

  it('pages with total and hasMore, and filters by app, type, star and keyword', async () => {
    const first = data(await student.get(`${M}/listMessageRecord`, { pageNum: 1, pageSize: 5 }))
    const second = data(await student.get(`${M}/listMessageRecord`, { pageNum: 2, pageSize: 5 }))
    assert.equal(first.items.length, 5)
    assert.equal(first.page * first.size < first.total, true)
    assert.equal(first.total, second.total)
    const ids = new Set([...first.items, ...second.items].map((record: { id: number }) => record.id))
    assert.equal(ids.size, first.items.length + second.items.length)

    const ecard =
      first.items.concat(second.items).find((record: { appCode: string }) => record.appCode === 'ecard') ??
      data(await student.get(`${M}/listMessageRecord`, { pageSize: 50 })).items.find(
        (record: { appCode: string }) => record.appCode === 'ecard',
      )
    const byApp = data(await student.get(`${M}/listMessageRecord`, { appId: ecard.appId, pageSize: 50 }))
    assert.ok(byApp.total >= 2)
    assert.ok(byApp.items.every((record: { appId: number }) => record.appId === ecard.appId))

    const byType = data(await student.get(`${M}/listMessageRecord`, { messageTypeCode: 'jw_exam' }))
    assert.ok(byType.total >= 1)
    assert.ok(
      byType.items.every(
        (record: { messageTypeCode: string; messageTypeName: string }) =>
          record.messageTypeCode === 'jw_exam' && record.messageTypeName === '考试安排',
      ),
    )

    const starred = data(await student.get(`${M}/listMessageRecord`, { isStar: true }))
    assert.ok(starred.items.every((record: { isStar: boolean }) => record.isStar))
    const keyword = data(await student.get(`${M}/listMessageRecord`, { keyword: '住宿费' }))
    assert.equal(keyword.total, 1)
    assert.match(keyword.items[0].title, /住宿费/)
  })

  it('getMessageRecord marks nothing; messageRecordReaded marks one, and the counts follow the rows', async () => {
    const before = await badge(student)
    const [unread] = data(await student.get(`${M}/listMessageRecord`, { isRead: false, pageSize: 1 })).items
    const shown = data(await student.get(`${M}/getMessageRecord`, { id: unread.id }))
    assert.equal(shown.isRead, false)
    assert.equal(await badge(student), before)

    const read = data(await student.form(`${M}/messageRecordReaded`, { id: unread.id }))
    assert.equal(read.isRead, true)
    assert.ok(read.readTime)
    assert.equal(await badge(student), before - 1)
    assert.equal(await unreadRows(student), before - 1)
    // Reading twice changes nothing.
    data(await student.post(`${M}/messageRecordReaded`, { id: unread.id }))
    assert.equal(await badge(student), before - 1)
    const counts = data(await student.get(`${M}/listMessageRecordIsReadCount`))
    assert.equal(counts.unreadCount, before - 1)
    assert.equal(counts.readCount + counts.unreadCount, counts.total)
    assert.equal(data<number>(await student.get(`${M}/getUnReadedCount`)), before - 1)
  })

  it("another user's message is a 404 for every action, and nothing of it changes", async () => {
    const [own] = data(await student.get(`${M}/listMessageRecord`, { isRead: false, pageSize: 1 })).items
    const teacherBefore = await badge(teacher)
    for (const response of [
      await teacher.get(`${M}/getMessageRecord`, { id: own.id }),
      await teacher.post(`${M}/messageRecordReaded`, { id: own.id }),
      await teacher.post(`${M}/messageRecordStar`, { id: own.id, star: true }),
      await teacher.post(`${M}/messageRecordStatus`, { id: own.id }),
      await teacher.post(`${M}/createSchedule`, {
        title: 'x',
        startTime: '2026-12-01T01:00:00Z',
        endTime: '2026-12-01T02:00:00Z',
        calendarId: 1,
        sourceType: 'message',
        sourceId: own.id,
      }),
    ]) {
      assert.ok([404, 400].includes(response.statusCode), response.body)
      assert.match(response.json().message, /[\u4e00-\u9fa5]/)
    }
    const after = data(await student.get(`${M}/getMessageRecord`, { id: own.id }))
    assert.equal(after.isRead, false)
    assert.equal(after.isStar, false)
    assert.equal(await badge(teacher), teacherBefore)
  })

  it('stars and un-stars; soft delete removes from list and counts', async () => {
    const [record] = data(await student.get(`${M}/listMessageRecord`, { isRead: false, pageSize: 1 })).items
    assert.equal(data(await student.post(`${M}/messageRecordStar`, { id: record.id, star: true })).isStar, true)
    assert.ok(
      data(await student.get(`${M}/listMessageRecord`, { isStar: true, pageSize: 50 })).items.some(
        (entry: { id: number }) => entry.id === record.id,
      ),
    )
    assert.equal(data(await student.form(`${M}/messageRecordStar`, { id: record.id, star: false })).isStar, false)

    const before = await badge(student)
    data(await student.form(`${M}/messageRecordStatus`, { id: record.id, status: 'deleted' }))
    assert.equal(await badge(student), before - 1)
    assert.equal((await student.get(`${M}/getMessageRecord`, { id: record.id })).statusCode, 404)
    assert.equal((await student.post(`${M}/messageRecordStatus`, { id: record.id })).statusCode, 404)
  })

  it('read by app touches only that app; read all brings every count to 0', async () => {
    const apps = data(await student.get(`${MC}/instantMessage/getAppInstantMessageList/new`)).list
    const library = apps.find((app: { appCode: string }) => app.appCode === 'library')
    const others = apps
      .filter((app: { appCode: string }) => app.appCode !== 'library')
      .reduce((sum: number, app: { unreadCount: number }) => sum + app.unreadCount, 0)
    assert.ok(library.unreadCount > 0)
    const byApp = data(await student.form(`${M}/messageRecordReadedByAppId`, { appId: library.appId }))
    assert.equal(byApp.affected, library.unreadCount)
    assert.equal(data<number>(await student.get(`${M}/getUnReadedCount`, { appId: library.appId })), 0)
    assert.equal(data<number>(await student.get(`${M}/getUnReadedCount`)), others)

    const all = data(await student.post(`${M}/messageRecordReadedByAccountName`))
    assert.equal(all.affected, others)
    assert.equal(await badge(student), 0)
    assert.equal(await unreadRows(student), 0)
    assert.equal(data(await student.get(`${M}/listMessageRecordIsReadCount`)).unreadCount, 0)
    // The teacher's messages are untouched.
    assert.ok((await badge(teacher)) > 0)
  })

  it('lists the message types the identity may receive (a real rule)', async () => {
    const studentTypes = data(await student.get(`${M}/permissionCheck/listMessageType`)).map((type: { code: string }) => type.code)
    const teacherTypes = data(await teacher.get(`${M}/permissionCheck/listMessageType`)).map((type: { code: string }) => type.code)
    const guestTypes = data(await guest.get(`${M}/permissionCheck/listMessageType`)).map((type: { code: string }) => type.code)
    assert.ok(studentTypes.includes('jw_exam'))
    assert.ok(!studentTypes.includes('oa_notice'))
    assert.ok(teacherTypes.includes('oa_notice'))
    assert.ok(!teacherTypes.includes('jw_exam'))
    assert.ok(!guestTypes.includes('ecard_consume'))
    assert.ok(guestTypes.includes('lib_due'))
  })

  it('receive settings: defaults, send types, validation, and receive=false stops delivery', async () => {
    const sendTypes = data(await student.get(`${M}/getSendType`))
    assert.deepEqual(
      sendTypes.map((entry: { name: string }) => entry.name),
      ['站内信', '短信', '邮件', '微信'],
    )
    const forGrade = data(await student.get(`${M}/getSendTypeByMessageTypeCode`, { messageTypeCode: 'jw_grade' }))
    assert.deepEqual(
      forGrade.map((entry: { code: string }) => entry.code),
      ['site', 'sms', 'wechat'],
    )
    assert.equal((await student.get(`${M}/getSendTypeByMessageTypeCode`, { messageTypeCode: 'oa_notice' })).statusCode, 404)

    const defaults = data(await student.get(`${M}/getReceiveSettings/new`))
    const grade = defaults.find((entry: { messageTypeCode: string }) => entry.messageTypeCode === 'jw_grade')
    assert.equal(grade.receive, true)
    assert.deepEqual(grade.sendTypes, ['site'])

    const refused = await student.post(`${M}/receiveSettings/new`, { messageTypeCode: 'jw_grade', receive: true, sendTypes: ['email'] })
    assert.equal(refused.statusCode, 400)
    assert.match(refused.json().message, /邮件/)
    assert.equal((await student.post(`${M}/receiveSettings/new`, { messageTypeCode: 'oa_notice', receive: false })).statusCode, 404)

    const saved = data(
      await student.post(`${M}/receiveSettings/new`, { messageTypeCode: 'flow_result', receive: false, sendTypes: ['sms'] }),
    )
    assert.equal(saved.receive, false)
    assert.deepEqual(saved.sendTypes, ['site', 'sms'])
    assert.equal(
      data(await student.get(`${M}/getReceiveSettings/new`)).find(
        (entry: { messageTypeCode: string }) => entry.messageTypeCode === 'flow_result',
      ).receive,
      false,
    )

    // The teacher approves a request of the student: no result message arrives while switched off.
    const before = data(await student.get(`${M}/listMessageRecord`, { messageTypeCode: 'flow_result', pageSize: 50 })).total
    const todo = data(await teacher.get('/flow/center-list/list', { level: 'myTodo', pageSize: 50 })).items.find(
      (item: { initiator: { username: string }; type: string }) => item.initiator.username === '2026001' && item.type === 'reimbursement',
    )
    data(await teacher.post('/flow/application/handle', { taskId: todo.taskId, action: 'approve', opinion: '同意' }))
    assert.equal(data(await student.get(`${M}/listMessageRecord`, { messageTypeCode: 'flow_result', pageSize: 50 })).total, before)
    data(await student.post(`${M}/receiveSettings/new`, { messageTypeCode: 'flow_result', receive: true }))
  })

  it('user settings merge partial updates', async () => {
    const initial = data(await student.get(`${MC}/correlation/user/getUserSetting`))
    assert.deepEqual(initial, { mergeTaskMessage: true, groupByTag: false, showThirdMessage: true })
    const saved = data(await student.form(`${M}/updateUserSetting`, { groupByTag: true }))
    assert.deepEqual(saved, { mergeTaskMessage: true, groupByTag: true, showThirdMessage: true })
    data(await student.post(`${M}/updateUserSetting`, { mergeTaskMessage: false }))
    assert.deepEqual(data(await student.get(`${MC}/correlation/user/getUserSetting`)), {
      mergeTaskMessage: false,
      groupByTag: true,
      showThirdMessage: true,
    })
    assert.deepEqual(data(await teacher.get(`${MC}/correlation/user/getUserSetting`)), initial)
  })

  it('personal calendars and schedules from a message or a task', async () => {
    const calendars = data(await student.get(`${M}/getPersonlCalendarList`))
    assert.deepEqual(
      calendars.map((calendar: { name: string }) => calendar.name),
      ['我的日历', '学习计划'],
    )
    assert.equal(calendars[0].isDefault, true)
    const teacherCalendars = data(await teacher.get(`${M}/getPersonlCalendarList`))
    const [message] = data(await student.get(`${M}/listMessageRecord`, { messageTypeCode: 'jw_exam', pageSize: 1 })).items
    const entry = data(
      await student.post(`${M}/createSchedule`, {
        title: '高等数学A（下）期末考试',
        startTime: '2027-01-08T01:00:00.000Z',
        endTime: '2027-01-08T03:00:00.000Z',
        place: '第一教学楼 A301',
        remark: '带学生证',
        calendarId: calendars[0].id,
        sourceType: 'message',
        sourceId: message.id,
      }),
    )
    assert.equal(entry.title, '高等数学A（下）期末考试')
    assert.equal(entry.place, '第一教学楼 A301')
    assert.equal(entry.sourceType, 'message')
    assert.equal(entry.sourceId, message.id)

    const request = data(await student.get('/flow/center-list/list', { level: 'myRequest' })).items[0]
    assert.equal(
      data(
        await student.post(`${M}/createSchedule`, {
          title: '请假出发',
          startTime: '2026-12-01T00:00:00.000Z',
          endTime: '2026-12-01T01:00:00.000Z',
          calendarId: calendars[1].id,
          sourceType: 'task',
          sourceId: request.id,
        }),
      ).sourceType,
      'task',
    )

    const otherCalendar = await student.post(`${M}/createSchedule`, {
      title: 'x',
      startTime: '2026-12-01T00:00:00Z',
      endTime: '2026-12-01T01:00:00Z',
      calendarId: teacherCalendars[0].id,
    })
    assert.equal(otherCalendar.statusCode, 404)
    const backwards = await student.post(`${M}/createSchedule`, {
      title: 'x',
      startTime: '2026-12-01T02:00:00Z',
      endTime: '2026-12-01T01:00:00Z',
      calendarId: calendars[0].id,
    })
    assert.equal(backwards.statusCode, 400)
    assert.equal(backwards.json().message, '结束时间不能早于开始时间')
    const missing = await student.post(`${M}/createSchedule`, {
      startTime: '2026-12-01T00:00:00Z',
      endTime: '2026-12-01T01:00:00Z',
      calendarId: calendars[0].id,
    })
    assert.equal(missing.statusCode, 400)
    assert.equal(missing.json().message, '缺少参数 title')

    // Listing a window: entries that overlap it, by start time, with their calendar; only the user's own.
    const window = { from: '2026-11-30T00:00:00.000Z', to: '2027-01-31T00:00:00.000Z' }
    const listed = data(await student.get(`${M}/listSchedule`, window))
    const titles = listed.map((e: { title: string }) => e.title)
    assert.deepEqual(
      titles.filter((x: string) => ['请假出发', '高等数学A（下）期末考试'].includes(x)),
      ['请假出发', '高等数学A（下）期末考试'],
    )
    assert.equal(listed.find((e: { title: string }) => e.title === '请假出发').calendarName, '学习计划')
    const narrow = data(await student.get(`${M}/listSchedule`, { from: '2027-01-08T02:00:00.000Z', to: '2027-01-08T02:30:00.000Z' }))
    assert.deepEqual(
      narrow.map((e: { title: string }) => e.title),
      ['高等数学A（下）期末考试'],
    )
    const theirs = data(await teacher.get(`${M}/listSchedule`, window)).map((e: { title: string }) => e.title)
    assert.equal(theirs.includes('请假出发'), false)
    const inverted = await student.get(`${M}/listSchedule`, { from: window.to, to: window.from })
    assert.equal(inverted.statusCode, 400)
    assert.equal(inverted.json().message, '结束时间必须晚于开始时间')
    assert.equal((await student.get(`${M}/listSchedule`, { from: 'soon', to: window.to })).statusCode, 400)
    assert.equal(
      (await student.get(`${M}/listSchedule`, { from: '2020-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' })).json().message,
      '一次最多查询一年内的日程',
    )

    // A user without calendars gets a default one.
    const admin = await as(t.app, 'admin')
    const created = data(await admin.get(`${M}/getPersonlCalendarList`))
    assert.equal(created.length, 1)
    assert.equal(created[0].name, '我的日历')
  })
})
