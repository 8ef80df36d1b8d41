// Issue 38, screen readers on H5: axe-core (the engine behind Lighthouse's and Chrome's accessibility audits) runs in
// Chromium on the five tabs and the most used pages as a teacher and finds no serious or critical violation; every
// route of the route table as a student is audited by accessibility-routes-*.test.mjs (split so that no file runs long).
// Each page's result is printed as one line of the test output (the per-route report).
// Two things are left out of the check (EXCLUDED in ./axe.mjs), each for a stated reason:
//  - the selected tab label's colour: the spec fixes it (#ED663F, 3.2:1 on white); the selected tab is also bold and
//    has aria-selected, so it is not told by colour alone;
//  - the greyed days of the neighbouring months in the month calendar, and the labels of disabled checkboxes: inactive
//    (WCAG 1.4.3 exempts inactive components from the contrast minimum).
// Keyboard: a tappable View is a focusable button that Enter presses (src/shell/keyboard-access.h5.ts).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { auditRoutes, axeViolations } from './axe.mjs'
import { explainFailure, launchBrowser, newPhonePage, signIn, startServer } from './harness.mjs'

const TABS = [
  'pages/tab/index/index',
  'pages/tab/service/index',
  'pages/msgCenterTab/newtask/newtask',
  'pages/tab/schedule/schedule',
  'pages/tab/my/my',
]
const PAGES = [
  'pagesA/news/news?columnCode=xxyw',
  'pages/search/entry',
  'pages/service/search',
  'pages/service/ranking',
  'pagesA/message/entry',
  'msgCenter/pages/task/personaltodo',
  'pages/myInfo/myInfo',
  'pagesA/safeSet/safeSet',
  'pages/about/about',
  'pages/shedul/creatShedul',
]

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

describe('accessibility (axe-core, H5 at 375 px)', () => {
  it('the five tabs and the most used pages, as a teacher, have no serious or critical violation', async () => {
    assert.deepEqual(await auditRoutes(browser, server.url, 't1001', [...TABS, ...PAGES]), [])
  })

  it('the sign-in pages the server renders (统一身份认证: password and SMS) have no serious or critical violation', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 }, bypassCSP: true })
    await explainFailure(page, 'axe-cas-login', async () => {
      await page.goto(`${server.url}/cas/login?service=${encodeURIComponent(`${server.url}/`)}`)
      await page.locator('#pane-password').waitFor()
      const password = await axeViolations(page)
      console.log(`axe /cas/login (密码登录): ${password.length} serious/critical`)
      await page.locator('label[for=tab-sms]').click()
      await page.locator('#pane-sms').waitFor()
      const sms = await axeViolations(page)
      console.log(`axe /cas/login (验证码登录): ${sms.length} serious/critical`)
      assert.deepEqual([...password, ...sms], [])
    })
    await page.context().close()
  })

  it('a tappable View is a button reached with Tab and pressed with Enter; the message tab reads its unread count', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    await signIn(page, server.url, '2026001')
    await explainFailure(page, 'axe-keyboard', async () => {
      await page.goto(`${server.url}/pages/tab/my/my`)
      const withBadge = page.locator('[role="tab"]', { has: page.locator('.taro-tabbar-badge') }).first()
      await withBadge.waitFor()
      const label = await withBadge.locator('.weui-tabbar__label').textContent()
      const count = await withBadge.locator('.taro-tabbar-badge').textContent()
      // Its name, as the accessibility tree gives it: the label, then the count (the badge itself is hidden from it).
      const [, name] = /tab "([^"]*)"/.exec(await withBadge.ariaSnapshot()) ?? []
      assert.equal(name?.replace(/\s+/g, ''), `${label}，${count}条未读`)
      assert.equal(
        await page.locator('[role="tab"][aria-selected="true"] .weui-tabbar__label').evaluate((el) => getComputedStyle(el).fontWeight),
        '600',
      )

      const card = page.getByTestId('my-profile')
      assert.equal(await card.getAttribute('role'), 'button')
      assert.equal(await card.getAttribute('tabindex'), '0')
      await card.focus()
      await page.keyboard.press('Enter')
      await page.waitForURL(/pages\/myInfo\/myInfo/)
    })
    await page.context().close()
  })
  it('a dialog takes the focus, keeps Tab inside and gives the focus back when it closes (退出登录 on 我的)', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    await signIn(page, server.url, '2026001')
    await explainFailure(page, 'axe-dialog-focus', async () => {
      await page.goto(`${server.url}/pages/tab/my/my`)
      const logout = page.locator('.nut-button', { hasText: '退出登录' })
      await logout.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: '退出登录' })
      await dialog.waitFor()
      assert.equal(await dialog.getAttribute('aria-modal'), 'true')
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim())
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === '取消')
      await page.keyboard.press('Tab')
      assert.equal(await focused(), '退出')
      await page.keyboard.press('Tab')
      assert.equal(await focused(), '取消', 'Tab stays inside the dialog')
      await page.keyboard.press('Shift+Tab')
      assert.equal(await focused(), '退出')
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Enter')
      await dialog.waitFor({ state: 'hidden' })
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === '退出登录')
      assert.ok(page.url().includes('/pages/tab/my/my'), '取消 leaves the person signed in')
    })
    await page.context().close()
  })
  it('a day of the month calendar is chosen from the keyboard (schedule tab)', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    await signIn(page, server.url, '2026001')
    await explainFailure(page, 'axe-calendar-keyboard', async () => {
      await page.goto(`${server.url}/pages/tab/schedule/schedule`)
      const days = page.locator('.month-calendar__under[data-day]')
      await days.first().waitFor()
      // A day of the shown month that is not the one chosen now.
      const key = await page.evaluate(() => {
        const cells = [...document.querySelectorAll('.nut-calendar-day:not(.nut-calendar-day-disabled):not(.nut-calendar-day-active)')]
        return cells.map((cell) => cell.querySelector('.month-calendar__under')?.getAttribute('data-day')).find(Boolean)
      })
      assert.ok(key, 'a day to choose')
      // A day with events says so to a screen reader, not only with its coloured dots.
      await page.locator('.month-calendar__dot').first().waitFor()
      const withEvents = page.locator('.nut-calendar-day', { has: page.locator('.month-calendar__dot') }).first()
      assert.match(await withEvents.evaluate((cell) => cell.textContent), /有日程/)
      await page
        .getByRole('button', { name: /有日程/ })
        .first()
        .waitFor()
      const cell = page.locator('.nut-calendar-day', { has: page.locator(`.month-calendar__under[data-day="${key}"]`) })
      assert.equal(await cell.getAttribute('role'), 'button')
      await cell.focus()
      await page.keyboard.press('Enter')
      await page.waitForFunction(
        (day) =>
          document
            .querySelector(`.month-calendar__under[data-day="${day}"]`)
            ?.closest('.nut-calendar-day')
            ?.classList.contains('nut-calendar-day-active'),
        key,
      )
      // ↓ moves a week, → a day (the keys do not scroll the page); Enter chooses where the focus is.
      const focusedDay = () =>
        page.evaluate(() => document.activeElement?.querySelector('.month-calendar__under')?.getAttribute('data-day'))
      const plusDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
      await page.keyboard.press('ArrowDown')
      assert.equal(await focusedDay(), plusDays(key, 7))
      await page.keyboard.press('ArrowRight')
      assert.equal(await focusedDay(), plusDays(key, 8))
      await page.keyboard.press('Enter')
      await page.waitForFunction(
        (day) =>
          document
            .querySelector(`.nut-calendar-day:not(.nut-calendar-day-disabled) .month-calendar__under[data-day="${day}"]`)
            ?.closest('.nut-calendar-day')
            ?.classList.contains('nut-calendar-day-active'),
        plusDays(key, 8),
      )
    })
    await page.context().close()
  })
})
