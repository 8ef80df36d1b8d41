import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'
import { accounts, ecardAccounts } from '../../src/db/schema/index'

// Generated demo people (seed/online-send.ts) get their e-card, loans and mail on first use; a real deployment
// (SEED_DEMO=0) must never invent such records for its users.
describe('demo personal data on first use', () => {
  let demo: TestApp
  let real: TestApp
  before(async () => {
    demo = await createTestApp()
    real = await createTestApp({ config: { seedDemo: false } })
  })
  after(async () => {
    await Promise.all([demo.close(), real.close()])
  })

  const cardRows = async (t: TestApp, username: string) => {
    const [person] = await t.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username))
    return (await t.database.db.select().from(ecardAccounts).where(eq(ecardAccounts.accountId, person!.id))).length
  }
  const myCard = async (t: TestApp, username: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/portal-api/v2/personalData/getMyECard',
      headers: { 'x-id-token': await loginToken(t.app, username) },
    })
    assert.equal(res.statusCode, 200, res.body)
    return res.json().data
  }

  it('the demo makes a generated student’s e-card when it is first asked for', async () => {
    assert.equal(await cardRows(demo, '3010001'), 0)
    const card = await myCard(demo, '3010001')
    assert.match(card.cardNo, /^SF/)
    assert.equal(await cardRows(demo, '3010001'), 1)
  })

  it('with SEED_DEMO=0 nothing is invented: the person simply has no card', async () => {
    assert.equal(await myCard(real, '3010002'), null)
    assert.equal(await cardRows(real, '3010002'), 0)
  })
})
