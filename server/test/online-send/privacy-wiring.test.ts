import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { block } from '../../src/lib/privacy/blacklist'
import { savePrivacy } from '../../src/lib/privacy/privacy-settings'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { as, data, type Caller } from '../message-center/helpers'
import { count, OS, person, settled } from './helpers'

/** Issue 14's privacy rules on issue 12's paths: the blacklist on delivery, 隐私设置 on people search. */
describe('online send honours the blacklist and privacy settings', () => {
  let t: TestApp
  let teacher: Caller
  let liId: string
  let classmate: string
  before(async () => {
    t = await createTestApp()
    teacher = await as(t.app, 't1001')
    const found = await t.app.db.execute<{ id: string }>(sql`SELECT id FROM accounts WHERE username = '2026001'`)
    liId = found.rows[0]!.id
    const mate = await t.app.db.execute<{ username: string }>(
      sql`SELECT username FROM accounts WHERE org_code = 'sfdx-cs-2301' AND username <> '2026001' ORDER BY username LIMIT 1`,
    )
    classmate = mate.rows[0]!.username
  })
  after(async () => {
    await t.close()
  })

  const recordsFor = (title: string) =>
    count(t.app, sql`SELECT count(*)::int AS n FROM message_records WHERE recipient_id = ${liId} AND title = ${title}`)

  it('a person who blocked the sender does not receive the send; others still do', async () => {
    const before = data(
      await teacher.post(`${OS}/send`, {
        typeCode: 'os_notice',
        title: '拉黑前',
        content: '内容',
        channels: ['site'],
        recipients: [person('2026001')],
      }),
    )
    await settled(teacher, before.id)
    assert.equal(await recordsFor('拉黑前'), 1)

    await block(t.app.db, liId, 't1001', new Date())
    const after = data(
      await teacher.post(`${OS}/send`, {
        typeCode: 'os_notice',
        title: '拉黑后',
        content: '内容',
        channels: ['site'],
        recipients: [person('2026001'), person(classmate)],
      }),
    )
    const detail = await settled(teacher, after.id)
    assert.equal(await recordsFor('拉黑后'), 0)
    // The sender is told why: blocked, not counted with those who turned the type off.
    assert.equal(detail.blocked, 1)
    assert.equal(detail.skipped, 0)
    assert.equal(detail.site.delivered, 1)
    assert.equal(detail.site.accepted, 2)
    assert.equal(await count(t.app, sql`SELECT count(*)::int AS n FROM message_records WHERE title = '拉黑后'`), 1)
  })

  it('people search hides the phone and organisation a person keeps to themselves', async () => {
    const find = async () =>
      data(await teacher.get(`${OS}/people`, { keyword: '2026001' })).items.find(
        (row: { accountName: string }) => row.accountName === '2026001',
      )
    const shown = await find()
    assert.equal(shown.mobile, '13800000001') // default: phone visible to the same college
    assert.match(shown.orgPath, /计科2301班/)
    await savePrivacy(t.app.db, liId, { mobileVisibility: 'nobody', orgVisibility: 'nobody' }, new Date())
    const hidden = await find()
    assert.equal(hidden.mobile, null)
    assert.equal(hidden.orgPath, '')
    assert.equal(hidden.userName, '李明')
  })

  it('a whole phone number finds the person unless they turned off being found by it; a prefix finds nobody', async () => {
    const names = async (keyword: string) =>
      data(await teacher.get(`${OS}/people`, { keyword })).items.map((row: { accountName: string }) => row.accountName)
    await savePrivacy(t.app.db, liId, { findableByMobile: true }, new Date())
    assert.deepEqual(await names('13800000001'), ['2026001'])
    assert.deepEqual(await names('138 0000 0001'), ['2026001'])
    assert.deepEqual(await names('1380000000'), [], 'no probing by prefix')
    await savePrivacy(t.app.db, liId, { findableByMobile: false }, new Date())
    assert.deepEqual(await names('13800000001'), [])
    assert.ok((await names('李明')).includes('2026001'), 'still found by name')
  })
})
