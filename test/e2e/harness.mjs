// Browser-test harness: one reference server (embedded PostgreSQL, demo data, the H5 build) and
// Debian's Chromium driven by playwright-core. E2E_BASE_URL points the tests at a running server.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const SHOTS = path.join(ROOT, 'test-results', 'screenshots')
export const DEMO_PASSWORD = 'Campus@2026'

export { startServer } from './server-process.cjs'

/** `extraArgs`: flags one test needs (e.g. a fake camera); every other test launches the same browser. */
export async function launchBrowser(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  })
}

/** A phone-sized page; console errors are collected so tests can assert there were none. */
export async function newPhonePage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'zh-CN', ...options })
  const page = await context.newPage()
  page.errors = []
  page.on('pageerror', (e) => page.errors.push(String(e)))
  return page
}

/** Signs in through the token service and puts the id token in the userToken cookie. */
export async function signIn(page, baseUrl, username) {
  const res = await fetch(
    `${baseUrl}/token-service/password/passwordLogin?username=${encodeURIComponent(username)}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    { method: 'POST' },
  )
  const body = await res.json()
  if (!res.ok || !body.data?.idToken) throw new Error(`sign-in as ${username} failed: ${res.status} ${JSON.stringify(body)}`)
  const { hostname } = new URL(baseUrl)
  await page.context().addCookies([{ name: 'userToken', value: body.data.idToken, domain: hostname, path: '/' }])
  return body.data.idToken
}

/** A signed-in call outside the page (GET, or a JSON POST when `body` is given): asserts code 0, returns `data`. */
export async function apiData(baseUrl, token, path, body) {
  const res = await fetch(baseUrl + path, {
    method: body ? 'POST' : 'GET',
    headers: { 'X-Id-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const answer = await res.json()
  assert.equal(answer.code, 0, `${path}: ${JSON.stringify(answer)}`)
  return answer.data
}

export async function screenshot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) })
}

/** Closes the home pop-up (shown once per media on the home tab) by its close button, if it shows within `timeout` ms. */
export async function closeHomePopup(page, timeout = 3000) {
  const popup = page.getByTestId('home-popup')
  await popup.waitFor({ timeout }).catch(() => undefined)
  if (await popup.isVisible().catch(() => false)) {
    await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click()
    await popup.waitFor({ state: 'hidden' })
  }
}

/** Answers Taro's H5 modal (Taro.showModal) by its button label. */
export async function answerModal(page, label) {
  const button = page.locator('.taro-modal__foot .taro-model__btn', { hasText: label })
  await button.waitFor()
  await button.click()
}

/** Runs `steps`; when one fails, saves a screenshot and adds the page's address and visible text to the error (CI shows only the error). */
export async function explainFailure(page, name, steps) {
  try {
    return await steps()
  } catch (error) {
    await screenshot(page, `${name}-failed`).catch(() => {})
    // page.evaluate has no timeout of its own: a page whose script is stuck must not hold the report back.
    const text = await Promise.race([
      page.evaluate(() => document.body.innerText).catch(() => ''),
      new Promise((resolve) => setTimeout(() => resolve('(the page did not answer within 5 s)'), 5000).unref()),
    ])
    error.message += `\n  at ${page.url()}\n  page text: ${text.replace(/\s+/g, ' ').slice(0, 800)}`
    throw error
  }
}

/**
 * The schedule tab's month calendar cell for `day` (YYYY-MM-DD) in its own month. The next month's grid repeats the
 * last days of this one as greyed (disabled) cells with the same key: on the 29th or 30th both are on the page.
 */
export function monthDay(page, day) {
  return page.locator('.nut-calendar-day:not(.nut-calendar-day-disabled)').locator(`.month-calendar__under[data-day="${day}"]`)
}

/** Drags one finger from y0 to y1 at x through CDP touch events (a pull down when y1 > y0). */
export async function drag(page, x, y0, y1, steps = 12) {
  const cdp = await page.context().newCDPSession(page)
  const point = (y) => [{ x, y, id: 1 }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(y0) })
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(y0 + ((y1 - y0) * i) / steps) })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}
