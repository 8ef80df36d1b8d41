// The console's configuration areas (issue 33) at 1280×800 against the built console (dist-admin) and the portal's
// H5 build: 全局管理员 renames the 消息 tab for teachers only (the preview shows it before saving), then a teacher's
// H5 tab bar shows the new name and a student's does not; 内容编辑 has no 标签栏 in the menu.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'
import { desktopPage, signOnAs } from './console-pages.mjs'

const MESSAGE_TAB = 2
const NEW_NAME = '教学消息'

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

/** The H5 tab bar's labels for one signed-in account. */
async function h5TabLabels(username) {
  const page = await newPhonePage(browser)
  await signIn(page, server.url, username)
  await page.goto(`${server.url}/pages/tab/my/my`, { waitUntil: 'networkidle' })
  await page.waitForSelector('.weui-tabbar__label', { state: 'attached' })
  return page
}

const labelsOf = (page) => page.$$eval('.weui-tabbar__label', (els) => els.map((e) => e.textContent.trim()))

describe('console configuration', () => {
  it('内容编辑 does not see the configuration areas', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-config-editor', async () => {
      await page.goto(`${server.url}/admin/`)
      await signOnAs(page, 'editor')
      await page.getByRole('menuitem', { name: '资讯' }).waitFor()
      for (const label of ['标签栏', '主题', '系统设置', '模块设置']) {
        assert.equal(await page.getByRole('menuitem', { name: label }).count(), 0, `内容编辑 sees no ${label}`)
      }
      await page.goto(`${server.url}/admin/config/tabs`)
      await page.getByText('该页面不存在，或当前角色无权查看。').waitFor()
      assert.deepEqual(page.problems, [])
    })
  })

  it('全局管理员 renames the 消息 tab for teachers only: a teacher’s H5 tab bar shows it, a student’s does not', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-config-tabs', async () => {
      await page.goto(`${server.url}/admin/config/tabs`)
      await signOnAs(page, 'admin')
      for (const label of ['标签栏', '主题', '系统设置', '模块设置']) await page.getByRole('menuitem', { name: label }).waitFor()
      const row = page.locator('tr', { hasText: 'pages/msgCenterTab/newtask/newtask' })
      await row.getByText('编辑').click()
      const dialog = page.locator('.ant-card', { hasText: '编辑标签「消息」' })
      await dialog.getByLabel('教师看到的名称').fill(NEW_NAME)
      await page.locator('.ant-radio-button-wrapper', { hasText: '教师' }).click()
      const preview = page.getByTestId('tab-bar-preview')
      await preview.getByText(NEW_NAME).waitFor()
      await screenshot(page, 'console-config-tab-edit-1280')

      // The rules the server applies: a bad external address is refused in the form, in Chinese.
      await dialog.getByLabel('外部链接').fill('javascript:alert(1)')
      await dialog.getByText('外部链接须以 http:// 或 https:// 开头').waitFor()
      await dialog.getByLabel('外部链接').fill('')
      // antd spaces two-character labels (保 存).
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click()
      await page.getByText('已保存，门户已更新').waitFor()
      await row.getByText(`教师：${NEW_NAME}`).waitFor()

      await page.locator('.ant-radio-button-wrapper', { hasText: '学生' }).click()
      assert.equal(await preview.getByText(NEW_NAME).count(), 0, 'a student’s preview keeps 消息')
      await screenshot(page, 'console-config-tabs-1280')

      await row.getByText('历史版本').click()
      await page.locator('.config-diff-after', { hasText: NEW_NAME }).waitFor()
      await screenshot(page, 'console-config-tab-versions-1280')
      assert.deepEqual(page.problems, [])
    })

    const teacher = await h5TabLabels('t1001')
    await teacher.waitForFunction((name) => document.querySelectorAll('.weui-tabbar__label')[2]?.textContent.trim() === name, NEW_NAME)
    await screenshot(teacher, 'console-config-h5-teacher')
    const student = await h5TabLabels('2026001')
    const studentLabels = await labelsOf(student)
    assert.notEqual(studentLabels[MESSAGE_TAB], NEW_NAME)
    assert.equal(studentLabels[MESSAGE_TAB], '消息')
    await screenshot(student, 'console-config-h5-student')
    assert.deepEqual([teacher.errors, student.errors], [[], []])
  })

  it('主题 lists each theme with whether it is in force now and checks validity; 系统设置 saves to the portal; 模块设置 opens; a 分流 record reaches the portal', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-config-themes', async () => {
      await page.goto(`${server.url}/admin/config/themes`)
      await signOnAs(page, 'admin')
      const theme = page.locator('tr', { hasText: '默认主题' })
      await theme.getByText('生效中').waitFor()
      await screenshot(page, 'console-config-themes-1280')
      // A custom validity entry needs its window: the form says so before anything is sent.
      await theme.getByText('编辑').click()
      const dialog = page.getByRole('dialog')
      await dialog.getByText('添加有效期').click()
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click()
      await dialog.getByText('请选择开始和结束时间').waitFor()
      await screenshot(page, 'console-config-theme-edit-1280')
      await dialog
        .getByRole('button', { name: /^删\s*除$/ })
        .last()
        .click()
      await dialog.getByRole('button', { name: /^保\s*存$/ }).click()
      await page.getByText('已保存，门户已更新').waitFor()
      await theme.getByText('历史版本').click()
      await page.getByText('首次保存前的原始配置').waitFor()
      await page.keyboard.press('Escape')

      await page.getByRole('menuitem', { name: '系统设置' }).click()
      await page.getByLabel('学校名称').waitFor()
      assert.ok((await page.getByLabel('学校名称').inputValue()).length > 0)
      await page.getByLabel('哀悼模式').click()
      const [saved] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith('/admin-api/v1/config/system/save')),
        page.getByRole('button', { name: /^保\s*存$/ }).click(),
      ])
      assert.equal(saved.status(), 200)
      const system = await (await fetch(`${server.url}/portal-api/v1/config/system/getSystemConf`)).json()
      assert.equal(system.data.enableMourningMode, true, 'the portal answers the change at once')
      await screenshot(page, 'console-config-system-1280')
      await page.getByRole('menuitem', { name: '模块设置' }).click()
      await page.getByText('127.0.0.1').waitFor()
      await screenshot(page, 'console-config-module-1280')

      // 分流: a record for everyone on H5 is on the portal's public list at once.
      await page.getByRole('menuitem', { name: '分流与版本' }).click()
      await page.getByRole('button', { name: '新建分流' }).click()
      const diversion = page.getByRole('dialog')
      await diversion.getByLabel('标题').fill('迎新专区')
      await diversion.getByLabel('地址').fill('ftp://yx.example.edu.cn/')
      await diversion.getByText('分流地址须以 http:// 或 https:// 开头').waitFor()
      await diversion.getByLabel('地址').fill('https://yx.example.edu.cn/')
      await diversion.getByRole('button', { name: /^保\s*存$/ }).click()
      await page.locator('tr', { hasText: '迎新专区' }).getByText('所有人').waitFor()
      const list = await (await fetch(`${server.url}/portal-api/diversion/getUserDiversionList?terminal=6`)).json()
      assert.ok(
        list.data.some((row) => row.title === '迎新专区'),
        JSON.stringify(list),
      )
      await screenshot(page, 'console-config-releases-1280')
      assert.deepEqual(page.problems, [])
    })
  })
})
