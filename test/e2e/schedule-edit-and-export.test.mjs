// A repeating event as a new user meets it in the browser: 日程设置 › 生成订阅链接 gives an address; one occurrence
// edited 仅此日程 shows its own title and no longer the series' repeat; 添加到手机日历 downloads the whole series with
// its zone and reminders; a new event's zone label shows the offset at the event's date (New York is UTC-04:00 in
// October).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { answerModal, apiData, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const API = '/portal-api/v1/schedule'
const TITLE = '纽约校友读书会'
// Mondays 09:00 in New York from 4 October 2027 (before the November change: UTC-04:00).
const FIRST = '2027-10-04T13:00:00.000Z'
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

async function openAs(username, path) {
  const page = await newPhonePage(browser, { acceptDownloads: true })
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return { page, token }
}

const visible = (page, id) => page.getByTestId(id).filter({ visible: true })
const cell = (page, title) => page.locator('.nut-cell', { hasText: title }).filter({ visible: true }).first()

describe("schedule: subscription link, one occurrence edited, export, a new event's zone (student 2026001)", () => {
  let token
  let eventId
  let second

  before(async () => {
    const login = await fetch(
      `${server.url}/token-service/password/passwordLogin?username=2026001&password=${encodeURIComponent('Campus@2026')}`,
      { method: 'POST' },
    )
    token = (await login.json()).data.idToken
    const { mine } = await apiData(server.url, token, `${API}/calendars`)
    const event = await apiData(server.url, token, `${API}/event/create`, {
      calendarId: mine.find((c) => c.isDefault).id,
      title: TITLE,
      allDay: false,
      start: FIRST,
      end: new Date(new Date(FIRST).getTime() + 3600_000).toISOString(),
      timeZone: 'America/New_York',
      location: '图书馆 301',
      rrule: 'FREQ=WEEKLY;COUNT=6',
      reminders: [15],
    })
    eventId = event.id
    const list = await apiData(server.url, token, `${API}/occurrences?from=2027-10-01T00:00:00Z&to=2027-11-30T00:00:00Z`)
    second = list.filter((o) => o.eventId === eventId)[1]
  })

  it('日程设置 › 生成订阅链接 shows the new address (the body-less POST is not refused)', async () => {
    const { page } = await openAs('2026001', '/pages/shedul/shedulSet')
    await explainFailure(page, 'schedule-feed-make', async () => {
      await visible(page, 'feed-make').click()
      await answerModal(page, '确认')
      await visible(page, 'feed-make')
        .filter({ hasText: /\/portal-api\/v1\/schedule\/ics\/[\w-]+\.ics/ })
        .waitFor()
      assert.equal(await page.getByText('生成失败').count(), 0)
      const { enabled } = await apiData(server.url, token, `${API}/feed/status`)
      assert.equal(enabled, true)
      await screenshot(page, 'schedule-feed-made-375')
    })
    await page.context().close()
  })

  it('after editing 仅此日程 the detail shows that occurrence: its title, and not the series repeat', async () => {
    const { page } = await openAs(
      '2026001',
      `/pages/shedul/shedulDetail?id=${eventId}&recurrenceId=${encodeURIComponent(second.recurrenceId)}`,
    )
    await explainFailure(page, 'schedule-occurrence-detail', async () => {
      await visible(page, 'event-title').filter({ hasText: TITLE }).waitFor()
      assert.match(await cell(page, '重复').innerText(), /每周一/)
      // 删除 is a destructive action: NutUI's danger button, like every other one.
      assert.match(await visible(page, 'event-delete').getAttribute('class'), /nut-button-danger\b/)
      // The event's own zone at its date: New York in October is UTC-04:00.
      assert.match(await visible(page, 'event-detail').innerText(), /日程时区 \(UTC-04:00\) 东部时间/)
      await visible(page, 'event-edit').click()
      const title = page.locator('.nut-cell', { hasText: '标题' }).filter({ visible: true }).locator('input')
      await title.waitFor()
      await title.fill(`${TITLE}（本周改到线上）`)
      await visible(page, 'event-save').click()
      await page.locator('.taro-actionsheet__cell', { hasText: '仅此日程' }).click()
      await visible(page, 'event-title')
        .filter({ hasText: `${TITLE}（本周改到线上）` })
        .waitFor()
      assert.match(await cell(page, '重复').innerText(), /仅此一次（已单独修改）/)
      await screenshot(page, 'schedule-occurrence-edited-375')
    })
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('添加到手机日历 downloads the whole series with its zone, its reminder and the edited occurrence', async () => {
    const { page } = await openAs(
      '2026001',
      `/pages/shedul/shedulDetail?id=${eventId}&recurrenceId=${encodeURIComponent(second.recurrenceId)}`,
    )
    await explainFailure(page, 'schedule-export', async () => {
      await visible(page, 'event-title').waitFor()
      const [download] = await Promise.all([page.waitForEvent('download'), visible(page, 'to-phone-calendar').click()])
      assert.match(download.suggestedFilename(), /\.ics$/)
      const ics = fs.readFileSync(await download.path(), 'utf8').replace(/\r\n /g, '')
      assert.match(ics, /BEGIN:VTIMEZONE\r\nTZID:America\/New_York/)
      assert.match(ics, /DTSTART;TZID=America\/New_York:20271004T090000/)
      assert.match(ics, /RRULE:FREQ=WEEKLY;COUNT=6/)
      assert.match(ics, /BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:[^\r]*\r\nTRIGGER:-PT15M/)
      assert.match(ics, /RECURRENCE-ID;TZID=America\/New_York:20271011T090000/)
      assert.ok(ics.includes(`SUMMARY:${TITLE}（本周改到线上）`))
    })
    await page.context().close()
  })

  it('a new event: its zone label shows the offset at its date, not a fixed one', async () => {
    const { page } = await openAs('2026001', '/pages/shedul/creatShedul?date=2027-10-20')
    await explainFailure(page, 'schedule-new-event-zone', async () => {
      await visible(page, 'pick-zone').click()
      await visible(page, 'zone-America/New_York').click()
      await visible(page, 'pick-zone').filter({ hasText: '(UTC-04:00) 东部时间' }).waitFor()
      await screenshot(page, 'schedule-new-event-new-york-375')
    })
    const december = await openAs('2026001', '/pages/shedul/creatShedul?date=2027-12-20')
    await explainFailure(december.page, 'schedule-new-event-zone-december', async () => {
      await visible(december.page, 'pick-zone').click()
      await visible(december.page, 'zone-America/New_York').click()
      await visible(december.page, 'pick-zone').filter({ hasText: '(UTC-05:00) 东部时间' }).waitFor()
    })
    assert.deepEqual(page.errors, [])
    await page.context().close()
    await december.page.context().close()
  })

  it('moving a new event’s start an hour moves its end too (the length is kept)', async () => {
    const { page } = await openAs('2026001', '/pages/shedul/creatShedul?date=2027-10-20')
    await explainFailure(page, 'schedule-new-event-move-start', async () => {
      const hourOf = async (id) => /(\d{2}):\d{2}/.exec(await visible(page, id).innerText())?.[1]
      await visible(page, 'pick-start').waitFor()
      const [startBefore, endBefore] = [Number(await hourOf('pick-start')), Number(await hourOf('pick-end'))]
      // The new event starts at the next full hour: at 23:00 the roller has no later hour, so it moves an hour earlier.
      const step = startBefore === 23 ? -1 : 1
      await visible(page, 'pick-start').click()
      const hours = page.locator('.nut-picker .nut-pickerview-list').filter({ visible: true }).nth(3)
      await hours.waitFor()
      // NutUI's roller follows touch events: one row (36 px) up is the next hour; slow enough for no momentum.
      const box = await hours.boundingBox()
      await hours.evaluate(
        async (el, { x, y, step }) => {
          const touch = (clientY) =>
            new Touch({ identifier: 1, target: el, clientX: x, clientY, pageX: x, pageY: clientY, screenY: clientY })
          const fire = (type, clientY) => {
            const t = touch(clientY)
            const init = {
              bubbles: true,
              cancelable: true,
              touches: type === 'touchend' ? [] : [t],
              targetTouches: [],
              changedTouches: [t],
            }
            el.dispatchEvent(new TouchEvent(type, init))
          }
          const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
          fire('touchstart', y)
          for (let move = 1; move <= 6; move++) {
            await pause(60)
            fire('touchmove', y - step * move * 6)
          }
          await pause(400)
          fire('touchend', y - step * 36)
          await pause(600)
        },
        { x: box.x + box.width / 2, y: box.y + box.height / 2, step },
      )
      await page.locator('.nut-picker-confirm-btn').filter({ visible: true }).click()
      await visible(page, 'pick-start')
        .filter({ hasText: `${String(startBefore + step).padStart(2, '0')}:` })
        .waitFor()
      // The end keeps the length, past midnight too (23:00 → 00:00 the next day).
      assert.equal(Number(await hourOf('pick-end')), (endBefore + step + 24) % 24)
      await screenshot(page, 'schedule-new-event-moved-start-375')
    })
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
