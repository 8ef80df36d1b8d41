import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { remindOverdue } from '../../src/lib/workflow/workflow-overdue'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, MC, type Caller } from '../message-center/helpers'

describe('flow: overdue reminders follow the personal overdue setting', () => {
  let t: TestApp
  let teacher: Caller
  let leader: Caller
  const reminders = async (caller: Caller) =>
    data(await caller.get(`${MC}/messageCenter/listMessageRecord`, { messageTypeCode: 'flow_overdue', pageSize: 50 }))
  const badge = async (caller: Caller) =>
    data<number>(await caller.post(`${MC}/instantMessage/getAppAllUnReadCount/new`, { mobile: false }))

  before(async () => {
    t = await createTestApp()
    teacher = await as(t.app, 't1001')
    leader = await as(t.app, 't1002')
  })
  after(async () => {
    await t.close()
  })

  it('an item past the limit: one 待办已逾期 message per handler item, never twice', async () => {
    const overdueItems = data(await teacher.get('/flow/center-list/list', { level: 'myTodo', pageSize: 50 })).items.filter(
      (item: { overdue: boolean }) => item.overdue,
    )
    assert.equal(overdueItems.length, 1)
    const before = await badge(teacher)
    const sent = await remindOverdue(t.database.db)
    assert.ok(sent >= 1)
    const mine = await reminders(teacher)
    assert.equal(mine.total, 1)
    assert.match(mine.items[0].title, /^待办已逾期：/)
    assert.equal(mine.items[0].flowApplicationId, overdueItems[0].id)
    assert.match(mine.items[0].content, /办理期限 \d{4}-\d{2}-\d{2} \d{2}:\d{2}，已逾期/)
    assert.equal(await badge(teacher), before + 1)
    assert.equal(await remindOverdue(t.database.db), 0)
    assert.equal((await reminders(teacher)).total, 1)
  })

  it('remindBeforeHours ahead of the deadline, and nothing for a handler who turned reminders off', async () => {
    data(await teacher.post('/flow/person-setting/updatePersonOverdueSetting', { remind: false }))
    data(await leader.post('/flow/person-setting/updatePersonOverdueSetting', { remind: true, remindBeforeHours: 24 }))
    const leaderItems = data(await leader.get('/flow/center-list/list', { level: 'myTodo', pageSize: 50 })).items
    assert.ok(leaderItems.length >= 1)
    const deadlines = leaderItems.map((item: { deadline: string }) => Date.parse(item.deadline)).sort((a: number, b: number) => a - b)
    // 30 hours before the earliest deadline: too early for a 24-hour warning.
    assert.equal(await remindOverdue(t.database.db, new Date(deadlines[0] - 30 * 3_600_000)), 0)
    // 23 hours before it: the warning is due.
    await remindOverdue(t.database.db, new Date(deadlines[0] - 23 * 3_600_000))
    const warned = await reminders(leader)
    assert.ok(warned.total >= 1)
    assert.match(warned.items[0].title, /^待办即将逾期：/)
    // Long after every deadline: the leader is reminded of every item once; the teacher of nothing more.
    await remindOverdue(t.database.db, new Date(deadlines[deadlines.length - 1] + 3_600_000))
    assert.equal((await reminders(leader)).total, leaderItems.length)
    assert.equal((await reminders(teacher)).total, 1)
  })
})
