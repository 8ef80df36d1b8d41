// 账号 and 角色 in the operator console (issue 35) at 1280×800: an operator finds a student by pinyin initials, opens
// the detail, disables them (the student's portal session is sent to sign in), enables them, unlocks an account after
// wrong passwords, and grants 内容编辑 to a teacher who then sees 资讯. Needs the console build (E2E_ADMIN_DIR) and the
// H5 build (E2E_H5_DIR).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PASSWORD, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'
import { consoleAs, desktopPage } from './console-pages.mjs'

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

/** antd puts a space between the two characters of a two-character button label (停 用). */
const label = (text) => new RegExp(`^${[...text].join('\\s*')}$`)

async function passwordLoginStatus(username, password = DEMO_PASSWORD) {
  const query = new URLSearchParams({ username, password })
  const res = await fetch(`${server.url}/token-service/password/passwordLogin?${query}`, { method: 'POST' })
  return { status: res.status, body: await res.json() }
}

describe('operator console: 账号 and 角色', () => {
  it('finds 李明 by initials, disables (portal session ends), enables, and unlocks an account after wrong passwords', async () => {
    const student = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    await signIn(student, server.url, '2026001')
    await student.goto(server.url + '/pagesA/safeSet/safeSet')
    await student.locator('.safe-password').waitFor()

    const page = await desktopPage(browser)
    await explainFailure(page, 'console-accounts', async () => {
      await consoleAs(page, server.url, '/accounts', 'admin')
      await page.locator('#keyword').fill('lm')
      await page.getByRole('button', { name: label('查询') }).click()
      const row = page.locator('tr', { hasText: '2026001' }).filter({ hasText: '李明' })
      await row.getByText('李明').waitFor()
      // Initials match from the start of a name's spelling: 林明 (lin ming) yes, 张伟 (zhang wei) no.
      await page.locator('tr', { hasText: '林明' }).first().waitFor()
      await page.locator('tr', { hasText: '2026002' }).waitFor({ state: 'detached' })
      await screenshot(page, 'console-accounts-search-1280')

      await row.getByRole('button', { name: label('详情') }).click()
      const drawer = page.locator('.ant-drawer-content')
      await drawer.getByText('登录记录（最近 20 次）').waitFor()
      await drawer.getByText('计算机科学与技术学院 / 计科2301班', { exact: false }).waitFor()
      await screenshot(page, 'console-account-detail-1280')

      await drawer.getByRole('button', { name: label('停用') }).click()
      const dialog = page.locator('.ant-modal-content', { hasText: '停用原因' })
      await dialog.getByRole('button', { name: '确认停用' }).click()
      await dialog.getByText('请填写停用原因').waitFor()
      await dialog.locator('#reason').fill('账号存在异常登录，暂停使用')
      await screenshot(page, 'console-account-disable-1280')
      await dialog.getByRole('button', { name: '确认停用' }).click()
      await drawer.getByText('已被 陈静 停用').waitFor()
      await drawer.getByText('原因：账号存在异常登录，暂停使用', { exact: false }).waitFor()
      await dialog.waitFor({ state: 'hidden' })
      await screenshot(page, 'console-account-disabled-1280')

      // The student's open portal page: its next call is refused and it is sent to sign in; sign-in says why.
      await student.reload()
      await student.waitForURL(/login/, { timeout: 20_000 })
      const refused = await passwordLoginStatus('2026001')
      assert.deepEqual([refused.status, refused.body.message], [403, '该账号已被管理员停用，无法登录'])

      await drawer.getByRole('button', { name: label('启用') }).click()
      await page
        .locator('.ant-popover')
        .getByRole('button', { name: label('启用') })
        .click()
      await page.getByText('已启用').first().waitFor()
      await drawer.getByText('已被 陈静 停用').waitFor({ state: 'detached' })
      assert.equal((await passwordLoginStatus('2026001')).status, 200)
      await page.locator('.ant-drawer-close').click()

      // Ten wrong passwords lock 王芳's sign-in; 解除锁定 lets the right one through at once.
      for (let i = 0; i < 10; i++) assert.equal((await passwordLoginStatus('t1001', 'Wrong@2026')).status, 400)
      assert.equal((await passwordLoginStatus('t1001')).status, 429)
      await page.locator('#keyword').fill('t1001')
      await page.getByRole('button', { name: label('查询') }).click()
      await page
        .locator('tr', { hasText: '王芳' })
        .getByRole('button', { name: label('详情') })
        .click()
      await drawer.getByText('密码错误次数过多，登录锁定至', { exact: false }).waitFor()
      await screenshot(page, 'console-account-locked-1280')
      await drawer.getByRole('button', { name: '解除锁定' }).click()
      await page.locator('.ant-popover').getByRole('button', { name: '解除锁定' }).click()
      await drawer.getByText('密码错误次数过多，登录锁定至', { exact: false }).waitFor({ state: 'detached' })
      assert.equal((await passwordLoginStatus('t1001')).status, 200)
      assert.deepEqual(page.problems, [])
    })
    await student.context().close()
    await page.context().close()
  })

  it('grants 内容编辑 to a teacher on 角色 (the teacher then sees 资讯) and a 院系管理员 for a unit picked from the tree', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-roles', async () => {
      await consoleAs(page, server.url, '/roles', 'admin')
      await page.getByRole('cell', { name: '陈静（admin）' }).waitFor()
      await page.getByRole('button', { name: '授予角色' }).click()
      const dialog = page.locator('.ant-modal-content', { hasText: '授予角色' })
      await dialog.locator('#username').fill('t1001')
      await dialog.locator('#roleCode').click()
      await page.locator('.ant-select-item-option', { hasText: '内容编辑' }).click()
      await screenshot(page, 'console-role-grant-1280')
      await dialog.getByRole('button', { name: label('授予') }).click()
      await page.getByRole('cell', { name: '王芳（t1001）' }).waitFor()
      await dialog.waitFor({ state: 'hidden' })

      // A division admin: 全局管理员 limited to a unit picked from the tree (searched by name), not typed as a code.
      await page.getByRole('button', { name: '授予角色' }).click()
      await dialog.locator('#username').fill('t1002')
      await dialog.locator('#roleCode').click()
      await page.locator('.ant-select-item-option', { hasText: '全局管理员' }).click()
      await dialog.locator('#orgCode').click()
      await dialog.locator('#orgCode').fill('计算机科学')
      await page.locator('.ant-select-tree-node-content-wrapper', { hasText: '计算机科学与技术学院' }).click()
      await screenshot(page, 'console-role-grant-division-1280')
      await dialog.getByRole('button', { name: label('授予') }).click()
      await dialog.waitFor({ state: 'hidden' })
      const divisionRow = page.locator('tr', { hasText: '（t1002）' })
      await divisionRow.getByText('计算机科学与技术学院（sfdx-cs）').waitFor()
      await divisionRow.getByText('院系管理员').waitFor()
      await screenshot(page, 'console-roles-1280')
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()

    const teacher = await desktopPage(browser)
    await explainFailure(teacher, 'console-new-editor', async () => {
      await consoleAs(teacher, server.url, '/', 't1001')
      await teacher.getByRole('menuitem', { name: '资讯' }).click()
      await teacher.waitForURL(/\/admin\/articles$/)
      await teacher.getByRole('button', { name: '新建资讯' }).waitFor()
      assert.equal(await teacher.getByRole('menuitem', { name: '账号' }).count(), 0, '内容编辑 sees no 账号')
      await screenshot(teacher, 'console-new-editor-1280')
      assert.deepEqual(teacher.problems, [])
    })
    await teacher.context().close()
  })
})
