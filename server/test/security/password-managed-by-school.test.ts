import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { loadConfig, parseSignOnMethods } from '../../src/config'
import { accounts } from '../../src/db/schema/index'
import { issueLogin } from '../../src/lib/auth/account-login'
import { ManualClock } from '../../src/lib/common/clock'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { lastSmsCode, NEW_PASSWORD, securityClient } from './helpers'

const SCHOOL = '该账号的密码由学校统一身份认证管理，请到学校统一身份认证修改密码'

describe('修改密码 / 找回密码 for an account whose password the school checks', () => {
  const clock = new ManualClock()
  let t: TestApp

  before(async () => {
    t = await createTestApp({
      clock,
      config: {
        identity: {
          ...loadConfig().identity,
          methods: parseSignOnMethods('student=ldap,teacher=oidc,admin=cas'),
          breakGlassAccounts: ['admin'],
        },
      },
    })
  })
  after(async () => {
    await t?.close()
  })

  /** A portal id token without a password sign-in (these identities cannot use one). */
  const tokenOf = async (username: string) => {
    const [account] = await t.app.db.select().from(accounts).where(eq(accounts.username, username))
    return (await issueLogin(t.app.idTokens, account!)).idToken
  }

  it('refuses the change before any proof is looked at, and the overview says so; a break-glass account keeps its form', async () => {
    for (const username of ['2026001', 't1001']) {
      const client = securityClient(t, await tokenOf(username))
      const refused = await client.post('/security/password', { proof: 'any-proof', newPassword: NEW_PASSWORD })
      assert.equal(refused.statusCode, 403, username)
      assert.equal(refused.json().message, SCHOOL)
      assert.equal((await client.get('/security/overview')).json().data.passwordManagedBySchool, true, username)
    }
    const admin = securityClient(t, await tokenOf('admin'))
    const checked = await admin.post('/security/password', { proof: 'any-proof', newPassword: NEW_PASSWORD })
    assert.equal(checked.statusCode, 400, 'the break-glass account goes on to the proof check')
    assert.match(checked.json().message, /身份验证已失效/)
    assert.equal((await admin.get('/security/overview')).json().data.passwordManagedBySchool, false)
  })

  it('refuses the reset of 找回密码 once the proof names such an account, and writes nothing', async () => {
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/token-service/recovery${url}`, payload, remoteAddress: '127.0.0.1' })
    const [before] = await t.app.db.select().from(accounts).where(eq(accounts.username, '2026001'))
    assert.equal((await post('/code/send', { username: '2026001', channel: 'sms' })).statusCode, 200)
    const proved = await post('/proof/code', { username: '2026001', channel: 'sms', code: lastSmsCode(t, '13800000001') })
    assert.equal(proved.statusCode, 200, proved.body)
    const reset = await post('/password', { proof: proved.json().data.proof, newPassword: NEW_PASSWORD })
    assert.equal(reset.statusCode, 403)
    assert.equal(reset.json().message, SCHOOL)
    const [after] = await t.app.db.select().from(accounts).where(eq(accounts.username, '2026001'))
    assert.equal(after?.passwordHash, before?.passwordHash)
  })
})
