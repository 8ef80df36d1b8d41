// Issue 38, large text on H5: the reader's own text size is followed. Chromium's default text size is set to 32 px
// (200% of the usual 16, as a reader sets it in the browser's settings; CDP Page.setFontSizes), the demo student opens
// the five tabs and twenty of the most used pages at 375 and 320 px, and each is screenshotted and checked: the portal
// read the setting (--portal-reader-scale 2), its text is drawn larger, no text is cut off by a box too small for it
// (one-line ellipses and line clamps, which say that text goes on, are allowed), no two texts overlap, and the page
// does not run off the screen sideways. See ./text-layout.mjs for what counts as cut off or overlapping.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiData, closeHomePopup, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'
import { textLayoutFaults } from './text-layout.mjs'
import { confirmPicker, turnPicker } from './nut-picker.mjs'

const STUDENT = '2026001'
/** 200% of the browser's usual 16 px. */
const READER_PX = 32

const TABS = [
  ['tab-home', '/pages/tab/index/index', '[data-testid="home-services"]'],
  ['tab-service', '/pages/tab/service/index', '.taro_page'],
  ['tab-messages', '/pages/msgCenterTab/newtask/newtask', '.taro_page'],
  ['tab-schedule', '/pages/tab/schedule/schedule', '[data-testid="month-calendar"]'],
  ['tab-my', '/pages/tab/my/my', '.taro_page'],
]

/** Twenty of the most used pages (the message detail is opened from the list), each with what shows it has come. */
const pages = (libraryId) => [
  ['message-list', '/pagesA/message/entry', '[data-testid="message-item"]'],
  ['news-list', '/pagesA/news/news?columnCode=xxyw', '.news-item'],
  ['news-article', '/pagesA/news/detail?id=3&columnId=1', '.taro_page'],
  ['service-guide', `/pages/service/serviceGuide?serviceId=${libraryId}`, '.taro_page'],
  ['service-search', '/pages/service/search', '.taro_page'],
  ['search-results', `/pages/search/wholeSearch?keyword=${encodeURIComponent('成绩')}`, '.taro_page'],
  ['set', '/pages/set/set', '[data-testid="appearance-system"]'],
  ['set-notify', '/pages/set/notify', '.taro_page'],
  ['my-info', '/pages/myInfo/myInfo', '.taro_page'],
  ['my-favourites', '/pagesA/myFavorite/myFavorite', '.taro_page'],
  ['news-history', '/pagesA/newsHistory/newsHistory', '.taro_page'],
  ['account-security', '/pagesA/safeSet/safeSet', '.taro_page'],
  ['privacy', '/pages/privacy/privacy', '.taro_page'],
  ['about', '/pages/about/about', '.taro_page'],
  ['feedback', '/pages/myInfo/suggestNew', 'textarea'],
  ['schedule-create', '/pages/shedul/creatShedul', '.taro_page'],
  ['calendar-list', '/pages/shedul/calendList', '.taro_page'],
  ['personal-todo', '/msgCenter/pages/task/personaltodo', '.taro_page'],
  ['study-centre', '/study-center/pages/studyCenter/studyCenter', '.taro_page'],
]

let server
let browser
let libraryId

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  const res = await fetch(`${server.url}/token-service/password/passwordLogin?username=${STUDENT}&password=Campus%402026`, {
    method: 'POST',
  })
  const token = (await res.json()).data.idToken
  const catalogue = await apiData(server.url, token, '/portal-api/v1/service/catalogue')
  libraryId = catalogue.services.find((s) => s.serviceName === '图书借阅').serviceId
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

/** A signed-in phone page whose browser is set to 200% text. */
async function openPage(width) {
  const page = await newPhonePage(browser, { viewport: { width, height: width === 375 ? 760 : 640 } })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: READER_PX, fixed: READER_PX } })
  await signIn(page, server.url, STUDENT)
  return page
}

/** Opens the content, screenshots it and collects what is cut off or overlapping. */
async function check(page, name, ready, faults) {
  await explainFailure(page, `text-200-${name}`, async () => {
    await page.locator(ready).filter({ visible: true }).first().waitFor()
    await page.waitForLoadState('networkidle')
    await closeHomePopup(page, 500)
    await screenshot(page, `text-200-${name}`)
    const found = await textLayoutFaults(page)
    console.log(`200% ${name}: ${found.length ? found.join('\n  ') : 'no text cut off or overlapping'}`)
    faults.push(...found.map((fault) => `${name}: ${fault}`))
  })
}

describe('text at 200% of the reader’s setting (H5, student 2026001)', () => {
  it('the portal follows the browser’s text size', async () => {
    const page = await openPage(375)
    await page.goto(server.url + '/pages/set/set')
    await page.getByTestId('appearance-system').waitFor()
    const scale = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portal-reader-scale'))
    assert.equal(scale.trim(), '2')
    const title = await page
      .locator('.nut-cell-title')
      .filter({ visible: true })
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize))
    assert.ok(title >= 28, `a cell's title is drawn at ${title} px (14 px at 100%)`)
    await page.context().close()
  })

  it('a picker’s rows grow with the text, and turning it one drawn row picks the next value', async () => {
    const page = await openPage(375)
    await explainFailure(page, 'text-200-picker', async () => {
      await page.goto(server.url + '/pages/shedul/creatShedul?date=2027-10-20')
      const start = page.getByTestId('pick-start').filter({ visible: true })
      await start.waitFor()
      // A new event starts at the next full hour; at 23:00 there is no later hour, so the turn goes back one.
      const hour = Number(/2027-10-20 (\d{2}):00/.exec(await start.innerText())?.[1])
      assert.ok(Number.isInteger(hour), 'the new event starts on the day asked for, at a full hour')
      const step = hour === 23 ? -1 : 1
      await start.click()
      const active = page.locator('.nut-pickerview-roller-item-active').filter({ visible: true })
      await active.first().waitFor()
      // NutUI's picker reads its row height in script: a plain length, 44 px grown twice with the text.
      const property = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--nutui-picker-item-height'))
      assert.equal(property.trim(), '88px')
      const rows = await active.evaluateAll((items) =>
        items.map((item) => ({ height: item.getBoundingClientRect().height, font: parseFloat(getComputedStyle(item).fontSize) })),
      )
      assert.ok(
        rows.every((row) => row.height >= 87 && row.height >= row.font * 1.2),
        `each row holds its text: ${JSON.stringify(rows)}`,
      )
      // Five columns in a 375 px screen: their text holds to 1.3 times (18 px), so that no value is cut short.
      const cut = await page
        .locator('.nut-pickerview-roller-item-active')
        .filter({ visible: true })
        .evaluateAll((items) => items.filter((item) => item.scrollWidth > item.clientWidth + 1).map((item) => item.textContent))
      assert.deepEqual(cut, [], 'no column’s value cut short')
      await screenshot(page, 'text-200-picker-375')
      // The hour column (year, month, day, hour, minute): one drawn row on is the next hour.
      await turnPicker(page, 3, step)
      await confirmPicker(page)
      const picked = `2027-10-20 ${String(hour + step).padStart(2, '0')}:00`
      await page.getByTestId('pick-start').filter({ visible: true, hasText: picked }).waitFor()
      assert.deepEqual(page.errors, [])
    })
    await page.context().close()
  })

  for (const width of [375, 320]) {
    it(`the five tabs at ${width} px: no text cut off or overlapping`, async () => {
      const faults = []
      const page = await openPage(width)
      for (const [name, path, ready] of TABS) {
        await page.goto(server.url + path)
        await check(page, `${name}-${width}`, ready, faults)
      }
      assert.deepEqual(page.errors, [])
      await page.context().close()
      assert.deepEqual(faults, [])
    })

    it(`twenty of the most used pages at ${width} px: no text cut off or overlapping`, async () => {
      const faults = []
      const page = await openPage(width)
      for (const [name, path, ready] of pages(libraryId)) {
        await page.goto(server.url + path)
        await check(page, `${name}-${width}`, ready, faults)
      }
      await page.goto(server.url + '/pagesA/message/entry')
      await page.getByTestId('message-item').first().click()
      await page.waitForURL(/message\/detail\?id=/)
      await check(page, `message-detail-${width}`, '.msg-detail__content', faults)
      assert.deepEqual(page.errors, [])
      await page.context().close()
      assert.deepEqual(faults, [])
    })
  }
})
