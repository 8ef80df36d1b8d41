import assert from 'node:assert/strict'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { OutboxSmsSender } from '../../src/lib/auth/sms-sender'
import { ManualClock } from '../../src/lib/common/clock'
import { OutboxEmailSender } from '../../src/lib/common/email-sender'
import { deliverSend, type ChannelSenders } from '../../src/lib/online-send/delivery'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, MC, type Caller } from '../message-center/helpers'
import { email, OS, person, phone, settled } from './helpers'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
const M = `${MC}/messageCenter`

async function upload(t: TestApp, caller: Caller, name: string, bytes: Buffer) {
  const form = new FormData()
  form.append('file', new Blob([bytes]), name)
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form })
  const answer = await t.app.inject({
    method: 'POST',
    url: '/portal-api/v1/files',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, 'x-id-token': caller.token },
  })
  return data<{ id: string; url: string }>(answer)
}

const sendBody = (title: string, recipients: unknown[], extra: Record<string, unknown> = {}) => ({
  typeCode: 'os_notice',
  title,
  content: `${title}的内容`,
  channels: ['site'],
  recipients,
  ...extra,
})

describe('online send: attachments, group members, SMS/email reminders, content limit, idempotent outbox', () => {
  let t: TestApp
  let teacher: Caller
  let student: Caller
  let otherStudent: Caller
  let manager: Caller
  const clock = new ManualClock()
  before(async () => {
    t = await createTestApp({ clock })
    teacher = await as(t.app, 't1001')
    student = await as(t.app, '2026001')
    otherStudent = await as(t.app, '2026002')
    manager = await as(t.app, 't5001')
  })
  after(async () => {
    await t.close()
  })

  it('attachments reach the recipients with a grant; nobody else fetches them', async () => {
    const file = await upload(t, teacher, '课程安排.pdf', PDF)
    const before = await t.app.inject({ method: 'GET', url: file.url })
    assert.equal(before.statusCode, 200, 'an upload not yet attached is served by its id (only the uploader knows it)')
    const accepted = data(await teacher.post(`${OS}/send`, sendBody('附件通知', [person('2026001')], { attachments: [file.id] })))
    const detail = await settled(teacher, accepted.id)
    assert.equal(detail.attachments.length, 1)
    assert.equal(detail.recallable, true)
    assert.equal(detail.attachments[0].fileName, '课程安排.pdf')

    // Once attached, the bare id no longer serves it.
    assert.equal((await t.app.inject({ method: 'GET', url: file.url })).statusCode, 404)
    assert.equal((await t.app.inject({ method: 'GET', url: `${file.url}?grant=forged.grant` })).statusCode, 404)
    const asSender = await t.app.inject({ method: 'GET', url: detail.attachments[0].url })
    assert.equal(asSender.statusCode, 200)
    assert.deepEqual(asSender.rawPayload, PDF)

    const list = data(await student.get(`${M}/listMessageRecord`, { pageSize: 50 }))
    const record = list.items.find((row: { title: string }) => row.title === '附件通知')
    const received = data(await student.get(`${OS}/received/attachments`, { recordId: record.id }))
    assert.equal(received.length, 1)
    const download = await t.app.inject({ method: 'GET', url: received[0].url })
    assert.equal(download.statusCode, 200)
    assert.match(String(download.headers['content-disposition']), /%E8%AF%BE%E7%A8%8B/)
    // Someone else's record id answers nothing; a grant for one file does not open another.
    assert.equal((await otherStudent.get(`${OS}/received/attachments`, { recordId: record.id })).statusCode, 404)
    const other = await upload(t, teacher, '另一个.pdf', PDF)
    data(await teacher.post(`${OS}/send`, sendBody('另一个附件', [person('2026001')], { attachments: [other.id] })))
    const grant = new URL(received[0].url, 'http://x').searchParams.get('grant')!
    assert.equal((await t.app.inject({ method: 'GET', url: `${other.url}?grant=${encodeURIComponent(grant)}` })).statusCode, 404)
    // An expired grant is refused.
    clock.advance(7 * 3600)
    assert.equal((await t.app.inject({ method: 'GET', url: received[0].url })).statusCode, 404)
    clock.set(new Date())

    // The sender may attach only their own uploads.
    const studentsFile = await upload(t, student, '作业.pdf', PDF)
    const refused = await teacher.post(`${OS}/send`, sendBody('借用附件', [person('2026001')], { attachments: [studentsFile.id] }))
    assert.equal(refused.statusCode, 400)
    assert.equal(refused.json().message, '附件不存在或不是你上传的，请重新添加')
  })

  it('content is a short text: more than 140 characters is refused with the reason', async () => {
    const refused = await teacher.post(`${OS}/send`, { ...sendBody('长内容', [person('2026001')]), content: '字'.repeat(141) })
    assert.equal(refused.statusCode, 400)
    assert.equal(refused.json().message, '内容不能超过 140 字')
    data(await teacher.post(`${OS}/send`, { ...sendBody('刚好140字', [person('2026001')]), content: '字'.repeat(140) }))
  })

  it('the owner and managers add and remove members; others may not', async () => {
    const G = 'grp-se-research'
    const members = async () =>
      data(await teacher.get(`${OS}/groups/members`, { group_code: G, pageSize: 50 })).items.map(
        (row: { accountName: string; type: string }) => `${row.accountName}:${row.type}`,
      )
    const added = data(await teacher.post(`${OS}/groups/members/add`, { group_code: G, accountNames: ['2026002', '3010004'] }))
    assert.equal(added.mayEdit, true)
    assert.ok((await members()).includes('2026002:MEMBER'))
    assert.equal(added.memberCount, (await members()).length)

    // t5001 manages the group: may add and remove plain members, not the owner, not another manager.
    const listed = data(await manager.get(`${OS}/groups`))
    assert.equal(listed.mine.find((group: { group_code: string }) => group.group_code === G)?.mayEdit, true)
    data(await manager.post(`${OS}/groups/members/remove`, { group_code: G, accountNames: ['3010004'] }))
    assert.ok(!(await members()).includes('3010004:MEMBER'))
    const owner = await manager.post(`${OS}/groups/members/remove`, { group_code: G, accountNames: ['t1001'] })
    assert.equal(owner.statusCode, 400)
    assert.equal(owner.json().message, '不能移除用户组负责人')
    const unknown = await teacher.post(`${OS}/groups/members/add`, { group_code: G, accountNames: ['nobody-here'] })
    assert.equal(unknown.statusCode, 400)
    assert.equal(unknown.json().message, '账号不存在：nobody-here')
    const notMember = await teacher.post(`${OS}/groups/members/remove`, { group_code: G, accountNames: ['admin'] })
    assert.equal(notMember.statusCode, 400)

    // A plain member is refused.
    assert.equal((await student.post(`${OS}/groups/members/add`, { group_code: G, accountNames: ['2026002'] })).statusCode, 403)
    const shared = await student.post(`${OS}/groups/members/add`, { group_code: 'grp-cs-counsellors', accountNames: ['2026002'] })
    assert.equal(shared.statusCode, 403)
    assert.equal(shared.json().message, '只有用户组的负责人和管理员可以修改成员')
    data(await teacher.post(`${OS}/groups/members/remove`, { group_code: G, accountNames: ['2026002'] }))
    assert.ok(!(await members()).includes('2026002:MEMBER'))
    // No longer a member, 2026002 does not even see the private group.
    assert.equal((await otherStudent.post(`${OS}/groups/members/add`, { group_code: G, accountNames: ['2026002'] })).statusCode, 404)
  })

  it('提醒未读 sends a new SMS/email round to the unread, at most once per 30 minutes', async () => {
    data(await student.post(`${M}/receiveSettings/new`, { messageTypeCode: 'os_notice', receive: true, sendTypes: ['site', 'sms'] }))
    const accepted = data(
      await teacher.post(
        `${OS}/send`,
        sendBody('提醒测试', [person('2026001'), person('3010004'), phone('13911115555'), email('guardian@example.com')], {
          channels: ['site', 'sms', 'email'],
        }),
      ),
    )
    const detail = await settled(teacher, accepted.id)
    assert.equal(detail.sms.delivered, 2) // the external phone and 2026001 (who chose SMS)
    const smsBefore = t.outbox().filter((line) => line.text.includes('提醒测试')).length

    const reminded = data(await teacher.post(`${OS}/sent/remind`, { id: accepted.id }))
    assert.deepEqual(reminded, { reminded: 2, sms: 2, email: 1 })
    await waitFor(async () => data(await teacher.get(`${OS}/sent/detail`, { id: accepted.id })).reminderCopies.sms === 2)
    const reminders = t.outbox().filter((line) => line.text.startsWith('【提醒】【') && line.text.includes('提醒测试'))
    assert.deepEqual(reminders.map((line) => line.mobile).sort(), ['13800000001', '13911115555'])
    assert.equal(t.outbox().filter((line) => line.text.includes('提醒测试')).length, smsBefore + 2)
    assert.ok(t.emailOutbox().some((mail) => mail.to === 'guardian@example.com' && mail.subject.startsWith('【提醒】')))

    const again = await teacher.post(`${OS}/sent/remind`, { id: accepted.id })
    assert.equal(again.statusCode, 429)
    assert.equal(again.json().message, '提醒过于频繁，请30分钟后再试')

    // 2026001 reads it: the next round (30 minutes on) goes to the external contacts only.
    const list = data(await student.get(`${M}/listMessageRecord`, { pageSize: 50 }))
    data(
      await student.post(`${M}/messageRecordReaded`, {
        id: list.items.find((row: { title: string }) => row.title.includes('提醒测试')).id,
      }),
    )
    clock.advance(31 * 60)
    assert.deepEqual(data(await teacher.post(`${OS}/sent/remind`, { id: accepted.id })), { reminded: 1, sms: 1, email: 1 })
    clock.set(new Date())
  })

  it('an SMS/email written just before a crash is not written again when the delivery resumes', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'))
    const smsFile = path.join(dir, 'sms.jsonl')
    const mailFile = path.join(dir, 'email.jsonl')
    const sendersOf = (sms: OutboxSmsSender, mail: OutboxEmailSender): ChannelSenders => ({
      sms: (mobile, text, key) => sms.send({ mobile, text, code: '', key }),
      email: (to, subject, text, key) => mail.send({ to, subject, text, key }),
    })
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
    const accepted = data(
      await teacher.post(
        `${OS}/send`,
        sendBody('崩溃测试', [phone('13911116666'), phone('13911117777'), email('crash@example.com')], {
          channels: ['site', 'sms', 'email'],
          scheduledAt: tomorrow, // the queue leaves it alone: this test runs the delivery itself
        }),
      ),
    )
    await deliverSend(t.app.db, accepted.id, sendersOf(new OutboxSmsSender(smsFile), new OutboxEmailSender(mailFile, 'portal@x')))
    // The crash: every message reached the outbox, but the process died before marking its row sent.
    await t.app.db.execute(sql`UPDATE online_send_channel_deliveries SET state = 'pending' WHERE send_id = ${accepted.id}`)
    await t.app.db.execute(sql`UPDATE online_sends SET status = 'sending' WHERE id = ${accepted.id}`)
    // A new process (new adapters reading the same files) resumes the job.
    await deliverSend(t.app.db, accepted.id, sendersOf(new OutboxSmsSender(smsFile), new OutboxEmailSender(mailFile, 'portal@x')))
    const lines = async (file: string) =>
      (await fs.readFile(file, 'utf8'))
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
    assert.deepEqual((await lines(smsFile)).map((line) => line.mobile).sort(), ['13911116666', '13911117777'])
    assert.deepEqual(
      (await lines(mailFile)).map((line) => line.to),
      ['crash@example.com'],
    )
    const states = await t.app.db.execute<{ state: string }>(
      sql`SELECT state FROM online_send_channel_deliveries WHERE send_id = ${accepted.id}`,
    )
    assert.deepEqual(
      states.rows.map((row) => row.state),
      ['sent', 'sent', 'sent'],
    )
    await fs.rm(dir, { recursive: true, force: true })
  })
})

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
