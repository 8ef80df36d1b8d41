import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { DELETION_COOLING_OFF_DAYS } from '@contract/personal'
import { ManualClock } from '../../src/lib/common/clock'
import { ACCOUNT_CLOSED, carryOutDueDeletions, CLOSED_ACCOUNT_NAME } from '../../src/lib/personal/account-closure'
import { ACCOUNT_DELETIONS_JOB } from '../../src/plugins/app/account-deletions'
import { CasBrowser } from '../helpers/cas-browser'
import { FAKE_APPID, FAKE_SECRET, startFakeWechat } from '../helpers/fake-wechat'
import { createTestApp, DEMO_PASSWORD, loginToken, passwordLogin, type TestApp } from '../helpers/test-app'
import { createTestDatabase, type TestDatabase } from '../helpers/test-database'

const DELETION = '/personal/api/v1/personal/account/deletion'
const DAY = 86_400

async function until<T>(check: () => Promise<T | undefined | false | null>, what: string): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await check()
    if (value) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`gave up waiting for ${what}`)
}

describe('account deletion carried out after the cooling-off: two instances, one clock', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  let wechat: Awaited<ReturnType<typeof startFakeWechat>>
  const clock = new ManualClock('2027-05-01T02:00:00Z')
  let studentToken: string
  let studentId: string
  let casBrowser: CasBrowser

  const call = async (app: TestApp, token: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => {
    const res = await app.app.inject({ method, url, headers: { 'x-id-token': token }, payload })
    return { status: res.statusCode, body: res.json() }
  }
  const federation = (app: TestApp) => ({
    start: async () => (await app.app.inject({ url: '/token-service/federation/federated/weixinminiprogram' })).json().data.nonce as string,
    callback: (nonce: string, body: Record<string, string>) =>
      app.app.inject({
        method: 'POST',
        url: `/token-service/federation/federatedCallback/weixinminiprogram?nonce=${encodeURIComponent(nonce)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(body).toString(),
      }),
    post: (url: string, query: Record<string, string>) => app.app.inject({ method: 'POST', url: `/token-service/federation${url}`, query }),
  })
  /** Rows of a query, typed by the caller. */
  const one = async <T extends object = Record<string, unknown>>(sql: string, values: unknown[]) =>
    (await database.pool.query(sql, values)).rows as T[]

  before(async () => {
    wechat = await startFakeWechat()
    database = await createTestDatabase()
    const config = { wechat: { appId: FAKE_APPID, secret: FAKE_SECRET, apiBase: wechat.apiBase } }
    ;[a, b] = await Promise.all([createTestApp({ database, clock, config }), createTestApp({ database, clock, config })])
    studentToken = await loginToken(a.app, '2026001')
    studentId = (await call(a, studentToken, 'GET', '/personal/api/v1/personal/me/user')).body.data.accountId
    // Before the request: the student has personal records, a WeChat binding and a sign-on session.
    await call(a, studentToken, 'GET', '/portal-api/v2/personalData/getMyECard')
    const feedback = await call(a, studentToken, 'POST', '/personal/api/v1/personal/feedback/submit', {
      type: '其他',
      content: '注销前的反馈',
    })
    assert.equal(feedback.status, 200, JSON.stringify(feedback.body))
    const wx = federation(a)
    const nonce = await wx.start()
    await wx.callback(nonce, wechat.login('openid-closing'))
    assert.equal((await wx.post('/federatedBinding', { username: '2026001', password: DEMO_PASSWORD, nonce })).statusCode, 200)
    casBrowser = new CasBrowser(a.app)
    const formToken = await casBrowser.openLogin()
    await casBrowser.post('/cas/login', { method: 'password', formToken, username: '2026001', password: DEMO_PASSWORD })
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
    await wechat.close()
  })

  it('closes the account exactly once when the cooling-off ends, however many instances run the job', async () => {
    const requested = await call(a, studentToken, 'POST', `${DELETION}/request`, { reason: '毕业离校' })
    assert.equal(requested.status, 200)
    const effectiveAt = new Date(requested.body.data.effectiveAt)
    assert.equal(effectiveAt.getTime() - clock.now().getTime(), DELETION_COOLING_OFF_DAYS * DAY * 1000)

    // A second person asks and then changes their mind.
    const guest = await loginToken(a.app, 'guest')
    await call(a, guest, 'POST', `${DELETION}/request`, {})
    assert.equal((await call(a, guest, 'POST', `${DELETION}/cancel`)).status, 200)

    // One minute before the end: nothing happens.
    clock.set(new Date(effectiveAt.getTime() - 60_000))
    assert.deepEqual(await carryOutDueDeletions(a.app.db, clock.now()), [])
    assert.equal((await call(a, studentToken, 'GET', '/personal/api/v1/personal/me/user')).status, 200)

    // The end: both instances get a job and both also run the check directly, at the same time.
    clock.set(new Date(effectiveAt.getTime() + 1000))
    const jobs = await Promise.all([a.app.jobs.enqueue(ACCOUNT_DELETIONS_JOB, {}), b.app.jobs.enqueue(ACCOUNT_DELETIONS_JOB, {})])
    const direct = await Promise.all([carryOutDueDeletions(a.app.db, clock.now()), carryOutDueDeletions(b.app.db, clock.now())])
    const outputs = await until(async () => {
      const rows = await one<{ state: string; output: { closed?: number } | null }>(
        `SELECT state, output FROM pgboss.job WHERE id = ANY($1::uuid[]) UNION ALL SELECT state, output FROM pgboss.archive WHERE id = ANY($1::uuid[])`,
        [jobs],
      )
      return rows.length === 2 && rows.every((r) => r.state === 'completed') && rows
    }, 'both deletion jobs')
    const closedCount = direct.flat().length + outputs.reduce((sum, r) => sum + Number(r.output?.closed ?? 0), 0)
    assert.equal(closedCount, 1, 'closed once in all')
    assert.deepEqual(await one(`SELECT account_id FROM account_closures`, []), [{ account_id: studentId }])
    const [request] = await one<{ carried_out_at: Date }>(`SELECT carried_out_at FROM deletion_requests WHERE account_id = $1`, [studentId])
    assert.equal(request?.carried_out_at.toISOString(), clock.now().toISOString())

    // A later run finds nothing left to do.
    clock.advance(DAY)
    assert.deepEqual(await carryOutDueDeletions(b.app.db, clock.now()), [])
  })

  it('removes the personal data and leaves 已注销用户 where others still see the account', async () => {
    const [row] = await one(`SELECT display_name, mobile, email, org_code FROM accounts WHERE id = $1`, [studentId])
    assert.deepEqual(row, { display_name: CLOSED_ACCOUNT_NAME, mobile: null, email: null, org_code: null })
    for (const table of [
      'account_avatars',
      'ecard_accounts',
      'ecard_transactions',
      'library_loans',
      'mailbox_messages',
      'feedback_entries',
      'federated_identities',
      'sso_sessions',
      'login_events',
    ]) {
      const [count] = await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE account_id = $1`, [studentId])
      assert.equal(count?.n, 0, `${table} emptied`)
    }
  })

  it('refuses every sign-in path with the reason: token, password, SMS, CAS, sign-on session, WeChat, forgot password', async () => {
    // Tokens issued before are revoked.
    assert.equal((await call(b, studentToken, 'GET', '/personal/api/v1/personal/me/user')).status, 401)
    // Password (token service).
    const password = await passwordLogin(b.app, '2026001')
    assert.deepEqual([password.status, password.body.message], [403, ACCOUNT_CLOSED])
    // SMS: the number the account had is refused with its reason.
    const nonce = (await b.app.inject({ url: '/token-service/passwordless/smsInit' })).json().data?.nonce
    const sms = await b.app.inject({ method: 'POST', url: '/token-service/passwordless/smsSend', query: { mobile: '13800000001', nonce } })
    assert.equal(sms.statusCode, 403, sms.body)
    assert.match(sms.json().message, /已注销/)
    // CAS form: the password is refused with the reason on the page.
    const fresh = new CasBrowser(b.app)
    const formToken = await fresh.openLogin()
    const cas = await fresh.post('/cas/login', { method: 'password', formToken, username: '2026001', password: DEMO_PASSWORD })
    assert.equal(cas.statusCode, 403)
    assert.match(cas.body, new RegExp(ACCOUNT_CLOSED))
    // The sign-on session that used to renew tokens silently is gone: the login form is asked for.
    const renew = await casBrowser.get(`/cas/login?service=${encodeURIComponent('http://127.0.0.1/pages/tab/my/my')}`)
    assert.equal(renew.statusCode, 200)
    assert.match(renew.body, /name="formToken"/)
    // WeChat: the identity the account was bound to is refused with the reason.
    const wx = federation(b)
    const wxNonce = await wx.start()
    const callback = await wx.callback(wxNonce, wechat.login('openid-closing'))
    assert.equal(callback.statusCode, 403)
    assert.match(callback.json().message, /已注销/)
    // Forgot password.
    const recovery = await b.app.inject({
      method: 'POST',
      url: '/token-service/recovery/code/send',
      query: { username: '2026001', channel: 'sms' },
    })
    assert.deepEqual([recovery.statusCode, recovery.json().message], [403, ACCOUNT_CLOSED])
  })

  it('does not carry out a cancelled request', async () => {
    const guest = await passwordLogin(a.app, 'guest')
    assert.equal(guest.status, 200)
    const [row] = await one(
      `SELECT cancelled_at IS NOT NULL AS cancelled, carried_out_at FROM deletion_requests d JOIN accounts a ON a.id = d.account_id WHERE a.username = 'guest'`,
      [],
    )
    assert.deepEqual(row, { cancelled: true, carried_out_at: null })
    const [guestRow] = await one<{ display_name: string }>(`SELECT display_name FROM accounts WHERE username = 'guest'`, [])
    assert.equal(guestRow?.display_name, '赵晓')
  })
})
