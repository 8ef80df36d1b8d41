// The search bars that existed before the global search go through its service: the service tab's 搜索 finds 成绩查询
// by its initials and by a typo (rows of the service centre, highlighted), and the news search finds an article by
// pinyin. Screenshots at 375 and 320 px.
// Run: npm run build:h5 && node --test test/e2e/search-bars.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

let server
let browser

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

async function signedInPage(width) {
  const page = await newPhonePage(browser, { viewport: { width, height: 760 } })
  await signIn(page, server.url, '2026001')
  return page
}

describe('search bars through the search service', () => {
  for (const width of [375, 320]) {
    it(`service search at ${width} px: cjcx and a typo find 成绩查询`, async () => {
      const page = await signedInPage(width)
      await explainFailure(page, 'service search', async () => {
        await page.goto(server.url + '/pages/service/search')
        const screen = page.locator('.taro_page', { has: page.getByPlaceholder('服务名称、拼音首字母或部门') })
        const input = screen.locator('.nut-searchbar input')
        await input.waitFor()
        for (const keyword of ['cjcx', 'chengjichaxn']) {
          await input.fill(keyword)
          const results = screen.getByTestId('search-results')
          await results.waitFor()
          const first = results.locator('.service-row').first()
          await first.waitFor()
          assert.equal(await first.getAttribute('data-service'), '成绩查询', keyword)
          if (keyword === 'cjcx') {
            assert.equal(await first.locator('.service-row__hit').first().innerText(), '成绩查询')
            await screenshot(page, `search-bars-service-search-${width}`)
          }
        }
        await input.fill('%%%')
        await screen.getByText('请输入要搜索的文字或拼音').waitFor()
      })
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  it('news search: a pinyin query finds the article', async () => {
    const page = await signedInPage(375)
    await explainFailure(page, 'news search', async () => {
      await page.goto(server.url + '/pages/search/news?keyword=yuandan')
      const hit = page.getByTestId('search-hit').filter({ hasText: '元旦放假安排' }).first()
      await hit.waitFor()
      await screenshot(page, 'search-bars-news-search-375')
    })
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
