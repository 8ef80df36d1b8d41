// Message centre in the browser: to-do centre and badge, approving with an opinion, handling record, the
// initiator's view and message, batch approval with 全选, pin/mute/read-all of message apps, a personal
// to-do with an executor and a reminder, and a task added to the schedule.
// Run after an H5 build: E2E_H5_DIR=.cache/h5-msg node --test test/e2e/message-center.test.mjs
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const TAB = '/pages/msgCenterTab/newtask/newtask'
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

async function openAs(username, path) {
  const page = await newPhonePage(browser)
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return { page, token }
}

/** Calls the reference server directly (to check what the screens claim). */
async function api(token, path, init = {}) {
  const res = await fetch(server.url + path, { ...init, headers: { 'X-Id-Token': token, ...(init.headers ?? {}) } })
  const body = await res.json()
  assert.equal(body.code, 0, `${path}: ${JSON.stringify(body)}`)
  return body.data
}

/** Answers Taro's 取消 / 确认 modal with 确认. */
async function confirmModal(page) {
  const ok = page.locator('.taro-modal__foot .taro-model__btn', { hasText: '确认' })
  await ok.waitFor()
  await ok.click()
}

const numberIn = async (locator) => Number((await locator.innerText()).replace(/\D/g, ''))

describe('message centre (teacher t1001, student 2026001)', () => {
  let teacherToken
  let approvedId

  it('the teacher sees the to-do count, the level tabs and the tab badge', async () => {
    const { page, token } = await openAs('t1001', TAB)
    teacherToken = token
    const counts = await api(token, '/flow/center-list/getToDoListCountNew')
    assert.ok(counts.todo > 0, 'demo data gives the teacher to-dos')
    await page.locator('.task-item').first().waitFor()
    assert.equal(await numberIn(page.getByTestId('summary-待办').locator('.task-summary__num')), counts.todo)
    const tabs = await page.locator('.portal-tabs--line .portal-tabs__tab').allInnerTexts()
    assert.deepEqual(
      tabs.map((t) => t.replace(/\d+/g, '').trim()),
      ['待办', '已办', '我的申请', '已阅', '草稿'],
    )
    // The footer tab shows unread messages + to-dos (stores/message-badge-rule.ts), as the tab's two segments show them.
    const unread = await api(token, '/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new', { method: 'POST' })
    const badge = page.locator('.weui-tabbar__item').nth(2).locator('.weui-badge')
    await badge.waitFor()
    assert.equal(await badge.innerText(), String(counts.todo + unread))
    const cached = await page.evaluate(() => localStorage.getItem('cache_taskNum'))
    assert.match(cached, new RegExp(`"data":${counts.todo}\\b`))
    await screenshot(page, 'message-center-tab-tasks')
    await page.getByTestId('segment-news').click()
    await page.locator('[data-testid^="app-more-"]').first().waitFor()
    await screenshot(page, 'message-center-tab-news')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('approving with an opinion moves the item to 已办 and into the handling record; the student sees it', async () => {
    const { page } = await openAs('t1001', TAB)
    const item = page.locator('.task-item', { hasText: '李明的请假申请' }).first()
    await item.waitFor()
    await item.click()
    await page.waitForURL(/applicationDetail\?id=\d+/)
    approvedId = Number(new URL(page.url()).searchParams.get('id'))
    await page.getByText('办理流程').waitFor()
    await screenshot(page, 'message-center-application-detail')
    const opinion = '情况属实，同意请假，注意安全。'
    await page.locator('textarea').fill(opinion)
    await page.getByTestId('handle-approve').click()
    await page.getByTestId('handle-approve').waitFor({ state: 'detached' })
    await page.getByText(`“${opinion}”`).waitFor()

    await page.getByText('办理记录', { exact: true }).click()
    await page.waitForURL(/handleRecord\?id=/)
    const record = page.getByTestId('handle-record').filter({ hasText: '王芳 · 同意' })
    await record.waitFor()
    assert.match(await record.innerText(), new RegExp(opinion))

    await page.goto(server.url + TAB)
    await page.locator('.portal-tabs--line .portal-tabs__tab[data-key="myDone"]').click()
    const done = page.locator('.task-item', { hasText: '李明的请假申请' }).filter({ hasText: '我已同意' })
    await done.first().waitFor()
    await page.context().close()

    const student = await openAs('2026001', `/msgCenter/pages/task/applicationDetail?id=${approvedId}`)
    await student.page.getByText(`“${opinion}”`).waitFor()
    await student.page
      .getByText('待 王芳 办理')
      .or(student.page.getByText(/待 .*办理/))
      .first()
      .waitFor()
    const detail = await api(student.token, `/flow/application/detail?id=${approvedId}`)
    assert.equal(detail.steps[0].state, 'done')
    assert.equal(detail.steps[1].state, 'current')
    await student.page.goto(server.url + TAB + '?isactive=1')
    const flowApp = student.page.getByTestId('app-flow')
    await flowApp.waitFor()
    await flowApp.locator('.msg-app__main').click()
    await student.page.waitForURL(/message\/entry/)
    const message = student.page.getByTestId('message-item').filter({ hasText: '审批进度' }).first()
    await message.waitFor()
    assert.equal(await message.getAttribute('data-read'), '0')
    await message.click()
    await student.page.waitForURL(/message\/detail\?id=/)
    await student.page.locator('.msg-detail__content', { hasText: `${detail.serialNo}）已通过辅导员审批` }).waitFor()
    const messageId = Number(new URL(student.page.url()).searchParams.get('id'))
    const record2 = await api(student.token, `/message-center/center/api/v1/messageCenter/getMessageRecord?id=${messageId}`)
    assert.equal(record2.isRead, true, 'opening a message marks it read')
    assert.deepEqual(student.page.errors, [])
    await student.page.context().close()
  })

  it('a finished leave’s own attachment (an upload of the student’s) opens in the image preview', async () => {
    const { page, token } = await openAs('2026001', TAB)
    const requests = await api(token, '/flow/center-list/list?level=myRequest&pageSize=50')
    let withFile
    for (const item of requests.items) {
      const detail = await api(token, `/flow/application/detail?id=${item.id}`)
      if (detail.attachments.length > 0) withFile ??= detail
    }
    assert.ok(withFile, 'the demo leave carries its sick note')
    const [note] = withFile.attachments
    assert.match(note.url, /^\/portal-api\/v1\/files\/[0-9a-f-]{36}$/)
    const file = await fetch(server.url + note.url)
    assert.equal(file.headers.get('content-type'), 'image/jpeg')
    assert.equal((await file.arrayBuffer()).byteLength, note.size)
    await page.goto(`${server.url}/msgCenter/pages/task/applicationDetail?id=${withFile.id}`)
    await page.getByText('附件（1）').waitFor()
    await page.locator('.nut-cell', { hasText: note.name }).click()
    await page.locator(`img[src$="${note.url}"]`).waitFor()
    await screenshot(page, 'message-center-attachment-preview')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('batch-approves three to-dos chosen from 全选, showing each result', async () => {
    const before = await api(teacherToken, '/flow/center-list/getToDoListCountNew')
    assert.ok(before.todo >= 3)
    const { page } = await openAs('t1001', '/msgCenter/pages/task/todoBatch')
    await page.getByTestId('batch-row').first().waitFor()
    const rows = page.getByTestId('batch-row')
    const total = await rows.count()
    await page.getByTestId('select-all').click()
    assert.equal(await numberIn(page.locator('.batch-head__num')), total)
    assert.equal(await page.getByTestId('select-all').innerText(), '取消全选')
    for (let i = 3; i < total; i += 1) await rows.nth(i).locator('.nut-checkbox').click()
    assert.equal(await numberIn(page.locator('.batch-head__num')), 3)
    await screenshot(page, 'message-center-batch')
    await page.getByTestId('batch-approve').click()
    await confirmModal(page)
    await page.getByTestId('batch-result').nth(2).waitFor()
    assert.deepEqual(await page.getByTestId('batch-result').allInnerTexts(), ['✓ 办理成功', '✓ 办理成功', '✓ 办理成功'])
    // Regression: a handled row kept its stale 审批中 tag beside ✓ 办理成功.
    const handledTags = await page.locator('.batch-row--done .task-status').allInnerTexts()
    assert.equal(handledTags.length, 3)
    for (const tag of handledTags) assert.ok(['已同意', '已通过'].includes(tag), tag)
    const afterCount = await api(teacherToken, '/flow/center-list/getToDoListCountNew')
    assert.equal(afterCount.todo, before.todo - 3)
    await screenshot(page, 'message-center-batch-done')
    await page.context().close()
  })

  it('pins and mutes an app (kept after reload), then reads everything', async () => {
    const { page } = await openAs('t1001', TAB + '?isactive=1')
    const more = (code) => page.getByTestId(`app-more-${code}`)
    const pick = async (label) => {
      const option = page.locator('.nut-actionsheet-item', { hasText: label }).first()
      await option.waitFor()
      await option.click()
    }
    await more('library').waitFor()
    await more('library').click()
    await pick('置顶')
    await page.locator('[data-testid="app-library"][data-top="1"]').waitFor()
    assert.equal(await page.locator('.msg-app[data-top]').first().getAttribute('data-testid'), 'app-library')

    const unreadBefore = await numberIn(page.locator('.msg-toolbar__title'))
    await more('oa').click()
    await pick('免打扰')
    await page.locator('[data-testid="app-oa"][data-mute="1"]').waitFor()
    assert.ok((await numberIn(page.locator('.msg-toolbar__title'))) < unreadBefore, 'a muted app leaves the unread total')

    await page.reload()
    await page.locator('[data-testid="app-library"][data-top="1"]').waitFor()
    await page.locator('[data-testid="app-oa"][data-mute="1"]').waitFor()

    await page.getByTestId('read-all').click()
    const readAll = page.waitForResponse((r) => r.url().includes('/messageRecordReadedByAccountName'))
    await confirmModal(page)
    assert.equal((await (await readAll).json()).code, 0)
    await page.locator('.msg-toolbar__title', { hasText: '未读 0' }).waitFor()
    assert.equal(await page.locator('.msg-app[data-top] .portal-count').count(), 0, 'no app shows an unread number')
    const unread = await api(teacherToken, '/message-center/center/api/v1/messageCenter/getUnReadedCount')
    assert.equal(unread, 0)
    await page.context().close()
  })

  it('creates a personal to-do with an executor and a reminder', async () => {
    const { page } = await openAs('t1001', '/msgCenter/pages/task/personaltodo')
    await page.getByTestId('add-todo').click()
    await page.waitForURL(/addtodo/)
    const title = '准备期末监考材料'
    await page.getByLabel('标题').locator('input').fill(title)

    await page.locator('.nut-cell', { hasText: '执行人' }).click()
    await page.waitForURL(/addExecutor/)
    await page.locator('.nut-searchbar input').fill('李明')
    await page.locator('.nut-searchbar input').press('Enter')
    await page.getByTestId('executor-2026001').click()
    await page.getByTestId('executors-done').click()
    await page.waitForURL(/addtodo/)

    await page.locator('.nut-cell', { hasText: '提醒时间' }).click()
    await page.waitForURL(/addReminderTime/)
    await page.getByTestId('add-reminder').click()
    await page.locator('.nut-picker-control .nut-picker-confirm-btn, .nut-picker-confirm-btn').first().click()
    await page.locator('.nut-cell', { hasText: '删除' }).first().waitFor()
    await page.getByTestId('reminders-done').click()
    await page.waitForURL(/addtodo/)
    await page.getByText('1 人').waitFor()
    await page.getByText('1 个').waitFor()
    await page.getByTestId('todo-save').click()

    await page.waitForURL(/personaltodo/)
    const row = page.getByTestId('personal-todo').filter({ hasText: title })
    await row.waitFor()
    await row.click()
    await page.waitForURL(/personalDetail/)
    await page.getByTestId('todo-executors').filter({ hasText: '李明' }).waitFor()
    assert.notEqual((await page.getByTestId('todo-reminders').innerText()).trim(), '—')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('saves the personal overdue reminder from the tab’s 设置', async () => {
    const { page } = await openAs('t1001', TAB)
    await page.getByTestId('task-settings').click()
    await page.getByText('逾期提醒').waitFor()
    await page.locator('.task-settings .task-chips__chip', { hasText: '提前 2 小时' }).click()
    const saved = page.waitForResponse((r) => r.url().includes('/person-setting/updatePersonOverdueSetting'))
    await page.locator('.task-settings .nut-button', { hasText: '保存' }).click()
    assert.equal((await (await saved).json()).code, 0)
    const setting = await api(teacherToken, '/flow/person-setting/getPersonOverdueSetting')
    assert.equal(setting.remindBeforeHours, 2)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('adds a task to the schedule', async () => {
    const { page } = await openAs('t1001', `/msgCenter/pages/task/applicationDetail?id=${approvedId}`)
    await page.locator('.nut-button', { hasText: '添加到日程' }).click()
    await page.waitForURL(/taskAddSchedule/)
    await page.getByTestId('schedule-save').waitFor()
    await page.locator('.nut-button:visible', { hasText: '取消' }).waitFor()
    const created = page.waitForResponse((r) => r.url().includes('/messageCenter/createSchedule'))
    await page.getByTestId('schedule-save').click()
    const body = await (await created).json()
    assert.equal(body.code, 0)
    assert.equal(body.data.sourceType, 'task')
    assert.equal(body.data.sourceId, approvedId)
    assert.match(body.data.title, /李明的请假申请/)
    await page.waitForURL(/applicationDetail/)
    await page.context().close()
  })

  it('circulates an application to another account (传阅)', async () => {
    const { page } = await openAs('t1001', `/msgCenter/pages/task/applicationDetail?id=${approvedId}`)
    const admin = await fetch(`${server.url}/token-service/password/passwordLogin?username=admin&password=Campus%402026`, {
      method: 'POST',
    }).then((r) => r.json())
    const before = await api(admin.data.idToken, '/flow/center-list/getOtherCount')
    await page.getByTestId('circulate').click()
    await page.locator('.account-search .nut-searchbar input').fill('admin')
    await page.getByTestId('account-admin').click()
    await page.getByText('已传阅给').waitFor()
    const afterCount = await api(admin.data.idToken, '/flow/center-list/getOtherCount')
    assert.equal(afterCount.toMeUnread, before.toMeUnread + 1)
    await page.context().close()
  })

  it('renders the other message-centre pages with their data', async () => {
    const tour = [
      ['/msgCenter/pages/task/handleRecord?id=' + approvedId, '.record-timeline', 'handle-record'],
      ['/msgCenter/pages/task/doneDetail?id=' + approvedId, '.record-timeline', 'done-detail'],
      ['/msgCenter/pages/task/personaltodo', '[data-testid="personal-todo"]', 'personal-todo'],
      ['/msgCenter/pages/news/personalSettingCenter', '.settings-row', 'setting-center'],
      ['/msgCenter/pages/news/adjustmentOrder', '[data-testid^="order-"]', 'adjustment-order'],
      ['/msgCenter/pages/news/applicationGroup', '.msg-group', 'application-group'],
      ['/msgCenter/pages/news/throughTrain', '.portal-tabs, .portal-empty', 'through-train'],
      ['/pagesA/message/entry', '[data-testid="message-item"]', 'message-entry'],
      [
        '/msgCenter/pages/schedule/newsAddSchedule?id=1&title=' + encodeURIComponent('期末考试安排'),
        '[data-testid="schedule-save"]',
        'news-add-schedule',
      ],
    ]
    const { page } = await openAs('2026001', TAB)
    for (const [path, ready, shot] of tour) {
      await page.goto(server.url + path)
      await page.locator(ready).first().waitFor()
      await screenshot(page, `message-center-${shot}`)
    }
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
