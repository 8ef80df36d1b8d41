// 发送规则 and 消息类型 in the operator console (issue 36): the matrix and the quotas are read by every send from the
// database, so a change made through one instance holds for the very next send on another (no cache to go stale).
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { desc, inArray } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { policyEffect, quotaEffect } from '@contract/send-rules'
import { adminAuditLog } from '../../src/db/schema/index'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { call, data, refused } from '../cms/helpers'
import { as, type Caller } from '../message-center/helpers'
import { OS, org } from '../online-send/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString()
const smsNotice = () => ({
  typeCode: 'os_notice',
  title: '短信限额',
  content: '内容',
  channels: ['site', 'sms'],
  // A student may address their own class.
  recipients: [org('sfdx-cs-2301')],
  scheduledAt: tomorrow(),
})

describe('发送规则 on two instances sharing one database', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let admin: string
  let editor: string
  let studentOnA: Caller
  let studentOnB: Caller
  before(async () => {
    database = await createTestDatabase()
    ;[a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })])
    admin = await loginToken(a.app, 'admin')
    editor = await loginToken(a.app, 'editor')
    studentOnA = await as(a.app, '2026001')
    studentOnB = await as(b.app, '2026001')
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  const save = async (key: 'sendPolicySave' | 'sendQuotaSave', body: object) =>
    data(await call(a.app, 'POST', url(key), { token: admin, body }))

  it('shows the matrix, the quotas and what each row means', async () => {
    const rules = data(await call(a.app, 'GET', url('sendRules'), { token: admin }))
    assert.deepEqual(
      rules.types.map((type: { code: string }) => type.code),
      ['os_notice', 'os_teaching', 'os_announcement'],
    )
    assert.deepEqual(
      rules.policies.find((row: { identityTypeCode: string }) => row.identityTypeCode === 'student'),
      { identityTypeCode: 'student', typeCode: 'os_notice', channels: ['site'], externalAllowed: false },
    )
    assert.ok(
      rules.quotas.some(
        (row: { identityTypeCode: string; channel: string }) => row.identityTypeCode === 'teacher' && row.channel === 'sms',
      ),
    )
    assert.equal(quotaEffect('student', 'sms', 20), '学生每天最多 20 条短信')
    assert.equal(quotaEffect('student', 'sms', 0), '学生每天最多 0 条短信（不能发送）')
    assert.equal(
      policyEffect('teacher', '普通通知', { channels: ['sms', 'site'], externalAllowed: true }),
      '教师可通过站内消息、短信发送普通通知，可发给外部联系人',
    )
    assert.equal(policyEffect('guest', '全校公告', undefined), '访客不能发送全校公告')
  })

  it('a student SMS send answers 429 with the reason on both instances right after the quota is set to 0', async () => {
    // Before: students may not use SMS at all.
    assert.equal((await studentOnB.post(`${OS}/send`, smsNotice())).statusCode, 403)
    await save('sendPolicySave', { identityTypeCode: 'student', typeCode: 'os_notice', channels: ['site', 'sms'], externalAllowed: false })
    await save('sendQuotaSave', { identityTypeCode: 'student', channel: 'sms', dailyLimit: 1000 })
    const types = JSON.parse((await studentOnB.get(`${OS}/types`)).body).data
    assert.deepEqual(types[0].sendTypes, ['site', 'sms'], 'the other instance offers SMS at once')
    const accepted = await studentOnB.post(`${OS}/send`, smsNotice())
    assert.equal(accepted.statusCode, 200, accepted.body)

    await save('sendQuotaSave', { identityTypeCode: 'student', channel: 'sms', dailyLimit: 0 })
    for (const student of [studentOnB, studentOnA]) {
      const refusedSend = await student.post(`${OS}/send`, smsNotice())
      assert.equal(refusedSend.statusCode, 429, refusedSend.body)
      assert.match(refusedSend.json().message, /^短信每 24 小时最多发送 0 条，本次需要 \d+ 条/)
    }
    // Site messages are untouched by the SMS quota.
    assert.equal((await studentOnB.post(`${OS}/send`, { ...smsNotice(), channels: ['site'] })).statusCode, 200)
  })

  it('taking a channel from a cell, or the whole cell, applies at once too; every save is audited with the address', async () => {
    await save('sendPolicySave', { identityTypeCode: 'student', typeCode: 'os_notice', channels: [], externalAllowed: false })
    const refusedSend = await studentOnB.post(`${OS}/send`, { ...smsNotice(), channels: ['site'] })
    assert.equal(refusedSend.statusCode, 403)
    assert.equal(refusedSend.json().message, '无权发送该类型的消息')
    const rows = await database.db
      .select()
      .from(adminAuditLog)
      .where(inArray(adminAuditLog.entity, ['send_policy', 'send_quota']))
      .orderBy(desc(adminAuditLog.id))
    assert.equal(rows.length, 4)
    assert.deepEqual(
      rows.map((row) => [row.action, row.entityId, row.ip]),
      [
        ['send-policy.save', 'student/os_notice', '127.0.0.1'],
        ['send-quota.save', 'student/sms', '127.0.0.1'],
        ['send-quota.save', 'student/sms', '127.0.0.1'],
        ['send-policy.save', 'student/os_notice', '127.0.0.1'],
      ],
    )
    assert.deepEqual(rows[0]!.before, {
      identityTypeCode: 'student',
      typeCode: 'os_notice',
      channels: ['site', 'sms'],
      externalAllowed: false,
    })
    assert.equal(rows[0]!.after, null)
    assert.deepEqual(rows[1]!.before, { identityTypeCode: 'student', channel: 'sms', dailyLimit: 1000 })
    assert.deepEqual(rows[1]!.after, { identityTypeCode: 'student', channel: 'sms', dailyLimit: 0 })
  })

  it('a message type loses a channel: the matrix loses it too, and a cell asking for it is refused', async () => {
    const types = data(await call(a.app, 'GET', url('messageTypeList'), { token: admin }))
    const notice = types.find((type: { code: string }) => type.code === 'os_notice')
    assert.equal(notice.appName, '在线发送')
    assert.equal(typeof notice.mutedCount, 'number')
    const saved = data(
      await call(a.app, 'POST', url('messageTypeSave'), {
        token: admin,
        body: { code: 'os_notice', name: '普通通知', identities: [], sendTypes: ['site', 'email'] },
      }),
    )
    assert.deepEqual(saved.find((type: { code: string }) => type.code === 'os_notice').sendTypes, ['site', 'email'])
    const rules = data(await call(a.app, 'GET', url('sendRules'), { token: admin }))
    const teacher = rules.policies.find(
      (row: { identityTypeCode: string; typeCode: string }) => row.identityTypeCode === 'teacher' && row.typeCode === 'os_notice',
    )
    assert.deepEqual(teacher.channels, ['site', 'email'])
    refused(
      await call(a.app, 'POST', url('sendPolicySave'), {
        token: admin,
        body: { identityTypeCode: 'teacher', typeCode: 'os_notice', channels: ['sms'], externalAllowed: true },
      }),
      400,
      /普通通知不能通过短信发送/,
    )
  })

  it('refuses bad input with a reason and anyone but 全局管理员', async () => {
    refused(
      await call(a.app, 'POST', url('sendQuotaSave'), {
        token: admin,
        body: { identityTypeCode: 'student', channel: 'sms', dailyLimit: -1 },
      }),
      400,
    )
    refused(
      await call(a.app, 'POST', url('sendPolicySave'), {
        token: admin,
        body: { identityTypeCode: 'student', typeCode: 'jw_exam', channels: ['site'], externalAllowed: false },
      }),
      404,
      /没有这个消息类型/,
    )
    refused(
      await call(a.app, 'POST', url('messageTypeSave'), {
        token: admin,
        body: { code: 'nope', name: '无', identities: [], sendTypes: ['site'] },
      }),
      404,
      /消息类型不存在/,
    )
    refused(await call(a.app, 'GET', url('sendRules'), { token: editor }), 403, /无权/)
    refused(
      await call(a.app, 'POST', url('sendQuotaSave'), {
        token: editor,
        body: { identityTypeCode: 'student', channel: 'sms', dailyLimit: 9 },
      }),
      403,
      /无权/,
    )
  })
})
