import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, type Caller } from '../message-center/helpers'

describe('flow: personal to-dos, people search, overdue and global settings', () => {
  let t: TestApp
  let student: Caller
  let student2: Caller
  let teacher: Caller
  let admin: Caller
  before(async () => {
    t = await createTestApp()
    ;[student, student2, teacher, admin] = (await Promise.all(['2026001', '2026002', 't1001', 'admin'].map((name) => as(t.app, name)))) as [
      Caller,
      Caller,
      Caller,
      Caller,
    ]
  })
  after(async () => {
    await t.close()
  })

  it('demo to-dos: open ones first by due time, including one the teacher assigned to the student', async () => {
    const open = data(await student.get('/flow/personal-todo/list'))
    assert.ok(open.total >= 4)
    assert.ok(open.items.every((todo: { status: string }) => todo.status === 'open'))
    const assigned = open.items.find((todo: { creator: { username: string } }) => todo.creator.username === 't1001')
    assert.equal(assigned.canDelete, false)
    assert.deepEqual(assigned.executors, [{ username: '2026001', name: '李明' }])
    const done = data(await student.get('/flow/personal-todo/list', { status: 'done' }))
    assert.equal(done.total, 1)
    assert.equal(done.items[0].title, '预约新生体检')
    const all = data(await student.get('/flow/personal-todo/list', { status: 'all', pageSize: 2 }))
    assert.equal(all.total, open.total + done.total)
    assert.equal(all.page * all.size < all.total, true)
    assert.equal(data(await student.get('/flow/center-list/getOtherCount')).personalTodo, open.total)
  })

  it('people search lists only whom the caller may address; guests may not list the directory', async () => {
    const guest = await as(t.app, 'guest')
    const refused = await guest.get('/flow/accounts/search', { keyword: '张' })
    assert.equal(refused.statusCode, 403)
    assert.equal(refused.json().message, '访客无权查找人员')
    const names = async (caller: Caller, keyword: string) =>
      data(await caller.get('/flow/accounts/search', { keyword }))
        .items.map((entry: { username: string }) => entry.username)
        .sort()
    // The directory also holds the people generated for online send: the demo accounts are checked by name,
    // everyone found by their identity.
    const demo = ['2026001', '2026002', 'admin', 'guest', 't1001', 't1002']
    assert.deepEqual(
      (await names(student, '张')).filter((name: string) => demo.includes(name)),
      ['t1002'],
      'students find teachers, not other students',
    )
    const found = data(await student.get('/flow/accounts/search', { keyword: '张', pageSize: 50 })).items
    assert.ok(
      found.every((entry: { identityName: string }) => entry.identityName !== '学生'),
      'students find no students',
    )
    assert.deepEqual(await names(student, 'admin'), ['admin'])
    assert.deepEqual(await names(teacher, 'guest'), [], 'only admins find guests')
    assert.deepEqual(await names(admin, 'guest'), ['guest'])
    assert.equal(data(await student.get('/flow/accounts/search', { keyword: '2026' })).total, 0)
  })

  it('creates with executors and reminder times, validates, and shows it to executors only', async () => {
    const search = data(await teacher.get('/flow/accounts/search', { keyword: '张' }))
    const demo = ['2026001', '2026002', 'admin', 'guest', 't1001', 't1002']
    assert.deepEqual(
      search.items
        .map((entry: { username: string }) => entry.username)
        .filter((name: string) => demo.includes(name))
        .sort(),
      ['2026002', 't1002'],
    )
    assert.ok(search.items.every((entry: { identityName: string }) => ['学生', '教师'].includes(entry.identityName)))
    assert.equal(data(await teacher.get('/flow/accounts/search', { keyword: '%' })).total, 0)
    assert.equal((await teacher.get('/flow/accounts/search', { keyword: '' })).statusCode, 400)

    const todo = data(
      await teacher.post('/flow/personal-todo/create', {
        title: '收集班级奖学金申请材料',
        content: '请于周五前收齐',
        dueTime: '2026-12-05T10:00:00.000Z',
        reminderTimes: ['2026-12-05T01:00:00.000Z', '2026-12-04T01:00:00.000Z'],
        executors: ['2026002'],
      }),
    )
    assert.equal(todo.status, 'open')
    assert.deepEqual(todo.reminderTimes, ['2026-12-04T01:00:00.000Z', '2026-12-05T01:00:00.000Z'])
    assert.deepEqual(todo.executors, [{ username: '2026002', name: '张伟' }])
    assert.equal(todo.canDelete, true)

    assert.equal(data(await student2.get('/flow/personal-todo/detail', { id: todo.id })).title, '收集班级奖学金申请材料')
    for (const stranger of [student, admin]) {
      const refused = await stranger.get('/flow/personal-todo/detail', { id: todo.id })
      assert.equal(refused.statusCode, 404)
      assert.equal(refused.json().message, '待办不存在')
      assert.equal((await stranger.post('/flow/personal-todo/complete', { id: todo.id })).statusCode, 404)
      assert.equal((await stranger.post('/flow/personal-todo/delete', { id: todo.id })).statusCode, 404)
    }

    for (const [body, message] of [
      [{ title: '  ' }, '请填写待办标题'],
      [{ title: 'x', executors: ['nobody'] }, '执行人不存在：nobody'],
      [{ title: 'x', dueTime: '2026-12-01T00:00:00Z', reminderTimes: ['2026-12-02T00:00:00Z'] }, '提醒时间不能晚于截止时间'],
      [{ title: 'x', dueTime: 'soon' }, '参数 dueTime 应为前后 10 年内的日期时间'],
      [{ title: 'x', dueTime: '+275760-09-13T00:00:00.000Z' }, '参数 dueTime 应为前后 10 年内的日期时间'],
    ] as const) {
      const response = await teacher.post('/flow/personal-todo/create', body)
      assert.equal(response.statusCode, 400)
      assert.equal(response.json().message, message)
    }
  })

  it('an executor completes; only the creator deletes', async () => {
    const todo = data(await teacher.post('/flow/personal-todo/create', { title: '整理实验室设备清单', executors: ['2026001'] }))
    const completed = data(await student.form('/flow/personal-todo/complete', { id: todo.id }))
    assert.equal(completed.status, 'done')
    assert.ok(completed.completeTime)
    assert.equal(data(await teacher.get('/flow/personal-todo/detail', { id: todo.id })).status, 'done')
    const refused = await student.post('/flow/personal-todo/delete', { id: todo.id })
    assert.equal(refused.statusCode, 403)
    assert.equal(refused.json().message, '只有创建人可以删除待办')
    data(await teacher.post('/flow/personal-todo/delete', { id: todo.id }))
    assert.equal((await teacher.get('/flow/personal-todo/detail', { id: todo.id })).statusCode, 404)
    const overdue = data(await student.post('/flow/personal-todo/create', { title: '已过期的事', dueTime: '2020-01-01T00:00:00Z' }))
    assert.equal(overdue.overdue, true)
  })

  it('personal overdue settings: default, partial update, per user, validated', async () => {
    assert.deepEqual(data(await student.get('/flow/person-setting/getPersonOverdueSetting')), {
      remind: true,
      remindBeforeHours: 24,
      channels: ['site'],
    })
    const saved = data(
      await student.post('/flow/person-setting/updatePersonOverdueSetting', { remindBeforeHours: 12, channels: ['site', 'wechat'] }),
    )
    assert.deepEqual(saved, { remind: true, remindBeforeHours: 12, channels: ['site', 'wechat'] })
    data(await student.form('/flow/person-setting/updatePersonOverdueSetting', { remind: false }))
    assert.deepEqual(data(await student.get('/flow/person-setting/getPersonOverdueSetting')), {
      remind: false,
      remindBeforeHours: 12,
      channels: ['site', 'wechat'],
    })
    assert.deepEqual(data(await teacher.get('/flow/person-setting/getPersonOverdueSetting')), {
      remind: true,
      remindBeforeHours: 24,
      channels: ['site'],
    })
    const none = await teacher.post('/flow/person-setting/updatePersonOverdueSetting', { remind: true, channels: [] })
    assert.equal(none.statusCode, 400)
    assert.equal(none.json().message, '请至少选择一种提醒方式')
    assert.equal((await teacher.post('/flow/person-setting/updatePersonOverdueSetting', { remindBeforeHours: 1000 })).statusCode, 400)
    assert.equal((await teacher.post('/flow/person-setting/updatePersonOverdueSetting', { channels: ['pigeon'] })).statusCode, 400)
  })

  it('global settings by types (task levels for the tabs) and the admin-only list', async () => {
    const settings = data(await student.get('/flow/global-setting/getGlobalSettingByTypes', { types: 'taskLevels,overdue,unknown' }))
    assert.deepEqual(Object.keys(settings).sort(), ['overdue', 'taskLevels'])
    assert.deepEqual(
      settings.taskLevels.firstLevel.map((level: { code: string }) => level.code),
      ['myTodo', 'myDone', 'myRequest', 'myReaded', 'myDraft'],
    )
    assert.deepEqual(
      settings.taskLevels.initalLevel.map((level: { code: string }) => level.code),
      ['progress', 'finish', 'break', 'hang'],
    )
    assert.deepEqual(
      settings.taskLevels.circulateLevel.map((level: { name: string }) => level.name),
      ['传阅给我的', '我传阅的'],
    )
    assert.equal(settings.overdue.overdueHours, 72)
    const refused = await teacher.get('/flow/manager/globalSetting/getGlobalSettingList')
    assert.equal(refused.statusCode, 403)
    assert.equal(refused.json().message, '仅管理员可查看全局设置')
    const list = data(await admin.get('/flow/manager/globalSetting/getGlobalSettingList'))
    assert.deepEqual(
      list.map((entry: { type: string }) => entry.type),
      ['taskLevels', 'overdue', 'batchApproval'],
    )
    assert.equal(list[1].name, '逾期设置')
    assert.equal((await t.app.inject({ url: '/flow/global-setting/getGlobalSettingByTypes?types=overdue' })).statusCode, 401)
  })
})
