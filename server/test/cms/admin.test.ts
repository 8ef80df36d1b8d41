import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { cmsArticles } from '../../src/db/schema/index'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from './helpers'

const SAVE = '/portal-api/v1/cms/admin/content/save'

describe('publishing articles (admins; sanitised on the way in)', () => {
  let t: TestApp
  let admin: string
  let student: string
  let columnId: number
  before(async () => {
    t = await createTestApp()
    admin = await loginToken(t.app, 'admin')
    student = await loginToken(t.app, '2026001')
    columnId = data(await call(t.app, 'GET', '/portal-api/v1/cms/mobile/column/list'))[1].id
  })
  after(async () => {
    await t.close()
  })

  it('stores sanitised HTML: the database never holds the payload, readers get clean content', async () => {
    const saved = data(
      await call(t.app, 'POST', SAVE, {
        token: admin,
        body: {
          columnId,
          title: '关于图书馆系统维护的通知',
          releaseDeptName: '图书馆',
          content:
            '<p onclick="alert(1)">维护时间：周六<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">详情</a><iframe src="https://evil.example"></iframe>',
        },
      }),
    )
    assert.equal(saved.status, 'published')
    assert.equal(saved.summary, '维护时间：周六 详情')
    const [row] = await t.database.db.select().from(cmsArticles).where(eq(cmsArticles.id, saved.id))
    assert.equal(row!.content, '<p>维护时间：周六</p><a>详情</a>')
    const detail = data(await call(t.app, 'GET', '/portal-api/v1/cms/mobile/content/detail', { query: { id: String(saved.id) } }))
    assert.equal(detail.content, '<p>维护时间：周六</p><a>详情</a>')
    const listed = data(
      await call(t.app, 'GET', '/portal-api/v1/cms/mobile/content/list', { query: { columnId: String(columnId), pageSize: '1' } }),
    )
    assert.equal(listed.items[0].id, saved.id, 'newest first')
    const withImages = data(
      await call(t.app, 'POST', SAVE, {
        token: admin,
        body: {
          columnId,
          title: '图片',
          releaseDeptName: '图书馆',
          content:
            '<p>a<img src="https://tracker.example.com/x.png"><img src="http://127.0.0.1:8080/portal-api/v1/cms/images/cover-red-cap.png"></p>',
        },
      }),
    )
    const [imageRow] = await t.database.db.select().from(cmsArticles).where(eq(cmsArticles.id, withImages.id))
    assert.equal(
      imageRow!.content,
      '<p>a<img src="http://127.0.0.1:8080/portal-api/v1/cms/images/cover-red-cap.png" /></p>',
      'foreign images dropped, own kept',
    )
  })

  it('updates by id, drafts disappear from readers', async () => {
    const created = data(
      await call(t.app, 'POST', SAVE, { token: admin, body: { columnId, title: '草拟', releaseDeptName: '教务处', content: '<p>一</p>' } }),
    )
    const updated = data(
      await call(t.app, 'POST', SAVE, {
        token: admin,
        body: { id: created.id, columnId, title: '草拟（修订）', releaseDeptName: '教务处', content: '<p>二</p>', status: 'draft' },
      }),
    )
    assert.equal(updated.id, created.id)
    assert.equal(updated.status, 'draft')
    refused(await call(t.app, 'GET', '/portal-api/v1/cms/mobile/content/detail', { query: { id: String(created.id) } }), 404)
  })

  it('refuses non-admins, unknown columns or ids, unsafe URLs and missing fields', async () => {
    const body = { columnId, title: '标题', releaseDeptName: '教务处', content: '<p>x</p>' }
    refused(await call(t.app, 'POST', SAVE, { body }), 401)
    refused(await call(t.app, 'POST', SAVE, { token: student, body }), 403, /仅管理员/)
    refused(await call(t.app, 'POST', SAVE, { token: admin, body: { ...body, columnId: 99999 } }), 404, /栏目不存在/)
    refused(await call(t.app, 'POST', SAVE, { token: admin, body: { ...body, id: 99999 } }), 404, /资讯不存在/)
    refused(await call(t.app, 'POST', SAVE, { token: admin, body: { ...body, titleImage: 'javascript:alert(1)' } }), 400, /封面图/)
    refused(await call(t.app, 'POST', SAVE, { token: admin, body: { ...body, url: '//evil.example' } }), 400, /外部链接/)
    refused(
      await call(t.app, 'POST', SAVE, { token: admin, body: { ...body, titleImage: 'https://tracker.example.com/cover.png' } }),
      400,
      /封面图只能使用本站/,
    )
    refused(await call(t.app, 'POST', SAVE, { token: admin, body: { ...body, mediaType: 'video' } }), 400, /视频地址/)
    refused(await call(t.app, 'POST', SAVE, { token: admin, body: { ...body, title: '' } }), 400, /title/)
    refused(await call(t.app, 'POST', SAVE, { token: admin, body: { ...body, releaseStartTime: 'yesterday' } }), 400)
    refused(await call(t.app, 'POST', SAVE, { token: admin, body: { columnId } }), 400, /缺少参数/)
  })
})
