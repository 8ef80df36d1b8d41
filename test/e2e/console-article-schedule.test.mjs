// A scheduled article (issue 33) at 1280×800 against the built console (E2E_ADMIN_DIR, default dist-admin) and the
// portal's H5 build (E2E_H5_DIR): an editor publishes an article with a cropped cover and a release time about two
// minutes ahead; a student's home and the column's list do not show it before that time and show it from then;
// 撤回 takes it off the home, the column and the global search.
// The portal's article query compares with the database's now() (server/src/lib/cms/cms-content.ts), which the
// server's test clock (TEST_CLOCK) does not move: this test waits for the real release time (polling, ≤ 150 s).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { closeHomePopup, explainFailure, launchBrowser, screenshot, signIn, startServer } from './harness.mjs'
import { consoleAs, desktopPage, pickerText } from './console-pages.mjs'

const TITLE = '定时发布测试：寒假离校安排'
const KEYWORD = '寒假离校安排'
const COLUMN = { name: '学校要闻', code: 'xxyw' }
const HOME = '/pages/tab/index/index'

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

/** A student's H5 page at 1280×800 (the phone layout centred), signed in. */
async function studentPage() {
  const page = await desktopPage(browser)
  await signIn(page, server.url, '2026001')
  return page
}

/** Whether the student's home shows the article in its 学校要闻 section (the section drawn first, then looked in). */
async function homeShows(page) {
  await page.goto(server.url + HOME)
  const section = page.locator('.portal-section').filter({ hasText: COLUMN.name })
  await section.getByTestId('news-item').first().waitFor()
  return (await section.getByTestId('news-item').filter({ hasText: TITLE }).count()) > 0
}

/** Whether the column's own list shows the article (its first page, newest first). */
async function columnShows(page) {
  await page.goto(`${server.url}/pagesA/news/news?columnCode=${COLUMN.code}`)
  const items = page.getByTestId('news-item').filter({ visible: true })
  await items.first().waitFor()
  return (await items.filter({ hasText: TITLE }).count()) > 0
}

/** Whether the global search's 资讯 group shows the article for the keyword. */
async function searchShows(page) {
  await page.goto(`${server.url}/pages/search/wholeSearch?keyword=${encodeURIComponent(KEYWORD)}`)
  await page.locator('[data-testid^="search-group-"], [data-testid="search-empty"]').first().waitFor()
  return (await page.getByTestId('search-group-news').getByTestId('search-hit').filter({ hasText: KEYWORD }).count()) > 0
}

/** Polls `check` every 5 s until it answers `wanted`; fails at `deadline` (ms since the epoch). */
async function until(check, wanted, deadline, what) {
  for (;;) {
    if ((await check()) === wanted) return
    if (Date.now() > deadline) assert.fail(`${what}: still ${!wanted} at ${new Date().toISOString()}`)
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
}

describe('operator console: a scheduled article', () => {
  it('shows from its release time on the home and the column, and 撤回 takes it off the home, the column and the search', async () => {
    const page = await desktopPage(browser)
    // The next whole minute at least 100 s ahead: the pickers take minutes, so "two minutes" is 100–160 s.
    const release = new Date(Math.ceil((Date.now() + 100_000) / 60_000) * 60_000)
    await explainFailure(page, 'console-article-schedule', async () => {
      await consoleAs(page, server.url, '/articles/new', 'editor')
      await page.locator('#title').fill(TITLE)
      await page.locator('#columnId').click()
      await page.locator('.ant-select-item-option', { hasText: COLUMN.name }).click()
      await page.locator('#releaseDeptName').fill('学生工作部')
      await page.locator('#releaseStartTime').click()
      await page.locator('#releaseStartTime').fill(pickerText(release))
      await page.keyboard.press('Enter')
      const cover = page.locator('.ant-form-item', { hasText: '封面图' })
      const image = await fetch(`${server.url}/portal-api/v1/cms/images/slide-2.png`)
      await cover.locator('input[type=file]').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: Buffer.from(await image.arrayBuffer()),
      })
      const crop = page.getByRole('dialog', { name: '裁剪封面（与资讯卡片同比例）' })
      await crop.getByRole('button', { name: /^确\s*定$/ }).click()
      await page.getByText('已上传').waitFor()
      await page.locator('.console-rich-text').click()
      await page.keyboard.type('寒假离校前请关闭宿舍水电，并在系统中登记离校时间。')
      await page.getByRole('button', { name: '保存并发布' }).click()
      await page.getByText('已发布，门户即时可见').waitFor()
      await page.waitForURL(/\/admin\/articles\/\d+$/)
      assert.equal(await page.locator('#releaseStartTime').inputValue(), pickerText(release), 'publishing keeps the later release time')
      await screenshot(page, 'console-article-scheduled-1280')
      assert.deepEqual(page.problems, [])
    })

    const student = await studentPage()
    await explainFailure(student, 'console-article-schedule-portal', async () => {
      assert.equal(await homeShows(student), false, 'before its release time: not on the home')
      assert.equal(await columnShows(student), false, 'before its release time: not in the column')
      assert.equal(await searchShows(student), false, 'before its release time: not found by the global search')
      assert.ok(Date.now() < release.getTime(), 'the checks above ran before the release time')
      await screenshot(student, 'console-article-before-release-search-1280')

      await until(() => homeShows(student), true, release.getTime() + 30_000, 'the home after the release time')
      assert.ok(Date.now() >= release.getTime(), 'shown only from the release time')
      await closeHomePopup(student)
      const item = student.locator('.portal-section').filter({ hasText: COLUMN.name }).getByTestId('news-item').filter({ hasText: TITLE })
      await item.scrollIntoViewIfNeeded()
      await screenshot(student, 'console-article-released-home-1280')
      assert.equal(await columnShows(student), true, 'from its release time: in the column')
      const cover = student.getByTestId('news-item').filter({ visible: true, hasText: TITLE }).locator('img').first()
      await student.waitForFunction((img) => img.complete && img.naturalWidth > 0, await cover.elementHandle())
      await screenshot(student, 'console-article-released-column-1280')
      await until(() => searchShows(student), true, Date.now() + 20_000, 'the global search after the release time')
    })

    await explainFailure(page, 'console-article-withdraw', async () => {
      await page.getByRole('button', { name: '返回列表' }).click()
      const row = page.locator('tr', { hasText: TITLE })
      await row.getByText('撤回').click()
      await page.getByText('已撤回，门户不再显示').waitFor()
      await row.getByText('已撤回').waitFor()
      assert.deepEqual(page.problems, [])
    })

    await explainFailure(student, 'console-article-withdrawn-portal', async () => {
      // The content cache is emptied on 撤回; the search index follows the article's status.
      const soon = Date.now() + 20_000
      await until(() => homeShows(student), false, soon, 'the home after 撤回')
      await until(() => columnShows(student), false, soon, 'the column after 撤回')
      await until(() => searchShows(student), false, soon, 'the global search after 撤回')
      await screenshot(student, 'console-article-withdrawn-search-1280')
      assert.deepEqual(student.problems, [])
    })
  })
})
