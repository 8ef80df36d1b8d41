import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { cmsArticles } from '../../src/db/schema/index'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { call, data } from './helpers'

const API = '/portal-api'
const cjk = (text: string) => text.replace(/[^\u4e00-\u9fff]/g, '')

/** Length of the longest run of Chinese characters two texts share. */
function sharedRun(a: string, b: string): number {
  const x = cjk(a)
  const y = cjk(b)
  let best = 0
  for (let i = 0; i < x.length; i += 1) {
    for (let j = 0; j < y.length; j += 1) {
      let n = 0
      while (x[i + n] !== undefined && x[i + n] === y[j + n]) n += 1
      best = Math.max(best, n)
    }
  }
  return best
}

describe('demo content of 示范大学 (seed)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

  it('each slide opens the article it announces', async () => {
    const home = data(await call(t.app, 'GET', `${API}/v1/cms/home`))
    for (const slide of home.slideshow) {
      const [article] = await t.database.db
        .select({ title: cmsArticles.title })
        .from(cmsArticles)
        .where(eq(cmsArticles.id, slide.contentId))
      assert.ok(article, `slide ${slide.title} opens an article`)
      // Before: 「2026 届毕业典礼」 opened the freshmen ceremony and 「科技创新活动月」 a battery paper.
      assert.ok(sharedRun(slide.title, article.title) >= 4, `slide 「${slide.title}」 opens 「${article.title}」`)
    }
  })

  it('every article has its own text and its own figure: no paragraph or image is shared', async () => {
    const rows = await t.database.db
      .select({ title: cmsArticles.title, content: cmsArticles.content, status: cmsArticles.status })
      .from(cmsArticles)
    const published = rows.filter((r) => r.status === 'published')
    assert.ok(published.length >= 60)
    const paragraphOwner = new Map<string, string>()
    const imageOwner = new Map<string, string>()
    for (const row of published) {
      for (const [, text] of row.content.matchAll(/<p[^>]*>(.*?)<\/p>/g)) {
        const plain = text!.replace(/<[^>]+>/g, '').trim()
        if (cjk(plain).length < 20 || plain.startsWith('（供稿')) continue
        assert.ok(!paragraphOwner.has(plain), `「${plain}」 is in both 「${paragraphOwner.get(plain)}」 and 「${row.title}」`)
        paragraphOwner.set(plain, row.title)
      }
      for (const [, src] of row.content.matchAll(/<img[^>]*src="([^"]+)"/g)) {
        assert.ok(!imageOwner.has(src!), `${src} is in both 「${imageOwner.get(src!)}」 and 「${row.title}」`)
        imageOwner.set(src!, row.title)
      }
    }
    assert.ok(imageOwner.size >= 60, `${imageOwner.size} article figures`)
  })

  it('renders an article figure as a PNG captioned per article, and 404s an unknown one', async () => {
    const res = await call(t.app, 'GET', `${API}/v1/cms/images/figure-0-5.png`)
    assert.equal(res.status, 200)
    assert.equal(res.headers['content-type'], 'image/png')
    assert.equal((await call(t.app, 'GET', `${API}/v1/cms/images/figure-9-99.png`)).status, 404)
  })

  it('sends the same image as WebP to a browser that accepts it, smaller, varying on Accept', async () => {
    const url = `${API}/v1/cms/images/slide-0.png`
    const png = await t.app.inject({ url, headers: { host: 'portal.test' } })
    const webp = await t.app.inject({ url, headers: { host: 'portal.test', accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } })
    assert.equal(png.headers['content-type'], 'image/png')
    assert.equal(webp.headers['content-type'], 'image/webp')
    for (const res of [png, webp]) assert.match(String(res.headers.vary), /(^|,) *accept *(,|$)/i)
    assert.equal(webp.rawPayload.subarray(8, 12).toString('latin1'), 'WEBP')
    assert.ok(webp.rawPayload.length * 2 < png.rawPayload.length, `${webp.rawPayload.length} against ${png.rawPayload.length} bytes`)
    const miniProgram = await t.app.inject({
      url,
      headers: { host: 'portal.test', accept: 'image/webp,*/*', referer: 'https://servicewechat.com/wx0123456789abcdef/1/page-frame.html' },
    })
    assert.equal(miniProgram.headers['content-type'], 'image/png', 'the mini-program gets the PNG')
  })
})
