import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, MC, type Caller } from '../message-center/helpers'

interface Item {
  id: number
  taskId: number | null
  circulationId: number | null
  type: string
  status: string
  statusName: string
  summary: string
  isRead: boolean
  serialNo: string
}

describe('flow: start, drafts, lists by level, circulation', () => {
  let t: TestApp
  let student: Caller
  let student2: Caller
  let teacher: Caller
  let admin: Caller
  const list = async (caller: Caller, level: string, extra: Record<string, string> = {}) =>
    data<{ items: Item[]; total: number }>(await caller.get('/flow/center-list/list', { level, pageSize: 50, ...extra }))

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

  it('form definitions with Chinese labels and the steps for the identity', async () => {
    const forms = data(await student.get('/flow/application/forms'))
    assert.deepEqual(
      forms.map((form: { name: string }) => form.name),
      ['请假申请', '报销申请', '会议室预约', '在读证明'],
    )
    assert.deepEqual(forms[0].steps, ['辅导员审批', '学院领导审批'])
    assert.deepEqual(forms[0].fields.find((field: { name: string }) => field.name === 'leaveType').options, [
      '事假',
      '病假',
      '公假',
      '其他',
    ])
    const teacherForms = data(await teacher.get('/flow/application/forms'))
    assert.deepEqual(teacherForms[0].steps, ['部门负责人审批'])
  })

  it('validates typed forms with clear messages', async () => {
    const cases: Array<[unknown, string]> = [
      [
        { type: 'leave', form: { leaveType: '事假', startTime: '2026-12-01T00:00:00Z', endTime: '2026-12-02T00:00:00Z' } },
        '请填写请假事由',
      ],
      [
        { type: 'leave', form: { leaveType: '事假', startTime: '2026-12-03T00:00:00Z', endTime: '2026-12-02T00:00:00Z', reason: 'x' } },
        '结束时间须晚于开始时间',
      ],
      [
        { type: 'leave', form: { leaveType: '旅游', startTime: '2026-12-01T00:00:00Z', endTime: '2026-12-02T00:00:00Z', reason: 'x' } },
        '请假类型格式不正确',
      ],
      [
        { type: 'leave', form: { leaveType: '事假', startTime: 'tomorrow', endTime: '2026-12-02T00:00:00Z', reason: 'x' } },
        '开始时间格式不正确',
      ],
      [
        {
          type: 'leave',
          form: { leaveType: '事假', startTime: '2026-12-01T00:00:00Z', endTime: '2026-12-02T00:00:00Z', reason: 'x', contactPhone: '123' },
        },
        '联系电话格式不正确',
      ],
      [
        {
          type: 'reimbursement',
          form: { category: '差旅费', amount: 10.123, occurredOn: '2026-11-01', description: 'x', invoiceCount: 1 },
        },
        '金额最多两位小数',
      ],
      [
        { type: 'reimbursement', form: { category: '差旅费', amount: -5, occurredOn: '2026-11-01', description: 'x', invoiceCount: 1 } },
        '报销金额（元）格式不正确',
      ],
      [
        {
          type: 'roomBooking',
          form: { room: '行政楼 301', date: '2026-12-01', startTime: '10:00', endTime: '09:00', attendees: 3, purpose: 'x' },
        },
        '结束时间须晚于开始时间',
      ],
      [{ type: 'roomBooking', form: { room: '行政楼 301', hacker: true } }, '表单含有未知字段 hacker'],
    ]
    for (const [body, message] of cases) {
      const response = await student.post('/flow/application/start', body)
      assert.equal(response.statusCode, 400, JSON.stringify(body))
      assert.equal(response.json().message, message)
    }
    assert.equal((await student.post('/flow/application/start', { type: 'vacation', form: {} })).statusCode, 400)
  })

  it('starts each application type; serial numbers, summaries and my request list', async () => {
    const reimbursementForm = { category: '办公用品', amount: 88.8, occurredOn: '2026-11-18', description: '实验室打印纸', invoiceCount: 1 }
    // The application's own attachment list takes only the applicant's uploads (server test form-attachments), not links.
    const linked = await student.post('/flow/application/start', {
      type: 'reimbursement',
      form: reimbursementForm,
      attachments: [{ name: '发票.pdf', url: '/files/invoice.pdf', size: 20480 }],
    })
    assert.equal(linked.statusCode, 400)
    assert.equal(linked.json().message, '附件「发票.pdf」不是上传到门户的文件，请重新上传')
    const reimbursement = data(await student.post('/flow/application/start', { type: 'reimbursement', form: reimbursementForm }))
    assert.equal(reimbursement.status, 'progress')
    assert.match(reimbursement.serialNo, /^BX\d{8}\d{5}$/)
    const room = data(
      await student.post('/flow/application/start', {
        type: 'roomBooking',
        form: { room: '行政楼 301', date: '2026-12-05', startTime: '14:00', endTime: '15:30', attendees: 12, purpose: '社团例会' },
      }),
    )
    assert.match(room.serialNo, /^HY/)
    const requests = await list(student, 'myRequest')
    assert.equal(requests.items[0]!.id, room.id)
    assert.equal(requests.items[0]!.summary, '行政楼 301 · 2026-12-05 14:00-15:30')
    assert.equal(requests.items.find((item) => item.id === reimbursement.id)!.summary, '办公用品 · ¥88.80')
    const detail = data(await student.get('/flow/application/detail', { id: reimbursement.id }))
    assert.deepEqual(detail.attachments, [])
    assert.equal(detail.fields.find((field: { label: string }) => field.label === '报销金额（元）').value, '¥88.80')
    assert.equal(detail.title, '李明的报销申请')
    // The first handler got a to-do and a message.
    assert.ok((await list(teacher, 'myTodo')).items.some((item) => item.id === reimbursement.id))
    const [todoMessage] = data(
      await teacher.get(`${MC}/messageCenter/listMessageRecord`, { messageTypeCode: 'flow_todo', pageSize: 1 }),
    ).items
    assert.match(todoMessage.title, /待办提醒/)
    // A teacher's leave goes to the department head.
    const teacherLeave = data(
      await teacher.post('/flow/application/start', {
        type: 'leave',
        form: { leaveType: '病假', startTime: '2026-12-01T00:00:00Z', endTime: '2026-12-01T09:00:00Z', reason: '就医' },
      }),
    )
    assert.equal(data(await teacher.get('/flow/application/detail', { id: teacherLeave.id })).steps[0].name, '部门负责人审批')
  })

  it('draft → edit → submit; drafts are private and cannot be submitted twice', async () => {
    const drafts = await list(student, 'myDraft')
    assert.ok(drafts.total >= 1, 'demo draft')
    const draft = data(await student.post('/flow/application/saveDraft', { type: 'leave', form: { leaveType: '病假', reason: '' } }))
    assert.equal(draft.status, 'draft')
    assert.equal((await list(student, 'myDraft')).total, drafts.total + 1)
    assert.equal(
      (await list(student, 'myRequest')).items.some((item) => item.id === draft.id),
      false,
    )
    const invalidDraft = await student.post('/flow/application/saveDraft', { type: 'leave', form: { leaveType: '年假' } })
    assert.equal(invalidDraft.statusCode, 400)

    data(
      await student.post('/flow/application/saveDraft', {
        type: 'leave',
        draftId: draft.id,
        form: { leaveType: '病假', reason: '牙科复诊' },
      }),
    )
    const saved = data(await student.get('/flow/application/detail', { id: draft.id }))
    assert.deepEqual(saved.form, { leaveType: '病假', reason: '牙科复诊' })
    assert.equal(saved.canEdit, true)
    assert.equal(
      saved.steps.every((step: { state: string }) => step.state === 'waiting'),
      true,
    )
    // Nobody else sees or submits it.
    assert.equal((await teacher.get('/flow/application/detail', { id: draft.id })).statusCode, 404)
    assert.equal(
      (
        await student2.post('/flow/application/start', {
          type: 'leave',
          draftId: draft.id,
          form: { leaveType: '病假', startTime: '2026-12-01T00:00:00Z', endTime: '2026-12-01T09:00:00Z', reason: 'x' },
        })
      ).statusCode,
      404,
    )
    assert.equal((await student2.post('/flow/application/deleteDraft', { id: draft.id })).statusCode, 404)
    // Incomplete drafts cannot be submitted.
    const incomplete = await student.post('/flow/application/start', { type: 'leave', draftId: draft.id, form: saved.form })
    assert.equal(incomplete.statusCode, 400)
    assert.equal(incomplete.json().message, '请填写开始时间')

    const submitted = data(
      await student.post('/flow/application/start', {
        type: 'leave',
        draftId: draft.id,
        form: { ...saved.form, startTime: '2026-12-02T00:00:00Z', endTime: '2026-12-02T09:00:00Z' },
      }),
    )
    assert.equal(submitted.id, draft.id)
    assert.equal(submitted.status, 'progress')
    assert.equal((await list(student, 'myDraft')).total, drafts.total)
    assert.ok((await list(student, 'progress')).items.some((item) => item.id === draft.id))
    const twice = await student.post('/flow/application/start', {
      type: 'leave',
      draftId: draft.id,
      form: { ...saved.form, startTime: '2026-12-02T00:00:00Z', endTime: '2026-12-02T09:00:00Z' },
    })
    assert.equal(twice.statusCode, 409)
    assert.equal(twice.json().message, '该申请已提交，不能再修改')
    assert.equal(
      (await student.post('/flow/application/saveDraft', { type: 'reimbursement', draftId: drafts.items[0]!.id, form: {} })).statusCode,
      400,
    )

    const toDelete = data(await student.post('/flow/application/saveDraft', { type: 'roomBooking', form: { room: '行政楼 301' } }))
    data(await student.form('/flow/application/deleteDraft', { id: toDelete.id }))
    assert.equal((await student.get('/flow/application/detail', { id: toDelete.id })).statusCode, 404)
    assert.equal((await student.post('/flow/application/deleteDraft', { id: submitted.id })).statusCode, 404)
  })

  it('submitting one draft twice at once: one submission, one 409', async () => {
    const draft = data(await student.post('/flow/application/saveDraft', { type: 'roomBooking', form: { room: '教学楼 B201' } }))
    const form = { room: '教学楼 B201', date: '2026-12-08', startTime: '08:00', endTime: '09:00', attendees: 20, purpose: '学生会例会' }
    const responses = await Promise.all(
      [1, 2].map(() => student.post('/flow/application/start', { type: 'roomBooking', draftId: draft.id, form })),
    )
    assert.deepEqual(responses.map((response) => response.statusCode).sort(), [200, 409])
    const record = data(await student.get('/flow/application/handleRecord', { id: draft.id }))
    assert.equal(record.filter((entry: { action: string }) => entry.action === 'submit').length, 1)
    const pending = (await list(teacher, 'myTodo')).items.filter((item) => item.id === draft.id)
    assert.equal(pending.length, 1, 'one work item per handler, not two')
  })

  it('lists by level: every level answers, statuses match, paging and filters work', async () => {
    for (const level of ['myTodo', 'myDone', 'myRequest', 'myReaded', 'myDraft', 'progress', 'finish', 'break', 'hang', 'toMe', 'Meto']) {
      const page = await list(student, level)
      assert.ok(Array.isArray(page.items), level)
    }
    assert.ok((await list(student, 'progress')).items.every((item) => item.status === 'progress' && item.statusName === '审批中'))
    assert.ok((await list(student, 'finish')).items.every((item) => item.statusName === '已通过'))
    assert.ok((await list(student, 'break')).items.length >= 1)
    const all = await list(student, 'myRequest')
    const first = data(await student.get('/flow/center-list/list', { level: 'myRequest', pageNum: 1, pageSize: 2 }))
    assert.equal(first.items.length, 2)
    assert.equal(first.total, all.total)
    assert.equal(first.page * first.size < first.total, true)
    const leaves = await list(student, 'myRequest', { type: 'leave' })
    assert.ok(leaves.items.every((item) => item.type === 'leave'))
    const bySerial = await list(student, 'myRequest', { keyword: all.items[0]!.serialNo })
    assert.equal(bySerial.total, 1)
    assert.equal((await student.get('/flow/center-list/list', { level: 'everything' })).statusCode, 400)
  })

  it('circulation: toMe (unread first) → read → myReaded; Meto; only participants may circulate', async () => {
    const finished = (await list(student, 'finish')).items[0]!
    const created = data(await student.post('/flow/application/circulate', { id: finished.id, usernames: ['2026002'], remark: '供参考' }))
    assert.equal(created.created, 1)
    const toMe = await list(student2, 'toMe')
    const item = toMe.items.find((entry) => entry.id === finished.id)!
    assert.equal(item.isRead, false)
    assert.ok(item.circulationId)
    assert.equal(data(await student2.get('/flow/application/detail', { id: finished.id })).canCirculate, false)
    assert.equal(data(await student2.get('/flow/center-list/getOtherCount')).toMeUnread, 1)
    const [message] = data(
      await student2.get(`${MC}/messageCenter/listMessageRecord`, { messageTypeCode: 'flow_circulate', pageSize: 1 }),
    ).items
    assert.match(message.content, /李明向您传阅了/)
    assert.ok((await list(student, 'Meto')).items.some((entry) => entry.id === finished.id))

    assert.equal((await student.post('/flow/application/readCirculation', { circulationId: item.circulationId })).statusCode, 404)
    data(await student2.form('/flow/application/readCirculation', { circulationId: item.circulationId! }))
    assert.equal((await list(student2, 'toMe')).items.find((entry) => entry.id === finished.id)!.isRead, true)
    assert.ok((await list(student2, 'myReaded')).items.some((entry) => entry.id === finished.id))
    assert.equal(data(await student2.get('/flow/center-list/getOtherCount')).toMeUnread, 0)

    // A recipient is not a participant who may pass it on; strangers see nothing.
    assert.equal((await student2.post('/flow/application/circulate', { id: finished.id, usernames: ['admin'] })).statusCode, 403)
    const strangerDraft = (await list(student, 'myDraft')).items[0]!
    assert.equal((await admin.post('/flow/application/circulate', { id: strangerDraft.id, usernames: ['t1002'] })).statusCode, 404)
    const self = await student.post('/flow/application/circulate', { id: finished.id, usernames: ['2026001'] })
    assert.equal(self.statusCode, 400)
    assert.equal(self.json().message, '不能传阅给自己')
    const unknown = await student.post('/flow/application/circulate', { id: finished.id, usernames: ['nobody'] })
    assert.equal(unknown.json().message, '用户不存在：nobody')
    const record = data(await student.get('/flow/application/handleRecord', { id: finished.id }))
    const circulation = record.find(
      (entry: { action: string; target: { username: string } | null }) =>
        entry.action === 'circulate' && entry.target?.username === '2026002',
    )
    assert.equal(circulation.actionName, '传阅')
    assert.equal(circulation.actor.name, '李明')
    assert.equal(circulation.opinion, '供参考')
  })

  it('the demo teacher has a circulation to them and a request of their own', async () => {
    const toMe = await list(teacher, 'toMe')
    assert.ok(toMe.items.length >= 1)
    assert.ok((await list(teacher, 'Meto')).items.length >= 1)
    assert.ok((await list(teacher, 'finish')).items.length >= 1)
    const counts = data(await teacher.get('/flow/center-list/getOtherCount'))
    assert.equal(counts.toMeUnread, toMe.items.filter((item) => !item.isRead).length)
    const studentCounts = data(await student.get('/flow/center-list/getOtherCount'))
    assert.equal(studentCounts.draft, (await list(student, 'myDraft')).total)
    assert.equal(studentCounts.requestProgress, (await list(student, 'progress')).total)
  })
})
