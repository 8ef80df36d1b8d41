// Taro's H5 shell without Stencil (issue 9): the tab bar, the home's pull-down refresh and the empty state's
// button are plain elements, so the home's first load defines none of Taro's Stencil components; a page that uses
// one still gets it on demand.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { closeHomePopup, drag, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const HOME = '/pages/tab/index/index'
const SERVICE = '/pages/tab/service/index'

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

async function openHome(options) {
  const page = await newPhonePage(browser, options)
  await signIn(page, server.url, '2026001')
  await page.goto(server.url + HOME, { waitUntil: 'networkidle' })
  await page.locator('.weui-tabbar__item').first().waitFor()
  await closeHomePopup(page)
  return page
}

describe('H5 shell without Stencil', () => {
  test('the home loads no Stencil component; the tab bar is a tab list that keys and taps switch', async () => {
    const page = await openHome()
    const defined = await page.evaluate(() =>
      ['taro-button-core', 'taro-pull-to-refresh-core', 'taro-input-core'].filter((tag) => customElements.get(tag)),
    )
    assert.deepEqual(defined, [], 'no Stencil component is defined on the home')
    const tabs = page.getByRole('tablist').getByRole('tab')
    assert.equal(await tabs.count(), 5)
    assert.equal(await tabs.nth(0).getAttribute('aria-selected'), 'true')
    assert.equal(await tabs.nth(1).getAttribute('aria-selected'), 'false')

    await tabs.nth(1).focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.pathname === SERVICE)
    assert.equal(await tabs.nth(1).getAttribute('aria-selected'), 'true')
    await tabs.nth(0).click()
    await page.waitForURL((u) => u.pathname === HOME)
    assert.equal(await tabs.nth(0).getAttribute('aria-selected'), 'true')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('pulling the home down from the top refreshes it and settles back', async () => {
    const page = await openHome({ hasTouch: true, isMobile: true })
    let homeCalls = 0
    page.on('request', (r) => new URL(r.url()).pathname === '/portal-api/v1/cms/home' && homeCalls++)
    const content = page.locator('.taro_page_show .rmc-pull-to-refresh-content')
    await content.waitFor()

    // Pulled only 20 px: below the refresh distance, nothing is fetched and the content springs back.
    await drag(page, 200, 300, 330)
    await page.waitForTimeout(500)
    assert.equal(homeCalls, 0)
    assert.equal(await content.evaluate((e) => e.style.transform), '')

    await drag(page, 200, 300, 600)
    await page.waitForFunction(() => document.querySelector('.taro_page_show .rmc-pull-to-refresh-indicator')?.hidden === false)
    await screenshot(page, 'home-pull-down-refresh')
    await page.waitForFunction(() => document.querySelector('.taro_page_show .rmc-pull-to-refresh-content')?.style.transform === '')
    assert.equal(homeCalls, 1, 'one refresh of the home')
    assert.equal(await page.locator('.taro_page_show .rmc-pull-to-refresh-indicator').isHidden(), true)

    // Scrolled down, the same gesture scrolls instead of refreshing.
    await page.locator('.taro_page_show').evaluate((e) => e.scrollTo(0, 400))
    await drag(page, 200, 300, 600)
    await page.waitForTimeout(800)
    assert.equal(homeCalls, 1)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test("the empty state's retry button works without Stencil, and pages with Taro's buttons still get them", async () => {
    const page = await newPhonePage(browser)
    await signIn(page, server.url, '2026001')
    const failing = (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 503, msg: '维护中' }) })
    await page.route('**/portal-api/v1/service/**', failing)
    await page.goto(server.url + SERVICE, { waitUntil: 'networkidle' })
    const retry = page.locator('.portal-empty').getByRole('button', { name: '重试' })
    await retry.waitFor()
    assert.equal(await page.evaluate(() => Boolean(customElements.get('taro-button-core'))), false)
    await page.unroute('**/portal-api/v1/service/**', failing)
    await retry.click()
    await page.locator('.portal-empty').waitFor({ state: 'detached' })

    // The my tab's sign-out button is NutUI's, on Taro's Button: its Stencil component loads with the page.
    await page.getByRole('tablist').getByRole('tab').nth(4).click()
    await page.locator('.nut-button', { hasText: '退出登录' }).waitFor()
    assert.equal(await page.evaluate(() => Boolean(customElements.get('taro-button-core'))), true)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
