import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ManualClock } from '../src/lib/common/clock'
import { CasBrowser, ticketOf } from './helpers/cas-browser'
import { createTestApp, DEMO_PASSWORD, loginToken, passwordLogin, type TestApp } from './helpers/test-app'
import { NEW_PASSWORD, passwordProof, securityClient } from './security/helpers'
import { createTestDatabase, type TestDatabase } from './helpers/test-database'

describe('two server instances on one database', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  // One clock for both, as two servers on synchronised hosts.
  const clock = new ManualClock()
  before(async () => {
    database = await createTestDatabase()
    // Both start at once against a database that has no signing key yet.
    await database.pool.query('DELETE FROM signing_keys')
    ;[a, b] = await Promise.all([createTestApp({ database, clock }), createTestApp({ database, clock })])
  })
  after(async () => {
    await a.close()
    await b.close()
    await database.drop()
  })

  it('create exactly one signing key and publish the same public key', async () => {
    const { rows } = await database.pool.query('SELECT kid FROM signing_keys')
    assert.equal(rows.length, 1)
    const keyA = (await a.app.inject({ url: '/token-service/jwt/publicKey' })).json().data.publicKey
    const keyB = (await b.app.inject({ url: '/token-service/jwt/publicKey' })).json().data.publicKey
    assert.equal(keyA, keyB)
  })

  it('each accepts the tokens the other issued', async () => {
    const fromA = await loginToken(a.app, 'guest')
    const fromB = await loginToken(b.app, 'guest')
    for (const [app, token] of [
      [b.app, fromA],
      [a.app, fromB],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/portal-api/v1/diversion/getUserDiversionList',
        headers: { 'x-id-token': token },
        payload: { terminal: 6 },
      })
      assert.equal(response.statusCode, 200)
    }
  })

  it('share rate-limit counters: failures on both add up to the lock', async () => {
    for (let i = 0; i < 10; i++) await passwordLogin(i % 2 === 0 ? a.app : b.app, 'admin', 'wrong')
    assert.equal((await passwordLogin(a.app, 'admin', DEMO_PASSWORD)).status, 429)
    assert.equal((await passwordLogin(b.app, 'admin', DEMO_PASSWORD)).status, 429)
  })

  it('share the sign-on session: a login on one gives tickets on the other', async () => {
    const browserOnA = new CasBrowser(a.app)
    const formToken = await browserOnA.openLogin()
    await browserOnA.post('/cas/login', { method: 'password', formToken, username: 't1001', password: DEMO_PASSWORD })
    const sameBrowserOnB = await b.app.inject({
      url: `/cas/login?service=${encodeURIComponent('http://localhost:8080/')}`,
      headers: { cookie: browserOnA.cookieHeader() },
    })
    assert.equal(sameBrowserOnB.statusCode, 302)
    const ticket = new URL(String(sameBrowserOnB.headers.location)).searchParams.get('ticket')!
    const validated = await a.app.inject({
      url: `/cas/serviceValidate?format=JSON&service=${encodeURIComponent('http://localhost:8080/')}&ticket=${encodeURIComponent(ticket)}`,
    })
    assert.equal(validated.json().serviceResponse.authenticationSuccess.user, 't1001')
  })

  it('a user signed in on one works on the other: what one writes the other reads', async () => {
    const token = await loginToken(a.app, 't1001')
    const created = await b.app.inject({
      method: 'POST',
      url: '/flow/personal-todo/create',
      headers: { 'x-id-token': token },
      payload: { title: '两台实例之间的待办' },
    })
    assert.equal(created.statusCode, 200)
    const id = created.json().data.id
    const detail = await a.app.inject({ url: `/flow/personal-todo/detail?id=${id}`, headers: { 'x-id-token': token } })
    assert.equal(detail.json().data.title, '两台实例之间的待办')
  })

  it('a CAS ticket issued by one validates once across both, even when both are asked at once', async () => {
    const service = 'http://localhost:8080/app'
    const browser = new CasBrowser(a.app)
    const formToken = await browser.openLogin(service)
    const issued = await browser.post('/cas/login', {
      method: 'password',
      formToken,
      username: '2026001',
      password: DEMO_PASSWORD,
      service,
    })
    const ticket = ticketOf(issued.headers.location as string)
    const url = `/cas/serviceValidate?format=JSON&service=${encodeURIComponent(service)}&ticket=${encodeURIComponent(ticket)}`
    const answers = await Promise.all([a, b, a, b].map((instance) => instance.app.inject({ url })))
    const successes = answers.filter((answer) => answer.json().serviceResponse.authenticationSuccess)
    assert.equal(successes.length, 1)
    assert.ok(
      answers.every(
        (answer) =>
          answer.json().serviceResponse.authenticationSuccess ||
          answer.json().serviceResponse.authenticationFailure.code === 'INVALID_TICKET',
      ),
    )
  })

  it('count address failures across both: the hundredth on one slows the address on the other', async () => {
    const address = '10.77.0.1'
    await database.pool.query('INSERT INTO rate_counters (key, window_start, count) VALUES ($1, $2, 99)', [
      `pwd-fail:ip:${address}`,
      clock.now(),
    ])
    assert.equal((await passwordLogin(a.app, 'nobody', 'guess', address)).status, 400)
    const slowed = await passwordLogin(b.app, 't1001', DEMO_PASSWORD, address)
    assert.equal(slowed.status, 429)
    assert.match(slowed.body.message, /当前网络登录失败次数过多/)
  })

  it('share the SMS limits: a send on one holds the resend on the other for a minute', async () => {
    const nonce = (await a.app.inject({ url: '/token-service/passwordless/smsInit' })).json().data.nonce
    const send = (instance: TestApp) =>
      instance.app.inject({ method: 'POST', url: '/token-service/passwordless/smsSend', query: { mobile: '13800000004', nonce } })
    const [first, second] = await Promise.all([send(a), send(b)])
    assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 429], 'two sends at once on two instances: one goes out')
    clock.advance(30)
    assert.equal((await send(a)).statusCode, 429)
    clock.advance(31)
    assert.equal((await send(b)).statusCode, 200)
  })
  it('a password changed on one ends the old tokens on both, though both had verified them before', async () => {
    const unread = (app: TestApp, token: string) =>
      app.app.inject({
        method: 'POST',
        url: '/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new',
        headers: { 'x-id-token': token },
        payload: { mobile: false },
      })
    const old = await loginToken(a.app, '2026002')
    assert.equal((await unread(a, old)).statusCode, 200)
    assert.equal((await unread(b, old)).statusCode, 200, 'b keeps the verified token and its version')

    const proof = await passwordProof(a, old, DEMO_PASSWORD)
    const changed = await securityClient(a, old).post('/security/password', { proof, newPassword: NEW_PASSWORD })
    assert.equal(changed.statusCode, 200, changed.body)
    const fresh = changed.json().data.idToken as string
    assert.equal((await unread(a, old)).statusCode, 401, 'the instance that changed it refuses at once')
    assert.equal((await unread(a, fresh)).statusCode, 200)
    // b hears of the change through the trigger's notice (delivered at commit, read by its listening connection).
    for (let i = 0; i < 100 && (await unread(b, old)).statusCode !== 401; i++) await new Promise((resolve) => setTimeout(resolve, 20))
    assert.equal((await unread(b, old)).statusCode, 401, 'the other instance refuses once the notice arrives')
    assert.equal((await unread(b, fresh)).statusCode, 200)
  })
})
