// Service centre in the browser (issue 10): my services (favourite and reorder), a web service whose demo
// app verifies the id token and shows the student's own grades (after service authorisation), leave applied
// for from the service centre and approved by the teacher, a draft resumed and submitted, an evaluation
// changing the average, the ranking following visits, a signed-out share link through sign-in and back,
// and a QR image scanned in H5 landing on 扫码结果. Screenshots at 375 and 320 px.
// Run after an H5 build: node --test test/e2e/service-centre.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import QRCode from 'qrcode'
import { DEMO_PASSWORD, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'
import { confirmPicker, pickDaysAhead, turnPicker } from './nut-picker.mjs'

const TAB = '/pages/tab/service/index'
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

async function openAs(username, url, viewport) {
  const page = await newPhonePage(browser, viewport ? { viewport } : {})
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + url)
  return { page, token }
}

async function api(token, url, init = {}) {
  const res = await fetch(server.url + url, { ...init, headers: { 'X-Id-Token': token, ...(init.headers ?? {}) } })
  const body = await res.json()
  assert.equal(body.code, 0, `${url}: ${JSON.stringify(body)}`)
  return body.data
}

/** Answers Taro's H5 modal by its button label. */
async function modal(page, label) {
  const button = page.locator('.taro-modal__foot .taro-model__btn', { hasText: label })
  await button.waitFor()
  await button.click()
}

describe('service centre (student 2026001, teacher t1001)', () => {
  let studentToken
  before(async () => {
    const res = await fetch(
      `${server.url}/token-service/password/passwordLogin?username=2026001&password=${encodeURIComponent(DEMO_PASSWORD)}`,
      { method: 'POST' },
    )
    studentToken = (await res.json()).data.idToken
  })

  it('shows my services, recommended and categories with state; favourites are added and reordered', async () => {
    const { page, token } = await openAs('2026001', TAB)
    await page.getByTestId('category-jwfw').waitFor()
    await screenshot(page, 'service-centre-service-tab-375')
    // Edit: add two services from the categories, then move the first one down.
    await page.locator('.portal-section__more', { hasText: '编辑' }).click()
    for (const name of ['成绩查询', '图书借阅']) {
      await page
        .locator('.service-grid__item', { has: page.locator('.service-grid__mark--add') })
        .filter({ hasText: name })
        .first()
        .click()
      await page.getByTestId('my-services-edit').locator(`[data-service="${name}"]`).waitFor()
    }
    await page.getByLabel('下移成绩查询').click()
    const order = await page.getByTestId('my-services-edit').locator('.service-tab__order-name').allInnerTexts()
    assert.deepEqual(order, ['图书借阅', '成绩查询'])
    await screenshot(page, 'service-centre-service-tab-editing')
    await page.locator('.portal-section__more', { hasText: '完成' }).click()
    await page.getByTestId('my-services').waitFor()
    const mine = await api(token, '/portal-api/v1/service/mine')
    assert.deepEqual(
      mine.favourites.map((s) => s.serviceName),
      ['图书借阅', '成绩查询'],
    )
    await page.reload()
    await page.getByTestId('my-services').locator('[data-service="成绩查询"]').waitFor()
    const names = await page.getByTestId('my-services').locator('.service-grid__name').allInnerTexts()
    assert.deepEqual(names, ['图书借阅', '成绩查询'])
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('the tab at 320 px', async () => {
    const { page } = await openAs('2026001', TAB, { width: 320, height: 640 })
    await page.getByTestId('category-jwfw').waitFor()
    await screenshot(page, 'service-centre-service-tab-320')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    assert.ok(overflow <= 0, `no horizontal scroll (${overflow}px)`)
    await page.context().close()
  })

  it('a web service: authorisation once, then the demo app verifies the token and shows the student’s own grades; the ranking counts the opens', async () => {
    const before = await api(studentToken, '/portal-api/v1/service/ranking?period=week')
    const countOf = (list) => list.find((e) => e.service.serviceName === '成绩查询')?.visits ?? 0
    const { page } = await openAs('2026001', TAB)
    await page.getByTestId('my-services').locator('[data-service="成绩查询"]').click()
    await page.getByText('服务授权').waitFor()
    await screenshot(page, 'service-centre-authorisation')
    await modal(page, '同意')
    await page.waitForURL(/\/pages\/webview\/webview/)
    const frame = page.frameLocator('iframe')
    await frame.getByText('李明（2026001）').waitFor({ timeout: 20000 })
    await frame.getByText('加权平均绩点').waitFor()
    await screenshot(page, 'service-centre-demo-grades')
    // The second open goes straight through (authorisation remembered).
    await page.goto(server.url + TAB)
    await page.getByTestId('my-services').locator('[data-service="成绩查询"]').click()
    await page.waitForURL(/\/pages\/webview\/webview/)
    await frame.getByText('李明（2026001）').waitFor({ timeout: 20000 })
    await page.goto(server.url + '/pages/service/ranking')
    await page.getByTestId('ranking-list').waitFor()
    const row = page.getByTestId('ranking-list').locator('[data-service="成绩查询"]')
    await row.waitFor()
    assert.equal(countOf(await api(studentToken, '/portal-api/v1/service/ranking?period=week')), countOf(before) + 2)
    assert.match(await row.locator('xpath=..').innerText(), new RegExp(`${countOf(before) + 2} 次`))
    await screenshot(page, 'service-centre-ranking')
    await page.context().close()
  })

  it('隐私 lists the authorised service; revoked there, the next open asks again', async () => {
    const { page, token } = await openAs('2026001', '/pages/privacy/privacy')
    const grant = page.locator('.service-grant', { hasText: '成绩查询' })
    await grant.waitFor()
    await screenshot(page, 'service-centre-privacy-grants')
    await grant.locator('.nut-button').click()
    await modal(page, '确认')
    await grant.waitFor({ state: 'detached' })
    const grants = await api(token, '/portal-api/v1/service/authorisations')
    assert.equal(grants.filter((g) => g.serviceName === '成绩查询').length, 0)
    await page.goto(server.url + TAB)
    await page.getByTestId('my-services').locator('[data-service="成绩查询"]').click()
    await page.getByText('服务授权').waitFor()
    await page.context().close()
  })

  it('leave applied for from the service centre with a 病假证明 photo reaches the teacher’s 待办 (photo shown); approved, the student sees 已通过', async () => {
    const { page } = await openAs('2026001', TAB)
    await page.getByTestId('category-xgfw').locator('[data-service="请假申请"]').click()
    await page.waitForURL(/serviceGuide\?.*apply=1/)
    await page.getByText('审批流程：辅导员审批 → 学院领导审批').waitFor()
    // The date pickers are turned to the next days (start tomorrow, end the day after).
    await page.locator('.nut-form-item', { hasText: '请假类型' }).click()
    await turnPicker(page, 0, 1)
    await confirmPicker(page)
    await page.locator('.nut-form-item', { hasText: '开始时间' }).click()
    await pickDaysAhead(page, 1)
    await confirmPicker(page)
    await page.locator('.nut-form-item', { hasText: '结束时间' }).click()
    await pickDaysAhead(page, 2)
    await confirmPicker(page)
    const reason = '参加省大学生程序设计竞赛，需外出两天。'
    await page.locator('textarea').first().fill(reason)
    // 病假证明: one photo from the album, uploaded at once and shown in the 3-per-row album.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-centre-proof-'))
    const photo = path.join(dir, 'proof.png')
    await QRCode.toFile(photo, '校医院诊断证明 2026-11', { width: 240, margin: 2 })
    const chooser = page.waitForEvent('filechooser')
    await page.getByTestId('images-proof').getByRole('button', { name: '添加病假证明' }).click()
    await (await chooser).setFiles(photo)
    await page.getByTestId('images-proof').locator('.image-album__image').first().waitFor()
    await page.getByTestId('images-proof').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await screenshot(page, 'service-centre-leave-form-attachments-375')
    await page.setViewportSize({ width: 320, height: 640 })
    await page.getByTestId('images-proof').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await screenshot(page, 'service-centre-leave-form-attachments-320')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    assert.ok(overflow <= 0, `no horizontal scroll at 320 px (${overflow}px)`)
    await page.setViewportSize({ width: 390, height: 844 })
    fs.rmSync(dir, { recursive: true, force: true })
    await screenshot(page, 'service-centre-leave-form')
    await page.locator('.portal-form__submit .nut-button', { hasText: '提交申请' }).click()
    await page.waitForURL(/applicationDetail\?id=\d+/)
    const id = Number(new URL(page.url()).searchParams.get('id'))
    await page.getByText(reason).first().waitFor()

    const teacher = await openAs('t1001', '/pages/msgCenterTab/newtask/newtask')
    const todos = await api(teacher.token, '/flow/center-list/list?level=myTodo&pageNum=1&pageSize=50')
    assert.ok(
      todos.items.some((item) => item.id === id),
      'the teacher has the to-do',
    )
    await teacher.page.locator('.task-item', { hasText: '李明的请假申请' }).first().waitFor()
    await teacher.page.goto(`${server.url}/msgCenter/pages/task/applicationDetail?id=${id}`)
    // The handler sees the attached 病假证明 as a picture.
    const proof = teacher.page.getByTestId('application-images')
    await proof.getByText('病假证明（1）').waitFor()
    await teacher.page.waitForFunction(() => document.querySelector('[data-testid="application-images"] img')?.naturalWidth > 0)
    await proof.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await screenshot(teacher.page, 'service-centre-leave-proof-for-teacher')
    await teacher.page.locator('textarea').fill('同意，注意安全。')
    await teacher.page.getByTestId('handle-approve').click()
    await teacher.page.getByTestId('handle-approve').waitFor({ state: 'detached' })
    await teacher.page.context().close()

    await page.reload()
    await page.getByText('同意，注意安全。').first().waitFor()
    const detail = await api(studentToken, `/flow/application/detail?id=${id}`)
    assert.equal(detail.form.reason, reason)
    assert.equal(detail.images[0].label, '病假证明')
    assert.equal(detail.images[0].files.length, 1)
    assert.ok(['事假', '病假', '公假', '其他'].includes(detail.form.leaveType), detail.form.leaveType)
    // The pickers open at the current minute: a minute may pass between the two. Across a month's end the wheel
    // drags (two columns turned) do not always land on the aimed day, so the saved span is whole days, at least one.
    const span = new Date(detail.form.endTime) - new Date(detail.form.startTime)
    const days = Math.round(span / 86_400_000)
    assert.ok(days >= 1 && Math.abs(span - days * 86_400_000) <= 60_000, `whole days apart, at least one (${span} ms)`)
    await screenshot(page, 'service-centre-leave-approved-step')
    await page.context().close()
  })

  it('在读证明 saved as a draft from the service centre is resumed from 草稿 and submitted', async () => {
    const { page } = await openAs('2026001', TAB)
    await page.getByTestId('category-xgfw').locator('[data-service="在读证明"]').click()
    await page.waitForURL(/apply=1/)
    await page.locator('.nut-form-item', { hasText: '用途' }).click()
    await turnPicker(page, 0, 1)
    await confirmPicker(page)
    await page.locator('.portal-form__secondary', { hasText: '保存草稿' }).click()
    await page.getByText('已保存到草稿').waitFor()
    const drafts = await api(studentToken, '/flow/center-list/list?level=myDraft&pageNum=1&pageSize=50')
    const draft = drafts.items.find((item) => /在读证明/.test(item.title))
    assert.ok(draft, 'the draft is listed under 草稿')
    const saved = (await api(studentToken, `/flow/application/detail?id=${draft.id}`)).form
    assert.ok(['出国留学', '签证办理', '实习求职', '其他'].includes(saved.purpose), JSON.stringify(saved))
    await page.goto(`${server.url}/pages/msgCenterTab/newtask/newtask`)
    await page.locator('.portal-tabs__tab[data-key="myDraft"]').first().click()
    await page.locator('.task-item', { hasText: '在读证明' }).first().click()
    await page.waitForURL(new RegExp(`applicationDetail\\?id=${draft.id}`))
    await page.getByText('提交申请').waitFor()
    await screenshot(page, 'service-centre-draft-resumed')
    await page.getByText(saved.purpose).first().waitFor()
    await page.locator('.nut-form-item', { hasText: '证明语言' }).click()
    await turnPicker(page, 0, 1)
    await confirmPicker(page)
    await page.locator('.nut-form-item', { hasText: '份数' }).locator('input').fill('2')
    await page.locator('.nut-button', { hasText: '提交申请' }).click()
    await page.getByText('办理流程').waitFor()
    const detail = await api(studentToken, `/flow/application/detail?id=${draft.id}`)
    assert.equal(detail.status, 'progress')
    assert.equal(detail.form.purpose, saved.purpose, 'the saved value is kept')
    assert.ok(['中文', '英文'].includes(detail.form.language))
    assert.equal(detail.form.copies, 2)
    await page.context().close()
  })

  it('请假申请 with a 病假证明 photo saved as a draft, reopened from 草稿 with the photo, completed and submitted; the teacher sees the photo', async () => {
    const { page } = await openAs('2026001', TAB)
    await page.getByTestId('category-xgfw').locator('[data-service="请假申请"]').click()
    await page.waitForURL(/serviceGuide\?.*apply=1/)
    await page.locator('.nut-form-item', { hasText: '请假类型' }).click()
    await turnPicker(page, 0, 1)
    await confirmPicker(page)
    await page.locator('.nut-form-item', { hasText: '开始时间' }).click()
    await pickDaysAhead(page, 3)
    await confirmPicker(page)
    await page.locator('.nut-form-item', { hasText: '结束时间' }).click()
    await pickDaysAhead(page, 4)
    await confirmPicker(page)
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-centre-draft-proof-'))
    const photo = path.join(dir, 'proof.png')
    await QRCode.toFile(photo, '校医院诊断证明 草稿', { width: 240, margin: 2 })
    const chooser = page.waitForEvent('filechooser')
    await page.getByTestId('images-proof').getByRole('button', { name: '添加病假证明' }).click()
    await (await chooser).setFiles(photo)
    await page.getByTestId('images-proof').locator('.image-album__image').first().waitFor()
    // The browser reads a chosen file when it uploads it: removed only once it is shown.
    fs.rmSync(dir, { recursive: true, force: true })
    // The reason is left for later: a draft keeps what there is.
    await page.locator('.portal-form__secondary', { hasText: '保存草稿' }).click()
    await page.getByText('已保存到草稿').waitFor()

    const drafts = await api(studentToken, '/flow/center-list/list?level=myDraft&pageNum=1&pageSize=50')
    const draft = drafts.items.find((item) => /请假申请/.test(item.title))
    assert.ok(draft, 'the draft is listed under 草稿')
    const saved = await api(studentToken, `/flow/application/detail?id=${draft.id}`)
    assert.equal(saved.status, 'draft')
    assert.equal(saved.form.proof.length, 1, 'the photo is kept with the draft')
    const [proofId] = saved.form.proof

    await page.goto(`${server.url}/pages/msgCenterTab/newtask/newtask`)
    await page.locator('.portal-tabs__tab[data-key="myDraft"]').first().click()
    await page.locator('.task-item', { hasText: '请假申请' }).first().click()
    await page.waitForURL(new RegExp(`applicationDetail\\?id=${draft.id}`))
    await page.getByText('继续填写 · 请假申请').first().waitFor()
    const proof = page.getByTestId('images-proof')
    await page.waitForFunction(
      (id) =>
        [...document.querySelectorAll('[data-testid="images-proof"] img')].some((img) => img.src.includes(id) && img.naturalWidth > 0),
      proofId,
    )
    for (const [width, height] of [
      [375, 812],
      [320, 640],
    ]) {
      await page.setViewportSize({ width, height })
      await proof.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await screenshot(page, `service-centre-draft-images-${width}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      assert.ok(overflow <= 0, `no horizontal scroll at ${width} px (${overflow}px)`)
    }
    await page.setViewportSize({ width: 390, height: 844 })
    const reason = '发烧就医，校医院建议休息两天。'
    await page.locator('textarea').first().fill(reason)
    await page.locator('.portal-form__submit .nut-button', { hasText: '提交申请' }).click()
    await page.getByText('办理流程').waitFor()
    const submitted = await api(studentToken, `/flow/application/detail?id=${draft.id}`)
    assert.equal(submitted.status, 'progress')
    assert.equal(submitted.form.reason, reason)
    assert.deepEqual(submitted.images[0].files, [proofId], 'the draft’s photo went with the application')

    const teacher = await openAs('t1001', `/msgCenter/pages/task/applicationDetail?id=${draft.id}`)
    const seen = teacher.page.getByTestId('application-images')
    await seen.getByText('病假证明（1）').waitFor()
    await teacher.page.waitForFunction(() => document.querySelector('[data-testid="application-images"] img')?.naturalWidth > 0)
    await seen.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await screenshot(teacher.page, 'service-centre-draft-proof-for-teacher')
    await teacher.page.context().close()
    await page.context().close()
  })

  it('an evaluation changes the service’s average, shown on its guide', async () => {
    const catalogue = await api(studentToken, '/portal-api/v1/service/catalogue')
    const library = catalogue.services.find((s) => s.serviceName === '图书借阅')
    const { page } = await openAs('2026001', `/pages/service/evaluate?serviceId=${library.serviceId}`)
    await page.getByTestId('evaluate-form').waitFor()
    const before = await page.getByTestId('rating-average').innerText()
    await page.locator('.nut-rate-item').nth(3).click()
    await page.locator('.evaluate__tag', { hasText: '办理便捷' }).click()
    await page.locator('textarea').fill('借还书很方便，到期提醒及时。')
    // Two photos through the kit's album input (3 per row, × removes one).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-centre-evaluate-'))
    const photos = ['书架', '自助借还机'].map((text, i) => path.join(dir, `photo-${i}.png`))
    await Promise.all(photos.map((file, i) => QRCode.toFile(file, ['书架', '自助借还机'][i], { width: 200, margin: 2 })))
    const chooser = page.waitForEvent('filechooser')
    await page.getByTestId('evaluate-images').getByRole('button', { name: '添加图片' }).click()
    await (await chooser).setFiles(photos)
    await page.getByTestId('evaluate-images').locator('.image-album__image').nth(1).waitFor()
    fs.rmSync(dir, { recursive: true, force: true })
    assert.match(await page.getByTestId('evaluate-images').innerText(), /2\/9/)
    for (const [width, height] of [
      [375, 812],
      [320, 640],
    ]) {
      await page.setViewportSize({ width, height })
      await page.getByTestId('evaluate-images').evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await screenshot(page, `service-centre-evaluate-images-${width}`)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      assert.ok(overflow <= 0, `no horizontal scroll at ${width} px (${overflow}px)`)
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await page.locator('.nut-button', { hasText: '提交评价' }).click()
    await page.getByText('4.0').first().waitFor()
    assert.notEqual(await page.getByTestId('rating-average').innerText(), before)
    const mine = page.getByTestId('evaluation-list').locator('.evaluate__item', { hasText: '借还书很方便，到期提醒及时。' })
    await mine.waitFor()
    // The evaluation's photos in the list, 3 per row, loaded from the server.
    await page.waitForFunction(
      () =>
        [
          ...document.querySelectorAll(
            '[data-testid="evaluation-list"] .image-album__image img, [data-testid="evaluation-list"] img.image-album__image',
          ),
        ].filter((img) => img.naturalWidth > 0).length === 2,
    )
    const saved = (await api(studentToken, `/portal-api/v1/service/evaluations?serviceId=${library.serviceId}&pageNum=1&pageSize=10`)).items
    assert.equal(saved.find((e) => e.mine).images.length, 2)
    await mine.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await screenshot(page, 'service-centre-evaluate')
    await page.goto(`${server.url}/pages/service/serviceGuide?serviceId=${library.serviceId}`)
    await page.getByTestId('guide-rating').getByText('★ 4.0 · 1 条评价').waitFor()
    await screenshot(page, 'service-centre-guide')
    await page.context().close()
  })

  it('a signed-out share link shows the card; 登录后立即使用 signs in and returns with only serviceInfo', async () => {
    const catalogue = await api(studentToken, '/portal-api/v1/service/catalogue')
    const leave = catalogue.services.find((s) => s.serviceName === '请假申请')
    const info = JSON.stringify({ serviceId: leave.serviceId, serviceName: leave.serviceName, inviter: '2026002' })
    const page = await newPhonePage(browser)
    await page.goto(`${server.url}/pages/service/serviceShare?serviceInfo=${encodeURIComponent(info)}&noLogin=1`)
    await page.getByTestId('service-share').getByText('请假申请').waitFor()
    assert.ok(!page.url().includes('/cas/'), 'no sign-on before the tap')
    await screenshot(page, 'service-centre-share-signed-out')
    await page.getByTestId('share-use').click()
    await page.waitForURL(/\/cas\/login\?service=/)
    await page.fill('#username', '2026001')
    await page.fill('#password', DEMO_PASSWORD)
    await page.locator('#pane-password button[type=submit]').click()
    await page.waitForURL((u) => u.pathname === '/pages/service/serviceShare' && !u.searchParams.has('ticket'), { timeout: 30000 })
    const url = new URL(page.url())
    assert.deepEqual([...url.searchParams.keys()], ['serviceInfo'])
    await page.getByTestId('share-use').getByText('立即使用').waitFor()
    await screenshot(page, 'service-centre-share-signed-in')
    await page.context().close()
  })

  it('扫一扫 in H5 without a camera: 从相册选择 a QR photo with plain text lands on 扫码结果', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'service-centre-qr-'))
    const text = '图书馆三楼 A 区 12 号座位'
    const file = path.join(dir, 'seat.png')
    await QRCode.toFile(file, text, { width: 360, margin: 4 })
    const { page } = await openAs('2026001', TAB)
    await page.getByTestId('category-jwfw').waitFor()
    // This browser has no camera: the scan screen says so and offers the album.
    await page.getByLabel('扫一扫').click()
    await page.getByTestId('camera-scan').getByRole('alert').filter({ hasText: '从相册选择' }).waitFor()
    const chooser = page.waitForEvent('filechooser')
    await page.getByTestId('camera-scan').getByRole('button', { name: '从相册选择' }).click()
    await (await chooser).setFiles(file)
    await page.waitForURL(/\/pages\/scanCode\/plainText/)
    await page.getByTestId('scan-text').getByText(text).waitFor()
    await screenshot(page, 'service-centre-scan-plain-text')
    fs.rmSync(dir, { recursive: true, force: true })
    await page.context().close()
  })
})
