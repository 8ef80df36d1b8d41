// 昵称 in the browser (H5): 个人信息 edits the nickname (a refused one shows the reason and is not saved), and the
// 我的 tab shows it under the official name after a reload; the schedule tab's lunar notes come from the server.
// Screenshots at 375 and 320 px.
// Run after an H5 build: node --test test/e2e/nickname.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

let server
let browser

/** Waits for a toast's text (Taro's H5 toast is drawn over the page, outside the page's own nodes). */
const shownText = (page, text) => page.waitForFunction((t) => document.body.innerText.includes(t), text)

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

describe('nickname (昵称)', () => {
  it('is edited on 个人信息 and shown on the 我的 tab after a reload; a refused one keeps the saved nickname', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    await signIn(page, server.url, '2026001')
    await explainFailure(page, 'nickname-edit', async () => {
      await page.goto(`${server.url}/pages/myInfo/myInfo`)
      const info = page.locator('.taro_page', { has: page.getByTestId('nickname-editor') })
      const input = info.locator('[data-testid="nickname-editor"] input')
      await input.waitFor()
      assert.equal(await input.inputValue(), '')
      assert.equal(await info.getByTestId('nickname-save').count(), 0, 'nothing to save before typing')

      await input.fill('一二三四五六七八九十一二三四五六七八九十一')
      await info.getByTestId('nickname-save').click()
      await shownText(page, '昵称最多 20 个字')

      await input.fill('  小明同学 ')
      await info.getByTestId('nickname-save').click()
      await shownText(page, '昵称已保存')
      await info.getByTestId('nickname-save').waitFor({ state: 'detached' })
      await screenshot(page, 'nickname-my-info-375')

      await page.goto(`${server.url}/pages/tab/my/my`)
      await page.reload()
      const my = page.locator('.taro_page', { has: page.getByTestId('my-profile') })
      const shown = my.getByTestId('my-nickname')
      await shown.waitFor()
      assert.equal((await shown.innerText()).trim(), '昵称 小明同学')
      assert.match(await my.getByTestId('my-profile').innerText(), /李明/)
      await screenshot(page, 'nickname-my-tab-375')
      assert.deepEqual(page.errors, [])
    })
    await page.close()
  })

  it('fits at 320 px: the 个人信息 row and the 我的 card', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 320, height: 700 } })
    const token = await signIn(page, server.url, 't1001')
    const saved = await fetch(`${server.url}/personal/api/v1/personal/user/info/nickname`, {
      method: 'POST',
      headers: { 'X-Id-Token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ nickname: '王老师的二十个字昵称也要放得下才行哦哦' }),
    })
    assert.equal((await saved.json()).code, 0)
    await explainFailure(page, 'nickname-320', async () => {
      await page.goto(`${server.url}/pages/myInfo/myInfo`)
      const info = page.locator('.taro_page', { has: page.getByTestId('nickname-editor') })
      const input = info.locator('[data-testid="nickname-editor"] input')
      await input.waitFor()
      assert.equal(await input.inputValue(), '王老师的二十个字昵称也要放得下才行哦哦')
      const cell = await info.locator('.nut-cell', { has: page.getByTestId('nickname-editor') }).boundingBox()
      assert.ok(cell && cell.x >= 0 && cell.x + cell.width <= 320, `the row fits: ${JSON.stringify(cell)}`)
      await screenshot(page, 'nickname-my-info-320')
      await page.goto(`${server.url}/pages/tab/my/my`)
      const my = page.locator('.taro_page', { has: page.getByTestId('my-profile') })
      await my.getByTestId('my-nickname').waitFor()
      const card = await my.getByTestId('my-profile').boundingBox()
      assert.ok(card && card.x + card.width <= 320, `the card fits: ${JSON.stringify(card)}`)
      await screenshot(page, 'nickname-my-tab-320')
      assert.deepEqual(page.errors, [])
    })
    await page.close()
  })
})

// The schedule tab's lunar notes now come from the server (GET /portal-api/v1/schedule/dayNotes), not a client library.
describe('schedule tab: day notes from the server', () => {
  it("writes the server's lunar day, festival or solar term under each date of the month", async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    const token = await signIn(page, server.url, '2026001')
    await explainFailure(page, 'day-notes', async () => {
      await page.goto(`${server.url}/pages/tab/schedule/schedule`)
      const tab = page.locator('.taro_page', { has: page.getByTestId('month-calendar') })
      await tab.locator('.month-calendar__lunar').first().waitFor()
      // The month's own days carry a note; the neighbouring months' days NutUI pads the grid with do not.
      const shown = await tab
        .locator('.month-calendar__under')
        .evaluateAll((nodes) =>
          nodes
            .map((n) => [n.getAttribute('data-day'), n.querySelector('.month-calendar__lunar')?.textContent ?? null])
            .filter(([, text]) => text !== null),
        )
      assert.ok(shown.length >= 28, `notes under a month of days: ${shown.length}`)
      const days = shown.map(([day]) => day).sort()
      const res = await fetch(`${server.url}/portal-api/v1/schedule/dayNotes?start=${days[0]}&end=${days.at(-1)}`, {
        headers: { 'X-Id-Token': token },
      })
      const notes = new Map((await res.json()).data.map((n) => [n.day, n.text]))
      for (const [day, text] of shown) assert.equal(text, notes.get(day), day)
      await screenshot(page, 'schedule-day-notes-375')
      assert.deepEqual(page.errors, [])
    })
    await page.close()
  })
})
