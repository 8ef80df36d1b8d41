// 注销账号 end to end in the browser: the request shows the date it will be carried out; once the server's
// clock passes it (TEST_CLOCK) the deletion job closes the account and sign-in refuses it with the reason.
// Screenshots at 375 and 320 px. Run after an H5 build: node --test test/e2e/account-deletion.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, DEMO_PASSWORD, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

let server
let browser

before(async () => {
  server = await startServer({ env: { TEST_CLOCK: '1', JOBS_POLL_SECONDS: '0.5' } })
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const DELETION = '/personal/api/v1/personal/account/deletion'

async function passwordLoginStatus(username) {
  const res = await fetch(
    `${server.url}/token-service/password/passwordLogin?username=${encodeURIComponent(username)}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
    { method: 'POST' },
  )
  return { status: res.status, body: await res.json() }
}

describe('注销账号 carried out after the cooling-off', () => {
  it('shows when the request will be carried out, then sign-in refuses the closed account', async () => {
    let effectiveAt
    for (const width of [320, 375]) {
      const page = await newPhonePage(browser, { viewport: { width, height: 760 } })
      const token = await signIn(page, server.url, '2026002')
      await page.goto(server.url + '/pages/set/set')
      await explainFailure(page, `deletion-request-${width}`, async () => {
        await page.locator('.nut-cell', { hasText: '注销账号' }).click()
        if (width === 320) {
          await page.locator('.deletion textarea').fill('毕业离校')
          await page.locator('.deletion .nut-button', { hasText: '申请注销' }).click()
          await answerModal(page, '确认')
        }
        const pending = page.getByTestId('deletion-pending')
        await pending.waitFor()
        const res = await fetch(server.url + DELETION, { headers: { 'X-Id-Token': token } })
        effectiveAt = (await res.json()).data.effectiveAt
        // The date as the page's own clock and zone show it.
        const shown = await page.evaluate((iso) => {
          const d = new Date(iso)
          const two = (n) => String(n).padStart(2, '0')
          return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`
        }, effectiveAt)
        assert.equal(await pending.innerText(), `注销申请冷静期中，将于 ${shown} 生效`)
        await screenshot(page, `account-deletion-deletion-pending-${width}`)
      })
      await page.context().close()
    }

    // The server's clock passes the end of the cooling-off; the deletion job runs at once.
    const seconds = Math.ceil((new Date(effectiveAt).getTime() - Date.now()) / 1000) + 60
    const moved = await fetch(`${server.url}/test-only/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seconds, jobs: ['personal.account-deletions'] }),
    })
    assert.equal(moved.status, 200, await moved.text())
    let refused
    for (let i = 0; i < 100 && refused?.status !== 403; i++) {
      refused = await passwordLoginStatus('2026002')
      if (refused.status !== 403) await new Promise((r) => setTimeout(r, 200))
    }
    assert.deepEqual([refused.status, refused.body.message], [403, '该账号已注销，无法登录'])

    const page = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    await explainFailure(page, 'deletion-refused', async () => {
      await page.goto(`${server.url}/pages/login/pwdLogin`)
      await page.locator('input[placeholder="请输入学号/工号"]').fill('2026002')
      await page.locator('input[placeholder="请输入密码"]').fill(DEMO_PASSWORD)
      await page.getByTestId('agreement-check').click()
      await page.getByTestId('login-submit').click()
      await page.getByTestId('login-error').getByText('该账号已注销，无法登录').waitFor()
      await screenshot(page, 'account-deletion-deletion-refused-375')
    })
    await page.context().close()
    // The other 张伟 (same mobile) still signs in: only the closed account is refused.
    assert.equal((await passwordLoginStatus('t1002')).status, 200)
  })
})
