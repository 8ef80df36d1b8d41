// 表单设计 in the operator console (issue 35) at 1280×800: a 服务管理员 designs the form-flow service 场地借用 (five
// fields including a date range and images; a two-step chain 辅导员 → a named 教务处 person) and publishes it; the
// student applies on the H5 portal (375 px, and a 320 px screenshot); the counsellor and the office person approve in
// the message centre; the student sees 已通过. Version 2 adds a field: the application started on version 1 keeps
// version 1's fields. Needs the console build (E2E_ADMIN_DIR) and the H5 build (E2E_H5_DIR).
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
let adminToken

/** antd puts a space between the two characters of a two-character button label (发 布). */
const label = (text) => new RegExp(`^${[...text].join('\\s*')}$`)
const ICON = '/portal-api/v1/cms/images/glyph-green-56fe.png'

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  adminToken = await signIn(await newPhonePage(browser), server.url, 'admin')
  // 张伟 (t1002) is made 服务管理员; the 场地借用 service is created in 服务编辑's shape (engine 表单) and published.
  await apiData(server.url, adminToken, '/admin-api/v1/roles/grant', { username: 't1002', roleCode: 'service_admin' })
  const service = await apiData(server.url, adminToken, '/admin-api/v1/services/save', {
    serviceName: '场地借用',
    serviceNo: 'CD0001',
    categoryCode: 'jwfw',
    serviceSource: '后勤处',
    desc: '借用学校报告厅、体育馆等场地。',
    iconUrl: ICON,
    openHours: null,
    columnId: null,
    engineType: 'form',
    appId: 'venueBooking',
    tokenTransType: 'none',
    thirdParty: false,
    campusNetwork: false,
    identities: [],
    forceRecommend: false,
    sort: 10,
  })
  serviceId = service.serviceId
  await apiData(server.url, adminToken, '/admin-api/v1/services/status', { serviceId, status: 'published' })
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

/** The form item inside `scope` whose label is exactly `text` (a select's chosen text may contain the word too). */
const item = (scope, text) =>
  scope.locator('.ant-form-item', { has: scope.page().locator('.ant-form-item-label label', { hasText: new RegExp(`^${text}$`) }) })

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
    await page.locator('textarea').fill('同意借用。')
    await page.getByTestId('handle-approve').click()
    await page.getByTestId('handle-approve').waitFor({ state: 'detached' })
  })
  await page.context().close()
}

describe('operator console: 表单设计 and versioned approval chains', () => {
  let applicationId

  it('a 服务管理员 designs 场地借用 (five fields, 辅导员 → 教务处) and publishes version 1', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-forms-design', async () => {
      await consoleAs(page, server.url, `/services/${serviceId}`, 't1002')
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
      ].entries()) {
        await page.getByRole('button', { name: '添加字段' }).click()
        await fillField(page, index + 1, field)
      }
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
      await page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: label('发布') })
        .click()
      await page.getByText('已发布 v1').waitFor()
      await page.locator('tr', { hasText: 'v1' }).getByText('已发布').waitFor()
      await screenshot(page, 'console-forms-published-1280')
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
      await pickDaysAhead(page, 1)
      await confirmPicker(page)
      await page.getByText('结束日期', { exact: true }).click()
      // A one-day booking: turning the day wheel across a month's end is not what this test is about.
      await pickDaysAhead(page, 1)
      await confirmPicker(page)
      await page.locator('textarea').first().fill('计算机学院新生晚会彩排。')
      await page.locator('.nut-form-item', { hasText: '联系电话' }).locator('input').fill('13800001111')
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-forms-photo-'))
      const photo = path.join(dir, 'venue.png')
      await QRCode.toFile(photo, '报告厅 布置示意', { width: 240, margin: 2 })
      const chooser = page.waitForEvent('filechooser')
      await page.getByTestId('images-field5').getByRole('button', { name: '添加场地照片' }).click()
      await (await chooser).setFiles(photo)
      await page.getByTestId('images-field5').locator('.image-album__image').first().waitFor()
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
        .getByText(`${dayText(1)} 至 ${dayText(1)}`)
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
      await fillField(page, 5, { name: '参加人数', kind: '整数' })
      await page.getByRole('button', { name: label('发布') }).click()
      await page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: label('发布') })
        .click()
      await page.getByText('已发布 v2').waitFor()
      const v1 = page.locator('tr', { hasText: 'v1' })
      await v1.getByRole('button', { name: label('查看') }).click()
      await page.getByText('版本 v1（只读）').waitFor()
      assert.equal(await page.getByTestId('version-field').count(), 5)
      // The dialog's opening animation ends before the screenshot.
      await page.waitForTimeout(500)
      await screenshot(page, 'console-forms-history-1280')
    })
    await page.context().close()

    const kept = await apiData(server.url, token, `/flow/application/detail?id=${inFlight.id}`)
    assert.equal(kept.formVersion, 1)
    assert.deepEqual(
      kept.formFields.map((field) => field.label),
      ['场地', '借用日期', '活动内容', '联系电话', '场地照片'],
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
