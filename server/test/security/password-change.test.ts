import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CasBrowser } from '../helpers/cas-browser'
import { createTestApp, DEMO_PASSWORD, loginToken, passwordLogin, type TestApp } from '../helpers/test-app'
import { NEW_PASSWORD, passwordProof, securityClient } from './helpers'

const SERVICE = 'http://127.0.0.1:8080/page/index/index?from=cas'

describe('password change revokes every other session and token', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

  const unread = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new',
      headers: { 'x-id-token': token },
      payload: { mobile: false },
    })

  it('refuses a weak password with the rule it breaks, and keeps the proof for a second try', async () => {
    const token = await loginToken(t.app, '2026001')
    const proof = await passwordProof(t, token, DEMO_PASSWORD)
    const client = securityClient(t, token)
    const cases: Array<[string, RegExp]> = [
      ['Ab1!', /长度/],
      ['abcdefgh1', /至少三类/],
      ['X2026001yz!', /不能包含账号/],
      ['P@ssw0rd', /过于常用/],
      [DEMO_PASSWORD, /过于常用|不能与当前密码相同/],
      ['Has Space1!', /空格/],
    ]
    for (const [newPassword, reason] of cases) {
      const response = await client.post('/security/password', { proof, newPassword })
      assert.equal(response.statusCode, 400, newPassword)
      assert.match(response.json().message, reason, newPassword)
    }
    const wrongProof = await client.post('/security/password', { proof: 'made-up', newPassword: NEW_PASSWORD })
    assert.equal(wrongProof.statusCode, 400)
    assert.match(wrongProof.json().message, /身份验证已失效/)
  })

  it('a proof of another account does not work, and a wrong current password counts like a failed sign-in', async () => {
    const mine = await loginToken(t.app, 't1001')
    const theirs = await loginToken(t.app, 'admin')
    const proof = await passwordProof(t, theirs, DEMO_PASSWORD)
    const response = await securityClient(t, mine).post('/security/password', { proof, newPassword: NEW_PASSWORD })
    assert.equal(response.statusCode, 400)
    const wrong = await securityClient(t, mine).post('/security/proof/password', { password: 'not-it' })
    assert.equal(wrong.statusCode, 400)
    assert.match(wrong.json().message, /用户名或密码错误/)
  })

  it('after the change: other id tokens (badge cache included), CAS sessions and the old password stop working; this device stays in', async () => {
    const other = await loginToken(t.app, '2026001')
    assert.equal((await unread(other)).statusCode, 200, 'the badge caches the verified token')
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin(SERVICE)
    const signedOn = await browser.post('/cas/login', {
      method: 'password',
      formToken,
      username: '2026001',
      password: DEMO_PASSWORD,
      service: SERVICE,
    })
    assert.equal(signedOn.statusCode, 302)

    const mine = await loginToken(t.app, '2026001')
    const proof = await passwordProof(t, mine, DEMO_PASSWORD)
    const changed = await securityClient(t, mine).post('/security/password', { proof, newPassword: NEW_PASSWORD })
    assert.equal(changed.statusCode, 200, changed.body)
    assert.equal(changed.json().message, '密码已修改')
    const fresh = changed.json().data.idToken as string

    assert.equal((await unread(other)).statusCode, 401, 'the cached token of the other device is refused')
    assert.equal((await securityClient(t, other).get('/security/overview')).statusCode, 401)
    assert.equal((await securityClient(t, mine).get('/security/overview')).statusCode, 401, 'the token used for the change is replaced too')
    assert.equal((await securityClient(t, fresh).get('/security/overview')).statusCode, 200, 'the token answered with the change works')
    assert.equal((await unread(fresh)).statusCode, 200)

    const sso = await browser.get(`/cas/login?service=${encodeURIComponent(SERVICE)}`)
    assert.equal(sso.statusCode, 200, 'the CAS session is gone: the login page is shown, no ticket')
    assert.match(sso.body, /密码登录/)

    assert.equal((await passwordLogin(t.app, '2026001')).status, 400, 'the old password no longer signs in')
    assert.equal((await passwordLogin(t.app, '2026001', NEW_PASSWORD)).status, 200)

    const again = await securityClient(t, fresh).post('/security/password', { proof, newPassword: 'Another#Pass77' })
    assert.equal(again.statusCode, 400, 'a proof is spent once')
  })

  it('the change is in the authentication log and the account holder gets a security message', async () => {
    const token = (await passwordLogin(t.app, '2026001', NEW_PASSWORD)).body.data.idToken as string
    const overview = (await securityClient(t, token).get('/security/overview')).json().data
    assert.ok(overview.passwordChangedAt)
    assert.equal(overview.recent[0].event, 'login.password')
    assert.ok(
      overview.recent.some((entry: { event: string; label: string }) => entry.event === 'password.change' && entry.label === '修改密码'),
    )
    const { rows } = await t.database.pool.query<{ title: string; content: string }>(
      `SELECT r.title, r.content FROM message_records r JOIN accounts a ON a.id = r.recipient_id
       WHERE a.username = '2026001' AND r.type_code = 'security_notice'`,
    )
    assert.equal(rows.length, 1)
    assert.match(rows[0]!.title, /账号安全提醒：修改密码/)
    assert.match(rows[0]!.content, /如非本人操作/)
  })

  it('the overview masks the phone and email and never sends answers', async () => {
    const token = await loginToken(t.app, 't1001')
    const overview = (await securityClient(t, token).get('/security/overview')).json().data
    assert.equal(overview.mobile, '138****0002')
    assert.equal(overview.email, 'wa***@sfdx.edu.cn')
    assert.deepEqual(overview.questionCodes, [])
  })
})
