import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { cmsPaths } from '@contract/paths/cms'
import { adminAuditLog, cmsArticles } from '../../src/db/schema/index'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, data, refused } from '../cms/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const DETAIL = BASES.cms + cmsPaths.contentDetail.path
const VIDEO = '/portal-api/v1/files/clip.mp4'
const POSTER = '/portal-api/v1/files/poster.png'

describe('视频 articles in the console (/admin-api/v1/cms/articles/save)', () => {
  let t: TestApp
  let editor: string
  let columnId: number
  before(async () => {
    t = await createTestApp()
    editor = await loginToken(t.app, 'editor')
    columnId = data(await call(t.app, 'GET', url('columnList'), { token: editor }))[0].id
  })
  after(async () => {
    await t.close()
  })

  const base = { title: '视频资讯', releaseDeptName: '宣传部', content: '<p>看视频</p>' }
  const save = (body: Record<string, unknown>) =>
    call(t.app, 'POST', url('articleSave'), { token: editor, body: { columnId, ...base, ...body } })
  const lastAudit = async () => (await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0]!

  it('saves a 视频 article; the portal content detail plays its video with its poster; the list marks it', async () => {
    const created = data(await save({ mediaType: 'video', videoUrl: ` ${VIDEO} `, poster: POSTER }))
    assert.deepEqual([created.mediaType, created.videoUrl, created.poster], ['video', VIDEO, POSTER])
    const audit = await lastAudit()
    assert.equal(audit.action, 'create')
    assert.deepEqual((({ mediaType, videoUrl, poster }) => ({ mediaType, videoUrl, poster }))(audit.after as Record<string, string>), {
      mediaType: 'video',
      videoUrl: VIDEO,
      poster: POSTER,
    })

    const published = data(
      await call(t.app, 'POST', url('articleStatus'), {
        token: editor,
        body: { id: created.id, status: 'published', updatedAt: created.updatedAt },
      }),
    )
    const detail = data(await call(t.app, 'GET', DETAIL, { query: { id: String(created.id) } }))
    assert.equal(detail.mediaType, 'video')
    assert.ok(detail.videoUrl.endsWith(VIDEO), detail.videoUrl)
    assert.match(detail.videoUrl, /^https?:\/\//, 'absolute for the player')
    assert.ok(detail.poster.endsWith(POSTER), detail.poster)

    const listed = data(await call(t.app, 'GET', url('articleList'), { token: editor, query: { keyword: '视频资讯' } }))
    assert.deepEqual(
      listed.items.map((item: { id: number; mediaType: string }) => [item.id, item.mediaType]),
      [[created.id, 'video']],
    )

    // Without a poster the portal shows the cover: stored empty.
    const noPoster = data(await save({ id: created.id, updatedAt: published.updatedAt, mediaType: 'video', videoUrl: VIDEO, poster: '' }))
    assert.equal(noPoster.poster, '')
    assert.equal(data(await call(t.app, 'GET', DETAIL, { query: { id: String(created.id) } })).poster, '')
  })

  it('a 视频 article without a video, or with one from another site, is refused with the reason and nothing saved', async () => {
    const before = await t.database.db.select({ id: cmsArticles.id }).from(cmsArticles)
    refused(await save({ mediaType: 'video', videoUrl: '' }), 400, /^请上传或填写视频$/)
    refused(
      await save({ mediaType: 'video', videoUrl: 'https://evil.example.com/v.mp4' }),
      400,
      /^视频须为本站上传的文件或允许域名下的地址$/,
    )
    refused(
      await save({ mediaType: 'video', videoUrl: VIDEO, poster: '//evil.example.com/p.png' }),
      400,
      /^海报须为本站上传的文件或允许域名下的地址$/,
    )
    refused(await save({ mediaType: 'gallery', videoUrl: VIDEO }), 400)
    assert.equal((await t.database.db.select({ id: cmsArticles.id }).from(cmsArticles)).length, before.length)
  })

  it('switching to 图文 clears the video and poster (audited before → after); a save without mediaType keeps them', async () => {
    const created = data(await save({ title: '改回图文', mediaType: 'video', videoUrl: VIDEO, poster: POSTER }))
    const kept = data(await save({ title: '改回图文', id: created.id, updatedAt: created.updatedAt }))
    assert.deepEqual([kept.mediaType, kept.videoUrl, kept.poster], ['video', VIDEO, POSTER])

    const cleared = data(
      await save({ title: '改回图文', id: created.id, updatedAt: kept.updatedAt, mediaType: 'article', videoUrl: VIDEO, poster: POSTER }),
    )
    assert.deepEqual([cleared.mediaType, cleared.videoUrl, cleared.poster], ['article', '', ''])
    const [row] = await t.database.db.select().from(cmsArticles).where(eq(cmsArticles.id, created.id))
    assert.deepEqual([row!.mediaType, row!.videoUrl, row!.poster], ['article', '', ''])
    const audit = await lastAudit()
    assert.equal(audit.action, 'update')
    const media = (side: unknown) => (({ mediaType, videoUrl, poster }) => [mediaType, videoUrl, poster])(side as Record<string, string>)
    assert.deepEqual(media(audit.before), ['video', VIDEO, POSTER])
    assert.deepEqual(media(audit.after), ['article', '', ''])
  })
})
