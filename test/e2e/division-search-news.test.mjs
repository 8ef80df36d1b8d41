// The division's news and its search in the browser (demo data): the news page filters by the division's
// columns; the search finds announcements and news of the division only and opens an announcement.
// Run after an H5 build: node --test test/e2e/division-search-news.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

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

async function openAs(username, path, width) {
  const page = await newPhonePage(browser, { viewport: { width, height: 740 } })
  await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return page
}

describe('division news and search', () => {
  for (const width of [375, 320]) {
    it(`单位资讯 at ${width} px: all the division's columns, then one column`, async () => {
      const page = await openAs('2026001', '/pages/secondWork/news/news?code=sfdx-cs', width)
      await page.getByRole('tab', { name: '学院新闻' }).waitFor()
      await page.getByText('学院举办人工智能前沿学术报告会').waitFor()
      await page.getByText('学院开展新生入学教育系列活动').waitFor()
      await page.getByRole('tab', { name: '学工动态' }).click()
      await page.getByText('学院开展新生入学教育系列活动').waitFor()
      await page.getByText('学院举办人工智能前沿学术报告会').waitFor({ state: 'detached' })
      assert.equal(await page.getByText('经管').count(), 0)
      await screenshot(page, `division-news-${width}`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })

    it(`单位内搜索 at ${width} px: finds the division's announcement and opens it`, async () => {
      const page = await openAs('2026001', '/pages/secondWork/search?code=sfdx-cs', width)
      const input = page.locator('.nut-searchbar input')
      await input.waitFor()
      await input.fill('期末')
      await input.press('Enter')
      const hit = page.locator('[data-testid^="hit-announcement-"]').first()
      await hit.waitFor()
      assert.match(await hit.innerText(), /期末考试安排/)
      await screenshot(page, `division-search-${width}`)
      await hit.click()
      await page.waitForURL(/gonggaoList/)
      await page.getByTestId('notice-detail').filter({ hasText: '期末考试安排' }).waitFor()
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }
})
