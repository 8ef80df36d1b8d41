import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { and, desc, eq } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { adminHomeContentPaths } from '@contract/paths/admin-home-content'
import { adminAuditLog } from '../../src/db/schema/index'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const url = (key: keyof typeof adminHomeContentPaths) => BASES.admin + adminHomeContentPaths[key].path
const articleUrl = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const HOME = '/portal-api/v1/cms/home'
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString()
const IMAGE = '/portal-api/v1/cms/images/slide-1.png'

describe('operator console: home content (轮播图, 滚动公告, 弹窗, 悬浮框) and scheduled articles', () => {
  let t: TestApp
  let admin: string
  let editor: string
  let student: string
  let teacher: string
  before(async () => {
    t = await createTestApp()
    admin = await loginToken(t.app, 'admin')
    editor = await loginToken(t.app, 'editor')
    student = await loginToken(t.app, '2026001')
    teacher = await loginToken(t.app, 't1001')
  })
  after(async () => {
    await t.close()
  })

  const audit = async (entity: string) =>
    await t.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.entity, entity)).orderBy(desc(adminAuditLog.id))
  const home = async (token?: string) => data(await call(t.app, 'GET', HOME, { token }))
  const save = async (body: Record<string, unknown>, token = editor) => await call(t.app, 'POST', url('save'), { token, body })

  it('every home-content route: 401 without a token, 403 for a student, open to 内容编辑 and 全局管理员', async () => {
    for (const key of Object.keys(adminHomeContentPaths) as (keyof typeof adminHomeContentPaths)[]) {
      const { method } = adminHomeContentPaths[key]
      const options = method === 'POST' ? { body: { kind: 'slide' } } : { query: { kind: 'slide' } }
      refused(await call(t.app, method, url(key), options), 401)
      refused(await call(t.app, method, url(key), { ...options, token: student }), 403, /^无管理权限$/)
      for (const token of [editor, admin]) assert.notEqual((await call(t.app, method, url(key), { ...options, token })).status, 403, key)
    }
    const rules = data(await call(t.app, 'GET', url('linkRules'), { token: editor }))
    assert.ok(rules.hosts.includes('127.0.0.1'))
    assert.ok(rules.routes.includes('pagesA/news/detail'))
  })

  it('a slide: created with a window (audited), shown only inside it, withdrawn, deleted', async () => {
    const live = data(
      await save({
        kind: 'slide',
        title: '迎新季',
        image: IMAGE,
        link: '/pagesA/news/detail?id=1',
        startTime: hoursFromNow(-1),
        endTime: hoursFromNow(1),
      }),
    )
    assert.equal(live.state, 'live')
    const later = data(await save({ kind: 'slide', title: '下周的轮播', image: IMAGE, startTime: hoursFromNow(24), endTime: null }))
    assert.equal(later.state, 'scheduled')
    const past = data(
      await save({ kind: 'slide', title: '过期的轮播', image: IMAGE, startTime: hoursFromNow(-5), endTime: hoursFromNow(-1) }),
    )
    assert.equal(past.state, 'expired')
    const [created] = await audit('slide')
    assert.equal(created!.action, 'create')
    assert.equal(created!.username, 'editor')
    assert.equal(created!.entityId, String(past.id))

    const titles = (await home(student)).slideshow.map((slide: { title: string }) => slide.title)
    assert.ok(titles.includes('迎新季'))
    assert.ok(!titles.includes('下周的轮播') && !titles.includes('过期的轮播'), titles.join())
    const slide = (await home(student)).slideshow.find((row: { title: string }) => row.title === '迎新季')
    assert.equal(slide.contentId, 1)
    assert.match(slide.image, /^http:\/\/127\.0\.0\.1:8080\/portal-api\//)

    const withdrawn = data(await save({ ...live, enabled: false }))
    assert.equal(withdrawn.state, 'withdrawn')
    assert.ok(!(await home(student)).slideshow.some((row: { title: string }) => row.title === '迎新季'), 'withdrawn at once')
    data(await call(t.app, 'POST', url('remove'), { token: editor, body: { kind: 'slide', id: live.id, updatedAt: withdrawn.updatedAt } }))
    const [removed] = await audit('slide')
    assert.equal(removed!.action, 'delete')
    assert.equal((removed!.before as { title: string }).title, '迎新季')
    assert.ok(
      !data(await call(t.app, 'GET', url('list'), { token: editor, query: { kind: 'slide' } })).some(
        (row: { id: number }) => row.id === live.id,
      ),
    )
  })

  it('bad input: 400 with the shared rule’s Chinese reason, nothing written', async () => {
    const before = (await audit('slide')).length + (await audit('popup')).length + (await audit('floatingBox')).length
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ kind: 'slide', title: '外站链接', image: IMAGE, link: 'https://evil.example.com/x' }, /域名不在允许的列表中/],
      [{ kind: 'slide', title: '未知页面', image: IMAGE, link: '/pages/unknown/page' }, /门户页面/],
      [{ kind: 'slide', title: '伪协议', image: IMAGE, link: 'javascript:alert(1)' }, /门户页面/],
      [{ kind: 'slide', title: '  ', image: IMAGE }, /请填写标题/],
      [{ kind: 'slide', title: '无图' }, /请上传或填写图片/],
      [{ kind: 'slide', title: '外站图片', image: 'https://evil.example.com/a.png' }, /图片须为本站上传的文件/],
      [
        { kind: 'slide', title: '倒置的有效期', image: IMAGE, startTime: hoursFromNow(2), endTime: hoursFromNow(1) },
        /结束时间须晚于开始时间/,
      ],
      [{ kind: 'popup', title: '无期限弹窗', image: IMAGE }, /请填写开始和结束时间/],
      [
        { kind: 'popup', title: '错的人群', image: IMAGE, startTime: hoursFromNow(-1), endTime: hoursFromNow(1), identities: ['alumni'] },
        /面向人群/,
      ],
      [
        { kind: 'popup', title: '视频无地址', image: IMAGE, mediaType: 'video', startTime: hoursFromNow(-1), endTime: hoursFromNow(1) },
        /视频/,
      ],
      [{ kind: 'floatingBox', title: '无地址的悬浮框', image: IMAGE }, /请填写链接/],
    ]
    for (const [body, reason] of cases) refused(await save(body), 400, reason)
    const after = (await audit('slide')).length + (await audit('popup')).length + (await audit('floatingBox')).length
    assert.equal(after, before)
    // An allowed host (casArry lists 127.0.0.1: any port) is accepted, like the CAS service rule.
    data(await save({ kind: 'marquee', title: '站内网址', link: 'http://127.0.0.1:9/notice' }))
  })

  it('a stale edit or delete (someone saved meanwhile) is refused with 409 and changes nothing', async () => {
    const created = data(await save({ kind: 'marquee', title: '并发公告' }))
    data(await save({ ...created, title: '管理员改过的公告' }, admin))
    refused(await save({ ...created, title: '编辑的旧副本' }), 409, /重新加载/)
    refused(
      await call(t.app, 'POST', url('remove'), { token: editor, body: { kind: 'marquee', id: created.id, updatedAt: created.updatedAt } }),
      409,
    )
    refused(await save({ kind: 'marquee', id: created.id, title: '没有版本' }), 409)
    const rows = data(await call(t.app, 'GET', url('list'), { token: editor, query: { kind: 'marquee' } }))
    assert.equal(rows.find((row: { id: number }) => row.id === created.id).title, '管理员改过的公告')
  })

  it('a student-only pop-up is served to students, not to a teacher or a signed-out reader', async () => {
    const popup = data(
      await save({
        kind: 'popup',
        title: '学生专属弹窗',
        image: IMAGE,
        link: '/pagesA/news/news',
        startTime: hoursFromNow(-1),
        endTime: hoursFromNow(2),
        identities: ['student'],
      }),
    )
    assert.deepEqual(popup.identities, ['student'])
    const ids = (popups: { id: number }[]) => popups.map((row) => row.id)
    assert.ok(ids((await home(student)).popups).includes(popup.id))
    assert.ok(!ids((await home(teacher)).popups).includes(popup.id), 'a teacher does not get it')
    assert.ok(!ids((await home()).popups).includes(popup.id), 'nor does a signed-out reader')
    assert.ok(ids(data(await call(t.app, 'GET', '/portal-api/v1/cms/popup/list', { token: student }))).includes(popup.id))
    assert.ok(!ids(data(await call(t.app, 'GET', '/portal-api/v1/cms/popup/list', { token: teacher }))).includes(popup.id))
    const forAll = data(
      await save({ kind: 'popup', title: '全体弹窗', image: IMAGE, startTime: hoursFromNow(-1), endTime: hoursFromNow(2) }),
    )
    assert.ok(ids((await home(teacher)).popups).includes(forAll.id))
    assert.ok(ids((await home()).popups).includes(forAll.id))
    const [row] = await audit('popup')
    assert.equal(row!.action, 'create')
  })

  it('order (上移/下移) and the floating box window: the portal follows at once', async () => {
    const box = data(
      await save({
        kind: 'floatingBox',
        title: '新生指南',
        image: IMAGE,
        link: '/pagesA/news/news?idToken={idToken}',
        endTime: hoursFromNow(1),
      }),
    )
    const listed = data(await call(t.app, 'GET', url('list'), { token: editor, query: { kind: 'floatingBox' } }))
    const ids = [box.id, ...listed.map((row: { id: number }) => row.id).filter((id: number) => id !== box.id)]
    const ordered = data(await call(t.app, 'POST', url('order'), { token: editor, body: { kind: 'floatingBox', ids } }))
    assert.deepEqual(
      ordered.map((row: { id: number }) => row.id),
      ids,
    )
    assert.equal((await home(student)).floatingBox.title, '新生指南')
    const [orderRow] = await audit('floatingBox')
    assert.equal(orderRow!.action, 'order')
    refused(await call(t.app, 'POST', url('order'), { token: editor, body: { kind: 'floatingBox', ids: [box.id] } }), 400, /每一项/)
    data(await save({ ...box, startTime: hoursFromNow(1), endTime: hoursFromNow(2) }))
    assert.notEqual((await home(student)).floatingBox?.title, '新生指南', 'outside its window it gives way')
  })

  it('an article: scheduled release and offline time decide what the portal lists; the cover image is kept', async () => {
    const columnId = data(await call(t.app, 'GET', articleUrl('columnList'), { token: editor }))[0].id
    const body = {
      columnId,
      title: '定时发布的资讯',
      releaseDeptName: '教务处',
      content: '<p>正文</p>',
      titleImage: '/portal-api/v1/files/x',
    }
    const portalIds = async () =>
      data(await call(t.app, 'GET', '/portal-api/v1/cms/mobile/content/list', { query: { pageSize: '50' } })).items.map(
        (item: { id: number }) => item.id,
      )

    refused(
      await call(t.app, 'POST', articleUrl('articleSave'), {
        token: editor,
        body: { ...body, releaseStartTime: hoursFromNow(2), offlineTime: hoursFromNow(1) },
      }),
      400,
      /下线时间须晚于发布时间/,
    )
    const scheduled = data(
      await call(t.app, 'POST', articleUrl('articleSave'), {
        token: editor,
        body: { ...body, releaseStartTime: hoursFromNow(3), offlineTime: null },
      }),
    )
    assert.equal(scheduled.titleImage, '/portal-api/v1/files/x')
    const published = data(
      await call(t.app, 'POST', articleUrl('articleStatus'), {
        token: editor,
        body: { id: scheduled.id, status: 'published', updatedAt: scheduled.updatedAt },
      }),
    )
    assert.equal(published.releaseStartTime, scheduled.releaseStartTime, 'a later release time is kept on publishing')
    assert.ok(!(await portalIds()).includes(scheduled.id), 'not before its release time')
    refused(await call(t.app, 'GET', '/portal-api/v1/cms/mobile/content/detail', { query: { id: String(scheduled.id) } }), 404)

    const now = data(
      await call(t.app, 'POST', articleUrl('articleSave'), {
        token: editor,
        body: {
          ...body,
          id: scheduled.id,
          updatedAt: published.updatedAt,
          releaseStartTime: hoursFromNow(-1),
          offlineTime: hoursFromNow(1),
        },
      }),
    )
    assert.ok((await portalIds()).includes(scheduled.id), 'inside its window')
    const item = data(await call(t.app, 'GET', '/portal-api/v1/cms/mobile/content/detail', { query: { id: String(scheduled.id) } }))
    assert.match(item.titleImage, /\/portal-api\/v1\/files\/x$/)

    data(
      await call(t.app, 'POST', articleUrl('articleSave'), {
        token: editor,
        body: { ...body, id: scheduled.id, updatedAt: now.updatedAt, releaseStartTime: hoursFromNow(-2), offlineTime: hoursFromNow(-1) },
      }),
    )
    assert.ok(!(await portalIds()).includes(scheduled.id), 'gone after its offline time')
    const [row] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entity, 'article'), eq(adminAuditLog.entityId, String(scheduled.id))))
      .orderBy(desc(adminAuditLog.id))
    assert.ok((row!.after as { offlineTime: string }).offlineTime, 'the audit row keeps the schedule')
    refused(
      await call(t.app, 'POST', articleUrl('articleSave'), {
        token: editor,
        body: { ...body, titleImage: 'https://evil.example.com/a.png' },
      }),
      400,
      /封面图/,
    )
  })
})
