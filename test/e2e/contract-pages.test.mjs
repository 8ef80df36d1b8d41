// Lists read the contract's one page shape {items, total, page, size}: a news column loads page after page
// until the server's total, and the personal to-do list renders, at 375 px and 320 px.
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

const visibleCount = (page, testId) =>
  page.evaluate((id) => [...document.querySelectorAll(`[data-testid="${id}"]`)].filter((e) => e.checkVisibility()).length, testId)

for (const width of [375, 320]) {
  describe(`contract page shape at ${width} px`, () => {
    it('a news column pages through to the total the server reports', async () => {
      const total = (await (await fetch(`${server.url}/portal-api/v1/cms/mobile/content/list?columnCode=tzgg&pageSize=1`)).json()).data
        .total
      assert.ok(total > 10, 'the demo column has more than one page')
      const page = await newPhonePage(browser, { viewport: { width, height: 740 } })
      await signIn(page, server.url, '2026001')
      await page.goto(`${server.url}/pagesA/news/news?columnCode=tzgg`)
      await page.waitForFunction(
        () => [...document.querySelectorAll('[data-testid="news-item"]')].filter((e) => e.checkVisibility()).length === 10,
      )
      await screenshot(page, `contract-news-list-${width}`)
      for (let i = 0; i < 10 && (await visibleCount(page, 'news-item')) < total; i += 1) {
        await page.evaluate(() => {
          for (const el of [document.scrollingElement, ...document.querySelectorAll('.taro_page, .taro-tabbar__panel')]) {
            if (el) el.scrollTop = el.scrollHeight
          }
          window.scrollTo(0, document.body.scrollHeight)
        })
        await page.waitForTimeout(400)
      }
      assert.equal(await visibleCount(page, 'news-item'), total)
      await page.getByText('没有更多了').waitFor()
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })

    it('the personal to-do list shows the page the flow service answers', async () => {
      const page = await newPhonePage(browser, { viewport: { width, height: 740 } })
      const token = await signIn(page, server.url, '2026001')
      const answer = await (await fetch(`${server.url}/flow/personal-todo/list`, { headers: { 'x-id-token': token } })).json()
      assert.ok(answer.data.items.length > 0 && answer.data.page === 1)
      await page.goto(`${server.url}/msgCenter/pages/task/personaltodo`)
      await page.getByTestId('personal-todo').first().waitFor()
      assert.equal(await visibleCount(page, 'personal-todo'), answer.data.items.length)
      await screenshot(page, `contract-personal-todo-${width}`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  })
}
