// Privacy-policy consent at sign-in in the browser: after an admin publishes a new version, the next
// sign-in (in-app password login, and the single sign-on round trip through the transit page) asks again;
// 同意 records it and goes on to the destination, 不同意 leaves the person signed out on the login page.
// Screenshots at 375 and 320 px. Run after an H5 build: node --test test/e2e/sign-in-consent.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PASSWORD, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

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

async function api(token, path, init = {}) {
  const res = await fetch(server.url + path, { ...init, headers: { 'X-Id-Token': token, ...(init.headers ?? {}) } })
  const body = await res.json()
  assert.equal(body.code, 0, `${path}: ${JSON.stringify(body)}`)
  return body.data
}

const STATUS = '/personal/api/v1/personal/agreement/status'
const cookieToken = async (page) => (await page.context().cookies()).find((c) => c.name === 'userToken')?.value

/** Waits until the consent sheet has slid fully into view (screenshots show it whole). */
const sheetSettled = (page) =>
  page.waitForFunction(() => {
    const agree = document.querySelector('[data-testid="consent-agree"]')
    return (
      agree && agree.getBoundingClientRect().bottom <= window.innerHeight && !document.querySelector('.nut-popup-slide-bottom-enter-active')
    )
  })

/** The in-app password login up to the moment the server has answered. */
async function passwordLogin(page, username) {
  await page.goto(`${server.url}/pages/login/pwdLogin`)
  await page.locator('input[placeholder="请输入学号/工号"]').fill(username)
  await page.locator('input[placeholder="请输入密码"]').fill(DEMO_PASSWORD)
  await page.getByTestId('agreement-check').click()
  await page.getByTestId('login-submit').click()
}

describe('privacy-policy consent at sign-in', () => {
  let version
  before(async () => {
    const adminToken = await signIn(await newPhonePage(browser), server.url, 'admin')
    const current = await api(adminToken, STATUS)
    version = `${current.version}.1`
    await api(adminToken, '/portal-api/v1/agreement/publish', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version }),
    })
  })

  it('asks at the next password sign-in after a new version; 同意 records it and continues home', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    await explainFailure(page, 'consent-agree', async () => {
      await passwordLogin(page, 't1001')
      const sheet = page.getByTestId('sign-in-consent')
      await sheet.waitFor()
      await sheet.getByText('隐私政策已更新').waitFor()
      await sheet.getByText(`${version} 版`, { exact: false }).waitFor()
      await sheet.getByText('《用户协议》').waitFor()
      assert.match(page.url(), /\/pages\/login\/pwdLogin/, 'the sign-in waits for the answer')
      await sheetSettled(page)
      await screenshot(page, 'sign-in-consent-consent-at-sign-in-375')
      await page.getByTestId('consent-agree').click()
      await page.waitForURL((u) => u.pathname === '/pages/tab/index/index')
      const status = await api(await cookieToken(page), STATUS)
      assert.equal(status.needsConsent, false)
      assert.equal(status.acceptedVersion, version)
    })
    // Accepted once, not asked again at the next sign-in.
    const again = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    await explainFailure(again, 'consent-not-again', async () => {
      await passwordLogin(again, 't1001')
      await again.waitForURL((u) => u.pathname === '/pages/tab/index/index')
      assert.equal(await again.getByTestId('sign-in-consent').count(), 0)
    })
    assert.deepEqual(page.errors, [])
    await page.context().close()
    await again.context().close()
  })

  it('不同意 leaves the person signed out on the login page with the reason', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 320, height: 640 } })
    await explainFailure(page, 'consent-decline', async () => {
      await passwordLogin(page, '2026001')
      await page.getByTestId('sign-in-consent').waitFor()
      await sheetSettled(page)
      await screenshot(page, 'sign-in-consent-consent-at-sign-in-320')
      await page.getByTestId('consent-decline').click()
      await page.getByTestId('login-error').getByText('您未同意隐私政策，已退出登录').waitFor()
      assert.match(page.url(), /\/pages\/login\/pwdLogin/)
      assert.equal(await cookieToken(page), undefined, 'no token kept')
      // The sheet's overlay fades out before the screenshot.
      await page.waitForFunction(() => [...document.querySelectorAll('.nut-overlay')].every((o) => getComputedStyle(o).display === 'none'))
      await screenshot(page, 'sign-in-consent-consent-declined-320')
    })
    await page.context().close()
    const token = await signIn(await newPhonePage(browser), server.url, '2026001')
    assert.equal((await api(token, STATUS)).needsConsent, true, 'nothing was recorded')
  })

  it('asks after a single sign-on round trip too, then opens the page the person was going to', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    await explainFailure(page, 'consent-cas', async () => {
      await page.goto(`${server.url}/pages/msgCenterTab/newtask/newtask?isHideTabbar=1`)
      await page.waitForURL(/\/cas\/login\?service=/)
      await page.fill('#username', 't1002')
      await page.fill('#password', DEMO_PASSWORD)
      await page.locator('#pane-password button[type=submit]').click()
      await page.getByTestId('sign-in-consent').waitFor({ timeout: 30000 })
      await page.getByTestId('consent-agree').click()
      await page.waitForURL((u) => u.pathname === '/pages/msgCenterTab/newtask/newtask' && u.searchParams.get('isHideTabbar') === '1')
      await page.getByTestId('message-centre-avatar').waitFor()
      assert.equal((await api(await cookieToken(page), STATUS)).acceptedVersion, version)
    })
    await page.context().close()
  })
})
