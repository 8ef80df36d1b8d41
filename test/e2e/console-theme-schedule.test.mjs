// A theme valid from tomorrow (issue 33) at 1280×800 against the built console (E2E_ADMIN_DIR) and the portal's H5
// build (E2E_H5_DIR): 全局管理员 creates it; today the console lists it as 不在有效期 and a student's tab bar keeps the
// theme in force; when the clock says tomorrow the portal applies it and the console lists it as 生效中.
// The server runs with its test clock (TEST_CLOCK=1, refused in production: POST /test-only/clock/advance moves it
// forward); the browser's clock is moved to the same time, since the H5 and the console check a theme's window too.
// Tokens are real-time JWTs that the H5 also checks against its own clock, so they are issued for three days here.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { explainFailure, launchBrowser, screenshot, signIn, startServer } from './harness.mjs'
import { consoleAs, desktopPage, pickerText } from './console-pages.mjs'

const THEME = '寒假主题'
const LABEL = '寒假首页'

let server
let browser

before(async () => {
  server = await startServer({ env: { TEST_CLOCK: '1', TOKEN_TTL: String(3 * 86_400) } })
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

/** A student's 我的 tab on the H5, its tab bar drawn. */
async function studentTabBar(page) {
  await signIn(page, server.url, '2026001')
  await page.goto(`${server.url}/pages/tab/my/my`, { waitUntil: 'networkidle' })
  await page.waitForSelector('.weui-tabbar__label', { state: 'attached' })
}

/** The theme the portal's server offers now (its own clock). */
async function offeredTheme() {
  const answer = await (await fetch(`${server.url}/portal-api/v1/config/theme/current`)).json()
  assert.equal(answer.code, 0, JSON.stringify(answer))
  return answer.data
}

describe('operator console: a theme valid from tomorrow', () => {
  it('is not applied today and is applied when the clock says tomorrow', async () => {
    const tomorrow = new Date()
    tomorrow.setHours(24, 0, 0, 0)
    const until = new Date(tomorrow.getTime() + 3 * 86_400_000 - 60_000)

    const page = await desktopPage(browser)
    await explainFailure(page, 'console-theme-tomorrow', async () => {
      await consoleAs(page, server.url, '/config/themes', 'admin')
      await page.getByRole('button', { name: '新建主题' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('主题名称').fill(THEME)
      await dialog.locator('#footTabs_0_text').fill(LABEL)
      const range = dialog.locator('.ant-picker-range input')
      await range.nth(0).click()
      await range.nth(0).fill(pickerText(tomorrow))
      await page.keyboard.press('Enter')
      await range.nth(1).fill(pickerText(until))
      await page.keyboard.press('Enter')
      await page.locator('.ant-picker-dropdown').last().waitFor({ state: 'hidden' })
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click()
      await page.getByText('已保存，门户已更新').waitFor()
      await page.locator('tr', { hasText: THEME }).getByText('不在有效期').waitFor()
      await page.locator('tr', { hasText: '默认主题' }).getByText('生效中').waitFor()
      await screenshot(page, 'console-theme-tomorrow-today-1280')
      assert.deepEqual(page.problems, [])
    })
    assert.equal((await offeredTheme())?.name, '默认主题', 'today the server offers the theme in force')

    const today = await desktopPage(browser)
    await studentTabBar(today)
    await today.waitForFunction(() => Boolean(document.querySelector('.weui-tabbar__label')?.textContent.trim()))
    // Time for a late theme answer to reach the bar.
    await today.waitForTimeout(1000)
    const labelsToday = await today.$$eval('.weui-tabbar__label', (els) => els.map((e) => e.textContent.trim()))
    assert.notEqual(labelsToday[0], LABEL, `today the tab bar keeps its label (${labelsToday.join(' / ')})`)
    await screenshot(today, 'console-theme-tomorrow-h5-today-1280')

    const moved = await fetch(`${server.url}/test-only/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds: Math.ceil((tomorrow.getTime() - Date.now()) / 1000) + 60 }),
    })
    assert.equal(moved.status, 200)
    const serverNow = new Date((await moved.json()).data.now)
    assert.ok(serverNow >= tomorrow && serverNow < until)
    const offered = await offeredTheme()
    assert.equal(offered?.name, THEME, 'tomorrow the server offers the new theme')
    assert.equal(offered.isValidForNow, true)

    const student = await desktopPage(browser, { at: serverNow })
    await explainFailure(student, 'console-theme-tomorrow-h5', async () => {
      await studentTabBar(student)
      await student.waitForFunction((label) => document.querySelector('.weui-tabbar__label')?.textContent.trim() === label, LABEL)
      await screenshot(student, 'console-theme-tomorrow-h5-tomorrow-1280')
      assert.deepEqual(student.problems, [])
    })

    const operator = await desktopPage(browser, { at: serverNow })
    await explainFailure(operator, 'console-theme-tomorrow-console', async () => {
      await consoleAs(operator, server.url, '/config/themes', 'admin')
      await operator.locator('tr', { hasText: THEME }).getByText('生效中').waitFor()
      await screenshot(operator, 'console-theme-tomorrow-console-1280')
      assert.deepEqual(operator.problems, [])
    })
  })
})
