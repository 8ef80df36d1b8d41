// The division workbench (secondWork) in the browser, against the reference server with demo data:
// a division admin reorders the news columns and pins a service → a member sees both on the division home;
// a publisher posts an announcement to the college → a CS student sees it unread (then read), a student
// of another college does not, and the publisher sees who read it. Screens at 375 px and 320 px.
// Run after an H5 build: node --test test/e2e/division-workbench.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { answerModal, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

let server
let browser
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

async function openAs(username, path, width = 375) {
  const page = await newPhonePage(browser, { viewport: { width, height: 740 } })
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return { page, token }
}

async function api(token, path) {
  const res = await fetch(`${server.url}/portal-api/v1/secondWork${path}`, { headers: { 'X-Id-Token': token } })
  return { status: res.status, body: await res.json() }
}

async function signInToken(username) {
  const res = await fetch(`${server.url}/token-service/password/passwordLogin?username=${username}&password=Campus%402026`, {
    method: 'POST',
  })
  return (await res.json()).data.idToken
}

async function noOverflow(page, width) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  assert.ok(overflow <= 0, `page wider than ${width} px by ${overflow} px`)
}

const columnNames = (page) => page.getByTestId('home-columns').locator('.portal-section__title').allInnerTexts()
const serviceNames = (page) => page.getByTestId('division-services').locator('.dv-services__name').allInnerTexts()

describe('division workbench', () => {
  it('the admin moves 学工动态 above 学院新闻 and pins 校园卡充值 first → a member sees that order', async () => {
    const member = await openAs('2026001', '/pages/secondWork/secondWorkIndex?code=sfdx-cs')
    await member.page.getByTestId('division-name').filter({ hasText: '计算机科学与技术学院' }).waitFor()
    const columnsBefore = await columnNames(member.page)
    assert.deepEqual(columnsBefore.slice(0, 2), ['学院新闻', '学工动态'])
    assert.ok(!(await serviceNames(member.page)).includes('校园卡充值'))
    // a member has no settings entries
    assert.equal(await member.page.getByTestId('link-columnSet').count(), 0)
    // The quick links carry NutUI icons, not their label's first letter (通/单/单/搜/帮 said little, and 单 twice).
    const badges = member.page.locator('.dv-links__badge')
    assert.equal(await badges.count(), 5)
    for (const badge of await badges.all()) {
      assert.equal((await badge.innerText()).trim(), '')
      assert.equal(await badge.locator('.nut-icon').count(), 1)
    }
    await member.page.context().close()

    const admin = await openAs('t1001', '/pages/secondWork/secondWorkIndex?code=sfdx-cs')
    await admin.page.getByTestId('link-columnSet').click()
    await admin.page.waitForURL(/columnSet/)
    await admin.page.getByTestId('column-choices').waitFor()
    await admin.page.getByLabel('上移学工动态').click()
    await screenshot(admin.page, 'division-column-set-375')
    await admin.page.getByTestId('settings-save').click()
    await admin.page.getByText('已保存').waitFor()
    await admin.page.waitForURL(/secondWorkIndex/)

    await admin.page.getByTestId('link-serviceSet').click()
    await admin.page.waitForURL(/serviceSet/)
    const choices = admin.page.getByTestId('service-choices')
    await choices.waitFor()
    await choices.locator('.dv-choices__row', { hasText: '校园卡充值' }).locator('.dv-choices__main').click()
    // newly ticked services join the end of the pinned ones: move it to the top
    for (let i = 0; i < 6 && (await choices.locator('.dv-choices__row').first().innerText()).indexOf('校园卡充值') < 0; i += 1) {
      await admin.page.getByLabel('上移校园卡充值').click()
    }
    await screenshot(admin.page, 'division-service-set-375')
    await admin.page.getByTestId('settings-save').click()
    await admin.page.getByText('已保存').waitFor()
    await admin.page.waitForURL(/secondWorkIndex/)
    assert.deepEqual(admin.page.errors, [])
    await admin.page.context().close()

    for (const width of [375, 320]) {
      const { page } = await openAs('2026001', '/pages/secondWork/secondWorkIndex?code=sfdx-cs', width)
      await page.getByTestId('division-services').waitFor()
      assert.deepEqual((await columnNames(page)).slice(0, 2), ['学工动态', '学院新闻'])
      assert.equal((await serviceNames(page))[0], '校园卡充值')
      await noOverflow(page, width)
      await screenshot(page, `division-home-member-${width}`)
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }
  })

  it('a publisher posts to the college → the CS student sees it unread, 2026002 does not; the publisher sees who read it', async () => {
    const title = '关于学院实验室安全检查的通知'
    const publisher = await openAs('t3101', '/pages/secondWork/gonggao/gonggaoList?code=sfdx-cs')
    await publisher.page.getByTestId('notice-new').click()
    await publisher.page.waitForURL(/gonggaoSet/)
    await publisher.page.getByTestId('notice-audience').waitFor()
    await publisher.page.getByTestId('notice-save').click()
    await publisher.page.getByText('请输入公告标题').waitFor()
    await publisher.page.getByLabel('标题').locator('input').fill(title)
    await publisher.page.getByTestId('rich-editor-area').click()
    await publisher.page.keyboard.type('下周一起学院将对各实验室进行安全检查。')
    await publisher.page.keyboard.press('Enter')
    await publisher.page.keyboard.type('请各实验室负责人做好自查。')
    // an image attachment through the shared upload (the attachment picker opens a file input)
    const [chooser] = await Promise.all([publisher.page.waitForEvent('filechooser'), publisher.page.getByTestId('notice-attach').click()])
    await chooser.setFiles({ name: '检查安排.png', mimeType: 'image/png', buffer: PNG })
    await publisher.page
      .getByTestId('notice-files')
      .getByLabel(/^删除附件/)
      .waitFor()
    await screenshot(publisher.page, 'division-notice-set-375')
    await publisher.page.getByTestId('notice-save').click()
    await publisher.page.getByText('已发布').waitFor()
    await publisher.page.waitForURL(/gonggaoList/)
    await publisher.page.locator('.dv-notice', { hasText: title }).waitFor()

    for (const width of [375, 320]) {
      const { page } = await openAs('2026001', '/pages/secondWork/secondWorkIndex', width)
      const notice = page.getByTestId('home-notices').locator('.dv-notice', { hasText: title })
      await notice.waitFor()
      if (width === 375) {
        assert.equal(await notice.getAttribute('data-read'), '0')
        await screenshot(page, 'division-home-unread-375')
        await notice.click()
        await page.waitForURL(/gonggaoList/)
        await page.getByTestId('notice-detail').filter({ hasText: title }).waitFor()
        await page.getByTestId('article-body').filter({ hasText: '安全检查' }).waitFor()
        await page.getByTestId('notice-detail').getByText('附件').waitFor()
        await screenshot(page, 'division-notice-detail-375')
        // members get no publisher actions
        assert.equal(await page.getByTestId('notice-readers-open').count(), 0)
      } else {
        assert.equal(await notice.getAttribute('data-read'), '1')
        await noOverflow(page, width)
        await screenshot(page, 'division-home-read-320')
      }
      assert.deepEqual(page.errors, [])
      await page.context().close()
    }

    const other = await openAs('2026002', '/pages/secondWork/secondWorkIndex')
    await other.page.getByTestId('division-name').filter({ hasText: '经济管理学院' }).waitFor()
    await other.page.getByTestId('home-notices').waitFor()
    assert.equal(await other.page.getByText(title).count(), 0)
    const list = await api(other.token, '/announcement/list?code=sfdx-cs')
    assert.equal(list.status, 403)
    await screenshot(other.page, 'division-home-other-college-375')
    await other.page.context().close()

    await publisher.page.reload()
    await publisher.page.locator('.dv-notice', { hasText: title }).click()
    await publisher.page.getByTestId('notice-readers-open').click()
    const readers = publisher.page.getByTestId('notice-readers')
    await readers.getByText('李明').waitFor()
    // the publisher is in the college too: opening it counted his own read; the audience is the whole college
    const [, read, audience] = /已读 (\d+) \/ (\d+) 人/.exec(await readers.innerText()) ?? []
    assert.equal(read, '2')
    assert.ok(Number(audience) > 2, `audience ${audience}`)
    await screenshot(publisher.page, 'division-notice-readers-375')
    assert.deepEqual(publisher.page.errors, [])
    await publisher.page.context().close()
  })
  it('a publisher pins an announcement and then takes it down → members no longer see it', async () => {
    const title = '关于推荐2027年免试攻读研究生的通知'
    const { page, token } = await openAs('t1001', '/pages/secondWork/gonggao/gonggaoList?code=sfdx-cs', 320)
    await page.locator('.dv-notice', { hasText: title }).click()
    await page.getByTestId('notice-detail').filter({ hasText: title }).waitFor()
    await page.getByTestId('notice-pin').click()
    await page.getByText('已置顶').waitFor()
    await page.getByTestId('notice-detail').locator('.mc-tag', { hasText: '置顶' }).waitFor()
    await page.getByTestId('notice-expire').click()
    await answerModal(page, '确认')
    await page.getByText('已撤下').waitFor()
    await page.getByTestId('notice-detail').locator('.mc-tag', { hasText: '已过期' }).waitFor()
    await noOverflow(page, 320)
    await screenshot(page, 'division-notice-expired-320')
    assert.deepEqual(page.errors, [])
    await page.context().close()

    const member = await signInToken('2026001')
    const list = await api(member, '/announcement/list?code=sfdx-cs')
    assert.equal(list.status, 200)
    assert.ok(!list.body.data.items.some((item) => item.title === title))
    const publisherView = await api(token, '/announcement/list?code=sfdx-cs&includeExpired=true')
    assert.ok(publisherView.body.data.items.some((item) => item.title === title && item.expired))
  })
})
