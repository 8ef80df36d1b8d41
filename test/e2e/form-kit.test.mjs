// The form kit in the browser: a form page built on useSubmit (新建待办: validation message, saving, back)
// and a settings page built on useSettingSaver (消息设置: saves on change, rolls back with the reason
// when the server refuses), each at 375 px and 320 px.
// Run after an H5 build: node --test test/e2e/form-kit.test.mjs
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

async function openAs(username, path, width) {
  const page = await newPhonePage(browser, { viewport: { width, height: 740 } })
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return { page, token }
}

async function userSetting(token) {
  const res = await fetch(`${server.url}/message-center/center/api/v1/correlation/user/getUserSetting`, {
    headers: { 'X-Id-Token': token },
  })
  const body = await res.json()
  assert.equal(body.code, 0, JSON.stringify(body))
  return body.data
}

describe('form kit', () => {
  for (const width of [375, 320]) {
    it(`新建待办 at ${width} px: a missing title is named, then the to-do is saved and the page goes back`, async () => {
      const { page } = await openAs('t1001', '/msgCenter/pages/task/personaltodo', width)
      await page.getByTestId('add-todo').click()
      await page.waitForURL(/addtodo/)
      await page.getByTestId('todo-save').click()
      await page.getByText('请输入待办标题').waitFor()
      await screenshot(page, `form-kit-addtodo-${width}`)
      const title = `表单组件验证 ${width}`
      await page.getByLabel('标题').locator('input').fill(title)
      await page.getByTestId('todo-save').click()
      await page.getByText('已创建').waitFor()
      await page.waitForURL(/personaltodo/)
      await page.getByTestId('personal-todo').filter({ hasText: title }).waitFor()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.ok(overflow <= 0, `page wider than ${width} px by ${overflow} px`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })

    it(`消息设置 at ${width} px: a switch saves on change and goes back when the server refuses`, async () => {
      const { page, token } = await openAs('2026001', '/msgCenter/pages/news/personalSettingCenter', width)
      const before = (await userSetting(token)).groupByTag
      const row = page.locator('.nut-cell', { hasText: '按标签分组' })
      const toggle = row.locator('.nut-switch')
      await toggle.waitFor()
      const checked = async () => !(await toggle.getAttribute('class')).includes('nut-switch-close')
      assert.equal(await checked(), before)

      await page.route('**/messageCenter/updateUserSetting', (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 400, message: '设置服务维护中' }) }),
      )
      await toggle.click()
      await page.getByText('设置服务维护中').waitFor()
      await expectChecked(checked, before)
      await screenshot(page, `form-kit-settings-rollback-${width}`)
      assert.equal((await userSetting(token)).groupByTag, before)

      await page.unroute('**/messageCenter/updateUserSetting')
      await toggle.click()
      await expectChecked(checked, !before)
      for (let i = 0; i < 50 && (await userSetting(token)).groupByTag === before; i += 1) await page.waitForTimeout(100)
      assert.equal((await userSetting(token)).groupByTag, !before)
      await screenshot(page, `form-kit-settings-${width}`)
      // Put it back for the next width.
      await toggle.click()
      for (let i = 0; i < 50 && (await userSetting(token)).groupByTag !== before; i += 1) await page.waitForTimeout(100)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      assert.ok(overflow <= 0, `page wider than ${width} px by ${overflow} px`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }
})

async function expectChecked(checked, want) {
  for (let i = 0; i < 50; i += 1) {
    if ((await checked()) === want) return
    await new Promise((r) => setTimeout(r, 100))
  }
  assert.equal(await checked(), want)
}
