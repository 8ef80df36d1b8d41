// A 日程提醒 arriving, in the browser: an event with a 15-minute reminder is created through the UI; the server's clock
// (TEST_CLOCK=1: a test-only control, refused in production) is moved to the reminder's time and the minute's job runs
// on the queue; the message centre's badge counts it, the 日程中心 list shows it, and opening it leads to the event.
// Polling only: no fixed waits.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiData, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const TAB = '/pages/tab/schedule/schedule'
const MESSAGES = '/pages/msgCenterTab/newtask/newtask'
const API = '/portal-api/v1/schedule'
const MC = '/message-center/center/api/v1'
const TITLE = '毕业答辩彩排'
let server
let browser

before(async () => {
  server = await startServer({ env: { TEST_CLOCK: '1', JOBS_POLL_SECONDS: '0.5' } })
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const api = (token, path, body) => apiData(server.url, token, path, body)
const unreadOf = (token) => api(token, `${MC}/instantMessage/getAppAllUnReadCount/new`, { mobile: false })

async function until(check, what) {
  for (let i = 0; i < 240; i++) {
    const value = await check()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`gave up waiting for ${what}`)
}

describe('a schedule reminder reaches the message centre (student 2026001)', () => {
  it('created with a 15-minute reminder, due after the clock moves, shown with the badge, opened to the event', async () => {
    // The browser in China time, like the users: the new event starts at the next full hour there.
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 812 }, timezoneId: 'Asia/Shanghai' })
    const token = await signIn(page, server.url, '2026001')
    // The browser's clock runs 20 minutes ahead of the server's: the form's next full hour is then always at least
    // 20 minutes away, so the 15-minute reminder is still ahead whatever the time of day the suite runs (at 14:50 the
    // next hour would start at 15:00 and its reminder would already be due).
    await page.clock.install({ time: Date.now() + 20 * 60_000 })
    await page.goto(server.url + TAB)
    await explainFailure(page, 'schedule-reminder-reminder-create', async () => {
      await page.getByTestId('new-event').click()
      await page.getByTestId('pick-repeat').waitFor()
      await page.locator('.nut-cell', { hasText: '标题' }).locator('input').fill(TITLE)
      assert.match(await page.getByTestId('pick-reminders').innerText(), /15 分钟前/)
      await page.getByTestId('event-save').click()
      await page.getByTestId('month-calendar').waitFor()
    })
    const now = Date.now()
    const list = await api(
      token,
      `${API}/occurrences?from=${new Date(now - 86_400_000).toISOString()}&to=${new Date(now + 3 * 86_400_000).toISOString()}`,
    )
    const occurrence = list.find((o) => o.title === TITLE)
    assert.ok(occurrence, 'the new event is in the schedule')
    const detail = await api(token, `${API}/event?id=${occurrence.eventId}`)
    assert.deepEqual(detail.reminders, [15])

    const unreadBefore = await unreadOf(token)
    const due = new Date(detail.start).getTime() - 15 * 60_000
    assert.ok(due > Date.now(), 'the reminder is still ahead')
    const seconds = Math.ceil((due + 20_000 - Date.now()) / 1000)
    await api(token, '/test-only/clock/advance', { seconds, jobs: ['schedule.reminders'] })
    await until(async () => (await unreadOf(token)) === unreadBefore + 1, 'the reminder message')

    await page.goto(server.url + MESSAGES)
    await explainFailure(page, 'schedule-reminder-reminder-message', async () => {
      const { todo } = await api(token, '/flow/center-list/getToDoListCountNew')
      const badge = page.locator('.weui-tabbar__item').nth(2).locator('.weui-badge')
      await badge.filter({ hasText: String(todo + unreadBefore + 1) }).waitFor()
      await page.getByTestId('segment-news').click()
      const app = page.locator('[data-testid="app-schedule"]').filter({ visible: true })
      await app.filter({ hasText: TITLE }).waitFor()
      await screenshot(page, 'schedule-reminder-reminder-tab-375')
      await app.locator('.msg-app__main').click()
      const item = page
        .getByTestId('message-item')
        .filter({ hasText: `日程提醒：${TITLE}` })
        .filter({ visible: true })
      await item.waitFor()
      await screenshot(page, 'schedule-reminder-reminder-list-375')
      await item.click()
      const detailPage = page.locator('.taro_page', { has: page.locator('.msg-detail__content') }).filter({ visible: true })
      await detailPage.locator('.msg-detail__content', { hasText: /开始/ }).waitFor()
      await detailPage.locator('.nut-button', { hasText: '查看原文' }).click()
      const event = page.locator('.taro_page', { has: page.getByTestId('event-detail') }).filter({ visible: true })
      await event.getByText(TITLE).first().waitFor()
      await screenshot(page, 'schedule-reminder-reminder-event-375')
    })
    assert.equal(await unreadOf(token), unreadBefore)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
