import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { adminDeskPaths } from '@contract/paths/admin-desk'
import { accounts, adminAuditLog, adminRoleGrants, cmsArticles } from '../../src/db/schema/index'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
/**
 * Only 全局管理员 may call these (账号, 组织机构 and 用户组 also a division admin, within the division: see people.test.ts and
 * orgs-groups.test.ts); apart from the service catalogue below, every other console route is content (内容编辑 allowed).
 */
const GLOBAL_ONLY = new Set<keyof typeof adminPaths>([
  'auditList',
  'identitySettings',
  'identitySave',
  'identityTestOidc',
  'identityTestCas',
  'identityTestLdap',
  'directorySettings',
  'directorySyncStart',
  'directorySyncRuns',
  'directorySyncRun',
  'accountList',
  'accountDetail',
  'accountDisable',
  'accountEnable',
  'accountUnlock',
  'accountResetCode',
  'roleGrants',
  'roleGrant',
  'roleRevoke',
  'directoryImportTemplate',
  'directoryImportDryRun',
  'directoryImportApply',
  'orgTree',
  'orgCreate',
  'orgRename',
  'orgMove',
  'orgMerge',
  'groupList',
  'groupCreate',
  'groupRename',
  'groupDelete',
  'groupMembers',
  'groupMemberSave',
  'groupMemberRemove',
  'statsOverview',
  'statsRecount',
  'sendRules',
  'sendPolicySave',
  'sendQuotaSave',
  'messageTypeList',
  'messageTypeSave',
  'publicCalendarList',
  'publicCalendarSave',
  'publicCalendarState',
  'publicCalendarEvents',
  'publicCalendarEventSave',
  'publicCalendarEventDelete',
])

/** 客服坐席 (or 全局管理员) only: the 意见反馈 inbox of issue 36 (feedback-inbox.test.ts checks the desk itself). */
const DESK_ONLY = new Set<keyof typeof adminPaths>(['feedbackList', 'feedbackTagList', 'feedbackReply', 'feedbackClose', 'feedbackTags'])

/** 服务管理员 (or 全局管理员) only: the service catalogue of issue 35. */
const SERVICE_ONLY = new Set<keyof typeof adminPaths>([
  'serviceCategoryList',
  'serviceCategorySave',
  'serviceCategoryOrder',
  'serviceList',
  'serviceDetail',
  'serviceSave',
  'serviceStatus',
  'serviceDelete',
  'serviceGuideSave',
  'serviceEvaluationList',
  'serviceEvaluationHide',
  'serviceLinkRules',
  'serviceFormDesign',
  'serviceFormSave',
  'serviceFormPublish',
  'serviceFormGroups',
  'serviceFormPeople',
])

describe('operator console API (/admin-api): roles, audit, sanitising, stale edits', () => {
  let t: TestApp
  let admin: string
  let editor: string
  let student: string
  let serviceAdmin: string
  let columnId: number
  before(async () => {
    t = await createTestApp()
    admin = await loginToken(t.app, 'admin')
    editor = await loginToken(t.app, 'editor')
    student = await loginToken(t.app, '2026001')
    const [teacher] = await t.database.db.select().from(accounts).where(eq(accounts.username, 't1002'))
    await t.database.db.insert(adminRoleGrants).values({ accountId: teacher!.id, roleCode: 'service_admin' })
    serviceAdmin = await loginToken(t.app, 't1002')
    columnId = data(await call(t.app, 'GET', url('columnList'), { token: editor }))[0].id
  })
  after(async () => {
    await t.close()
  })

  const auditRows = async () => await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id))

  it('every console route: 401 without a token, 403 无管理权限 for a student, roles decide the rest', async () => {
    for (const key of Object.keys(adminPaths) as (keyof typeof adminPaths)[]) {
      const { method } = adminPaths[key]
      refused(await call(t.app, method, url(key), { body: method === 'POST' ? {} : undefined }), 401)
      refused(await call(t.app, method, url(key), { token: student, body: method === 'POST' ? {} : undefined }), 403, /^无管理权限$/)
      const asEditor = await call(t.app, method, url(key), { token: editor, body: method === 'POST' ? {} : undefined })
      if (GLOBAL_ONLY.has(key) || SERVICE_ONLY.has(key) || DESK_ONLY.has(key)) refused(asEditor, 403, /无权/)
      else assert.notEqual(asEditor.status, 403, `${key}: ${JSON.stringify(asEditor.body)}`)
      const asServiceAdmin = await call(t.app, method, url(key), { token: serviceAdmin, body: method === 'POST' ? {} : undefined })
      if (SERVICE_ONLY.has(key)) assert.notEqual(asServiceAdmin.status, 403, `${key}: ${JSON.stringify(asServiceAdmin.body)}`)
      else if (key !== 'me') refused(asServiceAdmin, 403, /无权/)
      const asAdmin = await call(t.app, method, url(key), { token: admin, body: method === 'POST' ? {} : undefined })
      assert.notEqual(asAdmin.status, 403, `${key}: ${JSON.stringify(asAdmin.body)}`)
    }
  })

  it('the service desk (坐席工作台, 知识库): 客服坐席 or 全局管理员 only', async () => {
    const [student2] = await t.database.db.select().from(accounts).where(eq(accounts.username, '2026002'))
    await t.database.db.insert(adminRoleGrants).values({ accountId: student2!.id, roleCode: 'service_desk' })
    const deskAgent = await loginToken(t.app, '2026002')
    for (const key of Object.keys(adminDeskPaths) as (keyof typeof adminDeskPaths)[]) {
      const { method, path } = adminDeskPaths[key]
      const as = async (token?: string) =>
        await call(t.app, method, BASES.admin + path, { token, body: method === 'POST' ? {} : undefined })
      refused(await as(), 401)
      refused(await as(student), 403, /^无管理权限$/)
      for (const other of [editor, serviceAdmin]) refused(await as(other), 403, /无权/)
      for (const allowed of [deskAgent, admin]) assert.notEqual((await as(allowed)).status, 403, `${key}`)
    }
    refused(await call(t.app, 'GET', url('articleList'), { token: deskAgent }), 403, /无权/)
  })

  it('columns list every column with its number of articles', async () => {
    const columns = data(await call(t.app, 'GET', url('columnList'), { token: editor }))
    const rows = await t.database.db.select({ columnId: cmsArticles.columnId }).from(cmsArticles)
    for (const column of columns) {
      assert.equal(column.articleCount, rows.filter((row) => row.columnId === column.id).length, column.name)
    }
    assert.ok(columns.some((column: { articleCount: number }) => column.articleCount > 1))
  })

  it('a grant limited to a division opens the console but not the institution-wide content', async () => {
    const [teacher] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 't1001'))
    await t.database.db.insert(adminRoleGrants).values({ accountId: teacher!.id, roleCode: 'content_editor', orgCode: 'sfdx-cs' })
    const token = await loginToken(t.app, 't1001')
    const me = data(await call(t.app, 'GET', url('me'), { token }))
    assert.deepEqual(me.grants, [{ roleCode: 'content_editor', roleName: '内容编辑', orgCode: 'sfdx-cs' }])
    refused(await call(t.app, 'GET', url('articleList'), { token }), 403, /无权/)
    refused(await call(t.app, 'POST', url('columnSave'), { token, body: { columnCode: 'scoped-try', name: '越权' } }), 403, /无权/)
  })

  it('me: the operator and the roles held', async () => {
    const me = data(await call(t.app, 'GET', url('me'), { token: editor }))
    assert.equal(me.username, 'editor')
    assert.deepEqual(me.grants, [{ roleCode: 'content_editor', roleName: '内容编辑', orgCode: null }])
  })

  it('an article: created as a draft (sanitised, audited), published (portal shows it), withdrawn (gone)', async () => {
    const created = data(
      await call(t.app, 'POST', url('articleSave'), {
        token: editor,
        body: {
          columnId,
          title: '运营后台测试稿',
          releaseDeptName: '网络与信息中心',
          content: '<p onclick="x()">正文<script>alert(1)</script></p>',
        },
      }),
    )
    assert.equal(created.status, 'draft')
    assert.equal(created.content, '<p>正文</p>')
    const [row] = await t.database.db.select().from(cmsArticles).where(eq(cmsArticles.id, created.id))
    assert.equal(row!.content, '<p>正文</p>')
    const [audit] = await auditRows()
    assert.equal(audit!.action, 'create')
    assert.equal(audit!.entity, 'article')
    assert.equal(audit!.entityId, String(created.id))
    assert.equal(audit!.username, 'editor')
    assert.equal(audit!.before, null)
    assert.equal((audit!.after as { title: string }).title, '运营后台测试稿')

    const portalList = async () =>
      data(await call(t.app, 'GET', '/portal-api/v1/cms/mobile/content/list', { query: { columnId: String(columnId) } })).items.map(
        (item: { id: number }) => item.id,
      )
    assert.ok(!(await portalList()).includes(created.id), 'a draft is not on the portal')

    const published = data(
      await call(t.app, 'POST', url('articleStatus'), {
        token: editor,
        body: { id: created.id, status: 'published', updatedAt: created.updatedAt },
      }),
    )
    assert.equal(published.status, 'published')
    assert.ok((await portalList()).includes(created.id), 'published: on the portal at once')
    assert.equal((await auditRows())[0]!.action, 'publish')

    const withdrawn = data(
      await call(t.app, 'POST', url('articleStatus'), {
        token: editor,
        body: { id: created.id, status: 'offline', updatedAt: published.updatedAt },
      }),
    )
    assert.equal(withdrawn.status, 'offline')
    assert.ok(!(await portalList()).includes(created.id), 'withdrawn: gone from the portal at once')
    const [withdrawal] = await auditRows()
    assert.deepEqual(
      [withdrawal!.action, withdrawal!.before, (withdrawal!.after as { status: string }).status],
      ['withdraw', { status: 'published' }, 'offline'],
    )

    const listed = data(
      await call(t.app, 'GET', url('articleList'), { token: editor, query: { keyword: '运营后台测试', status: 'offline' } }),
    )
    assert.deepEqual(
      listed.items.map((item: { id: number }) => item.id),
      [created.id],
    )
  })

  it('a stale edit (someone saved meanwhile) is refused with 409 and changes nothing', async () => {
    const body = { columnId, title: '并发编辑', releaseDeptName: '教务处', content: '<p>一</p>' }
    const created = data(await call(t.app, 'POST', url('articleSave'), { token: editor, body }))
    const first = data(
      await call(t.app, 'POST', url('articleSave'), {
        token: admin,
        body: { ...body, id: created.id, updatedAt: created.updatedAt, content: '<p>二</p>' },
      }),
    )
    const before = (await auditRows()).length
    refused(
      await call(t.app, 'POST', url('articleSave'), {
        token: editor,
        body: { ...body, id: created.id, updatedAt: created.updatedAt, content: '<p>三</p>' },
      }),
      409,
      /重新加载/,
    )
    refused(
      await call(t.app, 'POST', url('articleStatus'), {
        token: editor,
        body: { id: created.id, status: 'published', updatedAt: created.updatedAt },
      }),
      409,
    )
    refused(await call(t.app, 'POST', url('articleSave'), { token: editor, body: { ...body, id: created.id } }), 409)
    assert.equal((await auditRows()).length, before)
    const current = data(await call(t.app, 'GET', url('articleDetail'), { token: editor, query: { id: String(created.id) } }))
    assert.equal(current.content, '<p>二</p>')
    assert.equal(current.updatedAt, first.updatedAt)
  })

  it('columns: create, rename, hide, order; each write audited; the portal follows at once', async () => {
    const created = data(
      await call(t.app, 'POST', url('columnSave'), { token: editor, body: { columnCode: 'console-test', name: '测试栏目' } }),
    )
    assert.equal(created.enabled, true)
    refused(await call(t.app, 'POST', url('columnSave'), { token: editor, body: { columnCode: 'console-test', name: '重复' } }), 409)
    const portalColumns = async () =>
      data(await call(t.app, 'GET', '/portal-api/v1/cms/mobile/column/list')).map((column: { name: string }) => column.name)
    assert.ok((await portalColumns()).includes('测试栏目'))
    data(await call(t.app, 'POST', url('columnSave'), { token: editor, body: { id: created.id, name: '改名栏目', enabled: false } }))
    const names = await portalColumns()
    assert.ok(!names.includes('测试栏目') && !names.includes('改名栏目'), 'hidden: not on the portal')
    const [rename] = await auditRows()
    assert.equal((rename!.before as { name: string }).name, '测试栏目')
    assert.equal((rename!.after as { name: string; enabled: boolean }).name, '改名栏目')

    const ids = data(await call(t.app, 'GET', url('columnList'), { token: editor })).map((column: { id: number }) => column.id)
    const reversed = [...ids].reverse()
    const ordered = data(await call(t.app, 'POST', url('columnOrder'), { token: editor, body: { ids: reversed } }))
    assert.deepEqual(
      ordered.map((column: { id: number }) => column.id),
      reversed,
    )
    refused(await call(t.app, 'POST', url('columnOrder'), { token: editor, body: { ids: reversed.slice(1) } }), 400)
    assert.equal((await auditRows())[0]!.action, 'order')
  })

  it('操作日志: 全局管理员 pages it, filtered by operator and entity', async () => {
    const all = data(await call(t.app, 'GET', url('auditList'), { token: admin, query: { pageSize: '50' } }))
    assert.ok(all.total >= 8)
    const editorsColumns = data(
      await call(t.app, 'GET', url('auditList'), { token: admin, query: { operator: 'editor', entity: 'column' } }),
    )
    assert.ok(editorsColumns.total >= 3)
    assert.ok(
      editorsColumns.items.every((entry: { username: string; entity: string }) => entry.username === 'editor' && entry.entity === 'column'),
    )
    const admins = data(await call(t.app, 'GET', url('auditList'), { token: admin, query: { operator: 'admin' } }))
    assert.equal(admins.total, 1)
  })

  it('undeclared body fields never reach the tables (closed bodies)', async () => {
    const created = data(
      await call(t.app, 'POST', url('articleSave'), {
        token: editor,
        body: { columnId, title: '多余字段', releaseDeptName: '教务处', content: '<p>x</p>', status: 'published', readCount: 999 },
      }),
    )
    assert.equal(created.status, 'draft')
    assert.equal(created.readCount, 0)
  })
})
