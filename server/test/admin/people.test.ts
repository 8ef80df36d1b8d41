import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { BASES } from '@contract/bases'
import { adminPaths } from '@contract/paths/admin'
import { recoveryPaths } from '@contract/paths/account-security'
import { accounts, adminAuditLog, adminRoleGrants, directoryAccounts } from '../../src/db/schema/index'
import { ManualClock } from '../../src/lib/common/clock'
import { createTestApp, loginToken, passwordLogin, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'
import { call, data, refused } from '../cms/helpers'

const url = (key: keyof typeof adminPaths) => BASES.admin + adminPaths[key].path
const unreadUrl = '/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new'

describe('operator console 账号 and 角色 (/admin-api/v1/accounts, /roles)', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let admin: string
  const clock = new ManualClock(new Date())
  const idOf = async (username: string) =>
    (await database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, username)))[0]!.id
  const lastAudit = async () => (await database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0]!
  const list = async (token: string, query: Record<string, string>) => data(await call(a.app, 'GET', url('accountList'), { token, query }))
  const post = (token: string, key: keyof typeof adminPaths, body: unknown, app = a) => call(app.app, 'POST', url(key), { token, body })
  const unread = (app: TestApp, token: string) =>
    app.app.inject({ method: 'POST', url: unreadUrl, headers: { 'x-id-token': token }, payload: { mobile: false } })

  before(async () => {
    database = await createTestDatabase()
    ;[a, b] = await Promise.all([createTestApp({ database, clock }), createTestApp({ database, clock })])
    admin = await loginToken(a.app, 'admin')
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  it('search: by pinyin initials, full pinyin, name, number and phone; filters by identity and status', async () => {
    const names = (page: { items: { username: string }[] }) => page.items.map((row) => row.username)
    assert.ok(names(await list(admin, { keyword: 'lm' })).includes('2026001'), 'initials')
    assert.ok(names(await list(admin, { keyword: 'liming' })).includes('2026001'), 'full pinyin')
    assert.ok(names(await list(admin, { keyword: '李明' })).includes('2026001'), 'name')
    assert.deepEqual(names(await list(admin, { keyword: '2026001' })), ['2026001'], 'number')
    assert.deepEqual(names(await list(admin, { keyword: '13800000001' })), ['2026001'], 'phone')
    const zhang = await list(admin, { keyword: '张伟', identityTypeCode: 'student' })
    assert.deepEqual(names(zhang), ['2026002'])
    assert.equal(zhang.items[0].identityTypeName, '学生')
    const paged = await list(admin, { pageNum: '1', pageSize: '2' })
    assert.equal(paged.items.length, 2)
    assert.ok(paged.total > 2)
    assert.equal((await list(admin, { status: 'disabled' })).total, 0)
    refused(await call(a.app, 'GET', url('accountList'), { token: admin, query: { status: 'gone' } }), 400)
  })

  it('detail: identity, org path, groups, roles, sign-ins; never a password hash or security answers', async () => {
    await loginToken(a.app, '2026001')
    const answer = await call(a.app, 'GET', url('accountDetail'), { token: admin, query: { accountId: await idOf('2026001') } })
    const detail = data(answer)
    assert.equal(detail.userName, '李明')
    assert.equal(detail.identityTypeName, '学生')
    assert.equal(detail.orgPath.at(-1).code, 'sfdx-cs-2301')
    assert.ok(detail.orgPath.length >= 2, JSON.stringify(detail.orgPath))
    assert.ok(detail.signIns.length >= 1 && detail.signIns.length <= 20)
    assert.equal(detail.signIns[0].method, '账号密码')
    assert.equal(detail.disabled, false)
    assert.equal(detail.lockedUntil, null)
    const [row] = await database.db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.username, '2026001'))
    const raw = answer.raw.toString('utf8')
    assert.ok(!raw.includes(row!.hash), 'the hash itself')
    assert.doesNotMatch(raw, /password|answer|question/i)
    const admins = data(await call(a.app, 'GET', url('accountDetail'), { token: admin, query: { accountId: await idOf('admin') } }))
    assert.deepEqual(
      admins.grants.map((grant: { roleCode: string; orgCode: string | null }) => [grant.roleCode, grant.orgCode]),
      [['global_admin', null]],
    )
    refused(await call(a.app, 'GET', url('accountDetail'), { token: admin, query: { accountId: crypto.randomUUID() } }), 404)
  })

  it('disable: reason required, audited, sign-in refused, the same token 401 on the other instance; enable restores', async () => {
    const id = await idOf('2026002')
    const token = await loginToken(a.app, '2026002')
    assert.equal((await unread(a, token)).statusCode, 200)
    assert.equal((await unread(b, token)).statusCode, 200, 'b has verified and cached the token')
    refused(await post(admin, 'accountDisable', { accountId: id, reason: '  ' }), 400, /原因/)
    refused(await post(admin, 'accountDisable', { accountId: id }), 400)
    const disabled = data(await post(admin, 'accountDisable', { accountId: id, reason: '违反校园网使用规定' }))
    assert.equal(disabled.disabled, true)
    assert.deepEqual(
      disabled.disabledBy.map((entry: { by: string; operatorName: string; reason: string }) => [
        entry.by,
        entry.operatorName,
        entry.reason,
      ]),
      [['console', '陈静', '违反校园网使用规定']],
    )
    assert.equal((await unread(a, token)).statusCode, 401, 'this instance at once')
    for (let i = 0; i < 100 && (await unread(b, token)).statusCode !== 401; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    assert.equal((await unread(b, token)).statusCode, 401, 'the other instance once the notice arrives')
    const login = await passwordLogin(b.app, '2026002')
    assert.equal(login.status, 403)
    assert.match(login.body.message, /已被管理员停用/)
    const audit = await lastAudit()
    assert.equal(audit.action, 'account.disable')
    assert.equal(audit.entityId, '2026002')
    assert.deepEqual(audit.before, { disabled: false })
    assert.deepEqual(audit.after, { disabled: true, reason: '违反校园网使用规定' })
    assert.deepEqual(
      (await list(admin, { status: 'disabled' })).items.map((row: { username: string }) => row.username),
      ['2026002'],
    )
    refused(await post(admin, 'accountDisable', { accountId: id, reason: '再次' }), 409)

    data(await post(admin, 'accountEnable', { accountId: id }))
    assert.equal((await lastAudit()).action, 'account.enable')
    assert.equal((await passwordLogin(b.app, '2026002')).status, 200)
    refused(await post(admin, 'accountEnable', { accountId: id }), 409, /未停用/)
  })

  it('never oneself, never the last 全局管理员 (disable or revoke): 409 with the reason', async () => {
    refused(await post(admin, 'accountDisable', { accountId: await idOf('admin'), reason: '测试' }), 409, /自己/)
    // A division admin of the admin's own unit may act there, but not on the institution's operators.
    await database.db.insert(adminRoleGrants).values({ accountId: await idOf('t3201'), roleCode: 'global_admin', orgCode: 'sfdx-nic' })
    const division = await loginToken(a.app, 't3201')
    refused(await post(division, 'accountDisable', { accountId: await idOf('admin'), reason: '测试' }), 403, /只有全局管理员/)
    refused(await post(division, 'accountUnlock', { accountId: await idOf('admin') }), 403, /只有全局管理员/)
    // A second 全局管理员 who can no longer sign in (the directory disabled them) does not count: admin is still the last.
    const second = await idOf('t3102')
    await database.db.insert(adminRoleGrants).values({ accountId: second, roleCode: 'global_admin' })
    const secondToken = await loginToken(a.app, 't3102')
    await database.db.insert(directoryAccounts).values({ accountId: second, source: 'ldap', entryRef: 'uid=t3102', disabledAt: new Date() })
    refused(await post(secondToken, 'accountDisable', { accountId: await idOf('admin'), reason: '测试' }), 409, /最后一位全局管理员/)
    await database.db.delete(adminRoleGrants).where(eq(adminRoleGrants.accountId, second))
    await database.db.delete(directoryAccounts).where(eq(directoryAccounts.accountId, second))
    const { grants } = data(await call(a.app, 'GET', url('roleGrants'), { token: admin }))
    const last = grants.find((grant: { username: string; roleCode: string; orgCode: string | null }) => grant.username === 'admin')
    refused(await post(admin, 'roleRevoke', { id: last.id }), 409, /最后一位全局管理员/)
    await database.db.delete(adminRoleGrants).where(eq(adminRoleGrants.accountId, await idOf('t3201')))
  })

  it('a division admin sees and acts only inside the division; 角色 stays with 全局管理员', async () => {
    await database.db.insert(adminRoleGrants).values({ accountId: await idOf('t3101'), roleCode: 'global_admin', orgCode: 'sfdx-cs' })
    const division = await loginToken(a.app, 't3101')
    const all = await list(division, { pageSize: '50' })
    const { rows } = await database.pool.query<{ n: number }>(`
      WITH RECURSIVE sub(code) AS (SELECT 'sfdx-cs'::text UNION SELECT o.code FROM org_units o JOIN sub ON o.parent_code = sub.code)
      SELECT count(*)::int AS n FROM accounts WHERE org_code IN (SELECT code FROM sub)`)
    assert.equal(all.total, rows[0]!.n, 'exactly the accounts of the sfdx-cs subtree')
    assert.ok(all.total < (await list(admin, {})).total)
    assert.equal((await list(division, { keyword: 'lm' })).items[0]?.username, '2026001')
    const outside = await idOf('2026002')
    assert.equal((await list(division, { keyword: '2026002' })).total, 0)
    refused(await call(a.app, 'GET', url('accountDetail'), { token: division, query: { accountId: outside } }), 404)
    refused(await post(division, 'accountDisable', { accountId: outside, reason: '越权' }), 404)
    refused(await post(division, 'accountResetCode', { accountId: outside }), 404)
    refused(await call(a.app, 'GET', url('roleGrants'), { token: division }), 403)
    refused(await post(division, 'roleGrant', { username: 't3101', roleCode: 'global_admin' }), 403)
    refused(await call(a.app, 'GET', url('articleList'), { token: division }), 403)
    const inside = await idOf('2026001')
    data(await post(division, 'accountDisable', { accountId: inside, reason: '院系处理' }))
    data(await post(division, 'accountEnable', { accountId: inside }))
    const editor = await loginToken(a.app, 'editor')
    refused(await call(a.app, 'GET', url('accountList'), { token: editor }), 403, /无权/)
  })

  it('unlock: ten wrong passwords lock the username; 解除锁定 clears the count at once and is audited', async () => {
    for (let i = 0; i < 10; i++) assert.equal((await passwordLogin(a.app, 't1002', 'wrong-password', `10.9.0.${i}`)).status, 400)
    const locked = await passwordLogin(a.app, 't1002')
    assert.equal(locked.status, 429)
    const id = await idOf('t1002')
    const detail = data(await call(a.app, 'GET', url('accountDetail'), { token: admin, query: { accountId: id } }))
    assert.equal(detail.failedSignIns, 10)
    assert.ok(detail.lockedUntil)
    const unlocked = data(await post(admin, 'accountUnlock', { accountId: id }))
    assert.equal(unlocked.lockedUntil, null)
    assert.equal(unlocked.failedSignIns, 0)
    assert.deepEqual((await lastAudit()).before, { failedSignIns: 10 })
    assert.equal((await passwordLogin(b.app, 't1002')).status, 200)
    refused(await post(admin, 'accountUnlock', { accountId: id }), 409, /无需/)
  })

  it('reset code: sent by SMS to the bound phone, works in 找回密码; no phone is a 400 with the reason', async () => {
    const before = a.outbox().length + b.outbox().length
    const sent = await post(admin, 'accountResetCode', { accountId: await idOf('t1001') })
    assert.equal(data(sent).to, '138****0002')
    const message = a.outbox().slice(before).at(-1) ?? b.outbox().at(-1)
    assert.equal(message?.mobile, '13800000002')
    assert.match(message!.text, /找回密码/)
    const proof = await a.app.inject({
      method: 'POST',
      url: BASES.tokenService + recoveryPaths.proveByCode.path,
      payload: { username: 't1001', channel: 'sms', code: message!.code },
    })
    assert.equal(proof.statusCode, 200, proof.body)
    assert.equal((await lastAudit()).action, 'account.reset-code')
    await database.db.update(accounts).set({ mobile: null }).where(eq(accounts.username, 'guest'))
    refused(await post(admin, 'accountResetCode', { accountId: await idOf('guest') }), 400, /未绑定手机号/)
  })

  it('a directory-managed account: disabled here stays disabled; what the directory disabled is not lifted here', async () => {
    const id = await idOf('t3102')
    await database.db.insert(directoryAccounts).values({ accountId: id, source: 'ldap', entryRef: 'uid=t3102,ou=people' })
    data(await post(admin, 'accountDisable', { accountId: id, reason: '离校' }))
    await database.db
      .update(directoryAccounts)
      .set({ disabledAt: new Date(), disabledReason: '目录中已停用' })
      .where(eq(directoryAccounts.accountId, id))
    const detail = data(await call(a.app, 'GET', url('accountDetail'), { token: admin, query: { accountId: id } }))
    assert.equal(detail.directoryManaged, true)
    assert.deepEqual(
      detail.disabledBy.map((entry: { by: string }) => entry.by),
      ['console', 'directory'],
    )
    const enabled = data(await post(admin, 'accountEnable', { accountId: id }))
    assert.equal(enabled.disabled, true, 'still disabled by the directory')
    refused(await post(admin, 'accountEnable', { accountId: id }), 409, /目录/)
  })

  it('角色: grant 内容编辑 (the holder then reaches 资讯), duplicates 409, unknown role or unit 400, revoke ends it', async () => {
    const teacher = await loginToken(a.app, 't1001')
    refused(await call(a.app, 'GET', url('articleList'), { token: teacher }), 403)
    // A field the contract does not name never reaches the grant: the role goes to the person named by username.
    const grant = data(await post(admin, 'roleGrant', { username: 't1001', roleCode: 'content_editor', accountId: await idOf('guest') }))
    assert.equal(grant.username, 't1001')
    assert.equal(grant.roleName, '内容编辑')
    assert.deepEqual((await lastAudit()).after, { username: 't1001', roleCode: 'content_editor', orgCode: null })
    data(await call(a.app, 'GET', url('articleList'), { token: teacher }))
    refused(await post(admin, 'roleGrant', { username: 't1001', roleCode: 'content_editor' }), 409)
    refused(await post(admin, 'roleGrant', { username: 't1001', roleCode: 'nobody' }), 400, /角色/)
    refused(await post(admin, 'roleGrant', { username: 't1001', roleCode: 'global_admin', orgCode: 'nowhere' }), 400, /单位/)
    refused(await post(admin, 'roleGrant', { username: 'nobody-here', roleCode: 'service_desk' }), 400)
    const scoped = data(await post(admin, 'roleGrant', { username: 't1001', roleCode: 'global_admin', orgCode: 'sfdx-cs' }))
    assert.equal(scoped.orgName !== null, true)
    const { roles } = data(await call(a.app, 'GET', url('roleGrants'), { token: admin }))
    assert.deepEqual(roles.map((role: { code: string; name: string }) => `${role.code}:${role.name}`).sort(), [
      'content_editor:内容编辑',
      'global_admin:全局管理员',
      'service_admin:服务管理员',
      'service_desk:客服坐席',
    ])
    data(await post(admin, 'roleRevoke', { id: grant.id }))
    assert.equal((await lastAudit()).action, 'role.revoke')
    refused(await call(a.app, 'GET', url('articleList'), { token: teacher }), 403)
    refused(await post(admin, 'roleRevoke', { id: grant.id }), 404)
  })
})
