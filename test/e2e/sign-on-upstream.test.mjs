// 统一身份认证登录 in the browser: a student opens a deep link in the H5 portal, signs in at the school's OpenID
// provider (a real oidc-provider) or at the school's CAS (a second reference server), lands on the deep link with
// only its allowed parameters, and signing out ends the session at the school too. 375 px, the shared H5 build.
import { after, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, DEMO_PASSWORD, explainFailure, launchBrowser, newPhonePage, screenshot, startServer } from './harness.mjs'
import { consoleAs, desktopPage } from './console-pages.mjs'
import { startOidcProvider } from '../helpers/oidc-provider.mjs'

// The provider's port is fixed so the portal can be told its issuer before it starts (discovery happens on first use).
const PROVIDER_PORT = 18432
const LOGIN_PAGE_PROVIDER_PORT = 4341
const DEEP_LINK = '/pages/msgCenterTab/newtask/newtask?isHideTabbar=1&isactive=2&junk=1'
const PHONE = { viewport: { width: 375, height: 812 } }

// The H5 build throws this while it is being left for the sign-in page (seen on the deep link and after 退出登录
// when the next page takes a moment to arrive); it is the client's, not the sign-on's, and is reported separately.
const KNOWN_LEAVING_ERROR = 'Error: 没有找到页面实例。'
const unexpectedErrors = (page) => page.errors.filter((error) => error !== KNOWN_LEAVING_ERROR)

const cookieToken = async (page) => (await page.context().cookies()).find((c) => c.name === 'userToken')?.value
const payloadOf = (token) => JSON.parse(Buffer.from(decodeURIComponent(token).split('.')[1], 'base64url').toString('utf8'))

let browser
const running = []
after(async () => {
  await browser?.close()
  for (const stop of running.reverse()) await stop()
})

/** Deep link → the school's page (by `atSchool`) → `signIn` there → back on the deep link, signed in as 2026001. */
async function signInThroughSchool(page, portal, atSchool, signIn) {
  await page.goto(`${portal}${DEEP_LINK}`)
  await page.waitForURL(atSchool, { timeout: 30000 })
  await signIn()
  await page.waitForURL((u) => u.pathname === '/pages/msgCenterTab/newtask/newtask' && !u.searchParams.has('ticket'), { timeout: 30000 })
  assert.deepEqual(
    Object.fromEntries(new URL(page.url()).searchParams),
    { isHideTabbar: '1', isactive: '2' },
    'only the allowed parameters',
  )
  assert.equal(payloadOf(await cookieToken(page)).sub, '2026001', "the portal's own id token")
}

/** 退出登录 on the my tab, as the existing sign-on test does it. */
async function signOutFromMyTab(page, portal) {
  await page.goto(`${portal}/pages/tab/my/my`)
  await page.getByText('李明').first().waitFor()
  await page.locator('.nut-button', { hasText: '退出登录' }).click()
  await answerModal(page, '退出')
}

describe('统一身份认证登录 in the H5 portal', () => {
  it('through the OpenID provider: deep link, provider login, signed out at the provider too', async () => {
    browser ??= await launchBrowser()
    const server = await startServer({
      env: {
        SIGN_ON_METHODS: 'student=oidc,teacher=oidc',
        OIDC_ISSUER: `http://127.0.0.1:${PROVIDER_PORT}`,
        OIDC_CLIENT_ID: 'campus-portal',
        OIDC_CLIENT_SECRET: 'portal-test-secret',
      },
    })
    running.push(server.stop)
    const provider = await startOidcProvider({
      port: PROVIDER_PORT,
      redirectUris: [`${server.url}/cas/upstream/oidc/callback`],
      postLogoutRedirectUris: [`${server.url}/cas/upstream/signed-out`],
    })
    running.push(provider.stop)
    const page = await newPhonePage(browser, PHONE)
    await explainFailure(page, 'sign-on-upstream-oidc', async () => {
      await signInThroughSchool(
        page,
        server.url,
        (u) => u.origin === provider.issuer && u.pathname.startsWith('/interaction/'),
        async () => {
          await page.locator('input[name=login]').waitFor()
          await screenshot(page, 'sign-on-upstream-oidc-provider-login')
          await page.fill('input[name=login]', '2026001')
          await page.fill('input[name=password]', 'school-password')
          await page.locator('button[type=submit]').click()
        },
      )
      await page.waitForLoadState('networkidle')
      await screenshot(page, 'sign-on-upstream-oidc-deep-link')

      await signOutFromMyTab(page, server.url)
      // The provider asks whether to sign out there as well (its RP-initiated logout page).
      await page.waitForURL((u) => u.origin === provider.issuer && u.pathname.startsWith('/session/end'), { timeout: 30000 })
      await screenshot(page, 'sign-on-upstream-oidc-provider-logout')
      await page.locator('button[value=yes]').click()
      // Back at the portal, signed out: it asks for a login, which the provider must ask for again.
      await page.waitForURL((u) => u.origin === provider.issuer && u.pathname.startsWith('/interaction/'), { timeout: 30000 })
      await page.locator('input[name=login]').waitFor()
      assert.equal(await cookieToken(page), undefined)
      assert.deepEqual(unexpectedErrors(page), [])

      // The portal's own form (break-glass) offers 统一身份认证登录; with the provider down, a retry page, not an error.
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 700 })
        await page.goto(`${server.url}/cas/login?local=1`)
        await page.getByRole('link', { name: '统一身份认证登录' }).waitFor()
        await screenshot(page, `sign-on-upstream-login-${width}`)
      }
      await provider.stop()
      await page.goto(`${server.url}${DEEP_LINK}`)
      await page.getByText('统一身份认证暂时无法访问').waitFor({ timeout: 30000 })
      await page.getByRole('link', { name: '重试' }).waitFor()
      await page.getByRole('link', { name: '使用门户账号密码登录（管理员应急）' }).waitFor()
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 700 })
        await screenshot(page, `sign-on-upstream-unavailable-${width}`)
      }
    })
    await page.context().close()
    await server.stop()
    running.length = 0
  })

  it('from the login page: 统一身份认证登录 (375 and 320 px), the provider, back signed in on the home tab', async () => {
    browser ??= await launchBrowser()
    const server = await startServer({
      env: {
        OIDC_ISSUER: `http://127.0.0.1:${LOGIN_PAGE_PROVIDER_PORT}`,
        OIDC_CLIENT_ID: 'campus-portal',
        OIDC_CLIENT_SECRET: 'portal-test-secret',
      },
    })
    running.push(server.stop)
    const provider = await startOidcProvider({
      port: LOGIN_PAGE_PROVIDER_PORT,
      redirectUris: [`${server.url}/cas/upstream/oidc/callback`],
    })
    running.push(provider.stop)
    const page = await newPhonePage(browser, PHONE)
    await explainFailure(page, 'sign-on-upstream-login-page', async () => {
      await page.goto(`${server.url}/pages/login/login`)
      const button = page.locator('[data-testid=login-upstream-oidc]')
      await button.waitFor({ timeout: 30000 })
      assert.equal((await button.textContent()).trim(), '统一身份认证登录')
      await page.getByText('账号密码登录').waitFor()
      await page.locator('[data-testid=agreement-check]').click()
      for (const width of [375, 320]) {
        await page.setViewportSize({ width, height: 700 })
        await screenshot(page, `sign-on-upstream-login-page-${width}`)
      }
      await page.setViewportSize(PHONE.viewport)
      await button.click()
      await page.waitForURL((u) => u.origin === provider.issuer && u.pathname.startsWith('/interaction/'), { timeout: 30000 })
      await page.locator('input[name=login]').waitFor()
      await page.fill('input[name=login]', '2026001')
      await page.fill('input[name=password]', 'school-password')
      await page.locator('button[type=submit]').click()
      await page.waitForURL((u) => u.pathname === '/pages/tab/index/index' && !u.searchParams.has('ticket'), { timeout: 30000 })
      assert.equal(payloadOf(await cookieToken(page)).sub, '2026001', "the portal's own id token")
      await page.waitForLoadState('networkidle')
      await screenshot(page, 'sign-on-upstream-login-page-home')
      assert.deepEqual(unexpectedErrors(page), [])
    })
    await page.context().close()
    await server.stop()
    await provider.stop()
    running.length = 0
  })

  it("through the school's CAS: deep link, the school's login, signed out at the school too", async () => {
    browser ??= await launchBrowser()
    const school = await startServer()
    running.push(school.stop)
    const server = await startServer({ env: { SIGN_ON_METHODS: 'student=cas,teacher=cas', UPSTREAM_CAS_URL: `${school.url}/cas` } })
    running.push(server.stop)
    const page = await newPhonePage(browser, PHONE)
    await explainFailure(page, 'sign-on-upstream-cas', async () => {
      await signInThroughSchool(
        page,
        server.url,
        (u) => u.origin === school.url && u.pathname === '/cas/login',
        async () => {
          assert.equal(new URL(page.url()).searchParams.get('service'), `${server.url}/cas/upstream/cas/callback`)
          await screenshot(page, 'sign-on-upstream-cas-school-login')
          await page.fill('#username', '2026001')
          await page.fill('#password', DEMO_PASSWORD)
          await page.locator('#pane-password button[type=submit]').click()
        },
      )
      await page.waitForLoadState('networkidle')
      await screenshot(page, 'sign-on-upstream-cas-deep-link')

      await signOutFromMyTab(page, server.url)
      // Signed out at the school too: the portal's login leads to the school's login form again.
      await page.waitForURL((u) => u.origin === school.url && u.pathname === '/cas/login', { timeout: 30000 })
      await page.locator('#username').waitFor()
      assert.equal(await cookieToken(page), undefined)
      await screenshot(page, 'sign-on-upstream-cas-signed-out')
      assert.deepEqual(unexpectedErrors(page), [])
    })
    await page.context().close()
  })

  it("the console shows a global admin the environment's sign-on settings, the secret only as 已设置", async () => {
    browser ??= await launchBrowser()
    const server = await startServer({
      env: {
        OIDC_ISSUER: 'https://id.example.edu.cn',
        OIDC_CLIENT_ID: 'campus-portal',
        OIDC_CLIENT_SECRET: 'never-shown-secret',
        UPSTREAM_CAS_URL: 'https://cas.example.edu.cn/cas',
      },
    })
    running.push(server.stop)
    const page = await desktopPage(browser)
    await explainFailure(page, 'sign-on-upstream-console', async () => {
      await consoleAs(page, server.url, '/config/identity', 'admin')
      await page.locator('#oidc_issuer').waitFor()
      assert.equal(await page.locator('#oidc_issuer').inputValue(), 'https://id.example.edu.cn')
      assert.match((await page.locator('#oidcClientSecret').getAttribute('placeholder')) ?? '', /^已设置/)
      assert.equal(await page.locator('#oidcClientSecret').inputValue(), '')
      await page.getByText(`${server.url}/cas/upstream/oidc/callback`).waitFor()
      await page.getByText(`${server.url}/cas/upstream/cas/callback`).waitFor()
      assert.equal(await page.getByText('never-shown-secret').count(), 0)
      assert.deepEqual(page.problems, [])
      await screenshot(page, 'sign-on-upstream-console-1280')
    })
    await page.context().close()
  })
})
