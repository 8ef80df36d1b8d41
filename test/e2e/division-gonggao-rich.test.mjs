// Issue 16's last gaps in the browser, against the reference server with demo data: a publisher writes a 公告 in
// the rich-text editor (heading, bold, numbered list, link, an uploaded image) with a PDF and a TXT attached → a
// student of the college reads it rendered like a news article and downloads the PDF through its grant (the bare
// address is refused); the division search finds it by pinyin; 单位日程 and the division home name the week's
// leaders, each opening 个人日程. Screens at 375 px and 320 px.
// Run after an H5 build: node --test test/e2e/division-gonggao-rich.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

let server
let browser
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const TXT = Buffer.from('报名材料清单：\n1. 报名表\n2. 学生证复印件\n')

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
  await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return page
}

async function noOverflow(page, width) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `page wider than ${width} px by ${overflow} px`)
}

describe('division announcements as rich text with attachments, search by pinyin, 个人日程 from the week', () => {
  for (const width of [375, 320]) {
    const title = `程序设计竞赛报名通知（${width}）`

    it(`at ${width} px: a publisher formats the text, inserts a link and an image, attaches a PDF and a TXT`, async () => {
      const page = await openAs('t3101', '/pages/secondWork/gonggao/gonggaoSet?code=sfdx-cs', width)
      await explainFailure(page, `division-rich-set-${width}`, async () => {
        const set = page.locator('.taro_page', { has: page.getByTestId('rich-editor-area') })
        await set.getByLabel('标题').locator('input').fill(title)
        const editor = set.getByTestId('rich-editor-area')
        await editor.click()
        await page.keyboard.type('报名须知')
        await set.getByTestId('rich-heading').click()
        await page.keyboard.press('End')
        await page.keyboard.press('Enter') // the line after a heading is a paragraph again
        await page.keyboard.type('请于')
        await set.getByTestId('rich-bold').click()
        await page.keyboard.type('本周五')
        await set.getByTestId('rich-bold').click()
        await page.keyboard.type('前报名')
        await page.keyboard.press('Enter')
        await set.getByTestId('rich-ordered').click()
        await page.keyboard.type('填写报名表')
        await page.keyboard.press('Enter')
        await page.keyboard.type('交到学院办公室')
        await page.keyboard.press('Enter')
        await page.keyboard.press('Enter') // leaves the list
        await page.keyboard.type('报名入口：')
        await set.getByTestId('rich-link').click()
        await set.getByTestId('rich-link-href').locator('input').fill('javascript:alert(1)')
        await set.getByTestId('rich-link-ok').click()
        await set.getByText('请输入以 http:// 或 https:// 开头的链接地址').waitFor()
        await set.getByTestId('rich-link-href').locator('input').fill('https://www.example.edu/apply')
        await set.getByTestId('rich-link-ok').click()
        await editor.locator('a[href="https://www.example.edu/apply"]').waitFor()
        // an image for the text through the shared upload (Taro's H5 chooseImage opens a file input)
        const [imageChooser] = await Promise.all([page.waitForEvent('filechooser'), set.getByTestId('rich-image').click()])
        await imageChooser.setFiles({ name: '流程图.png', mimeType: 'image/png', buffer: PNG })
        await editor.locator('img[src*="/portal-api/v1/files/"]').waitFor()
        // attachments of document types, two at once
        const [fileChooser] = await Promise.all([page.waitForEvent('filechooser'), set.getByTestId('notice-attach').click()])
        assert.match((await fileChooser.element().getAttribute('accept')) ?? '', /\.pdf.*\.docx.*\.zip.*\.txt/)
        await fileChooser.setFiles([
          { name: '竞赛章程.pdf', mimeType: 'application/pdf', buffer: PDF },
          { name: '材料清单.txt', mimeType: 'text/plain', buffer: TXT },
        ])
        await set.getByTestId('notice-file').filter({ hasText: '材料清单.txt' }).waitFor()
        assert.deepEqual(await set.getByTestId('notice-file').locator('.dv-files__type').allInnerTexts(), ['PDF', 'TXT'])
        await set.getByTestId('rich-heading').scrollIntoViewIfNeeded()
        await noOverflow(page, width)
        await screenshot(page, `division-rich-set-${width}`)
        await set.getByTestId('notice-save').click()
        await page.getByText('已发布').waitFor()
      })
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })

    it(`at ${width} px: a student of the college reads it like a news article and downloads the PDF`, async () => {
      const page = await openAs('2026001', '/pages/secondWork/gonggao/gonggaoList?code=sfdx-cs', width)
      await explainFailure(page, `division-rich-read-${width}`, async () => {
        await page.locator('.dv-notice', { hasText: title }).click()
        const detail = page.getByTestId('notice-detail').filter({ hasText: title })
        await detail.waitFor()
        const body = detail.getByTestId('article-body')
        await body.locator('h2', { hasText: '报名须知' }).waitFor()
        assert.equal(await body.locator('h2').count(), 1)
        assert.deepEqual(await body.locator('b, strong').allInnerTexts(), ['本周五'])
        await body.getByText('前报名').waitFor()
        assert.deepEqual(await body.locator('ol > li').allInnerTexts(), ['填写报名表', '交到学院办公室'])
        assert.equal(await body.locator('a[href="https://www.example.edu/apply"]').getAttribute('target'), '_blank')
        await body.locator('img[src*="/portal-api/v1/files/"]').waitFor()
        assert.deepEqual(await detail.getByTestId('notice-attachment').locator('.dv-files__type').allInnerTexts(), ['PDF', 'TXT'])
        await noOverflow(page, width)
        await screenshot(page, `division-rich-read-${width}`)
        const [popup] = await Promise.all([
          page.waitForEvent('popup'),
          detail.getByTestId('notice-attachment').filter({ hasText: '竞赛章程.pdf' }).click(),
        ])
        const address = popup.url()
        assert.match(address, /\/portal-api\/v1\/files\/[0-9a-f-]{36}\?grant=/)
        const granted = await page.request.get(address)
        assert.equal(granted.status(), 200)
        assert.equal(granted.headers()['content-type'], 'application/pdf')
        // without the grant the file is not served: only the audience gets one
        const bare = await page.request.get(address.replace(/\?grant=.*$/, ''))
        assert.equal(bare.status(), 403)
        await popup.close()
      })
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })

    it(`at ${width} px: the division search finds it by pinyin and marks the match`, async () => {
      const page = await openAs('2026001', '/pages/secondWork/search?code=sfdx-cs', width)
      await explainFailure(page, `division-rich-search-${width}`, async () => {
        const input = page.locator('.nut-searchbar input')
        await input.waitFor()
        await input.fill('chengxusheji')
        await input.press('Enter')
        const hit = page.locator('[data-testid^="hit-announcement-"]', { hasText: title })
        await hit.waitFor()
        await hit.getByTestId('search-hit-mark').first().waitFor()
        await noOverflow(page, width)
        await screenshot(page, `division-rich-search-${width}`)
        await hit.click()
        await page.waitForURL(/gonggaoList/)
        await page.getByTestId('notice-detail').filter({ hasText: title }).waitFor()
      })
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })

    it(`at ${width} px: 单位日程 names the leaders; 王芳 opens her 个人日程, as from the division home`, async () => {
      const page = await openAs('2026001', '/pages/secondWork/calendar/schedule?code=sfdx-cs', width)
      await explainFailure(page, `division-week-people-${width}`, async () => {
        const week = page.locator('.taro_page', { has: page.getByTestId('division-week') })
        const people = week.getByTestId('week-people')
        await people.getByText('领导').first().waitFor()
        await noOverflow(page, width)
        await screenshot(page, `division-week-people-${width}`)
        await people.getByTestId('person-t1001').first().click()
        await page.waitForURL(/personDetail/)
        const person = page.locator('.taro_page', { has: page.getByTestId('division-person') })
        await person.getByTestId('person-name').filter({ hasText: '王芳（t1001）' }).waitFor()
        await screenshot(page, `division-person-from-week-${width}`)

        await page.goto(`${server.url}/pages/secondWork/secondWorkIndex?code=sfdx-cs`)
        const home = page.locator('.taro_page', { has: page.getByTestId('home-schedule') })
        await home.getByTestId('home-schedule').getByTestId('person-t1001').first().click()
        await page.waitForURL(/personDetail/)
        await page
          .locator('.taro_page', { has: page.getByTestId('division-person') })
          .getByTestId('person-name')
          .filter({ hasText: '王芳（t1001）' })
          .waitFor()
      })
      assert.deepEqual(page.errors, [])
      await page.context().close()
    })
  }
})
