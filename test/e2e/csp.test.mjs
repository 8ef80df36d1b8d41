// The H5 app under the server's Content-Security-Policy (helmet): home, a news article, the message centre
// and the login pages render with no CSP violation, at 375 px and 320 px. A blocked inline script proves the
// policy is really enforced. Needs a fresh `npm run build:h5`.
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

/** A page that records every CSP violation (the event and the console report) before any app code runs. */
async function watchedPage(width, username) {
  const page = await newPhonePage(browser, { viewport: { width, height: 760 } })
  page.violations = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) page.violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  if (username) await signIn(page, server.url, username)
  return page
}

const PAGES = [
  { name: 'home', path: '/pages/tab/index/index', user: '2026001', ready: '[data-testid="home-slideshow"]' },
  {
    name: 'news-detail',
    path: '/pagesA/news/detail?id=20&columnId=2',
    user: '2026001',
    ready: '.news-detail, [data-testid="news-detail"], .taro_page',
  },
  { name: 'message-centre', path: '/pages/msgCenterTab/newtask/newtask', user: 't1001', ready: '.taro_page' },
  { name: 'login', path: '/pages/login/login', ready: '.taro_page' },
  { name: 'password-login', path: '/pages/login/pwdLogin', ready: 'input' },
]

describe('H5 under the Content-Security-Policy', () => {
  it('the H5 page answers with the CSP, nosniff, a referrer policy and anti-framing', async () => {
    const response = await fetch(`${server.url}/pages/tab/index/index`)
    const csp = response.headers.get('content-security-policy') ?? ''
    // Scripts from this origin, and one inline script by its hash (the home first paint's loader): no 'unsafe-inline'.
    assert.match(csp, /script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')?(;|$)/)
    assert.match(csp, /frame-ancestors 'self'/)
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff')
    assert.equal(response.headers.get('referrer-policy'), 'no-referrer')
  })

  for (const width of [375, 320]) {
    for (const target of PAGES) {
      it(`${target.name} at ${width} px renders with no CSP violation`, async () => {
        const page = await watchedPage(width, target.user)
        await page.goto(server.url + target.path)
        await page.locator(target.ready).first().waitFor()
        await page.waitForLoadState('networkidle')
        await page.waitForTimeout(500)
        await screenshot(page, `csp-${target.name}-${width}`)
        assert.deepEqual(page.violations, [], `${target.name}: ${page.violations.join('\n')}`)
        assert.deepEqual(page.errors, [])
        await page.context().close()
      })
    }
  }

  it('an injected inline script is blocked (the policy is enforced, not only sent)', async () => {
    const page = await watchedPage(375)
    await page.goto(server.url + '/pages/login/login')
    await page.locator('.taro_page').first().waitFor()
    const ran = await page.evaluate(() => {
      window.__injected = false
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.appendChild(script)
      return window.__injected
    })
    assert.equal(ran, false)
    await page.waitForTimeout(200)
    assert.ok(
      page.violations.some((text) => /script-src/.test(text)),
      page.violations.join('\n'),
    )
    await page.context().close()
  })
})
