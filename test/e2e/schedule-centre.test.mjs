// Schedule centre in the browser: a weekly event with a 15-minute reminder and an invited teacher, seen in the
// month, week and day views; the global zone switched to New York moves the times; one occurrence edited, then
// "this and following"; a public calendar subscribed; the teacher sees the invitation and accepts.
// (A reminder arriving in the message centre, on the job queue with the test clock: schedule-reminder.test.mjs.)
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, launchBrowser, monthDay, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const TAB = '/pages/tab/schedule/schedule'
const API = '/portal-api/v1/schedule'
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

async function openAs(username, path, viewport) {
  const page = await newPhonePage(browser, viewport ? { viewport } : {})
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return { page, token }
}

async function api(token, path, init = {}) {
  const res = await fetch(server.url + path, {
    ...init,
    headers: { 'X-Id-Token': token, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers ?? {}) },
  })
  const body = await res.json()
  assert.equal(body.code, 0, `${path}: ${JSON.stringify(body)}`)
  return body.data
}
const occurrences = (token, from, to) => api(token, `${API}/occurrences?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)
const hhmm = (iso, zone) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso))

const TITLE = '毕业设计周会'

describe('schedule centre (student 2026001, teacher t1001)', () => {
  let studentToken
  let eventId

  it('the tab shows the month with colour dots, the week strip and the day agenda, at 375 and 320 px', async () => {
    const { page, token } = await openAs('2026001', TAB)
    studentToken = token
    await page.getByTestId('month-calendar').waitFor()
    await page.locator('.month-calendar__dot').first().waitFor()
    await screenshot(page, 'schedule-centre-tab-month-375')
    await page.locator('.portal-tabs__tab', { hasText: '周' }).click()
    await page.getByTestId('week-strip').waitFor()
    await screenshot(page, 'schedule-centre-tab-week-375')
    assert.deepEqual(page.errors, [])
    await page.context().close()
    const narrow = await openAs('2026001', TAB, { width: 320, height: 640 })
    await narrow.page.getByTestId('month-calendar').waitFor()
    await narrow.page.locator('.month-calendar__dot').first().waitFor()
    await screenshot(narrow.page, 'schedule-centre-tab-month-320')
    await narrow.page.context().close()
  })

  it('creates a weekly event with a 15-minute reminder and invites the teacher', async () => {
    const { page } = await openAs('2026001', TAB)
    await page.getByTestId('new-event').click()
    await page.getByTestId('pick-repeat').waitFor()
    await page.locator('.nut-cell', { hasText: '标题' }).locator('input').fill(TITLE)
    assert.match(await page.getByTestId('pick-reminders').innerText(), /15 分钟前/)
    await page.getByTestId('pick-repeat').click()
    await page.getByTestId('repeat-weekly').click()
    await page.getByTestId('repeat-end-count').click()
    assert.match(await page.getByTestId('repeat-summary').innerText(), /每周.，共 10 次/)
    await page.getByTestId('repeat-done').click()
    await page.getByTestId('pick-attendees').click()
    const search = page.locator('.nut-searchbar input')
    await search.fill('王芳')
    await search.press('Enter')
    await page.getByTestId('invite-t1001').click()
    await page.getByTestId('attendees-done').click()
    assert.match(await page.getByTestId('pick-attendees').innerText(), /王芳/)
    await screenshot(page, 'schedule-centre-create-375')
    await page.getByTestId('event-save').click()
    await page.getByTestId('month-calendar').waitFor()
    const now = new Date()
    const list = await occurrences(
      studentToken,
      new Date(now.getTime() - 86_400_000).toISOString(),
      new Date(now.getTime() + 80 * 86_400_000).toISOString(),
    )
    const mine = list.filter((o) => o.title === TITLE)
    assert.equal(mine.length, 10)
    eventId = mine[0].eventId
    const detail = await api(studentToken, `${API}/event?id=${eventId}`)
    assert.deepEqual(detail.reminders, [15])
    assert.match(detail.rrule, /^FREQ=WEEKLY;BYDAY=..;COUNT=10$/)
    assert.deepEqual(
      detail.attendees.map((a) => a.username),
      ['t1001'],
    )
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('the event appears in the month, week and day views; a New York global zone moves its times', async () => {
    const detail = await api(studentToken, `${API}/event?id=${eventId}`)
    const { page } = await openAs('2026001', TAB)
    const startDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(detail.start))
    await monthDay(page, startDay).locator('.month-calendar__dot').first().waitFor()
    await monthDay(page, startDay).click()
    const row = page.getByTestId('occurrence').filter({ hasText: TITLE }).first()
    await row.waitFor()
    assert.match(await row.innerText(), new RegExp(hhmm(detail.start, 'Asia/Shanghai')))
    await page.locator('.portal-tabs__tab', { hasText: '周' }).click()
    await page.getByTestId('occurrence').filter({ hasText: TITLE }).first().waitFor()
    await page.locator('.portal-tabs__tab', { hasText: '日' }).click()
    await page.getByTestId('occurrence').filter({ hasText: TITLE }).first().waitFor()
    await screenshot(page, 'schedule-centre-day-shanghai')

    await page.getByTestId('schedule-settings').click()
    await page.getByTestId('global-zone').click()
    await page.getByTestId('zone-America/New_York').click()
    await page.getByTestId('global-zone').filter({ hasText: '东部时间' }).waitFor()
    await page.goto(server.url + TAB)
    const nyDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(detail.start))
    await monthDay(page, nyDay).click()
    const moved = page.getByTestId('occurrence').filter({ hasText: TITLE }).first()
    await moved.waitFor()
    assert.match(await moved.innerText(), new RegExp(hhmm(detail.start, 'America/New_York')))
    assert.notEqual(hhmm(detail.start, 'America/New_York'), hhmm(detail.start, 'Asia/Shanghai'))
    assert.match(await page.getByTestId('zone-switch').innerText(), /UTC-0[45]:00/)
    await screenshot(page, 'schedule-centre-month-new-york')
    const settings = await api(studentToken, `${API}/settings`)
    assert.equal(settings.timeZone, 'America/New_York')
    await api(studentToken, `${API}/settings/save`, { method: 'POST', body: JSON.stringify({ ...settings, timeZone: 'Asia/Shanghai' }) })
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('edits one occurrence, then this and the following ones', async () => {
    const detail = await api(studentToken, `${API}/event?id=${eventId}`)
    const from = detail.start
    const to = new Date(new Date(detail.start).getTime() + 80 * 86_400_000).toISOString()
    const series = (await occurrences(studentToken, from, to)).filter((o) => o.eventId === eventId)
    const { page } = await openAs(
      '2026001',
      `/pages/shedul/shedulDetail?id=${eventId}&recurrenceId=${encodeURIComponent(series[1].recurrenceId)}`,
    )
    await page.getByTestId('event-edit').click()
    const title = page.locator('.nut-cell', { hasText: '标题' }).locator('input')
    await title.waitFor()
    await title.fill(`${TITLE}（第二次改地点）`)
    await page.getByTestId('event-save').click()
    await page.locator('.taro-actionsheet__cell', { hasText: '仅此日程' }).click()
    await page.getByTestId('event-detail').waitFor()
    let after = (await occurrences(studentToken, from, to)).filter((o) => o.title.startsWith(TITLE))
    assert.deepEqual(after.map((o) => o.title).slice(0, 3), [TITLE, `${TITLE}（第二次改地点）`, TITLE])

    await page.goto(`${server.url}/pages/shedul/shedulDetail?id=${eventId}&recurrenceId=${encodeURIComponent(series[4].recurrenceId)}`)
    await page.getByTestId('event-edit').click()
    await title.waitFor()
    await title.fill(`${TITLE}·下半学期`)
    await page.getByTestId('event-save').click()
    await page.locator('.taro-actionsheet__cell', { hasText: '此日程及以后' }).click()
    await page.getByTestId('event-detail').waitFor()
    after = (await occurrences(studentToken, from, to)).filter((o) => o.title.startsWith(TITLE))
    assert.equal(after.length, 10)
    assert.deepEqual(
      after.slice(4).map((o) => o.title),
      Array(6).fill(`${TITLE}·下半学期`),
    )
    assert.deepEqual(
      after.slice(0, 4).map((o) => o.eventId),
      Array(4).fill(eventId),
    )
    assert.ok(after.slice(4).every((o) => o.eventId !== eventId))
    await screenshot(page, 'schedule-centre-detail')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('subscribes to a public calendar', async () => {
    const { page } = await openAs('2026001', '/pages/shedul/calendList')
    const exams = (await api(studentToken, `${API}/publicCalendars`)).find((c) => c.name === '考试周')
    assert.equal(exams.subscribed, false)
    await page.getByTestId(`subscribe-${exams.id}`).click()
    await page.getByTestId(`subscribe-${exams.id}`).filter({ hasText: '取消订阅' }).waitFor()
    await screenshot(page, 'schedule-centre-public-calendars')
    const { subscribed } = await api(studentToken, `${API}/calendars`)
    assert.ok(subscribed.some((c) => c.id === exams.id))
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('the teacher got the invitation, sees the event and accepts', async () => {
    const { page, token } = await openAs('t1001', `/pages/shedul/shedulDetail?id=${eventId}`)
    await page.getByTestId('accept').click()
    await page.locator('.event-detail__answer', { hasText: '已接受' }).waitFor()
    await screenshot(page, 'schedule-centre-teacher-accepts')
    const detail = await api(token, `${API}/event?id=${eventId}`)
    assert.equal(detail.myAnswer, 'accepted')
    const seen = await occurrences(token, detail.start, new Date(new Date(detail.start).getTime() + 3_600_000).toISOString())
    assert.ok(seen.some((o) => o.eventId === eventId && o.readOnly))
    const messages = await api(token, '/message-center/center/api/v1/messageCenter/listMessageRecord?pageNum=1&pageSize=50')
    const items = messages.items ?? messages.list ?? messages.records ?? []
    assert.ok(JSON.stringify(items).includes(`日程邀请：${TITLE}`))
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('an invitee declines every unanswered invitation of one organiser from an invitation', async () => {
    const teacherToken = (await openAs('t1001', '/pages/tab/schedule/schedule')).token
    const { mine } = await api(teacherToken, `${API}/calendars`)
    const calendarId = mine.find((c) => c.isDefault).id
    const invite = (title, day) =>
      api(teacherToken, `${API}/event/create`, {
        method: 'POST',
        body: JSON.stringify({
          calendarId,
          title,
          allDay: false,
          start: `2027-04-0${day}T02:00:00.000Z`,
          end: `2027-04-0${day}T03:00:00.000Z`,
          timeZone: 'Asia/Shanghai',
          location: '',
          rrule: 'FREQ=DAILY;COUNT=30',
          reminders: [],
          attendees: ['2026001'],
        }),
      })
    const first = await invite('每日站会', 1)
    const second = await invite('每日答疑', 2)
    const { page, token } = await openAs('2026001', `/pages/shedul/shedulDetail?id=${first.id}`)
    await page.getByTestId('decline-all').click()
    await answerModal(page, '确认')
    await page.locator('.event-detail__answer', { hasText: '已拒绝' }).waitFor()
    await screenshot(page, 'schedule-decline-all-375')
    for (const id of [first.id, second.id]) assert.equal((await api(token, `${API}/event?id=${id}`)).myAnswer, 'declined')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
