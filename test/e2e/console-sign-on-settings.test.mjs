// 统一身份认证 edited in the operator console (1280 px): an operator switches students to the school's OpenID provider
// (a real oidc-provider), 测试连接 says it answers, saves without a restart, and a student's H5 sign-in (375 and 320
// px) then goes through the provider. The secret is typed once and never shown back.
import { after, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { explainFailure, launchBrowser, newPhonePage, screenshot, startServer } from './harness.mjs'
import { consoleAs, desktopPage } from './console-pages.mjs'
import { startOidcProvider } from '../helpers/oidc-provider.mjs'

const PROVIDER_PORT = 4310
const SECRET = 'console-typed-secret'
const DEEP_LINK = '/pages/msgCenterTab/newtask/newtask?isHideTabbar=1&isactive=2'

const cookieToken = async (page) => (await page.context().cookies()).find((c) => c.name === 'userToken')?.value
const payloadOf = (token) => JSON.parse(Buffer.from(decodeURIComponent(token).split('.')[1], 'base64url').toString('utf8'))

let browser
const running = []
after(async () => {
  await browser?.close()
  for (const stop of running.reverse()) await stop()
})

describe('统一身份认证 saved in the console', () => {
  it('an operator moves students to OpenID Connect; 测试连接 ok; saved; a student then signs in at the provider', async () => {
    browser = await launchBrowser()
    const server = await startServer()
    running.push(server.stop)
    const provider = await startOidcProvider({
      port: PROVIDER_PORT,
      clientSecret: SECRET,
      redirectUris: [`${server.url}/cas/upstream/oidc/callback`],
      postLogoutRedirectUris: [`${server.url}/cas/upstream/signed-out`],
    })
    running.push(provider.stop)

    const page = await desktopPage(browser)
    await explainFailure(page, 'console-sign-on-settings', async () => {
      await consoleAs(page, server.url, '/config/identity', 'admin')
      await page.locator('#methods_student').waitFor()
      await page.getByText(`${server.url}/cas/upstream/oidc/callback`).waitFor()
      await screenshot(page, 'console-sign-on-settings-env-1280')

      // antd's select opens from its selector (the shown value covers the search input).
      await page.locator('.ant-select-selector', { has: page.locator('#methods_student') }).click()
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '统一身份认证（OpenID Connect）' }).click()
      await page.fill('#oidc_issuer', provider.issuer)
      await page.fill('#oidc_clientId', provider.clientId)
      await page.fill('#oidcClientSecret', SECRET)

      await page.getByTestId('test-oidc').click()
      const tested = page.getByText(`连接成功：已读取 ${provider.issuer} 的 OpenID 配置`)
      await tested.waitFor()
      await tested.scrollIntoViewIfNeeded()
      await screenshot(page, 'console-sign-on-settings-tested-1280')

      await page
        .getByRole('button', { name: '保 存' })
        .or(page.getByRole('button', { name: '保存' }))
        .first()
        .click()
      await page.getByText('已保存，各实例数秒内生效').waitFor()
      // Loaded back: the secret is only 已设置, the saved fields are marked 控制台.
      assert.equal(await page.locator('#oidcClientSecret').inputValue(), '')
      assert.match((await page.locator('#oidcClientSecret').getAttribute('placeholder')) ?? '', /^已设置/)
      assert.ok((await page.locator('.ant-tag', { hasText: '控制台' }).count()) >= 4, 'the saved fields say 控制台')
      assert.equal(await page.getByText(SECRET).count(), 0)
      assert.deepEqual(page.problems, [])
      await page.locator('#methods_student').scrollIntoViewIfNeeded()
      await screenshot(page, 'console-sign-on-settings-saved-1280')
    })
    await page.context().close()

    for (const width of [375, 320]) {
      const phone = await newPhonePage(browser, { viewport: { width, height: 760 } })
      await explainFailure(phone, `console-sign-on-settings-student-${width}`, async () => {
        await phone.goto(`${server.url}${DEEP_LINK}`)
        await phone.waitForURL((u) => u.origin === provider.issuer && u.pathname.startsWith('/interaction/'), { timeout: 30000 })
        await phone.locator('input[name=login]').waitFor()
        await screenshot(phone, `console-sign-on-settings-provider-${width}`)
        await phone.fill('input[name=login]', '2026001')
        await phone.fill('input[name=password]', 'school-password')
        await phone.locator('button[type=submit]').click()
        await phone.waitForURL((u) => u.pathname === '/pages/msgCenterTab/newtask/newtask' && !u.searchParams.has('ticket'), {
          timeout: 30000,
        })
        assert.equal(payloadOf(await cookieToken(phone)).sub, '2026001', "signed in with the portal's own id token")
        await phone.waitForLoadState('networkidle')
        await screenshot(phone, `console-sign-on-settings-student-${width}`)
      })
      await phone.context().close()
    }
  })
})
