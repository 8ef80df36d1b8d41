// Issue 36's console areas at 1280×800, with the portal at 375 (and 320) px. 意见反馈: a student's feedback with an
// image is answered by a 客服坐席 from the inbox; the student sees the reply on the 意见反馈 page and gets a message.
// 发送规则: the 全局管理员 lets students send SMS, then sets their SMS quota to 0 (the row says so); the student's SMS
// send answers 429 with the reason. 公共日历: a calendar made and published in the console is subscribed to in the H5
// schedule centre, its event shows; 撤回 takes it away. 操作日志 shows those writes with their address.
// Needs the console build (E2E_ADMIN_DIR) and the H5 build (E2E_H5_DIR).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import sharp from 'sharp'
import { apiData, explainFailure, launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'
import { consoleAs, desktopPage } from './console-pages.mjs'

let server
let browser
let studentToken

before(async () => {
  server = await startServer()
  browser = await launchBrowser()
  const adminToken = await signIn(await newPhonePage(browser), server.url, 'admin')
  // 李娜 (t1002) is made 客服坐席 by the 全局管理员.
  await apiData(server.url, adminToken, '/admin-api/v1/roles/grant', { username: 't1002', roleCode: 'service_desk' })
  studentToken = await signIn(await newPhonePage(browser), server.url, '2026001')
})

after(async () => {
  await browser?.close()
  await server?.stop()
})

/** antd puts a space between the two characters of a two-character button label (回 复). */
const label = (text) => new RegExp(`^${[...text].join('\\s*')}$`)
const FEEDBACK = '选课页面在晚上经常打不开，截图如下'
const REPLY = '已扩容选课服务器，请再试一次。'
const CALENDAR = '期末考试周（测试）'
const EXAM = '大学英语期末考试'
/** Today in Beijing, as the console's date picker takes it (public calendars are written in Beijing time). */
const beijingToday = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)

async function studentPage(path, width = 375) {
  const page = await newPhonePage(browser, { viewport: { width, height: 812 } })
  await signIn(page, server.url, '2026001')
  await page.goto(server.url + path)
  return page
}

/** A signed-in call that may be refused: the status and the answer. */
async function post(token, path, body) {
  const res = await fetch(server.url + path, {
    method: 'POST',
    headers: { 'X-Id-Token': token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: await res.json() }
}

describe('operator console: 意见反馈, 发送规则, 公共日历, 操作日志', () => {
  it('a 客服坐席 answers a feedback with an image; the student sees the reply and a message', async () => {
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#4a7bf7' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'screen.png')
    const uploaded = await fetch(server.url + '/portal-api/v1/files', {
      method: 'POST',
      headers: { 'X-Id-Token': studentToken },
      body: form,
    })
    const imageId = (await uploaded.json()).data.id
    await apiData(server.url, studentToken, '/personal/api/v1/personal/feedback/submit', {
      type: '问题反馈',
      content: FEEDBACK,
      images: [imageId],
    })

    const page = await desktopPage(browser)
    await explainFailure(page, 'console-ops-feedback', async () => {
      await consoleAs(page, server.url, '/feedback', 't1002')
      const row = page.locator('tr', { hasText: FEEDBACK })
      await row.waitFor()
      assert.equal(await page.getByRole('menuitem', { name: '发送规则' }).count(), 0, '客服坐席 sees no 发送规则')
      await row.getByText('图片 1').waitFor()
      await screenshot(page, 'console-feedback-list-1280')
      await row.getByRole('button', { name: '处理' }).click()
      const drawer = page.locator('.ant-drawer-content')
      await drawer.getByRole('img', { name: '反馈图片 1' }).waitFor()
      assert.ok(
        await drawer.getByRole('img', { name: '反馈图片 1' }).evaluate((img) => img.complete && img.naturalWidth > 0),
        'the image loads',
      )
      await drawer.getByLabel('回复内容').fill(REPLY)
      await drawer.getByRole('button', { name: label('回复') }).click()
      await page.getByText('已回复', { exact: true }).first().waitFor()
      await drawer.getByText(REPLY).waitFor()
      await drawer.getByRole('combobox', { name: '标签' }).click()
      await page.keyboard.type('选课')
      await page.keyboard.press('Enter')
      await drawer.getByRole('button', { name: '保存标签' }).click()
      await page.getByText('已保存标签').waitFor()
      await screenshot(page, 'console-feedback-replied-1280')
      await page.keyboard.press('Escape')
      await row.getByText('已回复').waitFor()
      await row.getByText('选课', { exact: true }).waitFor()
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()

    for (const width of [375, 320]) {
      const phone = await studentPage('/pages/myInfo/suggestNew', width)
      const entry = phone.locator('[data-testid="feedback-entry"]', { hasText: FEEDBACK })
      await entry.getByText(REPLY).waitFor()
      await entry.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await screenshot(phone, `console-ops-student-feedback-reply-${width}`)
      assert.deepEqual(phone.errors, [])
      await phone.context().close()
    }
    const messages = await apiData(
      server.url,
      studentToken,
      '/message-center/center/api/v1/messageCenter/listMessageRecord?pageNum=1&pageSize=50',
    )
    const items = messages.items ?? messages.list ?? messages.records ?? []
    assert.ok(JSON.stringify(items).includes('您的意见反馈（问题反馈）有了回复'), 'the reply arrives as a message')
    assert.ok(JSON.stringify(items).includes(REPLY))
  })

  it('students may send SMS, then their SMS quota goes to 0: the row says so and the send answers 429 with the reason', async () => {
    const page = await desktopPage(browser)
    await explainFailure(page, 'console-ops-send-rules', async () => {
      await consoleAs(page, server.url, '/send-rules', 'admin')
      const cell = page.locator('tr', { has: page.getByLabel('学生普通通知的渠道') })
      await cell.getByText('学生可通过站内消息发送普通通知，不可发给外部联系人').waitFor()
      await cell.getByLabel('短信').check()
      await cell.getByText('学生可通过站内消息、短信发送普通通知，不可发给外部联系人').waitFor()
      await cell.getByRole('button', { name: label('保存') }).click()
      await page.getByText('已保存，所有实例的下一次发送即按新规则').first().waitFor()

      const quota = page.locator('tr', { has: page.getByLabel('学生每日短信上限') })
      await quota.getByLabel('学生每日短信上限').fill('1000')
      await quota.getByText('学生每天最多 1000 条短信').waitFor()
      await quota.getByRole('button', { name: label('保存') }).click()
      await page.getByText('已保存，所有实例的下一次发送即按新规则').first().waitFor()
      const send = {
        typeCode: 'os_notice',
        title: '班会通知',
        content: '周五班会',
        channels: ['site', 'sms'],
        recipients: [{ type: 'org', name: '计科2301', ins_code: 'sfdx-cs-2301' }],
      }
      const accepted = await post(studentToken, '/message-center/center/api/v1/onlineSend/send', send)
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body))

      await quota.getByLabel('学生每日短信上限').fill('0')
      await quota.getByText('学生每天最多 0 条短信（不能发送）').waitFor()
      await quota.getByRole('button', { name: label('保存') }).click()
      await page.waitForFunction(() => !document.querySelector('.ant-btn-loading'))
      await quota
        .getByRole('button', { name: label('保存') })
        .and(page.locator('[disabled]'))
        .waitFor()
      await screenshot(page, 'console-send-rules-1280')
      const refused = await post(studentToken, '/message-center/center/api/v1/onlineSend/send', send)
      assert.equal(refused.status, 429)
      assert.match(refused.body.message, /^短信每 24 小时最多发送 0 条，本次需要 \d+ 条/)
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()
  })

  it('a public calendar published in the console is subscribed to in the schedule centre; 撤回 takes its event away', async () => {
    const page = await desktopPage(browser)
    let calendarId
    await explainFailure(page, 'console-ops-calendars', async () => {
      await consoleAs(page, server.url, '/public-calendars', 'admin')
      await page.getByRole('button', { name: '新建公共日历' }).click()
      const modal = page.locator('.ant-modal').filter({ visible: true })
      await modal.locator('#name').fill(CALENDAR)
      await modal.locator('#description').fill('本学期期末考试安排')
      await modal.getByRole('button', { name: label('保存') }).click()
      const row = page.locator('tr', { hasText: CALENDAR })
      await row.getByText('草稿').waitFor()
      calendarId = (await apiData(server.url, studentToken, '/portal-api/v1/schedule/publicCalendars')).find((c) => c.name === CALENDAR)
      assert.equal(calendarId, undefined, 'a draft is invisible to students')

      await row.getByText('日程', { exact: true }).click()
      const drawer = page.locator('.ant-drawer-content')
      await drawer.getByRole('button', { name: '新建日程' }).click()
      const eventModal = page.locator('.ant-modal').filter({ visible: true })
      await eventModal.locator('#title').fill(EXAM)
      await eventModal.locator('#allDay').click()
      const inputs = eventModal.locator('.ant-picker-range input')
      await inputs.nth(0).click()
      await inputs.nth(0).fill(beijingToday())
      await page.keyboard.press('Enter')
      await inputs.nth(1).fill(beijingToday())
      await page.keyboard.press('Enter')
      await eventModal.locator('#location').fill('体育馆')
      await eventModal.locator('.ant-select', { has: page.locator('#repeat') }).click()
      await page.locator('.ant-select-item-option', { hasText: '按周' }).click()
      await eventModal.locator('#count').fill('2')
      await eventModal.getByRole('button', { name: label('保存') }).click()
      await drawer.locator('tr', { hasText: EXAM }).getByText('每周重复，共 2 次', { exact: false }).waitFor()
      await screenshot(page, 'console-public-calendar-events-1280')
      await drawer.locator('.ant-drawer-close').click()

      await row.locator('td').nth(3).filter({ hasText: /^1$/ }).waitFor()
      await row.getByText('发布', { exact: true }).click()
      await page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: label('发布') })
        .click()
      await row.getByText('已发布').waitFor()
      await screenshot(page, 'console-public-calendars-1280')
    })

    const calendar = (await apiData(server.url, studentToken, '/portal-api/v1/schedule/publicCalendars')).find((c) => c.name === CALENDAR)
    assert.ok(calendar, 'published: the student can find it')
    const phone = await studentPage('/pages/shedul/calendList')
    await phone.getByTestId(`subscribe-${calendar.id}`).click()
    await phone.getByTestId(`subscribe-${calendar.id}`).filter({ hasText: '取消订阅' }).waitFor()
    await screenshot(phone, 'console-ops-student-subscribes-375')
    await phone.goto(server.url + '/pages/tab/schedule/schedule')
    await phone.getByText(EXAM).first().waitFor()
    await screenshot(phone, 'console-ops-student-schedule-375')

    await explainFailure(page, 'console-ops-withdraw', async () => {
      await page.reload()
      const row = page.locator('tr', { hasText: CALENDAR })
      await row.locator('td').nth(4).filter({ hasText: /^1$/ }).waitFor()
      await row.getByText('撤回', { exact: true }).click()
      await page.locator('.ant-popconfirm').getByText('1 位订阅者').waitFor()
      await page
        .locator('.ant-popconfirm')
        .getByRole('button', { name: label('撤回') })
        .click()
      await row.getByText('已撤回').waitFor()
    })
    await phone.reload()
    await phone.getByTestId('month-calendar').waitFor()
    // A kept month view may show first; the revalidation that follows drops the withdrawn calendar's event.
    await phone.waitForFunction((title) => !document.body.innerText.includes(title), EXAM, { timeout: 15_000 })
    await screenshot(phone, 'console-ops-student-schedule-withdrawn-375')
    assert.deepEqual(phone.errors, [])
    await phone.context().close()

    await explainFailure(page, 'console-ops-audit', async () => {
      await page.goto(`${server.url}/admin/audit`)
      const withdrawRow = page.locator('tr', { hasText: '公共日历' }).filter({ hasText: '撤回' }).first()
      await withdrawRow.getByText('127.0.0.1').waitFor()
      await page.locator('tr', { hasText: '意见反馈' }).filter({ hasText: '回复反馈' }).first().waitFor()
      await page.locator('tr', { hasText: '每日限额' }).first().getByText('每日上限 0 条').waitFor()
      await page.getByText('保留 3 年', { exact: false }).waitFor()
      await screenshot(page, 'console-ops-audit-1280')
      assert.deepEqual(page.problems, [])
    })
    await page.context().close()
  })
})
