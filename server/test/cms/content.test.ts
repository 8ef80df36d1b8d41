import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { cmsArticles, cmsColumns, cmsPopups, systemVisits } from '../../src/db/schema/index'
import { sanitizeRichText } from '../../src/lib/cms/cms-sanitize'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { call, CHINESE, data, HOST, refused } from './helpers'

const API = '/portal-api'

describe('CMS public content (/portal-api/v1/cms, marquee, services, visits)', () => {
  let t: TestApp
  let student: string
  before(async () => {
    t = await createTestApp()
    student = await loginToken(t.app, '2026001')
  })
  after(async () => {
    await t.close()
  })
  const get = async (url: string, query?: Record<string, string>, token?: string) => await call(t.app, 'GET', API + url, { query, token })

  it('lists the four demo columns in order, without a token', async () => {
    const columns = data(await get('/v1/cms/mobile/column/list'))
    assert.deepEqual(
      columns.map((c: any) => c.name),
      ['学校要闻', '通知公告', '学术动态', '校园生活'],
    )
    for (const column of columns) {
      assert.equal(typeof column.id, 'number')
      assert.match(column.columnCode, /^[a-z]+$/)
    }
  })

  it('home aggregates slideshow, marquee, columns with their newest 5, the active pop-up and the floating box', async () => {
    const home = data(await get('/v1/cms/home'))
    assert.ok(home.slideshow.length >= 3 && home.slideshow.length <= 4)
    for (const slide of home.slideshow) {
      assert.ok(slide.image.startsWith(`http://${HOST}/portal-api/v1/cms/images/`), slide.image)
      assert.match(slide.link, /^\/pagesA\/news\/detail\?id=\d+&columnId=\d+$/)
      assert.equal(typeof slide.contentId, 'number')
    }
    assert.equal(home.marquee.length, 3)
    assert.equal(home.columns.length, 4)
    for (const column of home.columns) {
      assert.equal(column.articles.length, 5)
      const times = column.articles.map((a: any) => Date.parse(a.releaseStartTime))
      assert.deepEqual(
        times,
        [...times].sort((a, b) => b - a),
        'newest first',
      )
      for (const article of column.articles) assert.equal(article.columnId, column.id)
    }
    assert.equal(home.popups.length, 1)
    assert.ok(Date.parse(home.popups[0].startTime) <= Date.now() && Date.parse(home.popups[0].endTime) > Date.now())
    assert.ok(home.floatingBox.visitedUrl.includes('{idToken}'))
    assert.ok(home.floatingBox.iconUrl.startsWith('http://'))
    // the individual endpoints give the same pieces
    assert.deepEqual(data(await get('/v1/cms/slideshow/list')), home.slideshow)
    assert.deepEqual(data(await get('/v2/cms/marqueeList/get')), home.marquee)
    assert.deepEqual(data(await get('/v1/cms/popup/list')), home.popups)
    assert.deepEqual(data(await get('/v1/cms/floatingBox/get')), home.floatingBox)
  })

  it('pop-ups outside their active window are not offered', async () => {
    const [inserted] = await t.database.db
      .insert(cmsPopups)
      .values({
        image: '/portal-api/v1/cms/images/popup-1.png',
        title: '已结束的活动',
        startTime: new Date(Date.now() - 10 * 86400_000),
        endTime: new Date(Date.now() - 86400_000),
      })
      .returning()
    const [future] = await t.database.db
      .insert(cmsPopups)
      .values({
        image: '/portal-api/v1/cms/images/popup-1.png',
        title: '未开始的活动',
        startTime: new Date(Date.now() + 86400_000),
        endTime: new Date(Date.now() + 2 * 86400_000),
      })
      .returning()
    const ids = data(await get('/v1/cms/popup/list')).map((p: any) => p.id)
    assert.ok(!ids.includes(inserted!.id) && !ids.includes(future!.id))
    assert.equal(ids.length, 1)
  })

  it('each column has at least 15 published articles with covers, departments and release times over the last 60 days', async () => {
    const columns = data(await get('/v1/cms/mobile/column/list'))
    for (const column of columns) {
      const page = data(await get('/v1/cms/mobile/content/list', { columnId: String(column.id), pageSize: '50' }))
      assert.ok(page.total >= 15, `${column.name}: ${page.total}`)
      assert.equal(page.items.length, page.total)
      assert.equal(page.page * page.size < page.total, false)
      for (const item of page.items) {
        assert.match(item.title, CHINESE)
        assert.match(item.releaseDeptName, CHINESE)
        assert.equal(item.releaseUnit, item.releaseDeptName)
        assert.equal(item.columnCode, column.columnCode)
        assert.equal(item.columnName, column.name)
        const age = Date.now() - Date.parse(item.releaseStartTime)
        assert.ok(age >= 0 && age <= 61 * 86400_000, item.releaseStartTime)
        if (item.titleImage) assert.ok(item.titleImage.startsWith(`http://${HOST}/`))
      }
    }
  })

  it('pages the list: total, hasMore and the last partial page; columnCode works like columnId', async () => {
    const first = data(await get('/v1/cms/mobile/content/list', { columnCode: 'tzgg', pageNum: '1', pageSize: '10' }))
    assert.equal(first.page, 1)
    assert.equal(first.size, 10)
    assert.equal(first.items.length, 10)
    assert.equal(first.page * first.size < first.total, true)
    const second = data(await get('/v1/cms/mobile/content/list', { columnCode: 'tzgg', pageNum: '2', pageSize: '10' }))
    assert.equal(second.items.length, first.total - 10)
    assert.equal(second.page * second.size < second.total, false)
    const ids = new Set([...first.items, ...second.items].map((item: any) => item.id))
    assert.equal(ids.size, first.total, 'no duplicates across pages')
    const beyond = data(await get('/v1/cms/mobile/content/list', { columnCode: 'tzgg', pageNum: '9', pageSize: '10' }))
    assert.deepEqual(beyond.items, [])
    assert.equal(beyond.page * beyond.size < beyond.total, false)
    assert.equal(beyond.total, first.total)
    const exact = data(await get('/v1/cms/mobile/content/list', { columnCode: 'tzgg', pageNum: '1', pageSize: String(first.total) }))
    assert.equal(exact.page * exact.size < exact.total, false)
    const defaults = data(await get('/v1/cms/mobile/content/list', { columnCode: 'tzgg' }))
    assert.equal(defaults.page, 1)
    assert.equal(defaults.size, 10)
    const all = data(await get('/v1/cms/mobile/content/list', { pageSize: '5' }))
    assert.ok(all.total >= 60)
    const found = data(await get('/v1/cms/mobile/content/list', { keyword: '元旦' }))
    assert.ok(found.total >= 1 && found.items.every((item: any) => item.title.includes('元旦')))
    const literal = data(await get('/v1/cms/mobile/content/list', { keyword: '%' }))
    assert.equal(literal.total, 0, '% is matched literally')
  })

  it('refuses bad list parameters with Chinese reasons', async () => {
    refused(await get('/v1/cms/mobile/content/list', { pageNum: '0' }), 400)
    refused(await get('/v1/cms/mobile/content/list', { pageSize: '51' }), 400)
    refused(await get('/v1/cms/mobile/content/list', { pageSize: '0' }), 400)
    refused(await get('/v1/cms/mobile/content/list', { pageNum: 'abc' }), 400)
    refused(await get('/v1/cms/mobile/content/list', { columnId: '-1' }), 400)
    refused(await get('/v1/cms/mobile/content/list', { columnId: '99999' }), 404, /栏目/)
    refused(await get('/v1/cms/mobile/content/list', { columnCode: 'nope' }), 404, /栏目/)
    const columns = data(await get('/v1/cms/mobile/column/list'))
    refused(await get('/v1/cms/mobile/content/list', { columnId: String(columns[0].id), columnCode: columns[1].columnCode }), 400, /不一致/)
  })

  it('detail gives sanitised content with absolute image URLs and increments the read count each time', async () => {
    const list = data(await get('/v1/cms/mobile/content/list', { columnCode: 'xxyw', pageSize: '1' }))
    const id = list.items[0].id
    const before = list.items[0].readCount
    const first = data(await get('/v1/cms/mobile/content/detail', { id: String(id) }))
    assert.equal(first.readCount, before + 1)
    assert.match(first.content, /<p>/)
    assert.match(first.content, new RegExp(`<img src="http://${HOST.replace('.', '\\.')}/portal-api/v1/cms/images/`))
    assert.equal(first.isFavorite, false, 'signed out')
    const second = data(await get('/v1/cms/mobile/content/detail', { id: String(id), columnId: String(first.columnId) }))
    assert.equal(second.readCount, before + 2)
    const again = data(await get('/v1/cms/mobile/content/list', { columnCode: 'xxyw', pageSize: '1' }))
    assert.equal(again.items[0].readCount, before + 2)
  })

  it('read counts are atomic under concurrent opens', async () => {
    const id = data(await get('/v1/cms/mobile/content/list', { columnCode: 'xsdt', pageSize: '1' })).items[0].id
    const [row] = await t.database.db.select({ readCount: cmsArticles.readCount }).from(cmsArticles).where(eq(cmsArticles.id, id))
    await Promise.all(Array.from({ length: 25 }, async () => data(await get('/v1/cms/mobile/content/detail', { id: String(id) }))))
    const [after] = await t.database.db.select({ readCount: cmsArticles.readCount }).from(cmsArticles).where(eq(cmsArticles.id, id))
    assert.equal(after!.readCount, row!.readCount + 25)
  })

  it('detail refuses missing, invalid, unknown, draft and future ids', async () => {
    refused(await get('/v1/cms/mobile/content/detail'), 400, /id/)
    refused(await get('/v1/cms/mobile/content/detail', { id: 'abc' }), 400)
    refused(await get('/v1/cms/mobile/content/detail', { id: '0' }), 400)
    refused(await get('/v1/cms/mobile/content/detail', { id: '987654' }), 404, /资讯不存在/)
    const [draft] = await t.database.db.select().from(cmsArticles).where(eq(cmsArticles.status, 'draft'))
    assert.ok(draft)
    refused(await get('/v1/cms/mobile/content/detail', { id: String(draft.id) }), 404)
    const [column] = await t.database.db.select().from(cmsColumns).limit(1)
    const [future] = await t.database.db
      .insert(cmsArticles)
      .values({
        columnId: column!.id,
        title: '明天发布的新闻',
        content: '<p>x</p>',
        releaseStartTime: new Date(Date.now() + 86400_000),
      })
      .returning()
    refused(await get('/v1/cms/mobile/content/detail', { id: String(future!.id) }), 404)
    const listed = data(await get('/v1/cms/mobile/content/list', { pageSize: '50', keyword: '明天发布' }))
    assert.equal(listed.total, 0, 'future articles are not listed')
    const drafts = data(await get('/v1/cms/mobile/content/list', { pageSize: '50', keyword: '草稿' }))
    assert.equal(drafts.total, 0, 'drafts are not listed')
    const [unchanged] = await t.database.db.select().from(cmsArticles).where(eq(cmsArticles.id, draft.id))
    assert.equal(unchanged!.readCount, draft.readCount, 'a refused open does not count')
  })

  it('the video article carries a playable video URL and poster; the gallery article its images', async () => {
    const all = data(await get('/v1/cms/mobile/content/list', { columnCode: 'xysh', pageSize: '50' }))
    const video = all.items.find((item: any) => item.mediaType === 'video')
    assert.ok(video, 'a video article exists')
    assert.match(video.videoUrl, /^http:\/\/.+\.(webm|mp4)$/)
    const detail = data(await get('/v1/cms/mobile/content/detail', { id: String(video.id) }))
    assert.ok(detail.poster.startsWith('http://'))
    assert.match(detail.content, /<video src="http:\/\/[^"]+" poster="http:\/\/[^"]+" controls/)
    const media = await call(t.app, 'GET', new URL(video.videoUrl).pathname)
    assert.equal(media.status, 200)
    assert.match(String(media.headers['content-type']), /^video\//)
    assert.ok(media.raw.length > 1000)
    const ranged = await t.app.inject({ url: new URL(video.videoUrl).pathname, headers: { range: 'bytes=0-99' } })
    assert.equal(ranged.statusCode, 206, 'range requests work (iOS players need them)')
    assert.equal(ranged.rawPayload.length, 100)
    const gallery = all.items.find((item: any) => item.mediaType === 'gallery')
    const galleryDetail = data(await get('/v1/cms/mobile/content/detail', { id: String(gallery.id) }))
    assert.ok(galleryDetail.images.length >= 3)
  })

  it('every demo image URL it hands out is a real PNG served by this server', async () => {
    const home = data(await get('/v1/cms/home'))
    const services = data(await get('/v1/service/findForceRecommService'))
    const urls = [
      ...home.slideshow.map((s: any) => s.image),
      home.popups[0].image,
      home.floatingBox.iconUrl,
      home.columns[0].articles[0].titleImage,
      ...services.map((s: any) => s.cardImage),
    ]
    for (const url of new Set<string>(urls)) {
      const response = await t.app.inject({ url: new URL(url).pathname })
      assert.equal(response.statusCode, 200, url)
      assert.equal(response.headers['content-type'], 'image/png')
      const meta = await sharp(response.rawPayload).metadata()
      assert.ok((meta.width ?? 0) >= 100, url)
    }
    refused(await call(t.app, 'GET', '/portal-api/v1/cms/images/nothing-here.png'), 404, /图片不存在/)
    refused(await call(t.app, 'GET', '/portal-api/v1/cms/images/..%2Fsecret.png'), 400)
  })

  it('findForceRecommService gives each identity the recommended services it may see, with hand-off fields and share links', async () => {
    const names = (list: any[]) => list.map((s) => s.serviceName)
    const forStudent = data(await get('/v1/service/findForceRecommService', undefined, student))
    const teacher = names(data(await get('/v1/service/findForceRecommService', undefined, await loginToken(t.app, 't1001'))))
    const signedOut = names(data(await get('/v1/service/findForceRecommService')))
    assert.equal(forStudent.length, 10)
    assert.ok(names(forStudent).includes('成绩查询'))
    assert.ok(!teacher.includes('成绩查询') && teacher.includes('请假申请') && teacher.includes('课表查询'), teacher.join())
    assert.ok(!signedOut.includes('请假申请') && signedOut.includes('课表查询'), signedOut.join())
    const services = forStudent
    for (const service of services) {
      assert.match(service.serviceName, CHINESE)
      assert.match(service.serviceNo, /^FW\d{4}$/)
      assert.ok(['url', 'header', 'none'].includes(service.tokenTransType))
      assert.ok(service.iconUrl.startsWith('http://'))
      assert.equal(service.collect, false)
      const share = new URL(service.shareUrl)
      assert.equal(share.pathname, '/pages/service/serviceShare')
      assert.equal(share.searchParams.get('noLogin'), '1')
      assert.equal(JSON.parse(share.searchParams.get('serviceInfo')!).serviceId, service.serviceId)
      if (service.engineType === 'weapp') assert.ok(service.appId && service.path)
      else assert.ok(service.loadPath)
    }
  })

  it('systemVisitSave records a visit, attributed to the user when a token comes with it', async () => {
    const anonymous = data(
      await call(t.app, 'POST', `${API}/v1/system/systemVisitSave`, { form: { pageUrl: '/pages/tab/index/index', visitType: 'page' } }),
    )
    const mine = data(
      await call(t.app, 'POST', `${API}/v1/system/systemVisitSave`, {
        token: student,
        body: { pageUrl: '/pagesA/news/detail?id=1', visitType: 'content', targetId: '1', title: '学校要闻' },
      }),
    )
    const rows = await t.database.db.select().from(systemVisits)
    const anon = rows.find((row) => row.id === anonymous.id)
    const own = rows.find((row) => row.id === mine.id)
    assert.equal(anon?.accountId, null)
    assert.equal(anon?.pageUrl, '/pages/tab/index/index')
    assert.ok(own?.accountId)
    assert.equal(own?.visitType, 'content')
    refused(await call(t.app, 'POST', `${API}/v1/system/systemVisitSave`, { body: {} }), 400, /pageUrl/)
    refused(await call(t.app, 'POST', `${API}/v1/system/systemVisitSave`, { body: { pageUrl: '/x', visitType: 'hack' } }), 400)
  })

  it('an invalid token on a public read is treated as signed out, not refused', async () => {
    const id = data(await get('/v1/cms/mobile/content/list', { pageSize: '1' })).items[0].id
    const detail = data(await get('/v1/cms/mobile/content/detail', { id: String(id) }, 'not-a-token'))
    assert.equal(detail.isFavorite, false)
  })

  it('stored demo content is already sanitised (sanitising again changes nothing)', async () => {
    const rows = await t.database.db.select({ content: cmsArticles.content }).from(cmsArticles)
    for (const row of rows) assert.equal(sanitizeRichText(row.content), row.content)
  })
})
