// Global search in Chromium against the reference server with its demo data: the grade service found by its name,
// its pinyin and a typo, highlighted; a student does not find a teacher's to-do; history, hot searches, 更多 to a
// type page with filters; bad input refused with a message. Screenshots at 375 and 320 px.
// Run: npm run build:h5 && node --test test/e2e/global-search.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

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

async function signedInPage(username, width = 375) {
  const page = await newPhonePage(browser, { viewport: { width, height: 760 } })
  await signIn(page, server.url, username)
  return page
}

const whole = (keyword) => `/pages/search/wholeSearch?keyword=${encodeURIComponent(keyword)}`

async function serviceTitles(page) {
  const group = page.getByTestId('search-group-service')
  await group.waitFor()
  return group.getByTestId('search-hit').allInnerTexts()
}

describe('global search', () => {
  it('finds the grade service by 成绩, chengji and a typo, with the match highlighted', async () => {
    const page = await signedInPage('2026001')
    for (const keyword of ['成绩', 'chengji', '成积']) {
      await page.goto(server.url + whole(keyword))
      const titles = await serviceTitles(page)
      assert.match(titles[0], /^成绩查询/, `${keyword}: ${titles.join(' | ')}`)
      const mark = page.getByTestId('search-group-service').getByTestId('search-hit-mark').first()
      assert.equal(await mark.innerText(), '成绩')
      if (keyword === '成积') await page.getByTestId('search-approximate').waitFor()
    }
    await screenshot(page, 'global-search-search-typo-375')
    assert.deepEqual(page.errors, [])
  })

  it('a student cannot find another user’s to-dos; the teacher can', async () => {
    const teacher = await signedInPage('t1001')
    await teacher.goto(server.url + whole('第六次作业'))
    await teacher.getByTestId('search-group-task').waitFor()
    assert.match(await teacher.getByTestId('search-group-task').innerText(), /批改《软件工程》第六次作业/)

    const student = await signedInPage('2026001')
    await student.goto(server.url + whole('第六次作业'))
    await student.getByTestId('search-empty').waitFor()
    assert.equal(await student.getByTestId('search-group-task').count(), 0)
    assert.match(await student.getByTestId('search-empty').innerText(), /没有找到与“第六次作业”相关的内容/)
    await student.getByTestId('search-suggestions').waitFor()
    await screenshot(student, 'global-search-search-empty-375')
  })

  it('finds the division announcement addressed to the class, and opens it; the teacher of another unit does not', async () => {
    const student = await signedInPage('2026001')
    await student.goto(server.url + whole('班会'))
    const group = student.getByTestId('search-group-announcement')
    await group.waitFor()
    assert.match(await group.innerText(), /计科2301班班会通知/)
    await screenshot(student, 'search-announcement-375')
    await group.getByTestId('search-hit').first().click()
    await student.waitForURL(/gonggao/)
    assert.deepEqual(student.errors, [])

    const teacher = await signedInPage('t1001')
    await teacher.goto(server.url + whole('班会'))
    await teacher.locator('[data-testid^="search-group-"], [data-testid="search-empty"]').first().waitFor()
    assert.equal(await teacher.getByTestId('search-group-announcement').count(), 0)
  })

  it('entry: search from the box, history appears and clears, hot searches; bad input is refused', async () => {
    const page = await signedInPage('2026002', 320)
    await explainFailure(page, 'global-search-search-entry', async () => {
      await page.goto(server.url + '/pages/search/entry')
      await page.getByTestId('search-hot').waitFor()
      const input = page.getByTestId('search-box').locator('input')
      await input.fill('！！！')
      await page.getByTestId('search-submit').click()
      await page.getByText('请输入要搜索的文字或拼音').waitFor()
      await input.fill('校园卡')
      await page.getByTestId('search-submit').click()
      await page.waitForURL(/wholeSearch/)
      assert.match((await serviceTitles(page))[0], /^校园卡充值/)
      await page.goto(server.url + '/pages/search/entry')
      await page.getByTestId('search-history').waitFor()
      assert.match(await page.getByTestId('search-history').innerText(), /校园卡/)
      await screenshot(page, 'global-search-search-entry-320')
      await page.getByTestId('clear-history').click()
      await answerModal(page, '确认')
      await page.getByTestId('search-history').waitFor({ state: 'detached' })
    })
    assert.deepEqual(page.errors, [])
  })

  it('更多 leads to the type page; its filters narrow the list', async () => {
    const page = await signedInPage('2026001')
    await page.goto(server.url + whole('服务'))
    await page.getByTestId('search-group-service').waitFor()
    const more = page.locator('.portal-section', { has: page.getByTestId('search-group-service') }).locator('.portal-section__more')
    await more.click()
    await page.waitForURL(/pages\/search\/service/)
    // Taro keeps the previous page (wholeSearch) in the document, hidden: count only what is shown.
    const hits = page.locator('[data-testid="search-hit"]:visible')
    await page.getByTestId('search-filters').waitFor()
    await hits.first().waitFor()
    const before = await hits.count()
    const chip = page.getByTestId('search-filters').locator('[role="tab"]').nth(1)
    const label = await chip.innerText()
    const expected = Number(label.trim().split(/\s+/).pop())
    await chip.click()
    await page
      .waitForFunction(
        (n) => [...document.querySelectorAll('[data-testid="search-hit"]')].filter((el) => el.offsetParent !== null).length === n,
        expected,
        { timeout: 10000 },
      )
      .catch(async (error) => {
        await screenshot(page, 'global-search-search-type-failed')
        throw new Error(`${label}: ${await hits.count()} hits, ${before} before: ${error}`)
      })
    assert.ok(expected <= before, `${label}: ${expected} of ${before}`)
    await screenshot(page, 'global-search-search-type-375')
  })
})
