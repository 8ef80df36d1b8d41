// The schedule tab's month window in the browser, as the server keeps it: a reload of an unchanged window is
// revalidated by the browser itself with the answer's ETag and answered 304 (no body), and after a change the same
// reload gets the new month, never the one the browser holds. Statuses are read from the network (DevTools
// protocol): the page sees the kept answer as a 200 either way.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiData, launchBrowser, monthDay, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const TAB = '/pages/tab/schedule/schedule'
const API = '/portal-api/v1/schedule'
const TITLE = '缓存验证：临时加开的组会'
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

const api = (token, path, body) => apiData(server.url, token, path, body)

describe('month window revalidated by the browser (student 2026001)', () => {
  it('a reload of the unchanged window costs a 304; after a change the reload shows it', async () => {
    const page = await newPhonePage(browser)
    const token = await signIn(page, server.url, '2026001')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    // DevTools reports the raw status on its own, sometimes before the request itself: match them by id.
    const monthRequests = []
    const rawStatus = new Map()
    cdp.on('Network.requestWillBeSent', (e) => {
      if (e.request.url.includes(`${API}/occurrences`)) monthRequests.push(e.requestId)
    })
    cdp.on('Network.responseReceivedExtraInfo', (e) => rawStatus.set(e.requestId, e.statusCode))
    const statusesAfter = async (count) => {
      const statuses = () => monthRequests.map((id) => rawStatus.get(id)).filter((status) => status !== undefined)
      for (let i = 0; i < 100 && statuses().length < count; i++) await page.waitForTimeout(50)
      return statuses()
    }
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date())
    const openTab = async () => {
      await page.goto(server.url + TAB)
      await page.locator('.month-calendar__dot').first().waitFor()
      await monthDay(page, today).click()
    }

    await openTab()
    await page.reload()
    await page.locator('.month-calendar__dot').first().waitFor()
    assert.deepEqual(await statusesAfter(2), [200, 304])

    const { mine } = await api(token, `${API}/calendars`)
    const start = new Date(`${today}T20:30:00+08:00`)
    await api(token, `${API}/event/create`, {
      calendarId: mine[0].id,
      title: TITLE,
      allDay: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3_600_000).toISOString(),
      timeZone: 'Asia/Shanghai',
      location: '图书馆 研讨间 3',
      reminders: [],
    })
    await openTab()
    const added = page.getByTestId('occurrence').filter({ hasText: TITLE })
    await added.waitFor()
    assert.deepEqual(await statusesAfter(3), [200, 304, 200])
    await added.scrollIntoViewIfNeeded()
    await screenshot(page, 'schedule-month-revalidate-month-after-change')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
