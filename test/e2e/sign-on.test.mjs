// Sign-on in the browser: CAS round trip with post-login return, SMS login with account choice,
// logout, expired token, and tab names per identity. Runs the real server and the H5 build.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { answerModal, DEMO_PASSWORD, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

let server
let browser

const cookieToken = async (page) => (await page.context().cookies()).find((c) => c.name === 'userToken')?.value
const payloadOf = (token) => JSON.parse(Buffer.from(decodeURIComponent(token).split('.')[1], 'base64url').toString('utf8'))

/** The latest code the dev SMS sender wrote for this number. */
async function latestCode(mobile) {
  for (let i = 0; i < 40; i++) {
    const lines = fs.existsSync(server.outbox) ? fs.readFileSync(server.outbox, 'utf8').trim().split('\n').filter(Boolean) : []
    const hit = lines
      .map((l) => JSON.parse(l))
      .reverse()
      .find((m) => m.mobile === mobile)
    if (hit) return hit.code
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`no SMS for ${mobile} in ${server.outbox}`)
}

/** NutUI inputs are Taro inputs: the real <input> carries the placeholder. */
const input = (page, placeholder) => page.locator(`input[placeholder="${placeholder}"]`)
const fill = (page, placeholder, value) => input(page, placeholder).fill(value)
const tabText = (page, i) => page.locator('.weui-tabbar__item').nth(i).locator('.weui-tabbar__label').textContent()

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

describe('sign-on in the browser', () => {
  it('(1) a signed-out deep link goes through CAS and comes back with only the allowed parameters', async () => {
    const page = await newPhonePage(browser)
    await page.goto(`${server.url}/pages/msgCenterTab/newtask/newtask?isHideTabbar=1&isactive=2&junk=1`)
    await page.waitForURL(/\/cas\/login\?service=/)
    const service = new URL(page.url()).searchParams.get('service')
    assert.match(service, /\/pages\/msgCenterTab\/newtask\/newtask\?/)
    assert.match(service, /returnTarget=true/)
    await screenshot(page, 'sign-on-cas-login')
    await page.fill('#username', '2026001')
    await page.fill('#password', DEMO_PASSWORD)
    await page.locator('#pane-password button[type=submit]').click()
    // The CAS redirect lands on the same path with a ticket first, then passes the transit page.
    await page.waitForURL((u) => u.pathname === '/pages/msgCenterTab/newtask/newtask' && !u.searchParams.has('ticket'), { timeout: 30000 })
    const url = new URL(page.url())
    assert.deepEqual(Object.fromEntries(url.searchParams), { isHideTabbar: '1', isactive: '2' })
    assert.equal(url.searchParams.has('ticket'), false)
    const token = await cookieToken(page)
    assert.ok(token, 'userToken cookie set')
    assert.equal(payloadOf(token).sub, '2026001')
    await page.context().close()
  })

  it('(2) SMS login with the shared mobile lists both 张伟 accounts and signs in as the teacher', async () => {
    const page = await newPhonePage(browser)
    await page.goto(`${server.url}/pages/login/login`)
    await page.getByText('短信验证码登录', { exact: true }).waitFor()
    await page.waitForFunction(() => document.body.innerText.includes('示范大学'))
    await screenshot(page, 'sign-on-login')
    // The methods refuse until the agreement is ticked.
    await page.locator('[data-testid=login-sms]').click()
    await page.getByText('请先阅读并同意《用户协议》和《隐私政策》').waitFor()
    assert.match(page.url(), /\/pages\/login\/login/)
    await page.locator('[data-testid=agreement-check]').click()
    await page.locator('[data-testid=login-sms]').click()
    await page.waitForURL(/\/pages\/login\/codeLogin/)

    await fill(page, '请输入手机号', '1391234567')
    await page.locator('[data-testid=sms-send]').click()
    await page.getByText('请输入正确的11位手机号').waitFor()
    await fill(page, '请输入手机号', '13912345678')
    await page.locator('[data-testid=sms-send]').click()
    await page
      .locator('[data-testid=sms-send]')
      .getByText(/\d+秒后重发/)
      .waitFor()
    const code = await latestCode('13912345678')
    assert.match(code, /^\d{6}$/)
    await fill(page, '请输入6位验证码', code)
    await screenshot(page, 'sign-on-codeLogin-countdown')
    await page.locator('[data-testid=login-submit]').click()
    await page.waitForURL(/\/pages\/login\/accountLogin/)
    await page.locator('[data-testid=account-t1002]').waitFor()
    const cards = await page.locator('.account-card').allTextContents()
    assert.equal(cards.length, 2)
    assert.ok(cards.every((t) => t.includes('张伟')))
    assert.ok(cards.some((t) => t.includes('t1002')) && cards.some((t) => t.includes('2026002')))
    await screenshot(page, 'sign-on-accountLogin')
    await page.locator('[data-testid=account-t1002]').click()
    await page.waitForURL(/\/pages\/tab\/index\/index/)
    const token = await cookieToken(page)
    assert.equal(payloadOf(token).sub, 't1002')
    assert.equal(payloadOf(token).ATTR_identityTypeCode, 'teacher')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('password login shows the server reason, keeps the input, then signs in', async () => {
    const page = await newPhonePage(browser)
    await page.goto(`${server.url}/pages/login/pwdLogin`)
    await fill(page, '请输入学号/工号', 't1001')
    await fill(page, '请输入密码', 'wrong-password')
    await page.locator('[data-testid=agreement-check]').click()
    await page.locator('[data-testid=login-submit]').click()
    await page.getByText('用户名或密码错误').waitFor()
    assert.equal(await input(page, '请输入学号/工号').inputValue(), 't1001')
    assert.equal(await input(page, '请输入密码').inputValue(), 'wrong-password')
    await screenshot(page, 'sign-on-pwdLogin-error')
    await fill(page, '请输入密码', DEMO_PASSWORD)
    await page.locator('[data-testid=login-submit]').click()
    await page.waitForURL(/\/pages\/tab\/index\/index/)
    assert.equal(payloadOf(await cookieToken(page)).sub, 't1001')
    await page.context().close()
  })

  it('(3) logout from the my tab clears the cookie and signs out', async () => {
    const page = await newPhonePage(browser)
    await signIn(page, server.url, '2026001')
    // A stand-in for the native host app: records the events it is told and answers at once.
    await page.addInitScript(() => {
      window.CampusHost = {
        postMessage(message) {
          const { event, callbackId } = JSON.parse(message)
          sessionStorage.setItem('hostEvents', JSON.stringify([...JSON.parse(sessionStorage.getItem('hostEvents') || '[]'), event]))
          setTimeout(() => window.__campusHostCallback?.(callbackId, null), 0)
        },
      }
    })
    await page.goto(`${server.url}/pages/tab/my/my`)
    await page.getByText('李明').first().waitFor()
    await page.evaluate(() => localStorage.setItem('some_cache', JSON.stringify({ value: 1 })))
    await page.locator('.nut-button', { hasText: '退出登录' }).click()
    await answerModal(page, '退出')
    // Logout ends the CAS session too and comes back to the portal, which (signed out) asks for a login.
    await page.waitForURL(/\/cas\/login/, { timeout: 30000 })
    assert.equal(await cookieToken(page), undefined)
    assert.equal(await page.evaluate(() => localStorage.getItem('some_cache')), null)
    assert.ok(
      (await page.evaluate(() => JSON.parse(sessionStorage.getItem('hostEvents') || '[]'))).includes('logout'),
      'the host app was told',
    )
    await page.context().close()
  })

  it('(4) an expired token in the cookie means a new login through CAS', async () => {
    const page = await newPhonePage(browser)
    const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const expired = `${b64({ alg: 'RS256' })}.${b64({ sub: '2026001', ATTR_identityTypeCode: 'student', exp: Math.floor(Date.now() / 1000) - 60 })}.sig`
    const { hostname } = new URL(server.url)
    await page.context().addCookies([{ name: 'userToken', value: expired, domain: hostname, path: '/' }])
    await page.goto(`${server.url}/pages/tab/my/my`)
    await page.waitForURL(/\/cas\/login\?service=/)
    assert.match(new URL(page.url()).searchParams.get('service'), /\/pages\/tab\/my\/my/)
    await page.context().close()
  })

  it("(5) tab names follow the identity: a teacher and a student see the server's different names", async () => {
    const names = {}
    for (const user of ['t1001', '2026001']) {
      const page = await newPhonePage(browser)
      await signIn(page, server.url, user)
      await page.goto(`${server.url}/pages/tab/index/index`)
      await page.waitForFunction(() => document.querySelectorAll('.weui-tabbar__item').length === 5)
      await page.waitForFunction(() => !document.querySelector('.weui-tabbar__item:nth-child(2)')?.textContent?.includes('服务中心'))
      names[user] = [await tabText(page, 1), await tabText(page, 2)]
      await screenshot(page, `sign-on-tabs-${user}`)
      await page.context().close()
    }
    assert.deepEqual(names.t1001, ['办公', '待办'])
    assert.deepEqual(names['2026001'], ['服务', '消息'])
  })

  it('account switch shows the current account and keeps it until another login succeeds', async () => {
    const page = await newPhonePage(browser)
    await signIn(page, server.url, 't1001')
    await page.goto(`${server.url}/pages/set/changeAccount`)
    await page.locator('[data-testid=current-account]').getByText('王芳 · 教职工').waitFor()
    assert.match(await page.locator('[data-testid=current-account]').textContent(), /t1001（当前登录）/)
    await screenshot(page, 'sign-on-changeAccount')
    await page.locator('.nut-button', { hasText: '账号密码登录其他账号' }).click()
    await page.waitForURL(/\/pages\/login\/pwdLogin/)
    assert.equal(payloadOf(await cookieToken(page)).sub, 't1001')
    await fill(page, '请输入学号/工号', '2026001')
    await fill(page, '请输入密码', DEMO_PASSWORD)
    await page.locator('[data-testid=login-submit]').click()
    await page.waitForURL(/\/pages\/tab\/index\/index/)
    assert.equal(payloadOf(await cookieToken(page)).sub, '2026001')
    await page.context().close()
  })

  it('the agreement and privacy pages show the server texts as plain paragraphs', async () => {
    const page = await newPhonePage(browser)
    await page.goto(`${server.url}/pages/login/userAgreement`)
    await page.locator('.agreement-text__title').getByText('示范大学移动门户用户服务协议').waitFor()
    assert.ok((await page.locator('.agreement-text__paragraph').count()) >= 3)
    assert.doesNotMatch(await page.locator('.agreement-text').innerText(), /<\/?p>|<h3>/)
    await screenshot(page, 'sign-on-userAgreement')
    await page.goto(`${server.url}/pages/login/userPrivacy`)
    await page.locator('.agreement-text__meta').getByText(/版本/).waitFor()
    assert.ok((await page.locator('.agreement-text__paragraph').count()) >= 3)
    await screenshot(page, 'sign-on-userPrivacy')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
