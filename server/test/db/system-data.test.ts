// A portal run without the demo (SEED_DEMO=0), the way a school runs it: an empty database gets the system data
// (settings, tab bar, the message types the server sends with) and its first operator from `npm run operator`;
// the start-up calls answer, the operator signs in to the console, and a reply to a student's feedback is delivered.
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { count, eq } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { FEEDBACK_REPLY_MESSAGE_TYPE } from '@contract/feedback-rules'
import { adminPaths } from '@contract/paths/admin'
import { runMigrations } from '../../src/db/migrate'
import { accounts, adminAuditLog, messageRecords, messageTypes, tabConfigs } from '../../src/db/schema/index'
import { seedSystemData } from '../../src/db/seed/system'
import { hashPassword } from '../../src/lib/auth/passwords'
import { bootstrapGlobalAdmin, BootstrapRefused } from '../../src/lib/admin/operator-bootstrap'
import { createTestApp, passwordLogin, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { call, data } from '../cms/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const STUDENT_PASSWORD = 'Lab#2027spring'

describe('a portal without the demo (SEED_DEMO=0)', () => {
  let database: TestDatabase
  let t: TestApp
  let operatorPassword: string
  before(async () => {
    database = await createTestDatabase({ fresh: true })
    await runMigrations(database.pool, () => seedSystemData(database.db))
    const result = await bootstrapGlobalAdmin(database.db, { username: 'ops01', displayName: '信息中心值班' }, new Date())
    assert.equal(result.created, true)
    assert.equal(result.granted, true)
    operatorPassword = result.password!
    await database.db.insert(accounts).values({
      username: '2027001',
      displayName: '新同学',
      identityTypeCode: 'student',
      passwordHash: await hashPassword(STUDENT_PASSWORD),
    })
    t = await createTestApp({ database, config: { seedDemo: false } })
  })
  after(async () => {
    await t?.close()
    await database?.drop()
  })

  it('has no demo people, and the system data once however often it is seeded', async () => {
    const people = await database.db.select({ username: accounts.username }).from(accounts)
    // Accounts starting with _ are the portal's own (the directory's, from a migration).
    const named = people.map((row) => row.username).filter((name) => !name.startsWith('_'))
    assert.deepEqual(named.sort(), ['2027001', 'ops01'])
    const types = async () => (await database.db.select({ n: count() }).from(messageTypes))[0]!.n
    const before = await types()
    await seedSystemData(database.db)
    assert.equal(await types(), before)
    assert.equal((await database.db.select({ n: count() }).from(tabConfigs))[0]!.n, 5)
  })

  it('answers the start-up configuration with neutral settings and the spec’s five tabs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal-api/v1/config/startup' })
    assert.equal(res.statusCode, 200, res.body)
    const body = res.json().data
    assert.equal(body.system.schoolName, '校园门户')
    assert.doesNotMatch(JSON.stringify(body), /示范大学/)
    assert.equal(body.system.appFootTabList.length, 5)
  })

  it('lets the first operator sign in to the console as 全局管理员, audited as the command line', async () => {
    const login = await passwordLogin(t.app, 'ops01', operatorPassword)
    assert.equal(login.status, 200, JSON.stringify(login.body))
    const me = data(await call(t.app, 'GET', url('me'), { token: login.body.data.idToken }))
    assert.ok(JSON.stringify(me).includes('global_admin'), JSON.stringify(me))
    const audit = await database.db.select().from(adminAuditLog).where(eq(adminAuditLog.username, 'cli'))
    assert.deepEqual(audit.map((row) => row.action).sort(), ['account.create', 'role.grant'])
  })

  it('a second run grants nothing new; --reset-password gives a new password and the old one stops working', async () => {
    const again = await bootstrapGlobalAdmin(database.db, { username: 'ops01' }, new Date())
    assert.deepEqual(again, { created: false, granted: false, password: undefined })
    const reset = await bootstrapGlobalAdmin(database.db, { username: 'ops01', resetPassword: true }, new Date())
    assert.notEqual(reset.password, operatorPassword)
    assert.equal((await passwordLogin(t.app, 'ops01', operatorPassword)).status !== 200, true)
    assert.equal((await passwordLogin(t.app, 'ops01', reset.password!)).status, 200)
    operatorPassword = reset.password!
  })

  it('refuses a missing account without a name, and a malformed one, changing nothing', async () => {
    await assert.rejects(bootstrapGlobalAdmin(database.db, { username: 'nobody' }, new Date()), (error: Error) => {
      assert.ok(error instanceof BootstrapRefused)
      assert.match(error.message, /不存在.*--name/)
      return true
    })
    await assert.rejects(bootstrapGlobalAdmin(database.db, { username: 'a b', displayName: 'x' }, new Date()), BootstrapRefused)
    assert.equal((await database.db.select().from(accounts).where(eq(accounts.username, 'nobody'))).length, 0)
  })

  it('delivers a console reply to a student’s feedback (the server’s own message types exist)', async () => {
    const student = (await passwordLogin(t.app, '2027001', STUDENT_PASSWORD)).body.data.idToken as string
    const operator = (await passwordLogin(t.app, 'ops01', operatorPassword)).body.data.idToken as string
    const sent = data(
      await call(t.app, 'POST', '/personal/api/v1/personal/feedback/submit', {
        token: student,
        body: { type: '问题反馈', content: '新生报到页打不开' },
      }),
    )
    data(await call(t.app, 'POST', url('feedbackReply'), { token: operator, body: { id: sent.id, content: '已修复' } }))
    const [mine] = await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, '2027001'))
    const messages = await database.db.select().from(messageRecords).where(eq(messageRecords.recipientId, mine!.id))
    assert.deepEqual(
      messages.map((row) => row.typeCode),
      [FEEDBACK_REPLY_MESSAGE_TYPE],
    )
  })
})
