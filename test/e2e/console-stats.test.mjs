// 统计 in the operator console (issue 36) at 1280×800: the default range draws every chart; a student's searches and
// service opens today show after choosing a range with today and 重新统计; the CSV download holds the same figures
// as the dashboard's answer. Needs the console build (E2E_ADMIN_DIR) and the H5 build (E2E_H5_DIR).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { apiData, explainFailure, launchBrowser, SHOTS, signIn, startServer } from './harness.mjs'
import { consoleAs, desktopPage } from './console-pages.mjs'

const ZONE = 'Asia/Shanghai'
/** A campus day (YYYY-MM-DD) `offset` days from today. */
const campusDay = (offset = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * 86_400_000))
const KEYWORD = '统计测试无结果词'

let server
let browser
let adminToken

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  adminToken = await signIn(await (await browser.newContext()).newPage(), server.url, 'admin')
  // A student on the mini-program searches twice (nothing found) and opens a service twice.
  const student = await signIn(await (await browser.newContext()).newPage(), server.url, '2026001')
  const portal = async (path, init = {}) => {
    const res = await fetch(server.url + path, {
      ...init,
      headers: { 'X-Id-Token': student, 'X-Terminal-Info': 'wechat', 'content-type': 'application/json', ...init.headers },
    })
    const text = await res.text()
    assert.equal(res.status, 200, `${path}: ${text}`)
    return JSON.parse(text).data
  }
  for (let i = 0; i < 2; i++) await portal(`/portal-api/v1/search/all?keyword=${encodeURIComponent(KEYWORD)}`)
  for (let i = 0; i < 2; i++)
    await portal('/portal-api/v1/system/systemVisitSave', {
      method: 'POST',
      body: JSON.stringify({ visitType: 'service', pageUrl: '/service/1', targetId: '1', title: '统计测试', terminal: 3 }),
    })
  // …and reads an article.
  const [article] = (await apiData(server.url, adminToken, '/admin-api/v1/cms/articles?pageSize=1&status=published')).items
  await portal('/portal-api/v1/system/systemVisitSave', {
    method: 'POST',
    body: JSON.stringify({
      visitType: 'content',
      pageUrl: `/news/${article.id}`,
      targetId: String(article.id),
      title: article.title.slice(0, 200),
    }),
  })
  // The search log is written in batches after the answers: wait until both searches are there.
  for (let tries = 0; tries < 50; tries++) {
    const history = await portal('/portal-api/v1/search/history')
    if (JSON.stringify(history).includes(KEYWORD)) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

/** Fills antd's range picker (start and end inputs) with two days. */
async function pickRange(page, from, to) {
  const inputs = page.locator('.ant-picker-range input')
  await inputs.nth(0).click()
  await inputs.nth(0).fill(from)
  await inputs.nth(0).press('Enter')
  await inputs.nth(1).fill(to)
  await inputs.nth(1).press('Enter')
}

const canvases = async (page) => await page.locator('.stats-chart canvas').count()

describe('operator console: 统计', () => {
  it('draws every chart, changes the range, recounts today and downloads the figures it shows as CSV', async () => {
    const page = await desktopPage(browser, { timezoneId: ZONE, acceptDownloads: true })
    await explainFailure(page, 'console-stats', async () => {
      await consoleAs(page, server.url, '/statistics', 'admin')
      await page.getByText('日活跃人数（按身份）').waitFor()
      // Six charts (active people by identity and by terminal, services, searches, applications, messages); news reads
      // per column has none to draw before today is counted.
      await page.waitForFunction(() => document.querySelectorAll('.stats-chart canvas').length >= 6)
      await page.getByText('所选日期内没有资讯阅读').waitFor()
      assert.equal(await page.locator('.ant-picker-range input').nth(1).inputValue(), campusDay(-1), 'the default range ends yesterday')

      const today = campusDay()
      const answered = page.waitForResponse((res) => res.url().includes('/admin-api/v1/stats?') && res.url().includes(`to=${today}`))
      await pickRange(page, campusDay(-6), today)
      await answered
      const recounted = page.waitForResponse((res) => res.url().includes('/admin-api/v1/stats/recount'))
      await page.getByRole('button', { name: /重新统计/ }).click()
      assert.equal((await recounted).status(), 200)
      await page.getByText(/已重新统计 7 天/).waitFor()

      const emptyWords = page.locator('.ant-table', { hasText: '无结果搜索词' })
      await emptyWords.getByRole('cell', { name: KEYWORD }).waitFor()
      assert.equal(await emptyWords.locator('tr', { hasText: KEYWORD }).locator('td').nth(2).innerText(), '2')
      await page.waitForFunction(() => document.querySelectorAll('.stats-chart canvas').length >= 7)
      assert.equal(await canvases(page), 7, 'the seventh: news reads per column')
      fs.mkdirSync(SHOTS, { recursive: true })
      await page.screenshot({ path: path.join(SHOTS, 'console-stats-1280.png'), fullPage: true })

      const overview = await apiData(server.url, adminToken, `/admin-api/v1/stats?from=${campusDay(-6)}&to=${today}`)
      assert.equal(overview.emptyWords.find((row) => row.key === KEYWORD)?.value, 2)
      assert.equal(overview.activeByTerminal.find((row) => row.day === today && row.key === 'wechat')?.value, 1)
      assert.equal(
        overview.columnReads.reduce((sum, row) => sum + row.value, 0),
        1,
      )

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出 CSV' }).click()])
      assert.equal(download.suggestedFilename(), `统计_${campusDay(-6)}_${today}.csv`)
      const text = fs.readFileSync(await download.path(), 'utf8')
      const rows = text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .map((line) => line.split(','))
      assert.deepEqual(rows[0], ['指标', '日期', '项目', '数值'])
      const csv = (metric) => rows.filter((row) => row[0] === metric)
      const range = `${campusDay(-6)}~${today}`
      assert.deepEqual(
        csv('无结果搜索词'),
        overview.emptyWords.map((row) => ['无结果搜索词', range, row.name, String(row.value)]),
      )
      assert.deepEqual(
        csv('服务打开排行'),
        overview.serviceRanking.map((row) => ['服务打开排行', range, row.name, String(row.value)]),
      )
      const terminalNames = { h5: 'H5', wechat: '小程序', app: 'App' }
      assert.deepEqual(
        csv('日活跃人数（按终端）'),
        overview.activeByTerminal.map((row) => ['日活跃人数（按终端）', row.day, terminalNames[row.key], String(row.value)]),
      )
      assert.ok(csv('日活跃人数（按终端）').some((row) => row[1] === today && row[2] === '小程序' && row[3] === '1'))
      assert.deepEqual(
        csv('资讯阅读（按栏目）'),
        overview.articleReadsByDay.map((row) => [
          '资讯阅读（按栏目）',
          row.day,
          overview.columnReads.find((column) => column.key === row.key).name,
          String(row.value),
        ]),
      )
      assert.deepEqual(
        csv('消息发送数').map((row) => row[3]),
        overview.messages.map((row) => String(row.sent)),
      )
      assert.deepEqual(page.problems, [])
    })
  })
})
