// Account security in the browser (issue 14): a password change signs out another browser; forgot password
// by phone code from the login page; changing the phone with codes read from the SMS outbox; setting and
// verifying security questions; the blacklist (added from the people search) and privacy settings pages. Screens at 375 px and 320 px.
// Run after an H5 build: node --test test/e2e/account-security.test.mjs
import fs from 'node:fs'
import { after, afterEach, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, DEMO_PASSWORD, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const NEW_PASSWORD = 'Lantern#Moss42'

let server
let browser

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

// The screen of a failed step, for the report (test-results/screenshots/account-security-failed-*.png).
let lastPage
afterEach(async (t) => {
  if (lastPage && !lastPage.isClosed())
    await screenshot(lastPage, `account-security-failed-${t.name.slice(0, 24).replace(/[^\w]+/g, '-')}`).catch(() => {})
  lastPage = undefined
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

/** The last code the SMS outbox holds for a number (waits for it to be written). */
async function smsCode(mobile) {
  for (let i = 0; i < 50; i++) {
    const lines = fs.existsSync(server.outbox) ? fs.readFileSync(server.outbox, 'utf8').trim().split('\n').filter(Boolean) : []
    const last = lines
      .map((line) => JSON.parse(line))
      .filter((m) => m.mobile === mobile)
      .at(-1)
    if (last) return last.code
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no code for ${mobile} in the outbox`)
}

const outboxCount = () =>
  fs.existsSync(server.outbox) ? fs.readFileSync(server.outbox, 'utf8').trim().split('\n').filter(Boolean).length : 0

async function passwordLogin(username, password) {
  const res = await fetch(
    `${server.url}/token-service/password/passwordLogin?username=${encodeURIComponent(username)}&password=${encodeURIComponent(password)}`,
    { method: 'POST' },
  )
  return res.status
}

async function openAs(username, path, width = 375) {
  const page = await newPhonePage(browser, { viewport: { width, height: 740 } })
  lastPage = page
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return { page, token }
}

/** NutUI inputs are Taro inputs: the real <input> carries the placeholder (the n-th of several alike). */
const fill = (page, placeholder, value, nth = 0) =>
  page.locator(`input[placeholder="${placeholder}"]`).filter({ visible: true }).nth(nth).fill(value)

async function noOverflow(page, width) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `page wider than ${width} px by ${overflow} px`)
}

describe('account security (issue 14)', () => {
  it('changing the password signs out the other browser; this one stays signed in', async () => {
    const other = await newPhonePage(browser)
    await signIn(other, server.url, '2026001')
    await other.goto(server.url + '/pagesA/safeSet/safeSet')
    await other.locator('.safe-password').waitFor()

    const { page } = await openAs('2026001', '/pagesA/safeSet/safeSet')
    await page.locator('.safe-password').click()
    await page.waitForURL(/verfityPwd/)
    await fill(page, '请输入当前密码', DEMO_PASSWORD)
    await page.getByTestId('verify-submit').click()
    await page.waitForURL(/modifyPwd/)
    await fill(page, '请输入新密码', 'abc12345')
    await fill(page, '请再次输入新密码', 'abc12345')
    await page.getByTestId('password-submit').click()
    await page.getByText('密码需包含大写字母、小写字母、数字、符号中的至少三类').first().waitFor()
    await fill(page, '请输入新密码', NEW_PASSWORD)
    await fill(page, '请再次输入新密码', NEW_PASSWORD)
    await screenshot(page, 'account-security-modify-password-375')
    await page.getByTestId('password-submit').click()
    // The success toast shows for 2 s before the page goes back; the record on 账号安全 is what lasts.
    await page.waitForURL(/safeSet/)
    await page.locator('.auth-log-entry').filter({ hasText: '修改密码' }).first().waitFor()
    await screenshot(page, 'account-security-safe-set-375')

    // The other browser's token was revoked: its next call sends it to sign in again.
    await other.reload()
    await other.waitForURL(/login/, { timeout: 20_000 })
    assert.equal(await passwordLogin('2026001', DEMO_PASSWORD), 400)
    assert.equal(await passwordLogin('2026001', NEW_PASSWORD), 200)
    assert.deepEqual(page.errors, [])
    await page.context().close()
    await other.context().close()
  })

  it('forgot password by phone code from the login page, signed out', async () => {
    const page = await newPhonePage(browser, { viewport: { width: 375, height: 740 } })
    lastPage = page
    await page.goto(server.url + '/pages/login/pwdLogin')
    await page.getByTestId('forgot-password').click()
    await page.waitForURL(/qPhone/)
    // pwdLogin has a field with the same placeholder and stays visible while qPhone slides in: type into qPhone's.
    const qPhone = page.locator('.taro_page', { has: page.getByTestId('code-send') })
    await qPhone.locator('input[placeholder="请输入学号/工号"]').fill('guest')
    const before = outboxCount()
    await page.getByTestId('code-send').click()
    await page.getByTestId('code-notice').waitFor()
    assert.equal(outboxCount(), before + 1)
    await fill(page, '请输入6位验证码', await smsCode('13800000004'))
    await screenshot(page, 'account-security-forgot-phone-375')
    await page.getByTestId('verify-submit').click()
    await page.waitForURL(/modifyPwd/)
    await fill(page, '请输入新密码', NEW_PASSWORD)
    await fill(page, '请再次输入新密码', NEW_PASSWORD)
    await page.getByTestId('password-submit').click()
    await page.waitForURL(/pwdLogin/)
    assert.equal(await passwordLogin('guest', NEW_PASSWORD), 200)
    assert.equal(await passwordLogin('guest', DEMO_PASSWORD), 400)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  for (const width of [375, 320]) {
    it(`changing the phone at ${width} px: a code to the old phone, then to the new one`, async () => {
      const [username, oldMobile, newMobile] =
        width === 375 ? ['admin', '13800000003', '13700005555'] : ['t1002', '13912345678', '13700006666']
      const { page } = await openAs(username, '/pagesA/safeSet/safeSet', width)
      await page.locator('.safe-phone').click()
      await page.waitForURL(/oldPhone/)
      await page.getByTestId('code-send').click()
      await page.getByTestId('code-notice').waitFor()
      await fill(page, '请输入6位验证码', await smsCode(oldMobile))
      await page.getByTestId('verify-submit').click()
      await page.waitForURL(/newPhone/)
      await fill(page, '请输入新手机号', '13800000001')
      await page.getByTestId('code-send').click()
      await page.getByText('该手机号已绑定其他账号，请更换').first().waitFor()
      await fill(page, '请输入新手机号', newMobile)
      await page.getByTestId('code-send').click()
      await fill(page, '请输入6位验证码', await smsCode(newMobile))
      await screenshot(page, `account-security-new-phone-${width}`)
      await noOverflow(page, width)
      await page.getByTestId('bind-submit').click()
      await page.getByText('手机号已更换').first().waitFor()
      await page.waitForURL(/safeSet/)
      await page
        .locator('.safe-phone')
        .filter({ hasText: `${newMobile.slice(0, 3)}****${newMobile.slice(-4)}` })
        .waitFor()
      await screenshot(page, `account-security-safe-set-after-phone-${width}`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  it('sets three security questions after the password, shows them without answers, and verifies them', async () => {
    const { page } = await openAs('t1001', '/pages/modifyPwd/safeQuestionShow')
    await page.getByTestId('questions-set').click()
    await page.waitForURL(/verfityPwd/)
    await fill(page, '请输入当前密码', DEMO_PASSWORD)
    await page.getByTestId('verify-submit').click()
    await page.waitForURL(/modifyQuestion/)
    for (const slot of [1, 2, 3]) {
      await page.getByTestId(`question-pick-${slot}`).click()
      await page.locator('.nut-picker-confirm-btn').filter({ visible: true }).first().click()
      await fill(page, '请输入答案', ['实验小学', '杭州', '小白'][slot - 1], slot - 1)
    }
    await screenshot(page, 'account-security-questions-set-375')
    await page.getByTestId('questions-submit').click()
    await page.waitForURL(/safeQuestionShow/)
    await page.locator('.question-item').nth(2).waitFor()
    assert.equal(await page.getByText('实验小学').count(), 0, 'answers are never shown')
    await screenshot(page, 'account-security-questions-show-375')

    await page.getByTestId('questions-change').click()
    await page.waitForURL(/oldQuestion/)
    await fill(page, '请输入答案', '实验小学', 0)
    await fill(page, '请输入答案', '杭州', 1)
    await fill(page, '请输入答案', '大黄', 2)
    await page.getByTestId('answers-submit').click()
    await page.getByText('安全问题答案不正确，还可尝试4次').first().waitFor()
    await fill(page, '请输入答案', ' 小白。', 2)
    await page.getByTestId('answers-submit').click()
    await page.waitForURL(/modifyQuestion/)
    await page.getByTestId('question-pick-1').waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  for (const width of [375, 320]) {
    it(`blocks a person on 黑名单管理 and hides the phone on 隐私设置 at ${width} px`, async () => {
      const username = width === 375 ? '2026002' : 't1002'
      const { page, token } = await openAs(username, '/pages/privacy/privacy', width)
      await page.locator('.privacy-blacklist').click()
      await page.waitForURL(/blackList/)
      // Added from the people search (name, 学号/工号, pinyin); privacy-effects.test.mjs follows the block to delivery.
      const list = page.locator('.taro_page', { has: page.getByTestId('block-search') })
      await list.locator('.nut-searchbar input').fill('nobody-at-all')
      await list.getByTestId('block-search').click()
      await list.getByText('没有找到“nobody-at-all”，请换个关键词').waitFor()
      await list.locator('.nut-searchbar input').fill('t1001')
      await list.getByTestId('block-search').click()
      await list
        .getByTestId('block-candidate-t1001')
        .locator('.nut-button', { hasText: /^加入$/ })
        .click()
      await answerModal(page, '确认')
      await list.locator('.blocked-person').filter({ hasText: '王芳' }).waitFor()
      await screenshot(page, `account-security-blacklist-${width}`)
      await noOverflow(page, width)
      await page.goBack()
      await page.locator('.privacy-settings').click()
      await page.waitForURL(/privacySet/)
      await page.getByTestId('privacy-mobile-nobody').click()
      await page.locator('[data-testid="privacy-mobile-nobody"][aria-selected="true"]').waitFor()
      await screenshot(page, `account-security-privacy-set-${width}`)
      await noOverflow(page, width)
      let stored
      for (let i = 0; i < 40 && stored !== 'nobody'; i++) {
        const res = await fetch(`${server.url}/portal-api/v1/privacy/settings`, { headers: { 'X-Id-Token': token } })
        stored = (await res.json()).data.mobileVisibility
        if (stored !== 'nobody') await new Promise((r) => setTimeout(r, 100))
      }
      assert.equal(stored, 'nobody', 'the choice is saved on the server')
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }

  it('登录与安全记录 shows ten entries, then 加载更多 the older ones: the whole log, a page at a time', async () => {
    for (let i = 0; i < 12; i++) assert.equal(await passwordLogin('t3201', DEMO_PASSWORD), 200)
    const { page } = await openAs('t3201', '/pagesA/safeSet/safeSet')
    const entries = page.locator('.auth-log-entry').filter({ visible: true })
    await page.waitForFunction(() => document.querySelectorAll('.auth-log-entry').length === 10)
    assert.equal(await entries.count(), 10)
    await page.getByTestId('security-log-more').filter({ visible: true }).click()
    await page.waitForFunction(() => document.querySelectorAll('.auth-log-entry').length === 13)
    assert.equal(await page.getByTestId('security-log-more').count(), 0, 'no 加载更多 after the last page')
    await screenshot(page, 'account-security-security-log-paged')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
