// Issue 38, 设置 › 长辈模式 on H5 (375 and 320 px), signed in as the demo student: the switch turns on larger type
// (body text from 14 to about 18 px, NutUI's included) and 48 px controls at once, and the server keeps it with the
// account. The home becomes simpler: the person's favourites and recently opened services first, three to a row, then
// the news; no slideshow, rolling notices or pop-up. Our own words are plainer (清除缓存 is 清理临时文件). The
// five tabs and 设置 are drawn without sideways overflow.
// Another browser signed in as the same person follows the setting; another person does not. Off again: the usual home.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiData, closeHomePopup, drag, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const STUDENT = '2026001'
const HOME = '/pages/tab/index/index'
const SET = '/pages/set/set'
const SETTINGS_API = '/personal/api/v1/personal/display/settings'
/** The other four tabs, each with what shows that its content has come. */
const TABS = [
  ['service', '/pages/tab/service/index', (page) => page.getByText('课表查询').first()],
  ['messages', '/pages/msgCenterTab/newtask/newtask', (page) => page.getByText('暂无待办，休息一下吧')],
  ['schedule', '/pages/tab/schedule/schedule', (page) => page.getByTestId('month-calendar')],
  ['my', '/pages/tab/my/my', (page) => page.getByText('我的收藏')],
]

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

/** The computed font size, in px, of the first element matching `selector` that is shown. */
const fontSize = (page, selector) =>
  page
    .locator(selector)
    .filter({ visible: true })
    .first()
    .evaluate((el) => parseFloat(getComputedStyle(el).fontSize))

/** Fails when the page is wider than the screen (text or controls pushed out sideways). */
async function assertNoSidewaysOverflow(page, name) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }))
  assert.ok(scroll <= width, `${name}: the page is ${scroll} px wide on a ${width} px screen`)
}

async function elderSwitch(page) {
  await page.goto(server.url + SET)
  const toggle = page.getByRole('switch', { name: '长辈模式' })
  await toggle.waitFor()
  return toggle
}

describe('长辈模式 (H5)', () => {
  it('turns on larger type and controls and a simpler home, kept with the account, and turns off again', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    const token = await signIn(page, server.url, STUDENT)

    await explainFailure(page, 'elder-mode-switch', async () => {
      const toggle = await elderSwitch(page)
      const before = await fontSize(page, '.nut-cell-title')
      assert.equal(await toggle.getAttribute('aria-checked'), 'false')
      await toggle.click()
      await page.getByText('已开启长辈模式').waitFor()
      assert.equal(await toggle.getAttribute('aria-checked'), 'true')
      assert.ok(await page.evaluate(() => document.documentElement.classList.contains('portal-elder')))
      const after = await fontSize(page, '.nut-cell-title')
      assert.ok(after >= 18 && after / before > 1.25, `the cells' titles grow from ${before} px to ${after} px`)
      const heights = await page
        .locator('.nut-cell')
        .filter({ visible: true })
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height))
      assert.ok(heights.length > 5 && heights.every((h) => h >= 48), `every row of 设置 is at least 48 px tall: ${heights}`)
      assert.deepEqual(await apiData(server.url, token, SETTINGS_API), { elderMode: true }, 'saved with the account')
      // Plainer words at once, on the page the switch is on: 清除缓存 says what it does.
      await page.getByText('清理临时文件').waitFor()
      assert.equal(await page.getByText('清除缓存', { exact: true }).count(), 0)
      await screenshot(page, 'elder-set-375')
      await assertNoSidewaysOverflow(page, '设置')
      assert.deepEqual(page.errors, [])
    })

    await explainFailure(page, 'elder-mode-home', async () => {
      const mine = await apiData(server.url, token, '/portal-api/v1/service/mine')
      const school = await apiData(server.url, token, '/portal-api/v1/service/findForceRecommService')
      const expected = [...new Set([...mine.favourites, ...mine.recent, ...school].map((s) => s.serviceName))].slice(0, 9)
      await page.goto(server.url + HOME)
      const grid = page.getByTestId('home-services')
      await grid.waitFor()
      assert.match((await grid.getAttribute('class')) ?? '', /home-services--large/)
      const names = grid.locator('.home-services__name')
      await page.waitForFunction((n) => document.querySelectorAll('.home-services__name').length === n, expected.length)
      assert.deepEqual(await names.allTextContents(), expected, 'favourites, then the recently opened, then the school’s, each once')
      const widths = await grid.locator('.home-services__item').evaluateAll((items) => items.map((i) => i.getBoundingClientRect().width))
      const gridWidth = await grid.evaluate((g) => g.getBoundingClientRect().width)
      assert.ok(
        widths.every((w) => w >= gridWidth / 3 - 12 && w >= 48),
        `three to a row, each a large target: ${widths} of ${gridWidth}`,
      )
      await page.locator('.home-news').first().waitFor()
      assert.equal(await page.getByTestId('home-slideshow').count(), 0, 'no slideshow')
      assert.equal(await page.getByTestId('home-marquee').count(), 0, 'no rolling notices')
      await page.waitForTimeout(1500)
      assert.equal(await page.locator('.home-popup-layer').count(), 0, 'no pop-up')
      assert.ok((await fontSize(page, '.home-services__name')) >= 15, 'service names at least 15 px')
      await screenshot(page, 'elder-home-375')
      await assertNoSidewaysOverflow(page, 'home')
      await page.setViewportSize({ width: 320, height: 700 })
      await screenshot(page, 'elder-home-320')
      await assertNoSidewaysOverflow(page, 'home at 320 px')
      for (const [name, path, ready] of TABS) {
        await page.goto(server.url + path)
        await ready(page).waitFor()
        await page.waitForLoadState('networkidle')
        await screenshot(page, `elder-${name}-320`)
        await assertNoSidewaysOverflow(page, `${name} at 320 px`)
        if (name === 'service') {
          // Its icon buttons say what they do in a word and are 48 px targets.
          const icons = page.locator('.service-tab__icon')
          assert.deepEqual(await icons.allInnerTexts(), ['排行', '扫码'])
          // Plainer words: the search says what to type, 编辑 is 调整.
          await page.getByText('按名字找服务').waitFor()
          await page.getByText('调整', { exact: true }).waitFor()
          const boxes = await icons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()))
          assert.ok(
            boxes.every((b) => b.width >= 48 && b.height >= 48),
            `service tab icons: ${JSON.stringify(boxes)}`,
          )
          // Three to a row, and no service name cut short.
          const narrow = await page
            .locator('.service-grid__item')
            .evaluateAll((items) =>
              items
                .filter((item) => item.getBoundingClientRect().width < window.innerWidth / 4)
                .map((item) => item.getAttribute('data-service')),
            )
          assert.deepEqual(narrow, [], 'three to a row: no cell under a quarter of the screen')
          const truncated = await page
            .locator('.service-grid__name')
            .evaluateAll((names) => names.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent))
          assert.deepEqual(truncated, [], 'no service name cut short')
        }
      }
      await page.setViewportSize({ width: 375, height: 760 })
      assert.deepEqual(page.errors, [])
    })

    // Another device: the same person's 长辈模式 follows from the server; someone else's portal stays as it was.
    const other = await newPhonePage(browser, { viewport: { width: 375, height: 760 }, hasTouch: true, isMobile: true })
    await explainFailure(other, 'elder-mode-other-device', async () => {
      await signIn(other, server.url, STUDENT)
      await other.goto(server.url + HOME)
      await other.waitForFunction(() => document.documentElement.classList.contains('portal-elder'))
      await other.locator('.home-services--large').waitFor()
      // Pulling the home down reloads the person's own services with the school's.
      await other.waitForLoadState('networkidle')
      const reloaded = other.waitForRequest((r) => new URL(r.url()).pathname === '/portal-api/v1/service/mine', { timeout: 10_000 })
      await drag(other, 200, 300, 600)
      await reloaded
      await other.waitForFunction(() => document.querySelector('.taro_page_show .rmc-pull-to-refresh-content')?.style.transform === '')
      await other.context().clearCookies()
      await other.evaluate(() => localStorage.clear())
      await signIn(other, server.url, 't1001')
      await other.goto(server.url + HOME)
      await other.getByTestId('home-slideshow').waitFor()
      await closeHomePopup(other)
      assert.equal(await other.evaluate(() => document.documentElement.classList.contains('portal-elder')), false)
      assert.equal(await other.locator('.home-services--large').count(), 0)
    })

    await explainFailure(page, 'elder-mode-off', async () => {
      const toggle = await elderSwitch(page)
      await toggle.click()
      await page.getByText('已关闭长辈模式').waitFor()
      assert.deepEqual(await apiData(server.url, token, SETTINGS_API), { elderMode: false })
      assert.ok((await fontSize(page, '.nut-cell-title')) < 16, 'the usual type again')
      await page.getByText('清除缓存', { exact: true }).waitFor()
      await page.goto(server.url + HOME)
      await page.getByTestId('home-slideshow').waitFor()
      await closeHomePopup(page)
      assert.equal(await page.locator('.home-services--large').count(), 0)
      assert.deepEqual(page.errors, [])
    })
  })
})
