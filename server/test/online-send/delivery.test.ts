import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { deliverSend } from '../../src/lib/online-send/delivery'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, MC, type Caller } from '../message-center/helpers'
import { count, email, group, org, OS, person, phone, settled } from './helpers'

const M = `${MC}/messageCenter`
const badge = async (caller: Caller) => data<number>(await caller.post(`${MC}/instantMessage/getAppAllUnReadCount/new`, { mobile: false }))
const send = (caller: Caller, title: string, recipients: unknown[], channels = ['site']) =>
  caller.post(`${OS}/send`, { typeCode: 'os_notice', title, content: `${title}的内容`, channels, recipients })

describe('online send: expansion, delivery, progress, remind, recall', () => {
  let t: TestApp
  let teacher: Caller
  let student: Caller
  let admin: Caller
  before(async () => {
    t = await createTestApp()
    teacher = await as(t.app, 't1001')
    student = await as(t.app, '2026001')
    admin = await as(t.app, 'admin')
  })
  after(async () => {
    await t.close()
  })

  it('finds people by name, account, pinyin or initials, with their organisation path', async () => {
    for (const keyword of ['李明', '2026001', 'liming', 'lm']) {
      const page = data(await teacher.get(`${OS}/people`, { keyword }))
      const found = page.items.find((row: { accountName: string }) => row.accountName === '2026001')
      assert.ok(found, `${keyword} finds 李明`)
      assert.equal(found.orgPath, '示范大学 / 计算机科学与技术学院 / 计科2301班')
      assert.equal(found.nameSpelling, 'liming')
    }
    const paged = data(await teacher.get(`${OS}/people`, { ins_code: 'sfdx-cs', pageSize: 50, pageNum: 2 }))
    assert.equal(paged.items.length, 50)
    assert.ok(paged.total > 400)
  })

  it('lists the organisation tree with member counts of whole subtrees', async () => {
    const root = data(await teacher.get(`${OS}/org/children`))
    assert.equal(root.children[0].ins_code, 'sfdx')
    const school = data(await teacher.get(`${OS}/org/children`, { ins_code: 'sfdx' }))
    const cs = school.children.find((unit: { ins_code: string }) => unit.ins_code === 'sfdx-cs')
    const college = data(await teacher.get(`${OS}/org/children`, { ins_code: 'sfdx-cs' }))
    const sum = college.children.reduce((total: number, unit: { memberCount: number }) => total + unit.memberCount, 0)
    assert.equal(cs.memberCount, sum)
    assert.equal(cs.mayReceive, true)
    assert.equal(school.children.find((unit: { ins_code: string }) => unit.ins_code === 'sfdx-em').mayReceive, false)
    assert.equal(school.unit.memberCount, await count(t.app, sql`SELECT count(*)::int AS n FROM accounts WHERE org_code IS NOT NULL`))
    const found = data(await teacher.get(`${OS}/org/search`, { keyword: '2301' }))
    assert.ok(found.some((unit: { path: string }) => unit.path === '示范大学 / 计算机科学与技术学院 / 计科2301班'))
  })

  it('counts overlapping classes, departments, groups and people once', async () => {
    const classSize = await count(t.app, sql`SELECT count(*)::int AS n FROM accounts WHERE org_code = 'sfdx-cs-2301'`)
    const aiSize = await count(t.app, sql`SELECT count(*)::int AS n FROM accounts WHERE org_code = 'sfdx-cs-ai'`)
    // grp-se-research holds 2026001 (in the class); grp-cs-counsellors is the AI department; 2026001 again as a person.
    const reached = data(
      await teacher.post(`${OS}/count`, {
        recipients: [
          org('sfdx-cs-2301'),
          org('sfdx-cs-2301'),
          org('sfdx-cs-ai'),
          group('grp-cs-counsellors'),
          group('grp-se-research'),
          person('2026001'),
          phone('13911112222'),
          phone('13911112222'),
          email('A@Example.com'),
          email('a@example.com'),
        ],
      }),
    )
    const researchOnly = await count(
      t.app,
      sql`SELECT count(DISTINCT a.id)::int AS n FROM user_group_members m JOIN user_groups g ON g.id = m.group_id JOIN accounts a ON a.id = m.account_id
          WHERE g.code IN ('grp-se-research', 'grp-cs-counsellors') AND a.username <> 't1001' AND coalesce(a.org_code, '') NOT IN ('sfdx-cs-2301', 'sfdx-cs-ai')`,
    )
    assert.equal(reached.people, classSize + aiSize + researchOnly)
    assert.equal(reached.external, 2)
  })

  it('delivers to each person once: badge, list and detail; read progress; SMS to the external phone', async () => {
    const badgeBefore = await badge(student)
    const accepted = data(
      await send(
        teacher,
        '班会通知',
        [org('sfdx-cs-2301'), person('2026001'), group('grp-se-research'), phone('13911113333'), email('parent@example.com')],
        ['site', 'sms', 'email'],
      ),
    )
    const detail = await settled(teacher, accepted.id)
    assert.equal(detail.site.delivered, accepted.total)
    assert.equal(detail.sms.delivered, 1)
    assert.equal(detail.email.delivered, 1)
    assert.ok(t.emailOutbox().some((mail) => mail.to === 'parent@example.com' && mail.subject.includes('班会通知')))
    assert.equal(await badge(student), badgeBefore + 1)
    assert.equal(await count(t.app, sql`SELECT count(*)::int AS n FROM message_records WHERE title = '班会通知'`), accepted.total)
    assert.ok(t.outbox().some((line) => line.mobile === '13911113333' && line.text.includes('班会通知')))

    const list = data(await student.get(`${M}/listMessageRecord`, { isRead: false, pageSize: 50 }))
    const record = list.items.find((row: { title: string }) => row.title === '班会通知')
    assert.ok(record)
    assert.equal(data(await student.get(`${M}/getMessageRecord`, { id: record.id })).content, '班会通知的内容')
    data(await student.post(`${M}/messageRecordReaded`, { id: record.id }))
    const after = data(await teacher.get(`${OS}/sent/detail`, { id: accepted.id }))
    assert.equal(after.readCount, 1)
    assert.equal(after.unreadCount, accepted.total - 1)
    const readers = data(await teacher.get(`${OS}/sent/readers`, { id: accepted.id, read: true }))
    assert.deepEqual(
      readers.items.map((row: { accountName: string }) => row.accountName),
      ['2026001'],
    )
    assert.equal(data(await teacher.get(`${OS}/sent/readers`, { id: accepted.id, read: false })).total, accepted.total - 1)
    const sent = data(await teacher.get(`${OS}/sent`))
    assert.equal(sent.items[0].id, accepted.id)

    const reminded = data(await teacher.post(`${OS}/sent/remind`, { id: accepted.id }))
    assert.equal(reminded.reminded, accepted.total - 1)
    const again = await teacher.post(`${OS}/sent/remind`, { id: accepted.id })
    assert.equal(again.statusCode, 429)
  })

  it('recall removes the records from lists and unread counts', async () => {
    const badgeBefore = await badge(student)
    const accepted = data(await send(teacher, '临时通知', [org('sfdx-cs-2301')]))
    await settled(teacher, accepted.id)
    assert.equal(await badge(student), badgeBefore + 1)
    const recalled = data(await teacher.post(`${OS}/sent/recall`, { id: accepted.id }))
    assert.equal(recalled.recalled, accepted.total)
    assert.equal(await badge(student), badgeBefore)
    const list = data(await student.get(`${M}/listMessageRecord`, { pageSize: 50 }))
    assert.ok(!list.items.some((row: { title: string }) => row.title === '临时通知'))
    assert.equal((await teacher.post(`${OS}/sent/recall`, { id: accepted.id })).statusCode, 400)
    assert.equal(data(await teacher.get(`${OS}/sent/detail`, { id: accepted.id })).status, 'recalled')
  })

  it('honours receive settings: a person who turned the type off is skipped', async () => {
    data(await student.post(`${M}/receiveSettings/new`, { messageTypeCode: 'os_notice', receive: false, sendTypes: ['site'] }))
    const accepted = data(await send(teacher, '关闭接收测试', [person('2026001'), person('3010004')]))
    const detail = await settled(teacher, accepted.id)
    assert.equal(detail.skipped, 1)
    assert.equal(detail.site.delivered, 1)
    data(await student.post(`${M}/receiveSettings/new`, { messageTypeCode: 'os_notice', receive: true, sendTypes: ['site', 'sms'] }))
    const withSms = data(await send(teacher, '短信渠道测试', [person('2026001')], ['site', 'sms']))
    const smsDetail = await settled(teacher, withSms.id)
    assert.equal(smsDetail.sms.delivered, 1)
    assert.ok(t.outbox().some((line) => line.mobile === '13800000001' && line.text.includes('短信渠道测试')))
  })

  it('a delivery that crashes between batches resumes without delivering anyone twice', async () => {
    // Scheduled for tomorrow, so the queue leaves it alone and this test runs the delivery itself.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
    const accepted = data(
      await admin.post(`${OS}/send`, {
        typeCode: 'os_notice',
        title: '全校停电通知',
        content: '停电',
        channels: ['site'],
        scheduledAt: tomorrow,
        recipients: [org('sfdx-cs'), org('sfdx-em')],
      }),
    )
    await assert.rejects(
      deliverSend(t.app.db, accepted.id, t.app.onlineSendChannels, {
        batchSize: 100,
        afterBatch: (delivered) => {
          if (delivered >= 300) throw new Error('worker killed')
        },
      }),
      /worker killed/,
    )
    const partial = await count(t.app, sql`SELECT count(*)::int AS n FROM message_records WHERE title = '全校停电通知'`)
    assert.ok(partial >= 300 && partial < accepted.total, `crashed part-way: ${partial} of ${accepted.total}`)
    // Two runners resume at once (the retried job and a second instance).
    await Promise.all([
      deliverSend(t.app.db, accepted.id, t.app.onlineSendChannels, { batchSize: 100 }),
      deliverSend(t.app.db, accepted.id, t.app.onlineSendChannels, { batchSize: 100 }),
    ])
    const perRecipient = await t.app.db.execute<{ n: number; people: number }>(
      sql`SELECT count(*)::int AS n, count(DISTINCT recipient_id)::int AS people FROM message_records WHERE title = '全校停电通知'`,
    )
    assert.equal(Number(perRecipient.rows[0]!.n), accepted.total)
    assert.equal(Number(perRecipient.rows[0]!.people), accepted.total)
    const detail = await settled(admin, accepted.id)
    assert.equal(detail.site.delivered, accepted.total)
  })
})
