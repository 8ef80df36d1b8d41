import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, MC, type Caller } from '../message-center/helpers'

interface Item {
  id: number
  taskId: number | null
  type: string
  title: string
  status: string
  currentStepName: string
  initiator: { username: string }
  overdue: boolean
  handleAction: string | null
}

const leaveForm = (reason: string) => ({
  leaveType: '事假',
  startTime: '2026-12-10T00:00:00.000Z',
  endTime: '2026-12-11T10:00:00.000Z',
  reason,
})

describe('flow: handling (approve, reject, transfer, return, concurrency, batch)', () => {
  let t: TestApp
  let student: Caller
  let student2: Caller
  let teacher: Caller
  let leader: Caller
  let admin: Caller
  const list = async (caller: Caller, level: string) =>
    data<{ items: Item[]; total: number }>(await caller.get('/flow/center-list/list', { level, pageSize: 50 }))
  const todoOf = async (caller: Caller, applicationId: number) =>
    (await list(caller, 'myTodo')).items.find((item) => item.id === applicationId)
  const badge = async (caller: Caller) =>
    data<number>(await caller.post(`${MC}/instantMessage/getAppAllUnReadCount/new`, { mobile: false }))
  const start = async (caller: Caller, reason: string) =>
    data(await caller.post('/flow/application/start', { type: 'leave', form: leaveForm(reason) })).id as number

  before(async () => {
    t = await createTestApp()
    ;[student, student2, teacher, leader, admin] = (await Promise.all(
      ['2026001', '2026002', 't1001', 't1002', 'admin'].map((name) => as(t.app, name)),
    )) as [Caller, Caller, Caller, Caller, Caller]
  })
  after(async () => {
    await t.close()
  })

  it('the demo teacher has at least five pending approvals from students, three from 张伟', async () => {
    const todo = await list(teacher, 'myTodo')
    assert.ok(todo.total >= 5)
    assert.ok(
      todo.items.every(
        (item) => ['2026001', '2026002'].includes(item.initiator.username) && item.taskId !== null && item.status === 'progress',
      ),
    )
    assert.equal(todo.items.filter((item) => item.initiator.username === '2026002').length, 3)
    assert.ok(
      todo.items.some((item) => item.overdue),
      'one demo item is overdue',
    )
    const student = await list(await as(t.app, '2026001'), 'myRequest')
    assert.ok(student.items.some((item) => item.status === 'progress'))
    assert.ok(student.items.some((item) => item.status === 'finish'))
  })

  it('detail shows fields, steps and the allowed actions to the handler only; others get 404', async () => {
    const id = await start(student, '回家办理身份证补办。')
    const handler = data(await teacher.get('/flow/application/detail', { id }))
    assert.equal(handler.status, 'progress')
    assert.equal(handler.statusName, '审批中')
    assert.deepEqual(handler.actions, ['approve', 'reject', 'transfer', 'return'])
    assert.ok(handler.myTaskId > 0)
    assert.deepEqual(
      handler.steps.map((step: { name: string }) => step.name),
      ['辅导员审批', '学院领导审批'],
    )
    assert.equal(handler.steps[0].state, 'current')
    assert.deepEqual(handler.steps[0].handlers.map((person: { username: string }) => person.username).sort(), ['t1001', 't1002'])
    assert.deepEqual(
      handler.fields.find((field: { label: string }) => field.label === '请假事由'),
      { label: '请假事由', value: '回家办理身份证补办。' },
    )
    assert.equal(handler.fields.find((field: { label: string }) => field.label === '开始时间').value, '2026-12-10 08:00')

    const own = data(await student.get('/flow/application/detail', { id }))
    assert.deepEqual(own.actions, [])
    assert.equal(own.myTaskId, null)
    assert.equal(own.canEdit, false)
    assert.equal(own.canCirculate, true)
    for (const stranger of [student2, admin]) {
      const refused = await stranger.get('/flow/application/detail', { id })
      assert.equal(refused.statusCode, 404)
      assert.equal(refused.json().message, '申请不存在')
      assert.equal((await stranger.get('/flow/application/handleRecord', { id })).statusCode, 404)
    }
    assert.equal((await t.app.inject({ url: `/flow/application/detail?id=${id}` })).statusCode, 401)
  })

  it('approve moves the item to done, closes the other candidate, routes to the next step and tells the initiator', async () => {
    const id = await start(student, '参加表姐婚礼。')
    const mine = (await todoOf(teacher, id))!
    assert.ok(await todoOf(leader, id), 'both candidates of step 1 have it')
    const studentBadge = await badge(student)
    const result = data(await teacher.post('/flow/application/handle', { taskId: mine.taskId, action: 'approve', opinion: '同意' }))
    assert.deepEqual(result, {
      taskId: mine.taskId,
      applicationId: id,
      action: 'approve',
      status: 'progress',
      currentStepName: '学院领导审批',
    })
    assert.equal(await todoOf(teacher, id), undefined)
    const done = (await list(teacher, 'myDone')).items.find((item) => item.id === id)!
    assert.equal(done.handleAction, '同意')
    // t1002's step-1 item is closed; t1002 now holds the step-2 item.
    const leaderItem = (await todoOf(leader, id))!
    assert.equal(leaderItem.currentStepName, '学院领导审批')
    assert.equal(data(await leader.get('/flow/application/detail', { id })).steps[0].handledBy.username, 't1001')
    assert.equal(await badge(student), studentBadge + 1)
    const [message] = data(
      await student.get(`${MC}/messageCenter/listMessageRecord`, { messageTypeCode: 'flow_result', pageSize: 1 }),
    ).items
    assert.equal(message.title, '请假申请审批进度')
    assert.match(message.content, /已通过辅导员审批，等待学院领导审批/)
    assert.equal(message.flowApplicationId, id)

    const finalResult = data(await leader.post('/flow/application/handle', { taskId: leaderItem.taskId, action: 'approve' }))
    assert.equal(finalResult.status, 'finish')
    const detail = data(await student.get('/flow/application/detail', { id }))
    assert.equal(detail.status, 'finish')
    assert.ok(detail.finishTime)
    assert.ok(detail.steps.every((step: { state: string }) => step.state === 'done'))
    assert.ok((await list(student, 'finish')).items.some((item) => item.id === id))
    assert.equal(
      (await list(student, 'progress')).items.some((item) => item.id === id),
      false,
    )
    const [finalMessage] = data(
      await student.get(`${MC}/messageCenter/listMessageRecord`, { messageTypeCode: 'flow_result', pageSize: 1 }),
    ).items
    assert.equal(finalMessage.title, '请假申请已通过')
    const record = data(await student.get('/flow/application/handleRecord', { id }))
    assert.deepEqual(
      record.map((entry: { actionName: string; actor: { name: string } }) => `${entry.actor.name}:${entry.actionName}`),
      ['李明:提交', '王芳:同意', '张伟:同意'],
    )
  })

  it('two handlers approving the same item at once: exactly one wins, the other gets 409, one transition', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await start(student, `并发审批测试 ${round}`)
      const mine = (await todoOf(teacher, id))!
      const theirs = (await todoOf(leader, id))!
      const versionBefore = data(await student.get('/flow/application/detail', { id })).version
      const responses = await Promise.all([
        teacher.post('/flow/application/handle', { taskId: mine.taskId, action: 'approve', opinion: '同意' }),
        leader.post('/flow/application/handle', {
          taskId: theirs.taskId,
          action: round % 2 === 0 ? 'approve' : 'reject',
          opinion: '不同意',
        }),
      ])
      const statuses = responses.map((response) => response.statusCode).sort()
      assert.deepEqual(statuses, [200, 409], `round ${round}: ${responses.map((response) => response.body).join(' | ')}`)
      const loser = responses.find((response) => response.statusCode === 409)!
      assert.equal(loser.json().message, '该事项已被他人处理')
      const detail = data(await student.get('/flow/application/detail', { id }))
      assert.equal(detail.version, versionBefore + 1, 'exactly one transition')
      const record = data(await student.get('/flow/application/handleRecord', { id }))
      assert.equal(record.filter((entry: { action: string }) => entry.action !== 'submit').length, 1)
      // Neither step-1 item is left pending.
      assert.equal(
        (await list(teacher, 'myTodo')).items.some((item) => item.id === id && item.currentStepName === '辅导员审批'),
        false,
      )
    }
  })

  it('the same handler sending twice at once: one 200, one 409 (no double transition)', async () => {
    const id = await start(student, '重复提交测试')
    const mine = (await todoOf(teacher, id))!
    const responses = await Promise.all(
      [1, 2].map(() => teacher.post('/flow/application/handle', { taskId: mine.taskId, action: 'approve' })),
    )
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, 409])
    assert.equal(responses.find((response) => response.statusCode === 409)!.json().message, '该事项已处理，请勿重复操作')
    assert.equal(
      data(await student.get('/flow/application/handleRecord', { id })).filter((entry: { action: string }) => entry.action === 'approve')
        .length,
      1,
    )
  })

  it('reject needs an opinion, ends the request and tells the initiator', async () => {
    const id = await start(student, '驳回测试')
    const mine = (await todoOf(teacher, id))!
    const noOpinion = await teacher.post('/flow/application/handle', { taskId: mine.taskId, action: 'reject' })
    assert.equal(noOpinion.statusCode, 400)
    assert.equal(noOpinion.json().message, '请填写处理意见')
    const result = data(await teacher.form('/flow/application/handle', { taskId: mine.taskId!, action: 'reject', opinion: '理由不充分' }))
    assert.equal(result.status, 'break')
    assert.ok((await list(student, 'break')).items.some((item) => item.id === id))
    const [message] = data(
      await student.get(`${MC}/messageCenter/listMessageRecord`, { messageTypeCode: 'flow_result', pageSize: 1 }),
    ).items
    assert.equal(message.title, '请假申请已驳回')
    assert.match(message.content, /理由不充分/)
    const again = await teacher.post('/flow/application/handle', { taskId: mine.taskId, action: 'approve' })
    assert.equal(again.statusCode, 409)
  })

  it('transfer hands the item to another account (not self, not the initiator, must exist)', async () => {
    const id = await start(student, '转办测试')
    const mine = (await todoOf(teacher, id))!
    for (const [transferTo, message] of [
      ['t1001', '不能转办给自己'],
      ['2026001', '不能转办给申请人'],
      ['nobody', '转办人不存在'],
      ['t1002', '对方已是该步骤的办理人'],
    ]) {
      const refused = await teacher.post('/flow/application/handle', { taskId: mine.taskId, action: 'transfer', transferTo })
      assert.equal(refused.statusCode, 400)
      assert.equal(refused.json().message, message)
    }
    const adminBadge = await badge(admin)
    const result = data(
      await teacher.post('/flow/application/handle', {
        taskId: mine.taskId,
        action: 'transfer',
        transferTo: 'admin',
        opinion: '请管理员协助处理',
      }),
    )
    assert.equal(result.status, 'progress')
    assert.equal(result.currentStepName, '辅导员审批')
    const adminItem = (await todoOf(admin, id))!
    assert.ok(adminItem)
    assert.equal(await badge(admin), adminBadge + 1)
    assert.equal((await list(teacher, 'myDone')).items.find((item) => item.id === id)!.handleAction, '转办')
    const transfer = data(await student.get('/flow/application/handleRecord', { id })).find(
      (entry: { action: string }) => entry.action === 'transfer',
    )
    assert.equal(transfer.target.username, 'admin')
    // The new handler can decide.
    assert.equal(
      data(await admin.post('/flow/application/handle', { taskId: adminItem.taskId, action: 'approve' })).currentStepName,
      '学院领导审批',
    )
  })

  it('return goes to the previous step, and from the first step back to the initiator (hang) who resubmits', async () => {
    const id = await start(student, '退回测试')
    data(await teacher.post('/flow/application/handle', { taskId: (await todoOf(teacher, id))!.taskId, action: 'approve' }))
    const back = data(
      await leader.post('/flow/application/handle', {
        taskId: (await todoOf(leader, id))!.taskId,
        action: 'return',
        opinion: '请辅导员核实请假天数',
      }),
    )
    assert.equal(back.status, 'progress')
    assert.equal(back.currentStepName, '辅导员审批')
    const again = (await todoOf(teacher, id))!
    assert.equal(again.currentStepName, '辅导员审批')
    const hang = data(await teacher.post('/flow/application/handle', { taskId: again.taskId, action: 'return', opinion: '请补充返校时间' }))
    assert.equal(hang.status, 'hang')
    assert.equal(await todoOf(leader, id), undefined)
    const detail = data(await student.get('/flow/application/detail', { id }))
    assert.equal(detail.statusName, '已退回')
    assert.equal(detail.canEdit, true)
    assert.ok((await list(student, 'hang')).items.some((item) => item.id === id))
    const [message] = data(
      await student.get(`${MC}/messageCenter/listMessageRecord`, { messageTypeCode: 'flow_result', pageSize: 1 }),
    ).items
    assert.equal(message.title, '请假申请已退回')

    const resubmitted = data(
      await student.post('/flow/application/start', {
        type: 'leave',
        draftId: id,
        form: { ...leaveForm('退回测试'), destination: '家中' },
      }),
    )
    assert.equal(resubmitted.status, 'progress')
    assert.ok(await todoOf(teacher, id))
    const fresh = data(await student.get('/flow/application/detail', { id }))
    assert.equal(fresh.currentStep, 0)
    assert.equal(fresh.steps[0].state, 'current')
    assert.equal(fresh.steps[0].handledBy, null)
  })

  it('users can only handle their own items', async () => {
    const id = await start(student, '越权测试')
    const mine = (await todoOf(teacher, id))!
    for (const caller of [student, student2, admin]) {
      const refused = await caller.post('/flow/application/handle', { taskId: mine.taskId, action: 'approve' })
      assert.equal(refused.statusCode, 404)
      assert.equal(refused.json().message, '待办不存在')
    }
    assert.ok(await todoOf(teacher, id))
    assert.equal((await teacher.post('/flow/application/handle', { taskId: mine.taskId, action: 'delete' })).statusCode, 400)
  })

  it('batch handling reports per-item results with the same rules', async () => {
    const todo = await list(teacher, 'myTodo')
    const batch = todo.items.filter((item) => item.initiator.username === '2026002')
    assert.equal(batch.length, 3)
    const id = await start(student, '批量-已处理')
    const handledByOther = (await todoOf(teacher, id))!
    data(await leader.post('/flow/application/handle', { taskId: (await todoOf(leader, id))!.taskId, action: 'approve' }))
    const leaderOnly = (await todoOf(leader, id))!
    const result = data(
      await teacher.post('/flow/application/batchHandle', {
        taskIds: [...batch.map((item) => item.taskId), handledByOther.taskId, leaderOnly.taskId],
        action: 'approve',
        opinion: '同意',
      }),
    )
    assert.equal(result.succeeded, 3)
    assert.equal(result.failed, 2)
    assert.deepEqual(
      result.results.map((entry: { ok: boolean; code: number }) => [entry.ok, entry.code]),
      [
        [true, 0],
        [true, 0],
        [true, 0],
        [false, 409],
        [false, 404],
      ],
    )
    assert.equal(result.results[3].message, '该事项已被他人处理')
    assert.equal(result.results[4].message, '待办不存在')
    assert.ok(result.results.slice(0, 3).every((entry: { applicationId: number | null }) => entry.applicationId !== null))
    const after = await list(teacher, 'myTodo')
    assert.equal(
      after.items.some((item) => item.initiator.username === '2026002'),
      false,
    )
    // 张伟 heard about each decision.
    const messages = data(await student2.get(`${MC}/messageCenter/listMessageRecord`, { messageTypeCode: 'flow_result', pageSize: 50 }))
    assert.ok(messages.total >= 3)
    const invalid = await teacher.post('/flow/application/batchHandle', { taskIds: [], action: 'approve' })
    assert.equal(invalid.statusCode, 400)
    const transfer = await teacher.post('/flow/application/batchHandle', { taskIds: [1], action: 'transfer' })
    assert.equal(transfer.statusCode, 400)
  })

  it('to-do counts match the lists', async () => {
    const counts = data(await teacher.get('/flow/center-list/getToDoListCountNew'))
    const todo = await list(teacher, 'myTodo')
    assert.equal(counts.todo, todo.total)
    assert.equal(counts.overdue, todo.items.filter((item) => item.overdue).length)
    const byType = data(await teacher.get('/flow/center-list/getAppsCount'))
    assert.deepEqual(
      byType.map((entry: { type: string }) => entry.type),
      ['leave', 'reimbursement', 'roomBooking', 'enrolmentProof'],
    )
    assert.equal(
      byType.reduce((sum: number, entry: { todo: number }) => sum + entry.todo, 0),
      counts.todo,
    )
    assert.equal(byType.find((entry: { type: string }) => entry.type === 'leave').typeName, '请假申请')
  })
})
