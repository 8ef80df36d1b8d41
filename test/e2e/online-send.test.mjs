// Online send in the browser: the teacher chooses a class, people and an external phone (de-duplicated and
// ordered chips, invalid phone/email refused with the reason), sends; the student sees the badge, the list
// and the detail and reads it; the teacher sees the read progress move and recalls another message; a
// student cannot address the whole school. Run after `npm run build:h5`.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const OS = '/message-center/center/api/v1/onlineSend'
const COMPOSE = '/msgCenter/pages/onlineSend/index'
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

async function openAs(username, path, width = 375) {
  const page = await newPhonePage(browser, { viewport: { width, height: 812 } })
  const token = await signIn(page, server.url, username)
  await page.goto(server.url + path)
  return { page, token }
}

async function call(token, path, init = {}) {
  const res = await fetch(server.url + path, {
    ...init,
    headers: { 'X-Id-Token': token, ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.headers ?? {}) },
  })
  return { status: res.status, body: await res.json() }
}
async function api(token, path, init = {}) {
  const { body } = await call(token, path, init)
  assert.equal(body.code, 0, `${path}: ${JSON.stringify(body)}`)
  return body.data
}
const post = (token, path, payload) => api(token, path, { method: 'POST', body: JSON.stringify(payload) })
const unreadOf = (token) => post(token, '/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new', { mobile: false })

/** A NutUI Input/TextArea by its test id, wherever NutUI put the attribute (wrapper or the element). */
const field = (page, id, tag = 'input') =>
  page.locator(`[data-testid="${id}"] ${tag}, ${tag}[data-testid="${id}"]`).filter({ visible: true }).first()

// Taro's H5 router keeps earlier pages in the DOM (hidden): only the visible copy counts.
const byId = (page, id) => page.getByTestId(id).filter({ visible: true })

// NutUI's Cell passes no test id through: cells are found by their title.
const cell = (page, title) => page.locator('.nut-cell', { hasText: title }).filter({ visible: true }).first()

async function confirmModal(page) {
  const ok = page.locator('.taro-modal__foot .taro-model__btn', { hasText: '确认' })
  await ok.waitFor()
  await ok.click()
}

async function waitDone(token, id) {
  for (let i = 0; i < 100; i++) {
    const detail = await api(token, `${OS}/sent/detail?id=${id}`)
    if (detail.status === 'done') return detail
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`send ${id} did not finish`)
}

describe('online send (teacher t1001, student 2026001)', () => {
  let teacherToken
  let studentToken
  let sentId
  const title = `班会通知 ${Date.now() % 100000}`

  it('the teacher chooses a class, people and an external phone; the chosen list is de-duplicated and ordered', async () => {
    const { page, token } = await openAs('t1001', COMPOSE)
    teacherToken = token
    const recipientsCell = cell(page, '已选')
    await recipientsCell.waitFor()
    await screenshot(page, 'online-send-compose-empty-375')
    await recipientsCell.click()

    // External contacts first: bad phone and bad email are refused with the reason, a duplicate too.
    await cell(page, '外部联系人').click()
    const input = field(page, 'external-input')
    await input.fill('12345')
    await byId(page, 'external-add').click()
    assert.match(await byId(page, 'external-problem').innerText(), /手机号格式不正确/)
    await input.fill('13912340000')
    await byId(page, 'external-add').click()
    await input.fill('13912340000')
    await byId(page, 'external-add').click()
    assert.equal(await byId(page, 'external-problem').innerText(), '该联系人已添加')
    await page.locator('.portal-tabs__tab', { hasText: '邮箱' }).filter({ visible: true }).click()
    await input.fill('parent@example')
    await byId(page, 'external-add').click()
    assert.match(await byId(page, 'external-problem').innerText(), /邮箱格式不正确/)
    await screenshot(page, 'online-send-external-refused-375')
    await page.goBack()

    // Then a person by initials, and 李明 by pinyin (he is also in the class chosen next: counted once).
    const inAi = await api(token, `${OS}/people?ins_code=sfdx-cs-ai&pageSize=1`)
    const other = inAi.items[0]
    await cell(page, '添加人员').click()
    const search = page.locator('.nut-searchbar input').filter({ visible: true })
    await search.fill(other.accountName)
    await byId(page, 'people-search').click()
    await byId(page, `person-${other.accountName}`).locator('.os-row__main').first().click()
    await search.fill('liming')
    await byId(page, 'people-search').click()
    const liming = byId(page, 'person-2026001')
    await liming.waitFor()
    assert.match(await liming.innerText(), /示范大学 \/ 计算机科学与技术学院 \/ 计科2301班/)
    await liming.locator('.os-row__main').first().click()
    await page.goBack()

    // Then the class through the organisation tree (school → college → class), with member counts.
    await cell(page, '按组织机构选择').click()
    await byId(page, 'org-open-sfdx').click()
    await byId(page, 'org-open-sfdx-cs').click()
    const row = byId(page, 'org-sfdx-cs-2301')
    await row.waitFor()
    assert.match(await row.innerText(), /\d+ 人/)
    await screenshot(page, 'online-send-org-tree-375')
    await row.locator('.os-row__main').first().click()
    // 确定 two levels deep returns to 添加接收人 itself, not one level up the tree.
    await byId(page, 'choose-done').click()
    await page.waitForURL(/\/chooseRecivePerson(\?|$)/)
    await byId(page, 'chosen-chips').waitFor()

    const chips = await byId(page, 'chosen-chips').locator('.os-chip').allInnerTexts()
    assert.deepEqual(
      chips.map((text) => text.replace(' ×', '')),
      ['机构·计科2301班', `${other.userName}`, '李明', '手机·13912340000'],
    )
    await screenshot(page, 'online-send-choose-375')
    await byId(page, 'choose-done').click()

    // The live count: the class plus one other person (李明 once), and one external contact.
    const classPeople = await api(token, `${OS}/org/children?ins_code=sfdx-cs`)
    const size = classPeople.children.find((unit) => unit.ins_code === 'sfdx-cs-2301').memberCount
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="reach-count"]')?.textContent?.includes(expected),
      `共 ${size + 1} 人，外部联系人 1 个`,
    )
    await field(page, 'send-title').fill(title)
    await field(page, 'send-content', 'textarea').fill('今晚七点在教学楼 A101 召开班会，请准时参加。')
    await byId(page, 'channel-sms').click()
    await screenshot(page, 'online-send-compose-filled-375')
    await page.setViewportSize({ width: 320, height: 700 })
    await screenshot(page, 'online-send-compose-filled-320')
    await page.setViewportSize({ width: 375, height: 812 })
    await byId(page, 'send-preview').click()
    await byId(page, 'preview').waitFor()
    assert.match(await byId(page, 'preview').innerText(), new RegExp(title))
    await byId(page, 'preview-close').click()

    await byId(page, 'send-submit').click()
    await confirmModal(page)
    await page.waitForURL(/sendResult\?id=\d+/)
    sentId = Number(new URL(page.url()).searchParams.get('id'))
    const detail = await waitDone(token, sentId)
    assert.equal(detail.total, size + 1)
    assert.equal(detail.sms.delivered, 1)
    await page.reload()
    await byId(page, 'channel-sms').waitFor()
    assert.match(await byId(page, 'read-progress').innerText(), new RegExp(`已读 0 / ${size + 1}`))
    await screenshot(page, 'online-send-result-375')
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('the student sees the badge, the list and the detail, and reads it', async () => {
    const { page, token } = await openAs('2026001', TAB)
    studentToken = token
    const counts = await api(token, '/flow/center-list/getToDoListCountNew')
    const unread = await unreadOf(token)
    const badge = page.locator('.weui-tabbar__item').nth(2).locator('.weui-badge')
    await badge.waitFor()
    assert.equal(await badge.innerText(), String(counts.todo + unread))

    const apps = await api(token, '/message-center/center/api/v1/instantMessage/getAppInstantMessageList/new')
    const app = apps.list.find((row) => row.appName === '在线发送')
    assert.ok(app, '在线发送 is in the message list')
    await page.goto(`${server.url}/pagesA/message/entry?appId=${app.appId}&appName=${encodeURIComponent('在线发送')}`)
    const item = byId(page, 'message-item').filter({ hasText: title })
    await item.waitFor()
    await screenshot(page, 'online-send-student-list-375')
    await item.click()
    // Taro keeps the list page in the document, hidden, so look for the text on the detail page only.
    await page.locator('.msg-detail__content', { hasText: '今晚七点在教学楼 A101 召开班会' }).waitFor()
    await screenshot(page, 'online-send-student-detail-375')
    assert.equal(await unreadOf(token), unread - 1)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('the teacher sees the read progress change and recalls another message', async () => {
    const { page } = await openAs('t1001', `/msgCenter/pages/onlineSend/sendResult?id=${sentId}`)
    await byId(page, 'read-progress').waitFor()
    assert.match(await byId(page, 'read-progress').innerText(), /已读 1 \//)
    await page.locator('.portal-tabs__tab', { hasText: '已读' }).filter({ visible: true }).click()
    await byId(page, 'readers-read').getByText('李明').waitFor()

    const before = await unreadOf(studentToken)
    const other = await post(teacherToken, `${OS}/send`, {
      typeCode: 'os_notice',
      title: '误发的通知',
      content: '请忽略',
      channels: ['site'],
      recipients: [{ type: 'person', name: '李明', accountName: '2026001' }],
    })
    await waitDone(teacherToken, other.id)
    assert.equal(await unreadOf(studentToken), before + 1)

    await page.goto(`${server.url}/msgCenter/pages/onlineSend/sendResult`)
    await byId(page, `sent-${other.id}`).click()
    await byId(page, 'result-recall').click()
    await confirmModal(page)
    await byId(page, 'result-status').filter({ hasText: '已撤回' }).waitFor()
    await screenshot(page, 'online-send-recalled-375')
    assert.equal(await unreadOf(studentToken), before)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('groups: members with the owner and managers first; the teacher creates, renames and deletes a group', async () => {
    const { page } = await openAs('t1001', '/msgCenter/pages/onlineSend/userGroup')
    const research = byId(page, 'group-grp-se-research')
    await research.waitFor()
    await research.getByText('成员').click()
    const members = byId(page, 'members-grp-se-research')
    await members.waitFor()
    const text = await members.innerText()
    assert.ok(text.indexOf('负责人 / 管理员') < text.indexOf('王芳（负责人）'), text)
    assert.ok(text.indexOf('王芳（负责人）') < text.indexOf('（管理员）'), text)
    assert.ok(text.indexOf('（管理员）') < text.indexOf('李明'), text)
    await byId(page, 'group-grp-nic-duty').waitFor()
    await screenshot(page, 'online-send-groups-375')

    await byId(page, 'group-create').click()
    await field(page, 'group-name').fill('期末答疑组')
    await byId(page, 'group-save').click()
    const created = page.locator('[data-testid^="group-grp-"]', { hasText: '期末答疑组' }).filter({ visible: true })
    await created.waitFor()
    await created.getByText('重命名').click()
    await field(page, 'group-name').fill('期末答疑小组')
    await byId(page, 'group-save').click()
    const renamed = page.locator('[data-testid^="group-grp-"]', { hasText: '期末答疑小组' }).filter({ visible: true })
    await renamed.waitFor()
    await renamed.getByText('删除').click()
    await confirmModal(page)
    await renamed.waitFor({ state: 'detached' })
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('a student cannot send to the whole school', async () => {
    const { page, token } = await openAs('2026001', '/msgCenter/pages/onlineSend/chooseOrganization', 320)
    const school = byId(page, 'org-sfdx')
    await school.waitFor()
    assert.match(await school.innerText(), /无发送权限/)
    await school.locator('.os-row__main').first().click({ force: true })
    assert.match(await byId(page, 'choose-done').innerText(), /已选 0/)
    await screenshot(page, 'online-send-student-school-refused-320')
    const refused = await call(token, `${OS}/send`, {
      method: 'POST',
      body: JSON.stringify({
        typeCode: 'os_notice',
        title: 'x',
        content: 'y',
        channels: ['site'],
        recipients: [{ type: 'org', name: '示范大学', ins_code: 'sfdx' }],
      }),
    })
    assert.equal(refused.status, 403)
    assert.equal(refused.body.message, '无权向「示范大学」发送消息')
    // The sending policy gives students the site channel only: no SMS or email to tick.
    await page.goto(`${server.url}/msgCenter/pages/onlineSend/index`)
    await field(page, 'send-title').waitFor()
    assert.equal(await byId(page, 'channel-sms').count(), 0)
    assert.equal(await byId(page, 'channel-email').count(), 0)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
