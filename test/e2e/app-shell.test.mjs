// The app shell in a real browser: tab bar (order, colours, labels per identity), history routing,
// entry alias, launch parameters, a lazily loaded page, and recovery from a failed page chunk.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const TAB_PATHS = [
  '/pages/tab/index/index',
  '/pages/tab/service/index',
  '/pages/msgCenterTab/newtask/newtask',
  '/pages/tab/schedule/schedule',
  '/pages/tab/my/my',
]
const SELECTED = 'rgb(237, 102, 63)'
const NORMAL = 'rgb(58, 60, 64)'

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

const labels = (page) => page.$$eval('.weui-tabbar__label', (els) => els.map((e) => e.textContent.trim()))
const labelColours = (page) => page.$$eval('.weui-tabbar__label', (els) => els.map((e) => getComputedStyle(e).color))
const pathOf = (page) => new URL(page.url()).pathname

async function openSignedIn(username, path = '/') {
  const page = await newPhonePage(browser)
  await signIn(page, server.url, username)
  await page.goto(server.url + path, { waitUntil: 'networkidle' })
  await page.waitForSelector('.weui-tabbar__label', { state: 'attached' })
  return page
}

/** What the server's tab configuration says a tab is called for an identity. */
async function expectedLabels(identity) {
  const res = await fetch(`${server.url}/portal-api/v1/config/tab/list`)
  const { data } = await res.json()
  return TAB_PATHS.map((p) => {
    const cfg = data.find((c) => '/' + c.url.replace(/^\//, '') === p)
    const own = cfg.showDifferentName && cfg.differentNames.find((d) => d.code === identity)
    return own ? own.tabName : cfg.tabName
  })
}

describe('app shell', () => {
  test('/ is the entry page and lands on the home tab', async () => {
    const page = await openSignedIn('2026001', '/')
    assert.equal(pathOf(page), TAB_PATHS[0])
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('switches all five tabs in order, with the spec colours on a white bar', async () => {
    // Starts on "my" and visits home last: home greets a first visit with a pop-up.
    const page = await openSignedIn('2026001', TAB_PATHS[4])
    const bar = await page.$eval('.weui-tabbar', (e) => getComputedStyle(e).backgroundColor)
    assert.equal(bar, 'rgb(255, 255, 255)')
    const items = await page.$$('.weui-tabbar__item')
    assert.equal(items.length, 5)
    for (const i of [1, 2, 3, 4, 0]) {
      const path = TAB_PATHS[i]
      await items[i].click()
      await page.waitForURL((u) => u.pathname === path)
      const colours = await labelColours(page)
      assert.deepEqual(
        colours,
        TAB_PATHS.map((_, j) => (j === i ? SELECTED : NORMAL)),
        `colours with tab ${i} selected`,
      )
      // Tab pages show no back button.
      const back = await page.$eval('#taro-navigation-bar', (e) => e.classList.contains('taro-navigation-bar-back-icon'))
      assert.equal(back, false)
    }
    await screenshot(page, 'shell-my-tab')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  test('tab labels follow the identity in the token and the server configuration', async () => {
    for (const [username, identity] of [
      ['2026001', 'student'],
      ['t1001', 'teacher'],
      ['admin', 'admin'],
      ['guest', 'guest'],
    ]) {
      const page = await openSignedIn(username, TAB_PATHS[4])
      const want = await expectedLabels(identity)
      await page.waitForFunction(
        (w) => [...document.querySelectorAll('.weui-tabbar__label')].map((e) => e.textContent.trim()).join('|') === w.join('|'),
        want,
        { timeout: 10000 },
      )
      assert.deepEqual(await labels(page), want, identity)
      await page.context().close()
    }
  })

  test('isHideTabbar=1 hides the tab bar', async () => {
    const page = await openSignedIn('2026001', `${TAB_PATHS[4]}?isHideTabbar=1`)
    await page.waitForFunction(
      () => {
        const bar = document.querySelector('.taro-tabbar__tabbar')
        return bar && (getComputedStyle(bar).display === 'none' || bar.classList.contains('taro-tabbar__tabbar-hide'))
      },
      null,
      { timeout: 10000 },
    )
    await page.context().close()
  })

  test('a lazily loaded page opens with its own chunk', async () => {
    const page = await openSignedIn('2026001', TAB_PATHS[0])
    const chunks = []
    page.on('request', (r) => r.url().includes('/js/') && chunks.push(r.url()))
    const image = `${server.url}/portal-api/v1/assets/logo.png`
    await page.goto(`${server.url}/preview-image?urls=${encodeURIComponent(JSON.stringify([image]))}`, { waitUntil: 'networkidle' })
    await page.waitForSelector('.preview-image__count')
    assert.equal((await page.textContent('.preview-image__count')).replace(/\s/g, ''), '1/1')
    assert.ok(chunks.length > 0, 'the page came in a chunk of its own')
    await page.context().close()
  })

  test('a sub-package page (pagesA) loads lazily, with a title bar that leads home', async () => {
    const page = await openSignedIn('2026001', TAB_PATHS[4])
    const before = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)))
    const { data: columns } = await (await fetch(`${server.url}/portal-api/v1/cms/mobile/column/list`)).json()
    await page.goto(`${server.url}/pagesA/news/news?columnCode=${columns[0].columnCode}`, { waitUntil: 'networkidle' })
    await page.waitForFunction((name) => document.querySelector('.taro-navigation-bar-title')?.textContent === name, columns[0].name)
    const after = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.includes('/js/')),
    )
    assert.ok(
      after.some((n) => !before.has(n)),
      'the page arrived in a chunk of its own',
    )
    const bar = await page.$eval('#taro-navigation-bar', (e) => e.className)
    assert.match(bar, /taro-navigation-bar-home-icon/, 'opened directly: the bar offers home, not back')
    await page.context().close()
  })

  // The service tab (categories, my services, search, state) is proven by service-centre.test.mjs.

  test('the schedule tab shows an entry added through the message centre on the agenda of today, in the portal time zone', async () => {
    const page = await newPhonePage(browser)
    const token = await signIn(page, server.url, '2026001')
    const headers = { 'X-Id-Token': token, 'Content-Type': 'application/json' }
    const M = `${server.url}/message-center/center/api/v1/messageCenter`
    const { data: calendars } = await (await fetch(`${M}/getPersonlCalendarList`, { headers })).json()
    // 19:30–21:00 Shanghai time today (the tab opens on today's agenda).
    const day = new Date(Date.now() + 8 * 3_600_000)
    const at = (h, m) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h - 8, m)).toISOString()
    const created = await fetch(`${M}/createSchedule`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: '校园歌手大赛决赛',
        startTime: at(19, 30),
        endTime: at(21, 0),
        place: '大学生活动中心',
        calendarId: calendars[0].id,
      }),
    })
    assert.equal(created.status, 200)
    await page.goto(`${server.url}${TAB_PATHS[3]}`, { waitUntil: 'networkidle' })
    // Entries added from messages and tasks show in the schedule centre's day agenda beside its own events.
    const entry = page.getByTestId('occurrence').filter({ hasText: '校园歌手大赛决赛' })
    await entry.waitFor()
    assert.match(await entry.textContent(), /19:30[\s\S]*大学生活动中心/)
    await screenshot(page, 'shell-schedule-tab')
    await page.context().close()
  })

  test('/open-location shows the place and /choose-location refuses bad coordinates, then returns the place', async () => {
    const page = await openSignedIn('2026001', TAB_PATHS[4])
    await page.goto(
      `${server.url}/open-location?latitude=30.2741&longitude=120.1551&name=${encodeURIComponent('图书馆')}&address=${encodeURIComponent('校本部东区')}`,
      { waitUntil: 'networkidle' },
    )
    await page.waitForSelector('.location-page__name')
    assert.equal(await page.textContent('.location-page__name'), '图书馆')
    assert.match(await page.textContent('.location-page'), /30\.274100[\s\S]*120\.155100/)
    await page.goto(`${server.url}/open-location?latitude=200&longitude=1`, { waitUntil: 'networkidle' })
    await page.waitForSelector('text=位置信息无效')

    await page.goto(`${server.url}${TAB_PATHS[4]}`, { waitUntil: 'networkidle' })
    await page.goto(`${server.url}/choose-location`, { waitUntil: 'networkidle' })
    const inputs = page.locator('.location-page input')
    await inputs.nth(0).fill('体育馆')
    await inputs.nth(1).fill('95')
    await inputs.nth(2).fill('120.1')
    await page.locator('.location-page__actions .nut-button').nth(1).click()
    await page.waitForSelector('text=请填写有效的经纬度')
    await inputs.nth(1).fill('30.27')
    await page.locator('.location-page__actions .nut-button').nth(1).click()
    await page.waitForFunction(() => !location.pathname.includes('choose-location'))
    await page.context().close()
  })

  test('a page chunk that fails to load reloads once, then shows a way out instead of a white screen', async () => {
    const page = await openSignedIn('2026001', TAB_PATHS[4])
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)))
    // Every chunk not needed so far goes missing, as after a deployment that replaced them.
    await page.route('**/js/*.js', (route) => (loaded.has(route.request().url()) ? route.continue() : route.abort()))
    const loads = []
    page.on('load', () => loads.push(page.url()))
    await (await page.$$('.weui-tabbar__item'))[3].click()
    await page.waitForSelector('#chunk-load-fallback', { timeout: 30000 })
    // The reloaded document shows the fallback while its scripts run, before its load event.
    await page.waitForLoadState('load')
    assert.equal(loads.length, 1, 'exactly one reload before giving up')
    assert.match(await page.textContent('#chunk-load-fallback'), /页面加载失败[\s\S]*重新加载/)
    assert.ok(
      page.errors.every((e) => e.includes('ChunkLoadError')),
      page.errors.join('\n'),
    )
    await screenshot(page, 'shell-chunk-fallback')
    // It takes the palette's page colours: light, and dark under a dark system scheme.
    const background = () => page.$eval('#chunk-load-fallback', (box) => getComputedStyle(box).backgroundColor)
    assert.equal(await background(), 'rgb(246, 246, 246)')
    await page.emulateMedia({ colorScheme: 'dark' })
    assert.equal(await background(), 'rgb(18, 18, 18)')
    await screenshot(page, 'shell-chunk-fallback-dark')
    await page.emulateMedia({ colorScheme: 'light' })
    // The way out works once the chunk is back.
    await page.unroute('**/js/*.js')
    await page.click('#chunk-load-fallback button')
    await page.waitForURL((u) => u.pathname === TAB_PATHS[3])
    await page.waitForFunction(() => !document.getElementById('chunk-load-fallback') && document.querySelector('.schedule-tab__bar'))
    await page.context().close()
  })
})
