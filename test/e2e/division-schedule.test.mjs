// The division schedule (单位日程 / 领导日程) in the browser, against the reference server with demo data:
// a schedule editor of 计算机科学与技术学院 (t3102 周敏) adds a leaders' event (through the API here; the 新建日程 page
// is driven in division-schedule-edit.test.mjs) → a staff member of the college (t1001 王芳) sees it in the week view, opens its detail and sees it
// on the division home; a member of another college gets 403 for that division. Screens at 375 px and 320 px.
// Run after an H5 build: node --test test/e2e/division-schedule.test.mjs
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

async function signInToken(username) {
  const res = await fetch(`${server.url}/token-service/password/passwordLogin?username=${username}&password=Campus%402026`, {
    method: 'POST',
  })
  return (await res.json()).data.idToken
}

async function api(token, method, path, body) {
  const res = await fetch(`${server.url}/portal-api/v1/secondWork${path}`, {
    method,
    headers: { 'X-Id-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, body: await res.json() }
}

/** Monday 00:00 in Shanghai of this week. */
function thisMonday() {
  const wall = new Date(Date.now() + 8 * 3600_000)
  const back = (wall.getUTCDay() + 6) % 7
  return new Date(`${new Date(wall.getTime() - back * 86_400_000).toISOString().slice(0, 10)}T00:00:00+08:00`)
}

async function noOverflow(page, width) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `page wider than ${width} px by ${overflow} px`)
}

describe('division schedule', () => {
  it('an editor adds a leaders’ event → college staff see it in the week view and on the home; another college is refused', async () => {
    const monday = thisMonday()
    const week = { code: 'sfdx-cs', from: monday.toISOString(), to: new Date(monday.getTime() + 7 * 86_400_000).toISOString() }
    const editor = await signInToken('t3102')
    const query = new URLSearchParams(week).toString()
    const calendars = (await api(editor, 'GET', `/schedule/week?${query}`)).body.data.calendars
    const leaders = calendars.find((c) => c.name === '领导日程')
    // Thursday 10:00–11:30 in Shanghai.
    const start = new Date(monday.getTime() + 3 * 86_400_000 + 10 * 3600_000)
    const created = await api(editor, 'POST', '/schedule/create', {
      calendarId: leaders.id,
      title: '学科评估专家座谈会',
      allDay: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + 90 * 60_000).toISOString(),
      timeZone: 'Asia/Shanghai',
      location: '计算机楼 A501 会议室',
      attendees: ['t1001'],
    })
    assert.equal(created.status, 200, JSON.stringify(created.body))

    for (const width of [375, 320]) {
      const page = await newPhonePage(browser, { viewport: { width, height: 740 } })
      await signIn(page, server.url, 't1001')
      await page.goto(`${server.url}/pages/secondWork/calendar/schedule?code=sfdx-cs`)
      const weekView = page.getByTestId('division-week')
      await weekView.waitFor()
      await weekView.getByText('学科评估专家座谈会').waitFor()
      assert.ok((await page.getByTestId('week-calendars').innerText()).includes('领导日程'))
      await weekView.getByText('院务会').first().waitFor()
      await noOverflow(page, width)
      await screenshot(page, `division-schedule-week-${width}`)

      await weekView.getByText('学科评估专家座谈会').click()
      await page.waitForURL(/shedulDetail/)
      // Taro keeps the week page in the DOM underneath: look inside the detail only.
      const detail = page.getByTestId('division-event')
      await detail.getByTestId('event-title').filter({ hasText: '学科评估专家座谈会' }).waitFor()
      await detail.getByText('计算机楼 A501 会议室').waitFor()
      await detail.getByText('王芳（t1001）').waitFor()
      await noOverflow(page, width)
      await screenshot(page, `division-schedule-detail-${width}`)

      await page.goto(`${server.url}/pages/secondWork/secondWorkIndex?code=sfdx-cs`)
      const homeSchedule = page.getByTestId('home-schedule')
      await homeSchedule.waitFor()
      await homeSchedule.getByText('院务会').first().waitFor()
      await noOverflow(page, width)
      await screenshot(page, `division-schedule-home-${width}`)
      // The home shows the first events of the week; the week view has them all.
      await page.getByTestId('link-schedule').click()
      await page.waitForURL(/calendar\/schedule/)
      await page.getByTestId('division-week').last().getByText('学科评估专家座谈会').waitFor()
      await page.context().close()
    }

    // Another college's member (经济管理学院's admin) is refused the division's week and the event.
    const other = await signInToken('t1002')
    const refused = await api(other, 'GET', `/schedule/week?${query}`)
    assert.equal(refused.status, 403)
    assert.match(refused.body.message, /成员/)
    assert.equal((await api(other, 'GET', `/schedule/event?id=${created.body.data.id}`)).status, 403)
  })
})
