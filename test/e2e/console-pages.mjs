// What the console's browser tests share: a desktop page that collects page errors and CSP reports, the sign-in
// through the portal's CAS page, and the text the console's date pickers take.
import assert from 'node:assert/strict'
import { DEMO_PASSWORD } from './harness.mjs'

/**
 * A desktop page (1280×800 unless `viewport` says otherwise); `page.problems` collects page errors and CSP reports.
 * `at`: the browser's clock starts there (and runs on), as the server's test clock was moved.
 */
export async function desktopPage(browser, { viewport = { width: 1280, height: 800 }, at, ...options } = {}) {
  // Reduced motion, as an operator may set it: the console then skips antd's transitions, whose rare stalls left a
  // button's collapsed loading icon in its name (「loading 查询」) and failed role queries for 30 s.
  const context = await browser.newContext({ viewport, locale: 'zh-CN', reducedMotion: 'reduce', ...options })
  if (at) await context.clock.install({ time: at })
  const page = await context.newPage()
  page.problems = []
  page.on('pageerror', (error) => page.problems.push(String(error)))
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) page.problems.push(message.text())
  })
  return page
}

/** The portal's sign-on page, as anyone signing in to the console meets it; resolves back on the console. */
export async function signOnAs(page, username) {
  await page.waitForURL(/\/cas\/login\?service=/)
  assert.ok(new URL(new URL(page.url()).searchParams.get('service')).pathname.startsWith('/admin/'), 'the sign-on returns to the console')
  await page.fill('#username', username)
  await page.fill('#password', DEMO_PASSWORD)
  await page.locator('#pane-password button[type=submit]').click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin/') && !url.searchParams.has('ticket'), { timeout: 30000 })
}

/** Opens `/admin<path>` and signs in as `username` through the portal's CAS page; resolves back on the console. */
export async function consoleAs(page, baseUrl, path, username) {
  await page.goto(`${baseUrl}/admin${path}`)
  await signOnAs(page, username)
}

/** `YYYY-MM-DD HH:mm` in this process's (and the browser's) time zone, as the console's pickers take it. */
export function pickerText(at = new Date()) {
  const two = (n) => String(n).padStart(2, '0')
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`
}
