import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { securityClient } from '../security/helpers'

/** Saving 隐私设置 and changing the blacklist are in 账号安全's records, without a security message (issue 14). */
describe('privacy changes are logged', () => {
  let t: TestApp
  let li: string
  before(async () => {
    t = await createTestApp()
    li = await loginToken(t.app, '2026001')
  })
  after(async () => {
    await t.close()
  })

  const recentShown = async () =>
    (await securityClient(t, li).get('/security/overview')).json().data.recent as { event: string; label: string; detail: string }[]
  const notices = async () =>
    (
      await t.app.db.execute<{ title: string }>(sql`
        SELECT m.title FROM message_records m JOIN accounts a ON a.id = m.recipient_id
        WHERE a.username = '2026001' AND m.type_code = 'security_notice'`)
    ).rows

  it('saving settings logs 修改隐私设置 with what changed', async () => {
    const saved = await securityClient(t, li).post('/privacy/settings', { mobileVisibility: 'nobody', recommendations: false })
    assert.equal(saved.statusCode, 200, saved.body)
    const [latest] = await recentShown()
    assert.deepEqual(
      { event: latest!.event, label: latest!.label, detail: latest!.detail },
      { event: 'privacy.save', label: '修改隐私设置', detail: '手机号可见：仅自己；个性化推荐：关闭' },
    )
  })

  it('an empty save is refused and logs nothing', async () => {
    const before = (await recentShown()).length
    const refused = await securityClient(t, li).post('/privacy/settings', {})
    assert.equal(refused.statusCode, 400)
    assert.equal((await recentShown()).length, before)
  })

  it('adding and removing a blacklist entry log 加入黑名单 / 移出黑名单 with the person', async () => {
    const client = securityClient(t, li)
    assert.equal((await client.post('/privacy/blacklist/add', { username: 't1001' })).statusCode, 200)
    const listed = (await client.get('/privacy/blacklist')).json().data as { accountId: string }[]
    assert.equal((await client.post('/privacy/blacklist/remove', { accountId: listed[0]!.accountId })).statusCode, 200)
    // Removing again is refused and not logged.
    assert.equal((await client.post('/privacy/blacklist/remove', { accountId: listed[0]!.accountId })).statusCode, 400)
    const shown = await recentShown()
    assert.deepEqual(
      shown.slice(0, 2).map((entry) => [entry.event, entry.label, entry.detail]),
      [
        ['blacklist.remove', '移出黑名单', '王芳（t1001）'],
        ['blacklist.add', '加入黑名单', '王芳（t1001）'],
      ],
    )
  })

  it('none of these sends a security message', async () => {
    assert.deepEqual(await notices(), [])
  })
})
