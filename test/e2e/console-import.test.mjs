// 导入 in the operator console at 1280×800 (issues 34 + 35): a global admin downloads the template, uploads a CSV with
// one bad row and sees its line in the preview, fixes it, previews again and confirms; the people then exist (the
// run's report through the console API) and the run shows in 目录同步's history as 导入.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { DEMO_PASSWORD, explainFailure, launchBrowser, screenshot, startServer } from './harness.mjs'
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

const HEADER = '学工号,姓名,身份,手机,邮箱,组织代码,状态'
const csv = (...rows) => Buffer.from(`\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`, 'utf8')

async function adminToken() {
  const query = new URLSearchParams({ username: 'admin', password: DEMO_PASSWORD })
  const answer = await (await fetch(`${server.url}/token-service/password/passwordLogin?${query}`, { method: 'POST' })).json()
  assert.ok(answer.data?.idToken, JSON.stringify(answer))
  return answer.data.idToken
}

describe('console import', () => {
  it('template → a bad row shown with its line → fixed → preview → 确认导入 → the people exist', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-import', async () => {
      await consoleAs(page, server.url, '/directory-import', 'admin')
      await page.getByText('1. 下载模板').waitFor()

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '人员 CSV' }).click()])
      const template = await (await download.createReadStream()).toArray()
      assert.equal(
        Buffer.concat(template)
          .toString('utf8')
          .replace(/^\uFEFF/, '')
          .split('\r\n')[0],
        HEADER,
      )

      const upload = (buffer) => page.locator('input[type=file]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer })
      await upload(csv('50001,界面导入甲,学生,13912340001,,,正常', '50002,界面导入乙,教师,1234,,,正常'))
      await page.getByRole('button', { name: /^预\s*览$/ }).click()
      await page.getByText('3. 预览结果').waitFor()
      await page.getByRole('tab', { name: '错误与跳过（1）' }).waitFor()
      await page.getByRole('cell', { name: '人员 第3行' }).waitFor()
      await page.getByText('手机号「1234」格式不正确').waitFor()
      await page.getByRole('cell', { name: '人员 第3行' }).scrollIntoViewIfNeeded()
      await screenshot(page, 'console-import-error-1280')

      await upload(csv('50001,界面导入甲,学生,13912340001,,,正常', '50002,界面导入乙,教师,13912340002,,,正常'))
      await page.getByRole('button', { name: /^预\s*览$/ }).click()
      await page.getByRole('tab', { name: '错误与跳过（0）' }).waitFor()
      await page.getByRole('tab', { name: '新增（2）' }).waitFor()
      await page.getByRole('button', { name: '确认导入' }).click()
      await page.getByText('导入报告').waitFor()
      await page.locator('.ant-alert-success', { hasText: '导入完成' }).waitFor()
      await page.getByRole('tab', { name: '新增（2）' }).scrollIntoViewIfNeeded()
      await screenshot(page, 'console-import-done-1280')

      const token = await adminToken()
      const runs = await (await fetch(`${server.url}/admin-api/v1/directory/runs`, { headers: { 'x-id-token': token } })).json()
      const latest = runs.data.items[0]
      assert.deepEqual([latest.source, latest.status, latest.added], ['import', 'succeeded', 2])
      const detail = await (
        await fetch(`${server.url}/admin-api/v1/directory/runs/detail?id=${latest.id}`, { headers: { 'x-id-token': token } })
      ).json()
      assert.deepEqual(detail.data.report.added, ['50001', '50002'])

      await page.getByRole('menuitem', { name: '目录同步' }).click()
      await page.getByRole('cell', { name: '导入', exact: true }).first().waitFor()
      assert.deepEqual(page.problems, [])
    })
  })
})
