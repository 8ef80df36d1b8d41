// The app's own sign-in pages as a new user meets them in the browser: a session the server no longer accepts
// stays on 密码登录 (no second, different sign-in screen); the password travels in the form body, never in the
// address, and the server's request log (at info level) holds no credential value, whichever form was used.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PASSWORD, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

let server
let browser

before(async () => {
  server = await startServer({ env: { LOG_LEVEL: 'info' } })
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const input = (page, placeholder) => page.locator(`input[placeholder="${placeholder}"]`)
const cookieToken = async (page) => (await page.context().cookies()).find((c) => c.name === 'userToken')?.value

/** A token the browser takes for valid (unexpired) that the server refuses, as after a sign-out elsewhere. */
function refusedToken() {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url')
  return `${b64({ alg: 'RS256' })}.${b64({ sub: '2026001', ATTR_identityTypeCode: 'student', exp: Math.floor(Date.now() / 1000) + 3600 })}.c2ln`
}

describe('sign-in pages', () => {
  it('a session the server refuses, opening 密码登录, stays there and can sign in', async () => {
    const page = await newPhonePage(browser)
    const { hostname } = new URL(server.url)
    await page.context().addCookies([{ name: 'userToken', value: refusedToken(), domain: hostname, path: '/' }])
    const refused = page.waitForResponse((r) => r.status() === 401 || r.url().includes('/cas/login'), { timeout: 15000 })
    await page.goto(`${server.url}/pages/login/pwdLogin`)
    await explainFailure(page, 'sign-in-refused-session', async () => {
      await input(page, '请输入学号/工号').waitFor()
      // The start-up calls carry the refused token and get their 401; the page must not leave for /cas/login.
      await refused
      await page.waitForTimeout(1500)
      assert.match(new URL(page.url()).pathname, /^\/pages\/login\/pwdLogin$/)
      assert.equal(await cookieToken(page), undefined, 'the refused token is dropped')
      await input(page, '请输入学号/工号').fill('2026001')
      await input(page, '请输入密码').fill(DEMO_PASSWORD)
      await page.locator('[data-testid=agreement-check]').click()
      await page.locator('[data-testid=login-submit]').click()
      await page.waitForURL(/\/pages\/tab\/index\/index/)
    })
    await screenshot(page, 'sign-in-after-refused-session')
    await page.context().close()
  })

  it('密码登录 sends the password in the form body; no credential reaches the server log', async () => {
    const page = await newPhonePage(browser)
    await page.goto(`${server.url}/pages/login/pwdLogin`)
    await input(page, '请输入学号/工号').fill('t1001')
    await input(page, '请输入密码').fill(DEMO_PASSWORD)
    await page.locator('[data-testid=agreement-check]').click()
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/password/passwordLogin')),
      page.locator('[data-testid=login-submit]').click(),
    ])
    const address = new URL(request.url())
    assert.equal(address.searchParams.has('password'), false, request.url())
    assert.equal(address.searchParams.get('username'), 't1001')
    assert.match(request.headers()['content-type'], /application\/x-www-form-urlencoded/)
    assert.equal(new URLSearchParams(request.postData()).get('password'), DEMO_PASSWORD)
    await page.waitForURL(/\/pages\/tab\/index\/index/)
    await page.context().close()

    // The spec's query form still signs in (the harness uses it), and its password is not logged either.
    const other = await newPhonePage(browser)
    await signIn(other, server.url, '2026001')
    await other.context().close()
    const log = server.log()
    assert.match(log, /passwordLogin/, 'the log is at info level and holds the sign-in requests')
    for (const secret of [DEMO_PASSWORD, encodeURIComponent(DEMO_PASSWORD)]) assert.equal(log.includes(secret), false, secret)
  })
})
