// Writing the division schedule in the browser, against the reference server with demo data: the schedule editor of
// 计算机科学与技术学院 (t3102 周敏) creates an event on the 新建日程 page, inviting 王芳 from the college's people →
// t1001 王芳 sees it in the week view, opens it and an attendee's 个人日程; the editor edits it (the new title reaches
// 王芳), edits one occurrence of the weekly 院务会 (the scope is asked) and deletes the event (gone); the college's
// admin hides a calendar on 日历设置 → a member's week no longer shows it; a member who is not an editor has no 新建
// and is refused the create call. Screens of each new page at 375 px and 320 px.
// Run after an H5 build: node --test test/e2e/division-schedule-edit.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const TITLE = '学院党政联席会（新建页）'
const RENAMED = '学院党政联席会（改期讨论）'
const DAY = 86_400_000

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
  return new Date(`${new Date(wall.getTime() - back * DAY).toISOString().slice(0, 10)}T00:00:00+08:00`)
}

const weekQuery = () => {
  const monday = thisMonday()
  return new URLSearchParams({ code: 'sfdx-cs', from: monday.toISOString(), to: new Date(monday.getTime() + 7 * DAY).toISOString() })
}

async function weekOf(token) {
  const answer = await api(token, 'GET', `/schedule/week?${weekQuery()}`)
  assert.equal(answer.status, 200, JSON.stringify(answer.body))
  return answer.body.data
}

async function noOverflow(page, width) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `page wider than ${width} px by ${overflow} px`)
}

async function open(username, path, width = 375) {
  const page = await newPhonePage(browser, { viewport: { width, height: 740 } })
  await signIn(page, server.url, username)
  await page.goto(`${server.url}${path}`)
  return page
}

/** The Taro page holding `testId` (earlier pages stay in the document underneath). */
const pageWith = (page, testId) => page.locator('.taro_page', { has: page.getByTestId(testId) })

describe('division schedule: writing it', () => {
  let eventId

  it('the editor creates an event on 新建日程 → 王芳 sees it in the week, its detail and an attendee’s 个人日程', async () => {
    const page = await open('t3102', '/pages/secondWork/calendar/schedule?code=sfdx-cs')
    await explainFailure(page, 'division-create', async () => {
      await page.getByTestId('division-week').getByText('院务会').first().waitFor()
      await screenshot(page, 'division-week-editor-375')
      await page.getByTestId('division-event-new').click()
      await page.waitForURL(/secondWork\/schedule\/creatShedul/)
      const form = pageWith(page, 'pick-repeat')
      await form.getByTestId('pick-repeat').waitFor()
      // Saving without a title is refused with the reason.
      await form.getByTestId('event-save').click()
      await page.getByText('请输入日程标题').first().waitFor()
      await form.locator('.nut-cell', { hasText: '标题' }).locator('input').fill(TITLE)
      await form.locator('.nut-cell', { hasText: '地点' }).locator('input').fill('行政楼 301')
      await form.getByTestId('pick-attendees').click()
      const picker = pageWith(page, 'attendees-done')
      const search = picker.locator('.nut-searchbar input')
      await search.waitFor()
      assert.match(await search.getAttribute('placeholder'), /计算机科学与技术学院/)
      // 张伟 of 经济管理学院 is not one of the college's people.
      await search.fill('张伟')
      await search.press('Enter')
      await picker.getByText('没有找到匹配的人').waitFor()
      await search.fill('王芳')
      await search.press('Enter')
      await picker.getByTestId('invite-t1001').click()
      await picker.getByTestId('attendees-done').click()
      await form.getByTestId('pick-attendees').filter({ hasText: '王芳' }).waitFor()
      await noOverflow(page, 375)
      await screenshot(page, 'division-create-375')
      await form.getByTestId('event-save').click()
      await page.waitForURL(/calendar\/schedule/)
      await pageWith(page, 'division-week').getByText(TITLE).waitFor()
    })
    await page.context().close()

    const created = (await weekOf(await signInToken('t1001'))).occurrences.find((o) => o.title === TITLE)
    assert.ok(created, 'the new event is in the college week')
    assert.equal(created.calendarName, '领导日程')
    eventId = created.eventId

    for (const width of [375, 320]) {
      const staff = await open('t1001', '/pages/secondWork/calendar/schedule?code=sfdx-cs', width)
      await explainFailure(staff, `division-person-${width}`, async () => {
        // 王芳 is the college's admin, not its schedule editor: she only reads.
        await staff.getByTestId('division-week').getByText(TITLE).click()
        await staff.waitForURL(/shedulDetail/)
        const detail = pageWith(staff, 'division-event')
        await detail.getByTestId('event-title').filter({ hasText: TITLE }).waitFor()
        await detail.getByText('行政楼 301').waitFor()
        await detail.getByTestId('attendee-t1001').click()
        await staff.waitForURL(/personDetail/)
        const person = pageWith(staff, 'division-person')
        await person.getByTestId('person-name').filter({ hasText: '王芳（t1001）' }).waitFor()
        await person.getByText(TITLE).waitFor()
        await person.getByText('院务会').first().waitFor()
        await noOverflow(staff, width)
        await screenshot(staff, `division-person-${width}`)
        // The next week holds the weekly 院务会 but not this event.
        await person.getByTestId('week-next').click()
        await person.getByText('院务会').first().waitFor()
        assert.equal(await person.getByText(TITLE).count(), 0)
      })
      await staff.context().close()
    }
  })

  it('the editor edits the event (王芳 sees the new title) and one occurrence of the weekly 院务会, then deletes it', async () => {
    const page = await open('t3102', `/pages/secondWork/schedule/shedulDetail?id=${eventId}`)
    await explainFailure(page, 'division-edit', async () => {
      const detail = pageWith(page, 'division-event')
      await detail.getByTestId('event-title').filter({ hasText: TITLE }).waitFor()
      await detail.getByTestId('event-edit').waitFor()
      await noOverflow(page, 375)
      await screenshot(page, 'division-detail-editor-375')
      await detail.getByTestId('event-edit').click()
      await page.waitForURL(/editSchedul/)
      const form = pageWith(page, 'pick-repeat')
      const title = form.locator('.nut-cell', { hasText: '标题' }).locator('input')
      await title.waitFor()
      assert.equal(await title.inputValue(), TITLE)
      await form.getByTestId('pick-attendees').filter({ hasText: '王芳' }).waitFor()
      await title.fill(RENAMED)
      await noOverflow(page, 375)
      await screenshot(page, 'division-edit-375')
      await form.getByTestId('event-save').click()
      await page.waitForURL(/shedulDetail/)
      await pageWith(page, 'division-event').getByTestId('event-title').filter({ hasText: RENAMED }).waitFor()
    })
    const staffToken = await signInToken('t1001')
    assert.ok((await weekOf(staffToken)).occurrences.some((o) => o.eventId === eventId && o.title === RENAMED))

    // A repeating event: the editor is asked which occurrences the change is for.
    const week = await weekOf(staffToken)
    const meeting = week.occurrences.find((o) => o.title === '院务会')
    await page.goto(
      `${server.url}/pages/secondWork/schedule/shedulDetail?id=${meeting.eventId}&recurrenceId=${encodeURIComponent(meeting.recurrenceId)}`,
    )
    await explainFailure(page, 'division-edit-occurrence', async () => {
      await pageWith(page, 'division-event').getByTestId('event-edit').click()
      await page.waitForURL(/editSchedul/)
      const title = pageWith(page, 'pick-repeat').locator('.nut-cell', { hasText: '标题' }).locator('input')
      await title.waitFor()
      await title.fill('院务会（本周改在图书馆）')
      await pageWith(page, 'pick-repeat').getByTestId('event-save').click()
      await page.locator('.taro-actionsheet__cell', { hasText: '仅此日程' }).click()
      await page.waitForURL(/shedulDetail/)
      await pageWith(page, 'division-event').getByTestId('event-title').filter({ hasText: '院务会（本周改在图书馆）' }).waitFor()
    })
    const monday = thisMonday()
    const twoWeeks = new URLSearchParams({
      code: 'sfdx-cs',
      from: monday.toISOString(),
      to: new Date(monday.getTime() + 14 * DAY).toISOString(),
    })
    const meetings = (await api(staffToken, 'GET', `/schedule/week?${twoWeeks}`)).body.data.occurrences.filter((o) =>
      o.title.startsWith('院务会'),
    )
    assert.deepEqual(
      meetings.map((o) => o.title),
      ['院务会（本周改在图书馆）', '院务会'],
    )

    await page.goto(`${server.url}/pages/secondWork/calendar/schedule?code=sfdx-cs`)
    await explainFailure(page, 'division-delete', async () => {
      await pageWith(page, 'division-week').getByText(RENAMED).click()
      await page.waitForURL(/shedulDetail/)
      await pageWith(page, 'division-event').getByTestId('event-delete').click()
      await answerModal(page, '确认')
      await page.waitForURL(/calendar\/schedule/)
      const weekView = pageWith(page, 'division-week')
      await weekView.getByText('院务会').first().waitFor()
      await weekView.getByText(RENAMED).waitFor({ state: 'detached' })
    })
    assert.ok(!(await weekOf(staffToken)).occurrences.some((o) => o.eventId === eventId), 'deleted for 王芳 too')
    assert.deepEqual(page.errors, [])
    await page.context().close()

    // Opened directly at 320 px, the edit page takes the whole series.
    const narrow = await open('t3102', `/pages/secondWork/schedule/editSchedul?id=${meeting.eventId}`, 320)
    await pageWith(narrow, 'pick-repeat').getByTestId('pick-repeat').filter({ hasText: '每周' }).waitFor()
    await noOverflow(narrow, 320)
    await screenshot(narrow, 'division-edit-320')
    await narrow.goto(`${server.url}/pages/secondWork/schedule/creatShedul?code=sfdx-cs`)
    await pageWith(narrow, 'pick-repeat').getByTestId('pick-attendees').waitFor()
    await noOverflow(narrow, 320)
    await screenshot(narrow, 'division-create-320')
    await narrow.goto(`${server.url}/pages/secondWork/schedule/shedulDetail?id=${meeting.eventId}`)
    await pageWith(narrow, 'division-event').getByTestId('event-edit').waitFor()
    await noOverflow(narrow, 320)
    await screenshot(narrow, 'division-detail-editor-320')
    await narrow.context().close()
  })

  it('the admin hides 单位日程 on 日历设置 → a member’s week shows only 领导日程', async () => {
    const memberToken = await signInToken('2026001')
    const before = await weekOf(memberToken)
    assert.deepEqual(
      before.calendars.map((c) => c.name),
      ['领导日程', '单位日程'],
    )
    const unit = before.calendars.find((c) => c.name === '单位日程')
    for (const width of [375, 320]) {
      const admin = await open('t1001', '/pages/secondWork/secondWorkIndex?code=sfdx-cs', width)
      await explainFailure(admin, `division-calendar-set-${width}`, async () => {
        await admin.getByTestId('link-calendarSet').click()
        await admin.waitForURL(/calendarSet/)
        const choices = pageWith(admin, 'calendar-choices')
        await choices.getByText('仅日程编辑可见').or(choices.getByText('向成员公开').first()).first().waitFor()
        await noOverflow(admin, width)
        await screenshot(admin, `division-calendar-set-${width}`)
      })
      await admin.context().close()
    }

    const admin = await open('t1001', '/pages/secondWork/calendar/calendarSet?code=sfdx-cs')
    await explainFailure(admin, 'division-calendar-hide', async () => {
      const row = admin.getByTestId(`calendar-choices-${unit.id}`)
      await row.waitFor()
      assert.equal(await row.getAttribute('data-chosen'), '1')
      await row.locator('.dv-choices__main').click()
      assert.equal(await row.getAttribute('data-chosen'), '0')
      await admin.getByTestId('settings-save').click()
      // Saved, the page goes back (home, opened directly).
      await admin.waitForURL((url) => !url.pathname.includes('calendarSet'))
    })
    await admin.context().close()

    const member = await open('2026001', '/pages/secondWork/calendar/schedule?code=sfdx-cs')
    await explainFailure(member, 'division-calendar-hidden', async () => {
      const calendars = member.getByTestId('week-calendars')
      await calendars.getByText('领导日程').waitFor()
      assert.doesNotMatch(await calendars.innerText(), /单位日程/)
    })
    await member.context().close()
    assert.deepEqual(
      (await weekOf(memberToken)).calendars.map((c) => c.name),
      ['领导日程'],
    )
  })

  it('a member who is not a schedule editor has no 新建 and is refused the create call', async () => {
    const page = await open('t3101', '/pages/secondWork/calendar/schedule?code=sfdx-cs')
    await page.getByTestId('division-week').getByText('院务会').first().waitFor()
    assert.equal(await page.getByTestId('division-event-new').count(), 0)
    await page.context().close()
    const token = await signInToken('t3101')
    const leaders = (await weekOf(token)).calendars.find((c) => c.name === '领导日程')
    const start = new Date(thisMonday().getTime() + 2 * DAY + 2 * 3600_000)
    const refused = await api(token, 'POST', '/schedule/create', {
      calendarId: leaders.id,
      title: '发布员不可写',
      allDay: false,
      start: start.toISOString(),
      end: new Date(start.getTime() + 3600_000).toISOString(),
      timeZone: 'Asia/Shanghai',
    })
    assert.equal(refused.status, 403)
    assert.match(refused.body.message, /日程编辑/)
  })
})
