// 表单设计 in the operator console (issue 35) at 1280×800: a 服务管理员 creates the form-flow service 场地借用 in
// 服务编辑 (engine 表单), designs its form (seven fields including a date range, images, attachments and a person; a
// two-step chain 辅导员 → a named 教务处 person), publishes the form and then the service; the student applies on the
// H5 portal (375 px, and a 320 px screenshot), picking the person in the people search and attaching a file; the
// counsellor and the office person approve in the message centre (the attachment listed for them); the student sees
// 已通过. Version 2 adds a field: the application started on version 1 keeps version 1's fields. Needs the console
// build (E2E_ADMIN_DIR) and the H5 build (E2E_H5_DIR).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import QRCode from 'qrcode'
import { apiData, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'
import { consoleAs, desktopPage } from './console-pages.mjs'
import { confirmPicker, pickDaysAhead, turnPicker } from './nut-picker.mjs'

let server
let browser
let serviceId

/** antd puts a space between the two characters of a two-character button label (发 布). */
const label = (text) => new RegExp(`^${[...text].join('\\s*')}$`)
const ICON = '/portal-api/v1/cms/images/glyph-green-56fe.png'

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  // 张伟 (t1002) is made 服务管理员 by the 全局管理员; everything else happens in the console.
  const adminToken = await signIn(await newPhonePage(browser), server.url, 'admin')
  await apiData(server.url, adminToken, '/admin-api/v1/roles/grant', { username: 't1002', roleCode: 'service_admin' })
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

const dayText = (days) => {
  const d = new Date()
  d.setDate(d.getDate() + days)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/**
 * Days from today to the booking day: tomorrow, or, when tomorrow is in the next month, the same day of the next
 * month. The picker then reaches it without turning its day wheel across a month's end: on the 30th of November a
 * turn of 29 rows back to the 1st landed on the 6th.
 */
function bookingDaysAhead() {
  const now = new Date()
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1)
  if (tomorrow.getMonth() === today.getMonth()) return 1
  const lastDay = new Date(today.getFullYear(), today.getMonth() + 2, 0).getDate()
  const target = new Date(today.getFullYear(), today.getMonth() + 1, Math.min(today.getDate(), lastDay))
  return Math.round((target.getTime() - today.getTime()) / 86_400_000)
}
const BOOKING_DAYS = bookingDaysAhead()

/** The form item inside `scope` whose label is exactly `text` (a select's chosen text may contain the word too). */
const item = (scope, text) =>
  scope.locator('.ant-form-item', {
    has: (typeof scope.page === 'function' ? scope.page() : scope).locator('.ant-form-item-label label', {
      hasText: new RegExp(`^${text}$`),
    }),
  })

/**
 * Chooses `option` in the antd select of the form item labelled `itemLabel` inside `scope`: in that select's own
 * dropdown (the one its input controls; another select's dropdown may still be closing), by the option's exact title,
 * then waits until the select shows it.
 */
async function choose(page, scope, itemLabel, option) {
  const select = item(scope, itemLabel).locator('.ant-select').first()
  const chosen = select.locator('.ant-select-selection-item', { hasText: new RegExp(`^${option}$`) })
  // A click that lands while the dropdown is still sliding in can miss the option: then the select is opened again.
  for (let attempt = 1; ; attempt++) {
    if (!(await select.locator('input[role="combobox"]').getAttribute('aria-expanded'))?.includes('true')) await select.click()
    const list = await select.locator('input[role="combobox"]').getAttribute('aria-controls')
    const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)', { has: page.locator(`[id="${list}"]`) })
    const target = dropdown.locator(`.ant-select-item-option[title="${option}"]`)
    await target.waitFor()
    // The dropdown slides in (antd's slide-up, 0.2 s): click once it stands still.
    await page.waitForTimeout(250)
    await target.click()
    try {
      await chosen.waitFor({ timeout: 3000 })
      return
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

/**
 * Presses `button` in antd's confirm dialog (the one containing `text`, if given) once its zoom-in has ended, and waits
 * for the dialog to close; pressed again if a click during the animation was lost (the dialog is still open, idle).
 */
async function confirmDialog(page, button, text) {
  const dialog = page.locator('.ant-modal-confirm', text ? { hasText: text } : {})
  const ok = dialog.getByRole('button', { name: label(button) })
  for (let attempt = 1; ; attempt++) {
    await ok.waitFor()
    // antd's zoom-in takes 0.3 s: click once the dialog stands still.
    await page.waitForTimeout(400)
    await ok.click()
    try {
      await dialog.waitFor({ state: 'hidden', timeout: 10000 })
      return
    } catch (error) {
      if (attempt === 3) throw error
    }
  }
}

/** Fills field row `index` of 表单字段: name, kind, required, and choices. */
async function fillField(page, index, { name, kind, required = true, options = [] }) {
  const row = page.getByTestId('form-field-row').nth(index)
  await item(row, '名称').locator('input').fill(name)
  await choose(page, row, '类型', kind)
  const toggle = item(row, '必填').locator('.ant-switch')
  if ((await toggle.getAttribute('aria-checked')) !== String(required)) await toggle.click()
  if (options.length > 0) {
    const input = item(row, '选项').locator('input')
    for (const option of options) {
      await input.fill(option)
      await input.press('Enter')
    }
    await row.locator('.ant-card-head-title').click()
  }
}

async function openAs(username, pagePath, width = 375) {
  const page = await newPhonePage(browser, { viewport: { width, height: 812 } })
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + pagePath)
  return { page, token }
}

/** A handler approves from the message centre: 待办 → the application → 同意. */
async function approveInMessageCentre(username, title) {
  const { page } = await openAs(username, '/pages/msgCenterTab/newtask/newtask')
  await explainFailure(page, `console-forms-approve-${username}`, async () => {
    const item = page.locator('.task-item', { hasText: title }).first()
    await item.waitFor()
    await item.click()
    await page.waitForURL(/applicationDetail\?id=\d+/)
    await page.getByText('借用日期').first().waitFor()
    // The student's attachment is listed for the approver: name, size, 打开.
    const files = page.getByTestId('application-attachments')
    await files.getByText('活动方案（1）').waitFor()
    await files.getByText('晚会方案.pdf').waitFor()
    if (username === 't1001') {
      await files.scrollIntoViewIfNeeded()
      await screenshot(page, 'console-forms-approver-attachments-375')
      // 打开 hands the file's address to the browser (a new tab shows or downloads it): that address serves the PDF.
      await page.evaluate(() => {
        window.opened = []
        window.open = (url) => void window.opened.push(String(url))
      })
      await files.locator('.nut-cell', { hasText: '晚会方案.pdf' }).click()
      await page.waitForFunction(() => window.opened.length === 1)
      const address = await page.evaluate(() => window.opened[0])
      assert.match(address, /\/portal-api\/v1\/files\/[0-9a-f-]{36}$/)
      const file = await page.request.get(new URL(address, server.url).href)
      assert.equal(file.status(), 200)
      assert.equal(file.headers()['content-type'], 'application/pdf')
    }
    await page.locator('textarea').fill('同意借用。')
    await page.getByTestId('handle-approve').click()
    await page.getByTestId('handle-approve').waitFor({ state: 'detached' })
  })
  await page.context().close()
}

describe('operator console: 表单设计 and versioned approval chains', () => {
  let applicationId

  it('a 服务管理员 creates 场地借用 in 服务编辑 (engine 表单), designs it (seven fields, 辅导员 → 教务处), publishes v1 and the service', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-forms-design', async () => {
      await consoleAs(page, server.url, '/services', 't1002')
      await page.getByRole('button', { name: '新建服务' }).click()
      await page.waitForURL(/\/admin\/services\/new$/)
      await page.locator('#serviceName').fill('场地借用')
      await page.locator('#serviceNo').fill('CD0001')
      await choose(page, page, '服务分类', '教务服务')
      await page.locator('#serviceSource').fill('后勤处')
      await page.locator('#desc').fill('借用学校报告厅、体育馆等场地。')
      await page
        .locator('.ant-form-item', { has: page.locator('label[for="iconUrl"]') })
        .getByPlaceholder('上传文件，或填写本站 / 允许域名下的地址')
        .fill(ICON)
      await choose(page, page, '打开方式（engineType）', '在线申请（表单）')
      await page.locator('#appId').fill('venueBooking')
      await page.getByRole('button', { name: '保存为草稿' }).click()
      await page.waitForURL(/\/admin\/services\/\d+$/)
      serviceId = Number(new URL(page.url()).pathname.split('/').pop())
      await page.locator('.ant-page-header-heading-tags, .ant-pro-page-container-tags', { hasText: '草稿' }).first().waitFor()

      await page.getByRole('button', { name: '表单设计' }).click()
      await page.waitForURL(/\/admin\/services\/\d+\/form$/)
      await page.getByText('表单设计 · 场地借用').waitFor()
      await page.getByText('尚未保存过').waitFor()

      await page.locator('#prefix').fill('CD')
      await fillField(page, 0, { name: '场地', kind: '单选', options: ['报告厅', '体育馆'] })
      for (const [index, field] of [
        { name: '借用日期', kind: '日期范围' },
        { name: '活动内容', kind: '多行文本' },
        { name: '联系电话', kind: '手机号' },
        { name: '场地照片', kind: '图片', required: false },
        { name: '活动方案', kind: '附件', required: false },
        { name: '指导老师', kind: '人员', required: false },
      ].entries()) {
        await page.getByRole('button', { name: '添加字段' }).click()
        await fillField(page, index + 1, field)
      }
      const attachments = page.getByTestId('form-field-row').nth(5)
      await item(attachments, '最多个数').locator('input').fill('3')
      await attachments.scrollIntoViewIfNeeded()
      // The last kind's dropdown has finished closing (antd hides it after its slide-up).
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.ant-select-dropdown')].every((dropdown) =>
          dropdown.classList.contains('ant-select-dropdown-hidden'),
        ),
      )
      await screenshot(page, 'console-forms-design-attachments-1280')
      await page.locator('#summary').fill('{field1} · {field2}')

      const first = page.getByTestId('form-step-row').nth(0)
      await item(first, '步骤名称').locator('input').fill('辅导员审核')
      await choose(page, first, '审批人', '申请人所在单位的角色')
      await choose(page, first, '角色', '辅导员')
      await page.getByRole('button', { name: '添加步骤' }).click()
      const second = page.getByTestId('form-step-row').nth(1)
      await item(second, '步骤名称').locator('input').fill('教务处审批')
      await item(second, '人员').locator('.ant-select-selector').click()
      await item(second, '人员').locator('input').fill('孙丽')
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '孙丽（t3201）' }).click()
      await screenshot(page, 'console-forms-design-1280')

      await page.getByRole('button', { name: label('发布') }).click()
      await confirmDialog(page, '发布', '发布 v')
      await page.getByText('已发布 v1').waitFor()
      await page.locator('tr', { hasText: 'v1' }).getByText('已发布').waitFor()
      await screenshot(page, 'console-forms-published-1280')

      // Back in 服务编辑, the service itself is published (a draft reaches no student).
      await page.getByRole('button', { name: '返回服务' }).click()
      await page.waitForURL(/\/admin\/services\/\d+$/)
      await page.getByRole('button', { name: label('发布') }).click()
      await confirmDialog(page, '发布', '发布「场地借用」？')
      await page.getByText('「场地借用」已发布').waitFor()
      await page.locator('.ant-pro-page-container-tags, .ant-page-header-heading-tags', { hasText: '已发布' }).first().waitFor()
      await screenshot(page, 'console-forms-service-published-1280')
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()
  })

  it('the student applies on H5; the counsellor and the office person approve in the message centre; the student sees 已通过', async () => {
    const { page } = await openAs('2026001', `/pages/service/serviceGuide?serviceId=${serviceId}&apply=1`)
    await explainFailure(page, 'console-forms-apply', async () => {
      await page.getByText('审批流程：辅导员审核 → 教务处审批').waitFor()
      await page.locator('.nut-form-item', { hasText: '场地' }).first().click()
      await turnPicker(page, 0, 1)
      await confirmPicker(page)
      await page.getByText('开始日期', { exact: true }).click()
      await pickDaysAhead(page, BOOKING_DAYS)
      await confirmPicker(page)
      await page.getByText('结束日期', { exact: true }).click()
      // A one-day booking: turning the day wheel across a month's end is not what this test is about.
      await pickDaysAhead(page, BOOKING_DAYS)
      await confirmPicker(page)
      await page.locator('textarea').first().fill('计算机学院新生晚会彩排。')
      await page.locator('.nut-form-item', { hasText: '联系电话' }).locator('input').fill('13800001111')
      // 指导老师: searched by name in the people search, picked, shown with the number.
      await page.getByRole('button', { name: '选择指导老师' }).click()
      const search = page.locator('.account-search').filter({ visible: true })
      await search.locator('input').fill('王芳')
      await search.getByTestId('account-t1001').click()
      await page.getByTestId('person-field').getByText('王芳（t1001）').waitFor()
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-forms-photo-'))
      const photo = path.join(dir, 'venue.png')
      await QRCode.toFile(photo, '报告厅 布置示意', { width: 240, margin: 2 })
      const chooser = page.waitForEvent('filechooser')
      await page.getByTestId('images-field5').getByRole('button', { name: '添加场地照片' }).click()
      await (await chooser).setFiles(photo)
      await page.getByTestId('images-field5').locator('.image-album__image').first().waitFor()
      // 活动方案: a PDF picked in the browser's file dialog, listed with its size.
      const plan = path.join(dir, '晚会方案.pdf')
      fs.writeFileSync(plan, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
      const fileChooser = page.waitForEvent('filechooser')
      await page.getByTestId('attachments-field6').getByTestId('attachment-add').click()
      await (await fileChooser).setFiles(plan)
      await page.getByTestId('attachments-field6').getByTestId('form-attachment').filter({ hasText: '晚会方案.pdf' }).waitFor()
      await page.getByTestId('attachments-field6').getByText('每个不超过 10 MB，最多 3 个', { exact: false }).waitFor()
      fs.rmSync(dir, { recursive: true, force: true })
      await screenshot(page, 'console-forms-apply-375')
      await page.setViewportSize({ width: 320, height: 640 })
      await screenshot(page, 'console-forms-apply-320')
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      assert.ok(overflow <= 0, `no horizontal scroll at 320 px (${overflow}px)`)
      await page.setViewportSize({ width: 375, height: 812 })
      await page.locator('.portal-form__submit .nut-button', { hasText: '提交申请' }).click()
      await page.waitForURL(/applicationDetail\?id=\d+/)
      applicationId = Number(new URL(page.url()).searchParams.get('id'))
      await page
        .getByText(`${dayText(BOOKING_DAYS)} 至 ${dayText(BOOKING_DAYS)}`)
        .first()
        .waitFor()
    })

    await approveInMessageCentre('t1001', '李明的场地借用')
    await approveInMessageCentre('t3201', '李明的场地借用')

    await page.reload()
    await page.getByText('已通过').first().waitFor()
    await screenshot(page, 'console-forms-approved-375')
    await page.context().close()
  })

  it('version 2 adds a field: the application in flight stays on version 1, new applications get the field', async () => {
    const { page: phone, token } = await openAs('2026001', `/msgCenter/pages/task/applicationDetail?id=${applicationId}`)
    // An application in flight when version 2 is published.
    const inFlight = await apiData(server.url, token, '/flow/application/start', {
      type: 'venueBooking',
      form: { field1: '体育馆', field2: [dayText(3), dayText(3)], field3: '篮球友谊赛。', field4: '13800002222' },
    })

    const page = await desktopPage(browser)
    await explainFailure(page, 'console-forms-v2', async () => {
      await consoleAs(page, server.url, `/services/${serviceId}/form`, 't1002')
      await page.getByText('表单设计 · 场地借用').waitFor()
      await page.getByRole('button', { name: '添加字段' }).click()
      await fillField(page, 7, { name: '参加人数', kind: '整数' })
      await page.getByRole('button', { name: label('发布') }).click()
      await confirmDialog(page, '发布', '发布 v')
      await page.getByText('已发布 v2').waitFor()
      const v1 = page.locator('tr', { hasText: 'v1' })
      await v1.getByRole('button', { name: label('查看') }).click()
      await page.getByText('版本 v1（只读）').waitFor()
      assert.equal(await page.getByTestId('version-field').count(), 7)
      // The dialog's opening animation ends before the screenshot.
      await page.waitForTimeout(500)
      await screenshot(page, 'console-forms-history-1280')
    })
    await page.context().close()

    const kept = await apiData(server.url, token, `/flow/application/detail?id=${inFlight.id}`)
    assert.equal(kept.formVersion, 1)
    assert.deepEqual(
      kept.formFields.map((field) => field.label),
      ['场地', '借用日期', '活动内容', '联系电话', '场地照片', '活动方案', '指导老师'],
    )
    const finished = await apiData(server.url, token, `/flow/application/detail?id=${applicationId}`)
    assert.equal(finished.formVersion, 1)
    assert.ok(!finished.fields.some((row) => row.label === '参加人数'))
    await phone.getByText('已通过').first().waitFor()
    assert.equal(await phone.getByText('参加人数').count(), 0)

    await phone.goto(`${server.url}/pages/service/serviceGuide?serviceId=${serviceId}&apply=1`)
    await phone.locator('.nut-form-item', { hasText: '参加人数' }).waitFor()
    await phone.context().close()
  })
})
