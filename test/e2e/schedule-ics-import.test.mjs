// 日程设置 → 导入日历文件 in the browser: refused files say why (not an .ics, too big, not a calendar, no events); a
// generated .ics (a weekly 09:00 New York seminar with one week excluded, VTIMEZONE, plus an event the server cannot
// take) is previewed with its counts and the skipped event's reason, imported into a chosen calendar, and shows in
// the month view. Screenshots of the import screens at 375 and 320 px.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiData, explainFailure, launchBrowser, monthDay, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const SETTINGS = '/pages/shedul/shedulSet'
const TAB = '/pages/tab/schedule/schedule'
const API = '/portal-api/v1/schedule'
const TITLE = '纽约大学联合研讨课'
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

const pad = (n) => String(n).padStart(2, '0')
const ymd = (d) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`
const dash = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`

/** The first four Tuesdays of this month (New York dates; 09:00 there is the same date in Shanghai). */
function tuesdays() {
  const now = new Date()
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  first.setUTCDate(1 + ((2 - first.getUTCDay() + 7) % 7))
  return [0, 7, 14, 21].map((days) => new Date(first.getTime() + days * 86_400_000))
}

const NEW_YORK = `BEGIN:VTIMEZONE
TZID:America/New_York
BEGIN:DAYLIGHT
TZOFFSETFROM:-0500
TZOFFSETTO:-0400
TZNAME:EDT
DTSTART:19700308T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:-0400
TZOFFSETTO:-0500
TZNAME:EST
DTSTART:19701101T020000
RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
END:STANDARD
END:VTIMEZONE`

/** The file another calendar app would export: CRLF lines, VTIMEZONE, RRULE with EXDATE, and one hourly event. */
function icsFile(days) {
  const lines = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Example Calendar//EN
${NEW_YORK}
BEGIN:VEVENT
UID:seminar-${ymd(days[0])}@example.edu
DTSTAMP:20260101T000000Z
SUMMARY:${TITLE}
LOCATION:线上会议室
DTSTART;TZID=America/New_York:${ymd(days[0])}T090000
DTEND;TZID=America/New_York:${ymd(days[0])}T103000
RRULE:FREQ=WEEKLY;COUNT=4
EXDATE;TZID=America/New_York:${ymd(days[1])}T090000
END:VEVENT
BEGIN:VEVENT
UID:hourly-${ymd(days[0])}@example.edu
DTSTAMP:20260101T000000Z
SUMMARY:每小时签到
DTSTART:${ymd(days[0])}T010000Z
DTEND:${ymd(days[0])}T011000Z
RRULE:FREQ=HOURLY;COUNT=3
END:VEVENT
END:VCALENDAR`
  return Buffer.from(lines.replace(/\n/g, '\r\n'))
}

/** The popup's file input is the browser's file dialog: answer it with `file`. */
async function choose(page, file) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('ics-choose').click()])
  await chooser.setFiles(file)
}

describe('.ics import in 日程设置 (student 2026001)', () => {
  it('refuses files that cannot be imported, each with its reason', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 812 } })
    await signIn(page, server.url, '2026001')
    await page.goto(server.url + SETTINGS)
    await explainFailure(page, 'schedule-ics-import-import-refused', async () => {
      await page.getByTestId('import-ics').click()
      await page.getByTestId('ics-choose').waitFor()
      const error = page.getByTestId('ics-error')
      await choose(page, { name: '课表.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') })
      await error.filter({ hasText: '请选择 .ics 格式的日历文件' }).waitFor()
      await choose(page, { name: '大文件.ics', mimeType: 'text/calendar', buffer: Buffer.alloc(1_100_000, 'A') })
      await error.filter({ hasText: '文件过大，最大 1 MB' }).waitFor()
      await choose(page, { name: '照片.ics', mimeType: 'text/calendar', buffer: Buffer.from('\x89PNG not a calendar') })
      await error.filter({ hasText: '不是有效的 .ics 日历文件' }).waitFor()
      const empty = Buffer.from(
        `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//EN\r\n${NEW_YORK.replace(/\n/g, '\r\n')}\r\nEND:VCALENDAR\r\n`,
      )
      await choose(page, { name: '空日历.ics', mimeType: 'text/calendar', buffer: empty })
      await error.filter({ hasText: '文件中没有日程' }).waitFor()
      // Nothing to import: the button offers no count.
      assert.equal((await page.getByTestId('ics-import-run').innerText()).trim(), '导入')
    })
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('previews, imports into the chosen calendar, and the month view shows the weekly event without the excluded week', async () => {
    const days = tuesdays()
    const file = { name: '研讨课.ics', mimeType: 'text/calendar', buffer: icsFile(days) }
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 812 } })
    const token = await signIn(page, server.url, '2026001')
    const course = await api(token, `${API}/calendar/save`, { name: '海外交流', color: '#9B59B6' })
    await page.goto(server.url + SETTINGS)
    await explainFailure(page, 'schedule-ics-import-import', async () => {
      await page.getByTestId('import-ics').click()
      await page.getByTestId('ics-choose').waitFor()
      // The popup slides up: shoot it once it has arrived.
      await page.waitForFunction(() => {
        const box = document.querySelector('[data-testid="ics-import"]')?.getBoundingClientRect()
        return box !== undefined && box.bottom <= window.innerHeight + 1
      })
      await screenshot(page, 'schedule-ics-import-import-empty-375')
      await page.getByTestId(`ics-calendar-${course.id}`).click()
      await choose(page, file)
      const preview = page.getByTestId('ics-preview')
      await preview.filter({ hasText: '共 1 个日程，其中重复日程 1 个' }).waitFor()
      assert.match(await preview.innerText(), /将跳过 1 个：\s*每小时签到：重复频率最小为每天/)
      await screenshot(page, 'schedule-ics-import-import-preview-375')
      await page.setViewportSize({ width: 320, height: 640 })
      await screenshot(page, 'schedule-ics-import-import-preview-320')
      await page.setViewportSize({ width: 375, height: 812 })
      await page.getByTestId('ics-import-run').click()
      await page.getByText('已导入 1 个日程').waitFor()
    })

    // Three occurrences at 09:00 New York, in the chosen calendar; the excluded week is gone.
    const from = new Date(days[0].getTime() - 86_400_000).toISOString()
    const to = new Date(days[3].getTime() + 2 * 86_400_000).toISOString()
    const mine = (await api(token, `${API}/occurrences?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).filter(
      (o) => o.title === TITLE,
    )
    const newYork = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    })
    assert.deepEqual(
      mine.map((o) => newYork.format(new Date(o.start))),
      [days[0], days[2], days[3]].map((d) => `${dash(d)}, 09:00`),
    )
    assert.ok(mine.every((o) => o.calendarId === course.id && o.color === '#9B59B6'))

    await page.goto(server.url + TAB)
    await explainFailure(page, 'schedule-ics-import-import-month', async () => {
      await page.getByTestId('month-calendar').waitFor()
      for (const day of [days[0], days[2], days[3]]) {
        await monthDay(page, dash(day)).locator('.month-calendar__dot').first().waitFor()
      }
      await monthDay(page, dash(days[2])).click()
      const row = page.getByTestId('occurrence').filter({ hasText: TITLE }).first()
      await row.waitFor()
      // 09:00 New York is 22:00 (winter) or 21:00 (summer) in Shanghai, the global zone.
      assert.match(await row.innerText(), /2[12]:00/)
      await row.scrollIntoViewIfNeeded()
      await screenshot(page, 'schedule-ics-import-import-month-375')
    })
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
