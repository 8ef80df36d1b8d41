// Issue 38, dark mode on H5: Chromium with a dark system scheme (`colorScheme: 'dark'`), signed in as the demo student,
// opens the five tabs and ten of the most used pages at 375 px (a few at 320 px too), screenshots each, checks that the
// page is drawn on a dark background, and runs axe's color-contrast rule on it (text and controls still 4.5:1 in dark).
// Then 设置 › 外观: 浅色 under a dark system gives the light page, 深色 under a light system the dark one, both at once;
// and mourning mode still greys the home page in dark.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { axeViolations } from './axe.mjs'
import { apiData, closeHomePopup, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const STUDENT = '2026001'
const HOME = '/pages/tab/index/index'
const SET = '/pages/set/set'
const TABS = [
  ['tab-home', HOME, '[data-testid="home-services"]'],
  ['tab-service', '/pages/tab/service/index', '.taro_page'],
  ['tab-messages', '/pages/msgCenterTab/newtask/newtask', '.taro_page'],
  ['tab-schedule-month', '/pages/tab/schedule/schedule', '[data-testid="month-calendar"]'],
  ['tab-my', '/pages/tab/my/my', '.taro_page'],
]

let server
let browser
let token
let libraryId

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  const res = await fetch(`${server.url}/token-service/password/passwordLogin?username=${STUDENT}&password=Campus%402026`, {
    method: 'POST',
  })
  token = (await res.json()).data.idToken
  const catalogue = await apiData(server.url, token, '/portal-api/v1/service/catalogue')
  libraryId = catalogue.services.find((s) => s.serviceName === '图书借阅').serviceId
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

async function openPage(colorScheme, viewport = { width: 375, height: 760 }) {
  // bypassCSP: axe is injected as a script (./axe.mjs).
  const page = await newPhonePage(browser, { viewport, colorScheme, bypassCSP: true })
  await signIn(page, server.url, STUDENT)
  return page
}

/** The visible page's background and the body's, as [r, g, b] luminance (0 black … 1 white). */
async function backgroundLuminance(page) {
  return page.evaluate(() => {
    const luminance = (color) => {
      const [r, g, b] = (color.match(/[\d.]+/g) ?? ['255', '255', '255']).slice(0, 3).map((n) => Number(n) / 255)
      const lin = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }
    const shown = [...document.querySelectorAll('.taro_page')].find((el) => getComputedStyle(el).display !== 'none')
    return {
      body: luminance(getComputedStyle(document.body).backgroundColor),
      page: shown ? luminance(getComputedStyle(shown).backgroundColor) : 1,
    }
  })
}

async function assertDark(page, name) {
  const { body, page: shown } = await backgroundLuminance(page)
  assert.ok(body < 0.05 && shown < 0.05, `${name}: the page is drawn on a dark background (luminance body ${body}, page ${shown})`)
}

async function assertLight(page, name) {
  const { body, page: shown } = await backgroundLuminance(page)
  assert.ok(body > 0.8 && shown > 0.8, `${name}: the page is drawn on a light background (luminance body ${body}, page ${shown})`)
}

/** Waits for the page's content, screenshots it, checks the dark background and the contrast of every text. */
async function check(page, name, ready, failures) {
  await explainFailure(page, `dark-${name}`, async () => {
    // The page shown: a page left behind is hidden by an inline display: none, or by Taro's classes alone when it stays
    // in the stack (a message list's entry under its detail).
    await page.locator('.taro_page:visible').first().waitFor()
    await page.locator(ready).first().waitFor()
    await page.waitForLoadState('networkidle')
    await closeHomePopup(page, 500)
    await screenshot(page, `dark-${name}`)
    await assertDark(page, name)
    const found = await axeViolations(page, { rules: ['color-contrast'] })
    console.log(`dark ${name}: ${found.length ? found.join('\n  ') : '0 color-contrast violations'}`)
    if (found.length) failures.push(`${name}:\n  ${found.join('\n  ')}`)
  })
}

describe('dark mode (H5, system scheme dark, student 2026001)', () => {
  it('the five tabs are dark, at 375 and 320 px, with no colour-contrast violation', async () => {
    const failures = []
    for (const width of [375, 320]) {
      const page = await openPage('dark', { width, height: width === 375 ? 760 : 640 })
      for (const [name, path, ready] of TABS) {
        await page.goto(server.url + path)
        await check(page, `${name}-${width}`, ready, failures)
      }
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
    assert.deepEqual(failures, [])
  })

  it('ten of the most used pages are dark, with no colour-contrast violation', async () => {
    const failures = []
    const page = await openPage('dark')
    const pages = [
      ['message-list', '/pagesA/message/entry', '[data-testid="message-item"]'],
      ['news-list', '/pagesA/news/news?columnCode=xxyw', '.news-item'],
      ['news-article', '/pagesA/news/detail?id=3&columnId=1', '.taro_page'],
      ['service-guide', `/pages/service/serviceGuide?serviceId=${libraryId}`, '.taro_page'],
      ['set', SET, '[data-testid="appearance-system"]'],
      ['my-info', '/pages/myInfo/myInfo', '.taro_page'],
      ['search-results', `/pages/search/wholeSearch?keyword=${encodeURIComponent('成绩')}`, '.taro_page'],
      ['form-feedback', '/pages/myInfo/suggestNew', 'textarea'],
      ['form-schedule', '/pages/shedul/creatShedul', '.taro_page'],
    ]
    for (const [name, path, ready] of pages) {
      await page.goto(server.url + path)
      await check(page, name, ready, failures)
    }
    // The message detail, opened from the list as a reader would.
    await page.goto(server.url + '/pagesA/message/entry')
    await page.getByTestId('message-item').first().click()
    await page.waitForURL(/message\/detail\?id=/)
    await check(page, 'message-detail', '.msg-detail__content', failures)
    assert.deepEqual(page.errors, [])
    await page.context().close()

    const narrow = await openPage('dark', { width: 320, height: 640 })
    for (const [name, path, ready] of [pages[0], pages[4], pages[7]]) {
      await narrow.goto(server.url + path)
      await check(narrow, `${name}-320`, ready, failures)
    }
    await narrow.context().close()
    assert.deepEqual(failures, [])
  })

  it('设置 › 外观: 浅色 under a dark system and 深色 under a light one apply at once, and are remembered', async () => {
    const page = await openPage('dark')
    await explainFailure(page, 'dark-appearance', async () => {
      await page.goto(server.url + SET)
      const system = page.getByTestId('appearance-system')
      await system.waitFor()
      assert.equal(await system.getAttribute('aria-selected'), 'true', '跟随系统 is the default')
      await assertDark(page, 'set, following a dark system')
      await page.getByTestId('appearance-light').click()
      await page.waitForFunction(() => document.documentElement.classList.contains('portal-theme-light'))
      await assertLight(page, 'set, 浅色 chosen under a dark system')
      await screenshot(page, 'dark-appearance-light-chosen')
      // Remembered: another page, after a reload, is light too.
      await page.goto(server.url + HOME)
      await page.getByTestId('home-services').waitFor()
      await closeHomePopup(page, 500)
      await assertLight(page, 'home after 浅色')
      // Pictures drawn on white are dimmed in dark only (--portal-picture-filter, part of each colour set).
      const iconFilter = () =>
        page
          .locator('.home-services__icon')
          .first()
          .evaluate((el) => getComputedStyle(el).filter)
      assert.equal(await iconFilter(), 'none', 'service icons undimmed under 浅色')
      await page.goto(server.url + SET)
      await page.getByTestId('appearance-system').click()
      await page.waitForFunction(() => !document.documentElement.classList.contains('portal-theme-light'))
      await assertDark(page, 'set, back to 跟随系统')
      await page.goto(server.url + HOME)
      await page.getByTestId('home-services').waitFor()
      assert.equal(await iconFilter(), 'brightness(0.86)', 'service icons dimmed under a dark system')
    })
    await page.context().close()

    const light = await openPage('light')
    await explainFailure(light, 'dark-appearance-dark-chosen', async () => {
      await light.goto(server.url + SET)
      await light.getByTestId('appearance-dark').waitFor()
      await assertLight(light, 'set, following a light system')
      await light.getByTestId('appearance-dark').click()
      await light.waitForFunction(() => document.documentElement.classList.contains('portal-theme-dark'))
      await assertDark(light, 'set, 深色 chosen under a light system')
      await screenshot(light, 'dark-appearance-dark-chosen')
      const found = await axeViolations(light, { rules: ['color-contrast'] })
      assert.deepEqual(found, [])
    })
    await light.context().close()
  })

  it('mourning mode still greys the home page in dark', async () => {
    const page = await openPage('dark')
    await explainFailure(page, 'dark-mourning', async () => {
      // As in home-news.test.mjs: no admin endpoint changes the system config, so the start-up answer is switched.
      await page.route('**/portal-api/v1/config/startup', async (route) => {
        const response = await route.fetch()
        const body = await response.json()
        body.data.system.enableMourningMode = true
        await route.fulfill({ response, json: body })
      })
      await page.goto(server.url + HOME)
      await page.getByTestId('home-services').waitFor()
      await closeHomePopup(page)
      await page.waitForFunction(() => document.querySelector('[data-testid="home"]')?.getAttribute('data-mourning') === '1')
      assert.match(await page.getByTestId('home').evaluate((el) => getComputedStyle(el).filter), /grayscale\(1\)/)
      await assertDark(page, 'home in mourning mode')
      await screenshot(page, 'dark-home-mourning')
    })
    await page.context().close()
  })
})
