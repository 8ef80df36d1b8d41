// 协议与隐私 and the draft preview (issue 33) in the browser, against the built console (E2E_ADMIN_DIR, default
// dist-admin) and the portal's H5 build (E2E_H5_DIR, default dist-h5): a 全局管理员 publishes a new privacy-policy
// version in the console at 1280 px; a signed-in student's portal (375 px) asks again on the next open, 同意 records it
// and the question does not come back; a newer user agreement published while another student's portal is open is asked
// for when the app returns to the foreground, and 不同意 signs out (320 px); an editor previews a draft in the 375 px
// phone frame and sees its title and body, which the portal shows no one else.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { apiData, closeHomePopup, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'
import { consoleAs, desktopPage } from './console-pages.mjs'

const HOME = '/pages/tab/index/index'
const STATUS = '/personal/api/v1/personal/agreement/status'
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

/** Waits until the consent sheet has slid fully into view (screenshots show it whole). */
const sheetSettled = (page) =>
  page.waitForFunction(() => {
    const agree = document.querySelector('[data-testid="consent-agree"]')
    return (
      agree && agree.getBoundingClientRect().bottom <= window.innerHeight && !document.querySelector('.nut-popup-slide-bottom-enter-active')
    )
  })

/** The student's home, signed in; the home's own pop-up is closed so the consent sheet is what remains. */
async function openHome(page) {
  await page.goto(server.url + HOME)
  await page.getByTestId('home').waitFor({ timeout: 30000 })
}

describe('agreement versions and re-consent, draft preview', () => {
  it('admin publishes a privacy version at 1280; the student is asked on the next open, agrees once, and is not asked again', async () => {
    const student = await newPhonePage(browser, { viewport: { width: 375, height: 760 } })
    const studentToken = await signIn(student, server.url, '2026001')
    await explainFailure(student, 'agreements-before', async () => {
      await openHome(student)
      await closeHomePopup(student)
      // Seeded people accepted the versions in force: nothing is asked.
      await student.waitForTimeout(1500)
      assert.equal(await student.getByTestId('sign-in-consent').count(), 0)
    })

    const admin = await desktopPage(browser)
    await explainFailure(admin, 'agreements-console', async () => {
      await consoleAs(admin, server.url, '/config/agreements', 'admin')
      const privacy = admin.getByTestId('agreement-privacy')
      await privacy.getByTestId('current-privacy').getByText('2026.1').waitFor()
      await privacy.getByText('历史版本').waitFor()
      await screenshot(admin, 'console-agreements-1280')

      await admin.getByTestId('publish-privacy').click()
      const dialog = admin.getByRole('dialog', { name: '发布新版隐私政策' })
      await dialog.waitFor()
      // The label rule in place: empty, then the version in force.
      await dialog.getByLabel('版本号').fill('2026.1')
      await dialog.getByText('版本号须与当前版本不同').waitFor()
      await dialog.getByLabel('版本号').fill('')
      await dialog.getByText('请填写版本号').waitFor()
      await screenshot(admin, 'console-agreements-label-rule-1280')
      await dialog.getByLabel('版本号').fill('2027.1')
      await dialog.locator('.console-rich-text').click()
      await admin.keyboard.press('Control+End')
      await admin.keyboard.press('Enter')
      await admin.keyboard.type('六、人脸识别。仅在您主动使用刷脸服务时处理人脸信息。')
      await screenshot(admin, 'console-agreements-publish-1280')
      await dialog.getByRole('button', { name: /^发\s*布$/ }).click()
      await dialog.waitFor({ state: 'hidden' })
      await privacy.getByTestId('current-privacy').getByText('2027.1').waitFor()
      await privacy.getByRole('cell', { name: '2026.1' }).waitFor()
      // An old version opens in full.
      await privacy
        .getByRole('row', { name: /2026\.1/ })
        .getByRole('button', { name: '查看' })
        .click()
      const old = admin.getByRole('dialog', { name: /2026\.1 版/ })
      await old.waitFor()
      assert.doesNotMatch(await old.frameLocator('iframe').locator('body').innerText(), /人脸识别/)
      await screenshot(admin, 'console-agreements-history-1280')
      await old.getByRole('button', { name: /close|关闭/i }).click()
      const audit = await apiData(server.url, await adminToken(), '/admin-api/v1/audit?entity=privacy-policy&pageNum=1&pageSize=5')
      assert.equal(audit.items[0].action, 'publish')
      assert.deepEqual(admin.problems, [])
    })

    await explainFailure(student, 'agreements-reconsent', async () => {
      await openHome(student)
      const sheet = student.getByTestId('sign-in-consent')
      await sheet.waitFor({ timeout: 30000 })
      await sheet.getByText('隐私政策已更新').waitFor()
      await sheet.getByText(/已更新为 2027\.1 版（您上次同意的是 2026\.1 版）/).waitFor()
      assert.equal(await sheet.count(), 1, 'one dialog, not one per page')
      await sheetSettled(student)
      await screenshot(student, 'agreements-reconsent-375')
      // The linked text can be read whole: the question steps aside there and is back on return.
      await sheet.getByText('《隐私政策》及个人信息收集清单').click()
      await student.waitForURL((url) => url.pathname === '/pages/privacyPolicy/index')
      await sheet.waitFor({ state: 'hidden' })
      await student.getByText('2027.1', { exact: false }).first().waitFor()
      await screenshot(student, 'agreements-reading-375')
      await student.goBack()
      await student.waitForURL((url) => url.pathname === HOME)
      await sheet.waitFor()
      await sheetSettled(student)
      await student.getByTestId('consent-agree').click()
      await sheet.waitFor({ state: 'hidden' })
      const status = await apiData(server.url, studentToken, STATUS)
      assert.equal(status.needsConsent, false)
      assert.equal(status.acceptedVersion, '2027.1')

      // Opened again: not asked.
      await openHome(student)
      await closeHomePopup(student)
      await student.waitForTimeout(2000)
      assert.equal(await student.getByTestId('sign-in-consent').count(), 0)
      await screenshot(student, 'agreements-after-agree-375')
      assert.deepEqual(student.errors, [])
    })
    await student.context().close()
    await admin.context().close()
  })

  it('a user agreement published while the portal is open is asked for when it returns to the foreground; 不同意 signs out (320)', async () => {
    const student = await newPhonePage(browser, { viewport: { width: 320, height: 640 } })
    const token = await signIn(student, server.url, '2026002')
    await explainFailure(student, 'agreements-foreground', async () => {
      await apiData(server.url, token, '/personal/api/v1/personal/agreement/accept', {
        version: (await apiData(server.url, token, STATUS)).version,
      })
      await openHome(student)
      await closeHomePopup(student)
      await apiData(server.url, await adminToken(), '/admin-api/v1/agreements/publish', {
        kind: 'protocol',
        version: '2',
        title: '示范大学移动门户用户服务协议',
        content: '<p>第二版：新增校园卡线上支付条款。</p>',
      })
      assert.equal(await student.getByTestId('sign-in-consent').count(), 0, 'not asked while the page stays in front')
      // The tab is hidden and shown again (Taro's app show follows the page's visibility).
      await student.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
      const sheet = student.getByTestId('sign-in-consent')
      await sheet.waitFor({ timeout: 15000 })
      await sheet.getByText('用户协议已更新').waitFor()
      await sheetSettled(student)
      await screenshot(student, 'agreements-foreground-320')
      await student.getByTestId('consent-decline').click()
      await student.waitForURL((url) => !url.pathname.startsWith('/pages/tab/index'), { timeout: 30000 })
      const cookies = await student.context().cookies()
      assert.equal(cookies.find((cookie) => cookie.name === 'userToken')?.value ?? '', '', 'signed out')
      const status = await apiData(server.url, token, STATUS).catch(() => undefined)
      if (status) assert.equal(status.needsConsent, true, 'nothing was recorded')
    })
    await student.context().close()
  })

  it('an editor previews a draft in the 375 px frame: its title and body; the portal shows it to no one else', async () => {
    const editorPage = await desktopPage(browser)
    const editorToken = await signIn(await newPhonePage(browser), server.url, 'editor')
    const columns = await apiData(server.url, editorToken, '/admin-api/v1/cms/columns')
    const draft = await apiData(server.url, editorToken, '/admin-api/v1/cms/articles/save', {
      columnId: columns[0].id,
      title: '草稿预览：新学期选课指南',
      releaseDeptName: '教务处',
      content: '<p>选课分三轮进行，第一轮为预选。</p>',
    })
    assert.equal(draft.status, 'draft')
    const hidden = await fetch(`${server.url}/portal-api/v1/cms/mobile/content/detail?id=${draft.id}`)
    assert.equal(hidden.status, 404, 'the draft is not on the portal')

    await explainFailure(editorPage, 'agreements-draft-preview', async () => {
      await consoleAs(editorPage, server.url, `/articles/${draft.id}`, 'editor')
      await editorPage.getByRole('button', { name: '手机预览' }).click()
      const modal = editorPage.getByRole('dialog', { name: '手机预览（375 px）' })
      await modal.getByText(/门户现在不显示这篇资讯（这是草稿）/).waitFor()
      const frame = editorPage.frameLocator('iframe[title="手机预览"]')
      await frame.getByText('草稿预览：新学期选课指南').filter({ visible: true }).first().waitFor({ timeout: 30000 })
      await frame.getByText('选课分三轮进行，第一轮为预选。').first().waitFor()
      const width = await editorPage.locator('iframe[title="手机预览"]').evaluate((el) => el.clientWidth)
      assert.equal(Math.round(width), 375)
      // Signed in through the portal's cookie: the operator's token is not in the frame's address.
      assert.doesNotMatch(await editorPage.locator('iframe[title="手机预览"]').getAttribute('src'), /token=/i)
      await screenshot(editorPage, 'console-draft-preview-1280')
      assert.deepEqual(editorPage.problems, [])
    })
    const after = await fetch(`${server.url}/portal-api/v1/cms/mobile/content/detail?id=${draft.id}`)
    assert.equal(after.status, 404, 'still not on the portal after the preview')
    await editorPage.context().close()
  })
})

let adminTokenValue
async function adminToken() {
  adminTokenValue ??= await signIn(await newPhonePage(browser), server.url, 'admin')
  return adminTokenValue
}
