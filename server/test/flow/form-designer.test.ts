import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { accounts, adminAuditLog, flowApplications, flowCirculations, userGroupMembers, userGroups } from '../../src/db/schema/index'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import type { LightMyRequestResponse } from 'fastify'
import { call, data as answered, refused } from '../cms/helpers'
import { as, data, type Caller } from '../message-center/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path

/** A form-flow service as 服务编辑 creates it (engine 表单, appId = the form's code). */
const service = (appId: string, serviceNo: string, serviceName: string) => ({
  serviceName,
  serviceNo,
  categoryCode: 'jwfw',
  serviceSource: '后勤处',
  desc: '借用校内场地。',
  iconUrl: '/portal-api/v1/cms/images/glyph-green-56fe.png',
  openHours: null,
  columnId: null,
  engineType: 'form',
  appId,
  tokenTransType: 'none',
  thirdParty: false,
  campusNetwork: false,
  identities: [],
  forceRecommend: false,
  sort: 50,
})

const VENUE_FIELDS = [
  { name: 'venue', label: '场地', kind: 'select', required: true, options: ['体育馆', '报告厅'] },
  { name: 'days', label: '借用日期', kind: 'daterange', required: true },
  { name: 'purpose', label: '活动内容', kind: 'textarea', required: true, maxLength: 200 },
  { name: 'contactPhone', label: '联系电话', kind: 'mobile', required: true },
  { name: 'photos', label: '场地照片', kind: 'images', required: false, maxCount: 9 },
]
const TWO_STEPS = {
  steps: [
    { name: '辅导员审核', assignee: { kind: 'orgRole', role: 'counsellor' }, mode: 'any' },
    { name: '教务处审批', assignee: { kind: 'person', usernames: ['t3201'] }, mode: 'any', overdueHours: 12 },
  ],
  copyTo: ['admin'],
}
/** A portal refusal: the status and a Chinese reason. */
function refusedPortal(response: LightMyRequestResponse, status: number, reason: RegExp) {
  assert.equal(response.statusCode, status, response.body)
  assert.match(response.json().message, reason)
}

const VENUE_FORM = { venue: '报告厅', days: ['2026-12-10', '2026-12-11'], purpose: '社团年会', contactPhone: '13800001111' }

describe('form designer: versioned definitions and approval chains', () => {
  let t: TestApp
  let operator: string
  let student: Caller
  let student2: Caller
  let counsellor: Caller
  let office: Caller
  let venueServiceId: number
  const post = (key: keyof typeof adminPaths, body: unknown, token = operator) =>
    call(t.app, 'POST', url(key), { token, body: body as object })
  const get = (key: keyof typeof adminPaths, query: Record<string, string>, token = operator) =>
    call(t.app, 'GET', url(key), { token, query })
  const start = (caller: Caller, type: string, form: Record<string, unknown>) => caller.post('/flow/application/start', { type, form })
  const approve = async (caller: Caller, id: number) => {
    const detail = data(await caller.get('/flow/application/detail', { id }))
    assert.ok(detail.myTaskId, `a to-do for ${id}`)
    return data(await caller.post('/flow/application/handle', { taskId: detail.myTaskId, action: 'approve', opinion: '同意' }))
  }
  const newFormService = async (appId: string, serviceNo: string, name: string, chain: unknown, fields: unknown = VENUE_FIELDS) => {
    const created = answered(await post('serviceSave', service(appId, serviceNo, name)))
    answered(await post('serviceFormSave', { serviceId: created.serviceId, prefix: 'CS', fields, chain, summary: '' }))
    answered(await post('serviceFormPublish', { serviceId: created.serviceId }))
    return created.serviceId as number
  }

  before(async () => {
    t = await createTestApp()
    operator = await loginToken(t.app, 'admin')
    ;[student, student2, counsellor, office] = (await Promise.all(
      ['2026001', '2026002', 't1001', 't3201'].map((name) => as(t.app, name)),
    )) as [Caller, Caller, Caller, Caller]
  })
  after(async () => {
    await t.close()
  })

  it('designs 场地借用, saves a draft, publishes version 1; every write audited', async () => {
    const created = answered(await post('serviceSave', service('venueBooking', 'CD0001', '场地借用')))
    venueServiceId = created.serviceId
    const empty = answered(await get('serviceFormDesign', { serviceId: String(venueServiceId) }))
    assert.deepEqual(empty.versions, [])
    assert.equal(empty.code, 'venueBooking')

    const saved = answered(
      await post('serviceFormSave', {
        serviceId: venueServiceId,
        prefix: 'CD',
        fields: VENUE_FIELDS,
        chain: TWO_STEPS,
        summary: '{venue} · {days}',
      }),
    )
    assert.equal(saved.versions.length, 1)
    assert.equal(saved.versions[0].status, 'draft')
    // Not published yet: the portal does not offer it.
    const before = data(await student.get('/flow/application/forms'))
    assert.ok(!before.some((form: { type: string }) => form.type === 'venueBooking'))

    const published = answered(await post('serviceFormPublish', { serviceId: venueServiceId }))
    assert.equal(published.versions[0].status, 'published')
    assert.equal(published.versions[0].version, 1)
    assert.equal(published.versions[0].publishedBy, '陈静')
    refused(await post('serviceFormPublish', { serviceId: venueServiceId }), 409, /没有待发布的草稿/)

    const audits = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entity, 'form_definition'))
      .orderBy(desc(adminAuditLog.id))
    assert.deepEqual(
      audits.map((row) => row.action),
      ['publish', 'create'],
    )
    const forms = data(await student.get('/flow/application/forms'))
    const venue = forms.find((form: { type: string }) => form.type === 'venueBooking')
    assert.deepEqual(venue.steps, ['辅导员审核', '教务处审批'])
    assert.equal(venue.version, 1)
    assert.deepEqual(
      venue.fields.map((field: { label: string }) => field.label),
      ['场地', '借用日期', '活动内容', '联系电话', '场地照片'],
    )
  })

  it('the designer refuses what cannot work: unknown people and groups, bad fields, non-form services', async () => {
    const body = (overrides: Record<string, unknown>) => ({
      serviceId: venueServiceId,
      prefix: 'CD',
      fields: VENUE_FIELDS,
      chain: TWO_STEPS,
      summary: '',
      ...overrides,
    })
    refused(await post('serviceFormSave', body({ chain: { ...TWO_STEPS, copyTo: ['nobody'] } })), 400, /抄送人员不存在：nobody/)
    refused(
      await post(
        'serviceFormSave',
        body({ chain: { steps: [{ name: '组审批', assignee: { kind: 'group', groupCode: 'no-such' }, mode: 'all' }], copyTo: [] } }),
      ),
      400,
      /用户组不存在/,
    )
    refused(
      await post('serviceFormSave', body({ fields: [{ name: 'a', label: '选择', kind: 'select', required: true }] })),
      400,
      /至少需要一个选项/,
    )
    refused(await post('serviceFormSave', body({ summary: '{missing}' })), 400, /不是表单字段/)
    refused(await get('serviceFormDesign', { serviceId: '1' }), 409, /在线申请（表单）/)
    refused(await get('serviceFormDesign', { serviceId: '999999' }), 404)
  })

  it('a student applies: 辅导员 from the class, then the named office; both approve; the copy-to gets a 抄送', async () => {
    const ref = data(await start(student, 'venueBooking', { ...VENUE_FORM, photos: [] }))
    assert.match(ref.serialNo, /^CD\d{8}\d{5}$/)
    const detail = data(await student.get('/flow/application/detail', { id: ref.id }))
    assert.equal(detail.typeName, '场地借用')
    assert.equal(detail.formVersion, 1)
    assert.deepEqual(
      detail.steps.map((step: { name: string; handlers: { username: string }[] }) => [step.name, step.handlers.map((h) => h.username)]),
      [
        ['辅导员审核', ['t1001']],
        ['教务处审批', ['t3201']],
      ],
    )
    assert.deepEqual(
      detail.fields.find((row: { label: string }) => row.label === '借用日期'),
      { label: '借用日期', value: '2026-12-10 至 2026-12-11' },
    )
    const list = data(await student.get('/flow/center-list/list', { level: 'myRequest', pageSize: 50 }))
    assert.equal(list.items.find((item: { id: number }) => item.id === ref.id).summary, '报告厅 · 2026-12-10 至 2026-12-11')

    await approve(counsellor, ref.id)
    const todo = data(await office.get('/flow/center-list/list', { level: 'myTodo', pageSize: 50 }))
    const item = todo.items.find((entry: { id: number }) => entry.id === ref.id)
    // The step's own 12 hours, not the global 72.
    assert.equal(new Date(item.deadline).getTime() - new Date(item.submitTime).getTime() <= 12 * 3_600_000 + 60_000, true)
    const done = await approve(office, ref.id)
    assert.equal(done.status, 'finish')
    assert.equal(data(await student.get('/flow/application/detail', { id: ref.id })).statusName, '已通过')
    const [admin] = await t.database.db.select().from(accounts).where(eq(accounts.username, 'admin'))
    const copies = await t.database.db.select().from(flowCirculations).where(eq(flowCirculations.applicationId, ref.id))
    assert.deepEqual(
      copies.map((row) => [row.toId, row.remark]),
      [[admin!.id, '抄送']],
    )
  })

  it('version 2 with one more field: the application in flight keeps version 1 fields and chain; a new one uses version 2', async () => {
    const inFlight = data(await start(student, 'venueBooking', VENUE_FORM))
    const v2Fields = [...VENUE_FIELDS, { name: 'attendees', label: '参加人数', kind: 'integer', required: true, min: 1, max: 2000 }]
    const v2Chain = { steps: [{ name: '后勤处审批', assignee: { kind: 'person', usernames: ['t3202'] }, mode: 'any' }], copyTo: [] }
    answered(await post('serviceFormSave', { serviceId: venueServiceId, prefix: 'CD', fields: v2Fields, chain: v2Chain, summary: '' }))
    const design = answered(await post('serviceFormPublish', { serviceId: venueServiceId }))
    assert.deepEqual(
      design.versions.map((version: { version: number; status: string; inFlight: number }) => [
        version.version,
        version.status,
        version.inFlight,
      ]),
      [
        [2, 'published', 0],
        [1, 'published', 1],
      ],
    )

    const old = data(await student.get('/flow/application/detail', { id: inFlight.id }))
    assert.equal(old.formVersion, 1)
    assert.equal(old.formFields.length, 5)
    assert.deepEqual(
      old.steps.map((step: { name: string }) => step.name),
      ['辅导员审核', '教务处审批'],
    )
    await approve(counsellor, inFlight.id)
    assert.equal((await approve(office, inFlight.id)).status, 'finish')

    refusedPortal(await start(student, 'venueBooking', VENUE_FORM), 400, /请填写参加人数/)
    const fresh = data(await start(student, 'venueBooking', { ...VENUE_FORM, attendees: 120 }))
    const detail = data(await student.get('/flow/application/detail', { id: fresh.id }))
    assert.equal(detail.formVersion, 2)
    assert.deepEqual(
      detail.steps.map((step: { name: string }) => step.name),
      ['后勤处审批'],
    )
    const [row] = await t.database.db.select().from(flowApplications).where(eq(flowApplications.id, inFlight.id))
    assert.notEqual(
      row!.definitionVersionId,
      (await t.database.db.select().from(flowApplications).where(eq(flowApplications.id, fresh.id)))[0]!.definitionVersionId,
    )
  })

  it('no handler for a step: 409 naming the step, and nothing is stored', async () => {
    // 2026002's class has no 辅导员.
    const before = (await t.database.db.select().from(flowApplications)).length
    const counsellorFirst = await newFormService('counselled', 'CD0002', '辅导员审批测试', {
      steps: [{ name: '辅导员审核', assignee: { kind: 'orgRole', role: 'counsellor' }, mode: 'any' }],
      copyTo: [],
    })
    assert.ok(counsellorFirst > 0)
    refusedPortal(await start(student2, 'counselled', VENUE_FORM), 409, /审批步骤“辅导员审核”找不到审批人/)
    assert.equal((await t.database.db.select().from(flowApplications)).length, before)
  })

  it('mode all waits for every handler; mode any moves on with the first', async () => {
    await newFormService('jointReview', 'CD0003', '会签测试', {
      steps: [
        { name: '会签', assignee: { kind: 'person', usernames: ['t1001', 't3201'] }, mode: 'all' },
        { name: '任一审批', assignee: { kind: 'person', usernames: ['t1001', 't3201'] }, mode: 'any' },
      ],
      copyTo: [],
    })
    const ref = data(await start(student, 'jointReview', VENUE_FORM))
    const first = await approve(counsellor, ref.id)
    assert.equal(first.status, 'progress')
    assert.equal(first.currentStepName, '会签', 'one of two approvals keeps the step')
    const second = await approve(office, ref.id)
    assert.equal(second.currentStepName, '任一审批')
    const any = await approve(office, ref.id)
    assert.equal(any.status, 'finish')
    const detail = data(await counsellor.get('/flow/application/detail', { id: ref.id }))
    assert.equal(detail.myTaskId, null, "the other candidate's item closed")
  })

  it('a group step: its members (never the applicant) handle it', async () => {
    const [group] = await t.database.db.select().from(userGroups).where(eq(userGroups.code, 'grp-se-research'))
    const members = await t.database.db
      .select({ username: accounts.username })
      .from(userGroupMembers)
      .innerJoin(accounts, eq(accounts.id, userGroupMembers.accountId))
      .where(eq(userGroupMembers.groupId, group!.id))
    await newFormService('groupReview', 'CD0004', '课题组审批', {
      steps: [{ name: '课题组审批', assignee: { kind: 'group', groupCode: 'grp-se-research' }, mode: 'any' }],
      copyTo: [],
    })
    const ref = data(await start(student, 'groupReview', VENUE_FORM))
    const detail = data(await student.get('/flow/application/detail', { id: ref.id }))
    assert.deepEqual(
      detail.steps[0].handlers.map((h: { username: string }) => h.username).sort(),
      members
        .map((m) => m.username)
        .filter((name) => name !== '2026001')
        .sort(),
    )
  })

  it('validators: email, 18-digit ID card with its check digit, date range order, multiple choice, person', async () => {
    const fields = [
      { name: 'email', label: '邮箱', kind: 'email', required: true },
      { name: 'idNo', label: '身份证号', kind: 'idcard', required: true },
      { name: 'days', label: '日期', kind: 'daterange', required: true },
      { name: 'tags', label: '类别', kind: 'multiselect', required: true, options: ['A', 'B'] },
      { name: 'who', label: '联系人', kind: 'person', required: false },
      { name: 'files', label: '附件', kind: 'attachments', required: false },
    ]
    await newFormService(
      'checks',
      'CD0005',
      '校验测试',
      { steps: [{ name: '审批', assignee: { kind: 'person', usernames: ['t1001'] }, mode: 'any' }], copyTo: [] },
      fields,
    )
    const good = {
      email: 'li.ming@sfdx.edu.cn',
      idNo: '11010519491231002X',
      days: ['2026-12-01', '2026-12-02'],
      tags: ['A', 'B'],
      who: 't1001',
    }
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ email: 'li.ming@' }, /邮箱须为有效的邮箱地址/],
      [{ idNo: '110105194912310021' }, /身份证号须为 18 位身份证号/],
      [{ idNo: '110105491231002' }, /身份证号须为 18 位身份证号/],
      [{ days: ['2026-12-03', '2026-12-02'] }, /日期的结束日期不能早于开始日期/],
      [{ tags: ['C'] }, /类别格式不正确/],
      [{ who: 'no such person!' }, /联系人格式不正确/],
      [{ who: 'nobody9' }, /联系人中的人员不存在：nobody9/],
      [{ files: ['not-an-upload'] }, /附件只能是上传的附件/],
    ]
    for (const [change, message] of cases) refusedPortal(await start(student, 'checks', { ...good, ...change }), 400, message)
    const started = data(await start(student, 'checks', good))
    // The approver reads the person by name and number, not the bare username.
    const detail = data(await student.get('/flow/application/detail', { id: started.id }))
    assert.deepEqual(
      detail.fields.find((row: { label: string }) => row.label === '联系人'),
      { label: '联系人', value: '王芳（t1001）' },
    )
  })
})
