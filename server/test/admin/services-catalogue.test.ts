import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { STALE_EDIT } from '@contract/admin-console'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { accounts, adminAuditLog, adminRoleGrants, services } from '../../src/db/schema/index'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { eventually } from '../search/helpers'
import { call, data, refused } from '../cms/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const PORTAL = '/portal-api/v1/service'
const SEARCH = '/portal-api/v1/search/all'

/** A complete, valid service (an H5 app on this server's own path). */
const EMPTY_GUIDE = { conditions: [], materials: [], steps: [], timePlace: '', fees: '', faq: [], attachments: [], related: [] }

const fields = (overrides: Record<string, unknown> = {}) => ({
  serviceName: '档案借阅预约',
  serviceNo: 'DA0001',
  categoryCode: 'jwfw',
  serviceType: '',
  serviceSource: '档案馆',
  desc: '预约借阅学校档案馆的馆藏档案。',
  keywords: '档案 借阅',
  iconUrl: '/portal-api/v1/cms/images/glyph-green-56fe.png',
  runTime: '周一至周五 08:00-17:00',
  openHours: null,
  contactInformation: '0571-88880000',
  columnId: null,
  engineType: 'h5',
  loadPath: '/demo-apps/grades',
  appId: '',
  path: '',
  appType: '',
  tokenTransType: 'url',
  attachmentUrl: '',
  shareUrl: '',
  thirdParty: false,
  campusNetwork: false,
  identities: [],
  forceRecommend: false,
  sort: 50,
  ...overrides,
})

describe('service catalogue in the console: lifecycle, what students see, hand-off rules, guide, moderation', () => {
  let t: TestApp
  let operator: string // t1002, granted 服务管理员
  let admin: string
  let editor: string
  let student: string // 2026001
  let other: string // 2026002
  before(async () => {
    t = await createTestApp()
    const [teacher] = await t.database.db.select().from(accounts).where(eq(accounts.username, 't1002'))
    await t.database.db.insert(adminRoleGrants).values({ accountId: teacher!.id, roleCode: 'service_admin' })
    ;[operator, admin, editor, student, other] = (await Promise.all(
      ['t1002', 'admin', 'editor', '2026001', '2026002'].map((name) => loginToken(t.app, name)),
    )) as [string, string, string, string, string]
  })
  after(async () => {
    await t.close()
  })

  const post = (key: keyof typeof adminPaths, body: unknown, token = operator) =>
    call(t.app, 'POST', url(key), { token, body: body as object })
  const get = (key: keyof typeof adminPaths, query: Record<string, string>, token = operator) =>
    call(t.app, 'GET', url(key), { token, query })
  const catalogueNames = async (token = student) =>
    (data(await call(t.app, 'GET', `${PORTAL}/catalogue`, { token })).services as { serviceName: string }[]).map((s) => s.serviceName)
  const searchFinds = async (keyword: string, token = student) =>
    (data(await call(t.app, 'GET', SEARCH, { token, query: { keyword } })).groups as { type: string; items: { title: string }[] }[])
      .find((group) => group.type === 'service')
      ?.items.some((item) => item.title === keyword) ?? false
  const detailStatus = async (serviceId: number, token = student) =>
    (await call(t.app, 'GET', `${PORTAL}/detail`, { token, query: { serviceId: String(serviceId) } })).status
  const shareStatus = async (serviceId: number) =>
    (await call(t.app, 'GET', `${PORTAL}/shareCard`, { query: { serviceId: String(serviceId) } })).status
  const lastAudit = async (entity: string) =>
    (await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entity, entity)).orderBy(desc(adminAuditLog.id)).limit(1))[0]!

  it('the seeded rows were given the status their old flags meant: maintenance with a notice, else published', async () => {
    const rows = await t.database.db.select().from(services)
    for (const row of rows) {
      assert.equal(row.status, row.maintenanceNotice ? 'maintenance' : 'published', row.serviceName)
      assert.equal(row.enabled, true, row.serviceName)
    }
    assert.ok(rows.some((row) => row.status === 'maintenance'))
  })

  it('a new service is a draft no student reaches (list, search, open, share landing) until published; offline hides it again', async () => {
    const draft = data(await post('serviceSave', fields()))
    assert.equal(draft.status, 'draft')
    assert.equal(draft.serviceType, '教务服务', 'the 服务类型 defaults to the category name')
    const id = draft.serviceId
    const created = await lastAudit('service')
    assert.equal(created.action, 'create')
    assert.equal((created.after as { status: string }).status, 'draft')

    const hidden = async () => {
      assert.ok(!(await catalogueNames()).includes('档案借阅预约'))
      assert.equal(await detailStatus(id), 404)
      assert.equal(await shareStatus(id), 404)
      assert.equal(await searchFinds('档案借阅预约'), false)
    }
    await hidden()

    data(await post('serviceStatus', { serviceId: id, status: 'published' }))
    assert.ok((await catalogueNames()).includes('档案借阅预约'))
    assert.equal(await detailStatus(id), 200)
    assert.equal(await shareStatus(id), 200)
    await eventually(() => searchFinds('档案借阅预约'), 'the published service is found')
    const published = await lastAudit('service')
    assert.equal(published.action, 'publish')
    assert.deepEqual(published.before, { status: 'draft', maintenanceNotice: '' })
    assert.deepEqual(published.after, { status: 'published', maintenanceNotice: '' })

    const answer = await post('serviceStatus', { serviceId: id, status: 'offline' })
    assert.equal(data(answer).status, 'offline')
    assert.equal(answer.body.message, '已下线')
    await eventually(async () => !(await searchFinds('档案借阅预约')), 'the offline service is not found')
    await hidden()
    const [row] = await t.database.db.select().from(services).where(eq(services.serviceId, id))
    assert.equal(row!.enabled, false, 'the derived flag follows the status')

    data(await post('serviceStatus', { serviceId: id, status: 'published' }), 'offline → published')
    assert.ok((await catalogueNames()).includes('档案借阅预约'))
  })

  it('维护中 needs a notice of at most 200 characters; students see the notice in the list, the detail and search; 恢复 clears it', async () => {
    const grades = data(await get('serviceList', { keyword: '成绩查询' })).items[0]
    refused(await post('serviceStatus', { serviceId: grades.serviceId, status: 'maintenance' }), 400, /维护说明/)
    refused(await post('serviceStatus', { serviceId: grades.serviceId, status: 'maintenance', notice: '  ' }), 400, /维护说明/)
    refused(await post('serviceStatus', { serviceId: grades.serviceId, status: 'maintenance', notice: '修'.repeat(201) }), 400, /200/)
    const notice = '成绩系统升级中，预计今晚 22:00 恢复。'
    const answer = await post('serviceStatus', { serviceId: grades.serviceId, status: 'maintenance', notice })
    assert.equal(data(answer).maintenanceNotice, notice)
    assert.equal(answer.body.message, '已设为维护中')
    const card = data(await call(t.app, 'GET', `${PORTAL}/catalogue`, { token: student })).services.find(
      (s: { serviceName: string }) => s.serviceName === '成绩查询',
    )
    assert.equal(card.state, 'maintenance')
    assert.equal(card.stateText, notice)
    const detail = data(await call(t.app, 'GET', `${PORTAL}/detail`, { token: student, query: { serviceId: String(grades.serviceId) } }))
    assert.equal(detail.service.stateText, notice)
    assert.equal(await shareStatus(grades.serviceId), 200, 'the share landing still shows the card, with the notice')
    const shared = data(await call(t.app, 'GET', `${PORTAL}/shareCard`, { query: { serviceId: String(grades.serviceId) } }))
    assert.deepEqual([shared.state, shared.stateText], ['maintenance', notice])
    assert.ok(await searchFinds('成绩查询'))
    assert.equal((await lastAudit('service')).action, 'service.maintain')

    const restored = await post('serviceStatus', { serviceId: grades.serviceId, status: 'published' })
    assert.equal(restored.body.message, '已恢复')
    assert.equal(data(restored).maintenanceNotice, '')
    const after = data(await call(t.app, 'GET', `${PORTAL}/catalogue`, { token: student })).services.find(
      (s: { serviceName: string }) => s.serviceName === '成绩查询',
    )
    assert.equal(after.state, 'open')
    const audit = await lastAudit('service')
    assert.equal(audit.action, 'service.restore')
    assert.deepEqual(audit.before, { status: 'maintenance', maintenanceNotice: notice })
  })

  it('moves the lifecycle does not allow answer 409 with a Chinese reason; only a draft may be deleted', async () => {
    const draft = data(await post('serviceSave', fields({ serviceName: '临时草稿服务', serviceNo: 'DA0002' })))
    refused(
      await post('serviceStatus', { serviceId: draft.serviceId, status: 'maintenance', notice: '维护' }),
      409,
      /草稿的服务不能改为维护中/,
    )
    refused(await post('serviceStatus', { serviceId: draft.serviceId, status: 'offline' }), 409, /草稿/)
    refused(await post('serviceStatus', { serviceId: draft.serviceId, status: 'draft' }), 409)
    data(await post('serviceStatus', { serviceId: draft.serviceId, status: 'published' }))
    refused(await post('serviceStatus', { serviceId: draft.serviceId, status: 'published' }), 409, /已发布的服务不能再次设为已发布/)
    refused(await post('serviceStatus', { serviceId: draft.serviceId, status: 'draft' }), 409)
    refused(await post('serviceDelete', { serviceId: draft.serviceId }), 409, /只有草稿可以删除/)
    data(await post('serviceStatus', { serviceId: draft.serviceId, status: 'offline' }))
    refused(await post('serviceStatus', { serviceId: draft.serviceId, status: 'maintenance', notice: '维护' }), 409, /已下线/)
    refused(await post('serviceStatus', { serviceId: draft.serviceId, status: 'offline' }), 409)

    const second = data(await post('serviceSave', fields({ serviceName: '删除的草稿', serviceNo: 'DA0003' })))
    data(await post('serviceDelete', { serviceId: second.serviceId }))
    refused(await get('serviceDetail', { serviceId: String(second.serviceId) }), 404)
    const audit = await lastAudit('service')
    assert.equal(audit.action, 'delete')
    assert.equal((audit.before as { serviceName: string }).serviceName, '删除的草稿')
    assert.equal(audit.after, null)
    refused(await post('serviceStatus', { serviceId: 999999, status: 'published' }), 404)
  })

  it('a save checks every hand-off field: enums, hosts, the weapp id, the category, and a unique service number (409)', async () => {
    refused(await post('serviceSave', fields({ serviceNo: 'FW0002' })), 409, /服务编号 FW0002 已被使用/)
    refused(await post('serviceSave', fields({ serviceNo: 'fw0002' })), 409, /已被使用/)
    refused(await post('serviceSave', fields({ serviceNo: 'DA0010', engineType: 'flash' })), 400)
    refused(await post('serviceSave', fields({ serviceNo: 'DA0010', tokenTransType: 'cookie' })), 400)
    refused(await post('serviceSave', fields({ serviceNo: 'DA0010', loadPath: 'https://evil.example.com/app' })), 400, /允许域名/)
    refused(await post('serviceSave', fields({ serviceNo: 'DA0010', loadPath: '' })), 400, /访问地址/)
    refused(await post('serviceSave', fields({ serviceNo: 'DA0010', shareUrl: '//evil.example.com/x' })), 400, /分享地址/)
    refused(await post('serviceSave', fields({ serviceNo: 'DA0010', engineType: 'weapp', appId: 'abc', path: 'pages/x' })), 400, /AppID/)
    refused(await post('serviceSave', fields({ serviceNo: 'DA0010', categoryCode: 'nope' })), 400, /分类不存在/)
    refused(await post('serviceSave', fields({ serviceNo: 'DA0010', iconUrl: '' })), 400, /请上传或填写图标/)
    refused(await post('serviceSave', fields({ serviceNo: 'DA0010', iconUrl: 'https://evil.example.com/i.png' })), 400, /图标/)
    refused(await post('serviceSave', fields({ serviceNo: 'DA0010', identities: ['alien'] })), 400)
    refused(
      await post('serviceSave', fields({ serviceNo: 'DA0010', openHours: { days: [1], from: '18:00', to: '08:00' } })),
      400,
      /开放时间/,
    )

    const weapp = data(
      await post(
        'serviceSave',
        fields({
          serviceName: '场馆小程序',
          serviceNo: 'DA0011',
          engineType: 'weapp',
          appId: 'wx0123456789abcdef',
          path: 'pages/index',
          identities: ['teacher'],
        }),
      ),
    )
    const edited = data(await post('serviceSave', { ...fields({ ...weapp, forceRecommend: true, sort: 3 }), serviceId: weapp.serviceId }))
    assert.equal(edited.forceRecommend, true)
    assert.equal(edited.sort, 3)
    assert.deepEqual(edited.identities, ['teacher'])
    const audit = await lastAudit('service')
    assert.equal(audit.action, 'update')
    assert.equal((audit.before as { forceRecommend: boolean }).forceRecommend, false)
    assert.equal((audit.after as { forceRecommend: boolean }).forceRecommend, true)
    // Visibility per identity holds once published: the teacher sees it, the student does not.
    data(await post('serviceStatus', { serviceId: weapp.serviceId, status: 'published' }))
    const teacher = await loginToken(t.app, 't1001')
    assert.ok((await catalogueNames(teacher)).includes('场馆小程序'))
    assert.ok(!(await catalogueNames()).includes('场馆小程序'))
  })

  it('an edit over a newer change is refused (409) and writes nothing: saves, guide saves and lifecycle moves all count', async () => {
    const created = data(await post('serviceSave', fields({ serviceName: '并发编辑服务', serviceNo: 'DA0020' })))
    const loaded = data(await get('serviceDetail', { serviceId: String(created.serviceId) }))
    assert.equal(loaded.updatedAt, created.updatedAt)
    refused(await post('serviceSave', { ...fields({ serviceNo: 'DA0020' }), serviceId: created.serviceId }), 400, /updatedAt/)

    // Two operators opened the same copy; the first save goes through, the second is refused and changes nothing.
    const first = data(
      await post('serviceSave', {
        ...fields({ serviceName: '甲的名称', serviceNo: 'DA0020' }),
        serviceId: created.serviceId,
        updatedAt: loaded.updatedAt,
      }),
    )
    assert.ok(Date.parse(first.updatedAt) > Date.parse(loaded.updatedAt))
    refused(
      await post('serviceSave', {
        ...fields({ serviceName: '乙的名称', serviceNo: 'DA0020' }),
        serviceId: created.serviceId,
        updatedAt: loaded.updatedAt,
      }),
      409,
      new RegExp(STALE_EDIT),
    )
    refused(
      await post('serviceGuideSave', {
        serviceId: created.serviceId,
        updatedAt: loaded.updatedAt,
        guide: { ...EMPTY_GUIDE, fees: '免费' },
      }),
      409,
    )
    const after = data(await get('serviceDetail', { serviceId: String(created.serviceId) }))
    assert.equal(after.serviceName, '甲的名称')
    assert.equal(after.guide.fees, '')
    assert.equal(after.updatedAt, first.updatedAt)

    // A lifecycle move is a change too: a copy loaded before it is stale.
    const published = data(await post('serviceStatus', { serviceId: created.serviceId, status: 'published' }))
    assert.ok(Date.parse(published.updatedAt) > Date.parse(first.updatedAt))
    refused(
      await post('serviceSave', { ...fields({ serviceNo: 'DA0020' }), serviceId: created.serviceId, updatedAt: first.updatedAt }),
      409,
    )
    const guided = data(
      await post('serviceGuideSave', {
        serviceId: created.serviceId,
        updatedAt: published.updatedAt,
        guide: { ...EMPTY_GUIDE, fees: '免费' },
      }),
    )
    assert.equal(guided.guide.fees, '免费')
    assert.ok(Date.parse(guided.updatedAt) > Date.parse(published.updatedAt))
  })

  it('the list searches by name or number and filters by category and status, paged', async () => {
    const byNo = data(await get('serviceList', { keyword: 'fw0002' }))
    assert.deepEqual(
      byNo.items.map((row: { serviceName: string }) => row.serviceName),
      ['成绩查询'],
    )
    const maintenance = data(await get('serviceList', { status: 'maintenance' }))
    assert.ok(maintenance.items.length > 0)
    assert.ok(
      maintenance.items.every(
        (row: { status: string; maintenanceNotice: string }) => row.status === 'maintenance' && row.maintenanceNotice,
      ),
    )
    const category = data(await get('serviceList', { categoryCode: 'jwfw', pageSize: '2' }))
    assert.equal(category.items.length, 2)
    assert.ok(category.total > 2)
    assert.ok(category.items.every((row: { categoryName: string }) => row.categoryName === '教务服务'))
    refused(await get('serviceList', { status: 'gone' }), 400)
  })

  it('categories: create, rename (their services follow), and an order that must name each once', async () => {
    const created = data(await post('serviceCategorySave', { code: 'dagl', name: '档案服务', create: true }))
    refused(await post('serviceCategorySave', { code: 'dagl', name: '重复', create: true }), 409, /已被使用/)
    refused(await post('serviceCategorySave', { code: 'nope', name: '不存在' }), 404)
    assert.equal(created.at(-1).code, 'dagl')
    assert.equal(created.at(-1).serviceCount, 0)
    const renamed = data(await post('serviceCategorySave', { code: 'jwfw', name: '教学教务' }))
    assert.equal(renamed.find((c: { code: string }) => c.code === 'jwfw').name, '教学教务')
    const [grades] = await t.database.db.select().from(services).where(eq(services.serviceNo, 'FW0002'))
    assert.equal(grades!.serviceType, '教学教务')
    const codes = renamed.map((c: { code: string }) => c.code)
    refused(await post('serviceCategoryOrder', { codes: codes.slice(1) }), 400, /全部服务分类/)
    const ordered = data(await post('serviceCategoryOrder', { codes: [...codes].reverse() }))
    assert.deepEqual(
      ordered.map((c: { code: string }) => c.code),
      [...codes].reverse(),
    )
    const portal = data(await call(t.app, 'GET', `${PORTAL}/catalogue`, { token: student }))
    const portalCodes = portal.categories.map((c: { code: string }) => c.code)
    assert.deepEqual(
      portalCodes,
      [...codes].reverse().filter((code: string) => portalCodes.includes(code)),
    )
    assert.equal((await lastAudit('service_category')).action, 'order')
    refused(await post('serviceCategorySave', { code: 'Bad Code', name: 'x' }), 400)
  })

  it('办事指南: saved as the portal renders it, attachments uploads or allowed addresses, related services must exist', async () => {
    const [grades] = await t.database.db.select().from(services).where(eq(services.serviceNo, 'FW0002'))
    const guide = {
      conditions: ['在读学生', ' '],
      materials: ['校园卡'],
      steps: [{ title: '登录', detail: '使用统一身份认证登录' }],
      timePlace: '全天，线上',
      fees: '免费',
      faq: [{ question: '成绩有误怎么办？', answer: '联系任课教师。' }],
      attachments: [{ name: '成绩复核申请表', url: '/portal-api/v1/files/abc' }],
      related: ['FW0001'],
    }
    const saved = data(await post('serviceGuideSave', { serviceId: grades!.serviceId, updatedAt: grades!.updatedAt.toISOString(), guide }))
    assert.deepEqual(saved.guide.conditions, ['在读学生'])
    const portal = data(await call(t.app, 'GET', `${PORTAL}/detail`, { token: student, query: { serviceId: String(grades!.serviceId) } }))
    assert.deepEqual(portal.guide.attachments, [{ name: '成绩复核申请表', url: '/portal-api/v1/files/abc' }])
    assert.deepEqual(portal.guide.faq, guide.faq)
    assert.deepEqual(
      portal.related.map((s: { serviceNo: string }) => s.serviceNo),
      ['FW0001'],
    )
    assert.equal((await lastAudit('service')).action, 'service.guide')
    const bad = (patch: object) =>
      post('serviceGuideSave', { serviceId: grades!.serviceId, updatedAt: saved.updatedAt, guide: { ...guide, ...patch } })
    refused(await bad({ attachments: [{ name: '表', url: 'https://evil.example.com/a.pdf' }] }), 400, /附件/)
    refused(await bad({ related: ['NOPE01'] }), 400, /相关服务 NOPE01 不存在/)
    refused(await bad({ related: ['FW0002'] }), 400, /服务本身/)
    refused(await bad({ steps: [{ title: '', detail: '只有说明' }] }), 400, /标题/)
  })

  it('a hidden evaluation: its author sees why, nobody else sees it, the average leaves it out; hiding twice is 409', async () => {
    const [timetable] = await t.database.db.select().from(services).where(eq(services.serviceNo, 'FW0001'))
    const serviceId = timetable!.serviceId
    const evaluate = (token: string, stars: number, content: string) =>
      call(t.app, 'POST', `${PORTAL}/evaluate`, { token, body: { serviceId, stars, content } })
    data(await evaluate(student, 1, '垃圾服务，一群废物'))
    data(await evaluate(other, 5, '很方便'))
    const before = data(await call(t.app, 'GET', `${PORTAL}/evaluations`, { token: other, query: { serviceId: String(serviceId) } }))
    assert.equal(before.ratingAverage, 3)

    const list = data(await get('serviceEvaluationList', { serviceId: String(serviceId) }))
    const abusive = list.items.find((e: { content: string }) => e.content.includes('废物'))
    assert.equal(abusive.userName, '李明')
    refused(await post('serviceEvaluationHide', { id: abusive.id, reason: ' ' }), 400, /原因/)
    const hidden = data(await post('serviceEvaluationHide', { id: abusive.id, reason: '含有辱骂内容' }))
    assert.equal(hidden.hiddenReason, '含有辱骂内容')
    refused(await post('serviceEvaluationHide', { id: abusive.id, reason: '再次' }), 409, /已被隐藏/)
    refused(await post('serviceEvaluationHide', { id: 99999999, reason: '无' }), 404)
    const audit = await lastAudit('service_evaluation')
    assert.equal(audit.action, 'evaluation.hide')
    assert.equal((audit.before as { hiddenReason: string | null }).hiddenReason, null)
    assert.equal((audit.after as { hiddenReason: string }).hiddenReason, '含有辱骂内容')

    const forOther = data(await call(t.app, 'GET', `${PORTAL}/evaluations`, { token: other, query: { serviceId: String(serviceId) } }))
    assert.ok(!forOther.items.some((e: { id: number }) => e.id === abusive.id))
    assert.equal(forOther.ratingAverage, 5)
    assert.equal(forOther.ratingCount, 1)
    const forAuthor = data(await call(t.app, 'GET', `${PORTAL}/evaluations`, { token: student, query: { serviceId: String(serviceId) } }))
    const own = forAuthor.items.find((e: { id: number }) => e.id === abusive.id)
    assert.equal(own.content, '已被管理员隐藏：含有辱骂内容')
    assert.equal(own.mine, true)
    const card = data(await call(t.app, 'GET', `${PORTAL}/catalogue`, { token: other })).services.find(
      (s: { serviceId: number }) => s.serviceId === serviceId,
    )
    assert.equal(card.ratingAverage, 5)
    const onlyHidden = data(await get('serviceEvaluationList', { serviceId: String(serviceId), hidden: 'true' }))
    assert.deepEqual(
      onlyHidden.items.map((e: { id: number }) => e.id),
      [abusive.id],
    )
  })

  it('only 服务管理员 and 全局管理员 may call it: an editor and a student are refused', async () => {
    refused(await get('serviceList', {}, editor), 403, /无权/)
    refused(await get('serviceList', {}, student), 403, /^无管理权限$/)
    data(await get('serviceList', {}, admin))
    data(await get('serviceCategoryList', {}, operator))
    // The form's address rule: the same hosts the server checks against (the portal's own origin among them).
    assert.ok(Array.isArray(data(await get('serviceLinkRules', {}, operator)).hosts))
    refused(await get('serviceLinkRules', {}, editor), 403, /无权/)
  })
})
