// Online send, second part in the browser: the teacher attaches files (an unsupported one refused with the
// server's reason, one removed before sending), sends to 李明 and an external phone; 提醒未读 sends a new SMS
// to the phone (the SMS outbox shows it) and the result says so; 李明 opens the attachment from the message
// detail, while the bare file address answers nothing; the group's owner adds a member through people
// search and removes them. Run after `npm run build:h5`.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import { launchBrowser, newPhonePage, screenshot, signIn, startServer } from './harness.mjs'

const OS = '/message-center/center/api/v1/onlineSend'
const COMPOSE = '/msgCenter/pages/onlineSend/index'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
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

async function api(token, path, init = {}) {
  const res = await fetch(server.url + path, {
    ...init,
    headers: { 'X-Id-Token': token, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  })
  const body = await res.json()
  assert.equal(body.code, 0, `${path}: ${JSON.stringify(body)}`)
  return body.data
}

const field = (page, id, tag = 'input') =>
  page.locator(`[data-testid="${id}"] ${tag}, ${tag}[data-testid="${id}"]`).filter({ visible: true }).first()
// Taro's H5 router keeps earlier pages in the DOM (hidden): only the visible copy counts.
const byId = (page, id) => page.getByTestId(id).filter({ visible: true })
const cell = (page, title) => page.locator('.nut-cell', { hasText: title }).filter({ visible: true }).first()

async function confirmModal(page) {
  const ok = page.locator('.taro-modal__foot .taro-model__btn', { hasText: '确认' })
  await ok.waitFor()
  await ok.click()
}

async function attach(page, name, buffer, mimeType) {
  const chooser = page.waitForEvent('filechooser')
  await byId(page, 'attachment-add').click()
  await (await chooser).setFiles({ name, mimeType, buffer })
}

async function until(check, what) {
  for (let i = 0; i < 150; i++) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`timed out: ${what}`)
}

describe('online send: attachments, SMS reminders, editing a group (teacher t1001, student 2026001)', () => {
  let teacherToken
  let sentId
  const title = `附件通知 ${Date.now() % 100000}`
  const externalPhone = `139${String(Date.now() % 100000000).padStart(8, '0')}`

  it('the teacher attaches files (a file that is not what its name says refused with the reason, one removed) and sends', async () => {
    const { page, token } = await openAs('t1001', COMPOSE)
    teacherToken = token
    await byId(page, 'attachment-add').waitFor()
    // Plain text is accepted now (公告 attachments); bytes that are not text under a .txt name are refused.
    await attach(page, '说明.txt', Buffer.from([0x00, 0x01, 0x02, 0xfe, 0xff]), 'text/plain')
    await byId(page, 'attachment-problem').filter({ hasText: '不支持的文件类型' }).waitFor()
    assert.match(await byId(page, 'attachment-problem').innerText(), /「说明\.txt」上传失败：不支持的文件类型/)
    await attach(page, '期末安排.pdf', PDF, 'application/pdf')
    await byId(page, 'attachment-期末安排.pdf').waitFor()
    await attach(page, '草稿.pdf', PDF, 'application/pdf')
    await byId(page, 'attachment-草稿.pdf').waitFor()
    assert.match(await byId(page, 'attachment-add').innerText(), /2\/9/)
    await byId(page, 'attachment-草稿.pdf').getByTestId('attachment-remove').click()
    await byId(page, 'attachment-草稿.pdf').waitFor({ state: 'detached' })

    // Recipients: 李明 by pinyin and an external phone.
    await cell(page, '接收人').click()
    await cell(page, '添加人员').click()
    const search = page.locator('.nut-searchbar input').filter({ visible: true })
    await search.fill('liming')
    await byId(page, 'people-search').click()
    await byId(page, 'person-2026001').locator('.os-row__main').first().click()
    await page.goBack()
    await cell(page, '外部联系人').click()
    await field(page, 'external-input').fill(externalPhone)
    await byId(page, 'external-add').click()
    await page.goBack()
    await byId(page, 'choose-done').click()

    await field(page, 'send-title').fill(title)
    // An external phone is reached by SMS only: the channel is ticked (the server refuses a phone without it).
    await byId(page, 'channel-sms').click()
    const content = field(page, 'send-content', 'textarea')
    await content.fill('期末考试安排见附件，请按时参加。')
    // The live counter of the 140-character short text.
    await page
      .locator('.taro_page', { has: page.getByTestId('attachment-add') })
      .getByText('16/140')
      .waitFor()
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="reach-count"]')?.textContent?.includes('共 1 人，外部联系人 1 个'),
    )
    await screenshot(page, 'online-send-attachments-groups-attachments-compose-375')
    await page.setViewportSize({ width: 320, height: 700 })
    await screenshot(page, 'online-send-attachments-groups-attachments-compose-320')
    await page.setViewportSize({ width: 375, height: 812 })

    await byId(page, 'send-submit').click()
    await confirmModal(page)
    await page.waitForURL(/sendResult\?id=\d+/)
    sentId = Number(new URL(page.url()).searchParams.get('id'))
    await until(async () => (await api(token, `${OS}/sent/detail?id=${sentId}`)).status === 'done', 'send done')
    await page.reload()
    await byId(page, 'attachment-期末安排.pdf').waitFor()
    const detail = await api(token, `${OS}/sent/detail?id=${sentId}`)
    assert.deepEqual(
      detail.attachments.map((file) => file.fileName),
      ['期末安排.pdf'],
    )
    assert.equal(detail.sms.delivered, 1)
    assert.equal(detail.recallable, true)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('提醒未读 sends the external phone a new SMS, and the result says so', async () => {
    const { page } = await openAs('t1001', `/msgCenter/pages/onlineSend/sendResult?id=${sentId}`)
    await byId(page, 'result-remind').click()
    await confirmModal(page)
    await until(async () => (await api(teacherToken, `${OS}/sent/detail?id=${sentId}`)).reminderCopies.sms === 1, 'reminder SMS sent')
    const lines = fs
      .readFileSync(server.outbox, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((line) => line.mobile === externalPhone)
    assert.equal(lines.length, 2)
    assert.match(lines[1].text, new RegExp(`^【提醒】【普通通知】${title}`))
    assert.match(lines[1].text, /附件 1 个/)
    await page.reload()
    await byId(page, 'result-reminded').filter({ hasText: '提醒短信 1 条' }).waitFor()
    await screenshot(page, 'online-send-attachments-groups-reminded-375')
    // Once per 30 minutes: a second tap is refused with the reason.
    await byId(page, 'result-remind').click()
    await confirmModal(page)
    await page.getByText('提醒过于频繁，请30分钟后再试').first().waitFor()
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('李明 opens the attachment from the message detail; the bare file address answers nothing', async () => {
    const { page, token } = await openAs('2026001', '/pages/msgCenterTab/newtask/newtask')
    const list = await api(token, '/message-center/center/api/v1/messageCenter/listMessageRecord?pageSize=50')
    const record = list.items.find((row) => row.title === `【提醒】${title}`)
    assert.ok(record, 'the message reached 李明')
    await page.goto(`${server.url}/pagesA/message/detail?id=${record.id}`)
    const files = byId(page, 'received-attachments')
    await files.waitFor()
    assert.match(await files.innerText(), /期末安排\.pdf/)
    await screenshot(page, 'online-send-attachments-groups-received-attachment-375')
    await page.setViewportSize({ width: 320, height: 700 })
    await screenshot(page, 'online-send-attachments-groups-received-attachment-320')
    const opened = page.context().waitForEvent('page')
    await files.getByTestId('attachment-open').click()
    const tab = await opened
    const response = await tab.waitForEvent('response', (res) => res.url().includes('/portal-api/v1/files/'))
    assert.equal(response.status(), 200)
    const viaGrant = await fetch(response.url())
    assert.equal(viaGrant.status, 200)
    assert.equal(viaGrant.headers.get('content-type'), 'application/pdf')
    const fileId = new URL(response.url()).pathname.split('/').pop()
    assert.equal((await fetch(`${server.url}/portal-api/v1/files/${fileId}`)).status, 404)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })

  it('the owner adds a member through people search and removes them', async () => {
    const { page } = await openAs('t1001', '/msgCenter/pages/onlineSend/userGroup')
    const research = byId(page, 'group-grp-se-research')
    await research.waitFor()
    await research.getByText('成员').click()
    await byId(page, 'members-grp-se-research').waitFor()
    await byId(page, 'member-adder-toggle').click()
    const adder = byId(page, 'member-adder-grp-se-research')
    await adder.locator('.nut-searchbar input').fill('2026002')
    await adder.getByTestId('member-search').click()
    await adder.getByTestId('member-candidate-2026002').getByTestId('member-add').click()
    const added = byId(page, 'member-2026002')
    await added.waitFor()
    await screenshot(page, 'online-send-attachments-groups-group-member-added-375')
    await page.setViewportSize({ width: 320, height: 700 })
    await screenshot(page, 'online-send-attachments-groups-group-member-added-320')
    await page.setViewportSize({ width: 375, height: 812 })
    assert.match(await research.innerText(), /软件工程课题组（\d+ 人）/)
    await added.getByTestId('member-remove').click()
    await confirmModal(page)
    await added.waitFor({ state: 'detached' })
    // The owner row has no 移除.
    assert.equal(await byId(page, 'member-t1001').getByTestId('member-remove').count(), 0)
    assert.deepEqual(page.errors, [])
    await page.context().close()
  })
})
