// The operator console's home content (issue 33, content part) in a desktop browser at 1280×800, against the built
// console (E2E_ADMIN_DIR, default dist-admin) and the portal's H5 build (E2E_H5_DIR, default dist-h5): an editor
// creates a slide with a validity window that a student's home then shows, a student-only pop-up shows to a student
// once and never to a teacher, an editor's 视频 article plays on the portal, and an article opens in the 375 px phone
// preview.
import fs from 'node:fs'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { closeHomePopup, explainFailure, launchBrowser, screenshot, signIn, startServer } from './harness.mjs'
import { consoleAs, desktopPage, pickerText } from './console-pages.mjs'

const HOME = '/pages/tab/index/index'
/** A small MP4 the repository already has (a seeded lesson's video). */
const SMALL_VIDEO = new URL('../../server/src/db/seed/media/se1001-intro.mp4', import.meta.url)
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

const hoursFromNow = (hours) => new Date(Date.now() + hours * 3600_000)

/** Types a validity window into the modal's antd RangePicker. */
async function fillWindow(page, fromHours, toHours) {
  const inputs = page.locator('.ant-modal .ant-picker-range input')
  await inputs.nth(0).click()
  await inputs.nth(0).fill(pickerText(hoursFromNow(fromHours)))
  await page.keyboard.press('Enter')
  await inputs.nth(1).fill(pickerText(hoursFromNow(toHours)))
  await page.keyboard.press('Enter')
  await page.locator('.ant-picker-dropdown').last().waitFor({ state: 'hidden' })
}

/** The portal home at 1280×800 (the H5 centred) for a signed-in user. */
async function portalHome(username) {
  const page = await desktopPage(browser)
  await signIn(page, server.url, username)
  await page.goto(server.url + HOME)
  await page.getByTestId('home-slideshow').waitFor()
  return page
}

describe('operator console: home content', () => {
  it('an editor creates a slide with a validity window (the shared link rule refuses an outside host first); a student’s home shows it', async () => {
    const page = await desktopPage(browser)
    const title = '运营后台轮播：冬季运动会'
    await explainFailure(page, 'console-slide', async () => {
      await consoleAs(page, server.url, '/slides', 'editor')
      await page.getByRole('menuitem', { name: '轮播图' }).waitFor()
      await page.getByRole('button', { name: '新建轮播图' }).click()
      await page.locator('#title').fill(title)
      const image = await fetch(`${server.url}/portal-api/v1/cms/images/slide-2.png`)
      await page.locator('.ant-modal input[type=file]').setInputFiles({
        name: 'winter-games.png',
        mimeType: 'image/png',
        buffer: Buffer.from(await image.arrayBuffer()),
      })
      await page.getByText('已上传').waitFor()
      assert.match(await page.locator('.ant-modal input[placeholder^="上传文件"]').inputValue(), /^\/portal-api\/v1\/files\//)
      await page.locator('#link').fill('https://evil.example.com/games')
      await fillWindow(page, -1, 48)
      await page.getByRole('button', { name: /^保\s*存$/ }).click()
      await page.getByText('链接的域名不在允许的列表中').waitFor()
      await screenshot(page, 'console-slide-refused-1280')
      await page.locator('#link').fill('/pagesA/news/news?columnCode=xxyw')
      await page.getByRole('button', { name: /^保\s*存$/ }).click()
      await page.getByText('已保存，门户即时可见').waitFor()
      const row = page.locator('tr', { hasText: title })
      await row.getByText('展示中').waitFor()
      await page.locator('.ant-modal-mask').waitFor({ state: 'hidden' })
      await screenshot(page, 'console-slides-1280')
      assert.deepEqual(page.problems, [])
    })

    const home = await portalHome('2026001')
    await explainFailure(home, 'console-slide-home', async () => {
      await closeHomePopup(home)
      const slide = home.getByTestId('home-slide').filter({ has: home.locator(`img[alt="${title}"]`) })
      await slide.scrollIntoViewIfNeeded()
      await home.waitForFunction(
        (alt) => [...document.querySelectorAll('[data-testid="home-slide"] img')].some((img) => img.alt === alt && img.naturalWidth > 0),
        title,
      )
      await screenshot(home, 'console-slide-student-home-1280')
    })
  })

  it('a student-only pop-up shows to a student once and not to a teacher', async () => {
    const page = await desktopPage(browser)
    const title = '运营后台弹窗：学生选课提醒'
    await explainFailure(page, 'console-popup', async () => {
      await consoleAs(page, server.url, '/popups', 'editor')
      // The demo pop-up (for everyone) is withdrawn first, so the home shows this one.
      const demo = page.locator('tbody tr').first()
      await demo.getByRole('button', { name: '撤下' }).click()
      await page.getByText('已撤下，门户不再显示').waitFor()
      await demo.getByText('已撤下').waitFor()
      await page.getByRole('button', { name: '新建弹窗' }).click()
      await page.locator('#title').fill(title)
      await page.locator('.ant-modal input[placeholder^="上传文件"]').fill('/portal-api/v1/cms/images/popup-1.png')
      await page.locator('#link').fill('/pagesA/news/news')
      await page.getByRole('button', { name: /^保\s*存$/ }).click()
      await page.getByText('请填写开始和结束时间').waitFor()
      await fillWindow(page, -1, 24)
      await page.getByRole('checkbox', { name: '学生' }).check()
      await screenshot(page, 'console-popup-edit-1280')
      await page.getByRole('button', { name: /^保\s*存$/ }).click()
      await page.getByText('已保存，门户即时可见').waitFor()
      const row = page.locator('tr', { hasText: title })
      await row.getByRole('cell', { name: '学生', exact: true }).waitFor()
      await page.locator('.ant-modal-mask').waitFor({ state: 'hidden' })
      await screenshot(page, 'console-popups-1280')
      assert.deepEqual(page.problems, [])
    })

    const student = await portalHome('2026001')
    await explainFailure(student, 'console-popup-student', async () => {
      const dialog = student.getByRole('dialog', { name: title })
      await dialog.waitFor()
      await screenshot(student, 'console-popup-student-home-1280')
      await dialog.getByRole('button', { name: '关闭' }).click()
      await dialog.waitFor({ state: 'hidden' })
      await student.reload()
      await student.getByTestId('home-slideshow').waitFor()
      await student.waitForTimeout(1000)
      assert.equal(await student.getByRole('dialog', { name: title }).count(), 0, 'shown once: not again after closing')
    })

    const teacher = await portalHome('t1001')
    await explainFailure(teacher, 'console-popup-teacher', async () => {
      await teacher.waitForTimeout(1500)
      assert.equal(await teacher.getByTestId('home-popup').count(), 0, 'a teacher gets no pop-up')
      await screenshot(teacher, 'console-popup-teacher-home-1280')
    })
  })

  it("an article's cover is cropped to the news card's shape (110 × 80) before it is uploaded", async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-cover-crop', async () => {
      await consoleAs(page, server.url, '/articles/new', 'editor')
      const cover = page.locator('.ant-form-item', { hasText: '封面图' })
      const image = await fetch(`${server.url}/portal-api/v1/cms/images/slide-2.png`)
      await cover.locator('input[type=file]').setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: Buffer.from(await image.arrayBuffer()),
      })
      const dialog = page.getByRole('dialog', { name: '裁剪封面（与资讯卡片同比例）' })
      await dialog.waitFor()
      await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter'))
      await screenshot(page, 'console-cover-crop-1280')
      await dialog.getByRole('button', { name: /^确\s*定$/ }).click()
      await page.getByText('已上传').waitFor()
      const address = await cover.locator('input[placeholder^="上传文件"]').inputValue()
      assert.match(address, /^\/portal-api\/v1\/files\//)
      const shape = await page.evaluate(async (src) => {
        const img = new Image()
        img.src = src
        await img.decode()
        return img.naturalWidth / img.naturalHeight
      }, address)
      assert.ok(Math.abs(shape - 110 / 80) < 0.02, `the uploaded cover is ${shape.toFixed(3)} wide per unit high`)
      assert.deepEqual(page.problems, [])
    })
  })

  it('an editor makes a 视频 article with an uploaded video; the portal’s article page plays it', async () => {
    const page = await desktopPage(browser)
    const title = '运营后台视频资讯：校园秋色'
    let id
    await explainFailure(page, 'console-video-article', async () => {
      await consoleAs(page, server.url, '/articles/new', 'editor')
      await page.locator('#title').fill(title)
      await page.locator('#columnId').click()
      await page.locator('.ant-select-item-option').first().click()
      await page.locator('#releaseDeptName').fill('党委宣传部')
      await page.locator('.ant-radio-button-wrapper', { hasText: '视频' }).click()
      const video = page.locator('.ant-form-item').filter({ has: page.locator('label[for="videoUrl"]') })
      // The shared rule under the field before anything is sent: a 视频 article needs its video.
      await page.getByRole('button', { name: '保存并发布' }).click()
      await video.getByText('请上传或填写视频').waitFor()
      await video
        .locator('input[type=file]')
        .setInputFiles({ name: 'campus.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(SMALL_VIDEO) })
      await page.getByText('已上传').waitFor()
      assert.match(await video.locator('input[placeholder^="上传文件"]').inputValue(), /^\/portal-api\/v1\/files\//)
      await page.locator('.console-rich-text').click()
      await page.keyboard.type('秋天的校园，一分钟看完。')
      await video.scrollIntoViewIfNeeded()
      await screenshot(page, 'console-article-video-1280')
      await page.getByRole('button', { name: '保存并发布' }).click()
      await page.getByText('已发布，门户即时可见').waitFor()
      await page.waitForURL(/\/admin\/articles\/\d+$/)
      id = new URL(page.url()).pathname.split('/').pop()
      await page.getByRole('menuitem', { name: '资讯', exact: true }).click()
      await page.locator('tr', { hasText: title }).getByText('视频', { exact: true }).waitFor()
      assert.deepEqual(page.problems, [])
    })

    const portal = await desktopPage(browser)
    await signIn(portal, server.url, '2026001')
    await explainFailure(portal, 'console-video-article-portal', async () => {
      await portal.goto(`${server.url}/pagesA/news/detail?id=${id}`)
      await portal.locator('.article__video').filter({ visible: true }).click()
      await portal.waitForURL(new RegExp(`pagesA/news/video\\?id=${id}`))
      const player = portal.locator('video').first()
      await player.waitFor({ state: 'attached' })
      assert.match(await player.getAttribute('src'), /\/portal-api\/v1\/files\//)
      await screenshot(portal, 'console-video-article-portal-1280')
    })
  })

  it('an article opens in the 375 px phone preview (the portal’s own page, framed from the same origin)', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-preview', async () => {
      await consoleAs(page, server.url, '/articles', 'editor')
      const published = page.locator('tr', { hasText: '已发布' }).first()
      await published.locator('a').first().click()
      await page.waitForURL(/\/admin\/articles\/\d+$/)
      // The schedule rule the server applies, under the field: an offline time before the release time.
      await page.locator('#offlineTime').click()
      await page.locator('#offlineTime').fill(pickerText(hoursFromNow(-24 * 30)))
      await page.keyboard.press('Enter')
      await page.getByRole('button', { name: '保存并更新' }).click()
      await page.getByText('下线时间须晚于发布时间').waitFor()
      await page.locator('#releaseStartTime').scrollIntoViewIfNeeded()
      await screenshot(page, 'console-article-schedule-1280')
      await page.getByRole('button', { name: '手机预览' }).click()
      const frame = page.frameLocator('iframe[title="手机预览"]')
      await frame.getByTestId('article').filter({ visible: true }).waitFor({ timeout: 30000 })
      const width = await page.locator('iframe[title="手机预览"]').evaluate((el) => el.clientWidth)
      assert.equal(Math.round(width), 375)
      await screenshot(page, 'console-article-preview-1280')
      assert.deepEqual(page.problems, [])
    })
  })
})
