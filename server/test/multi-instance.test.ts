import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CasBrowser } from './helpers/cas-browser'
import { createTestApp, DEMO_PASSWORD, loginToken, passwordLogin, type TestApp } from './helpers/test-app'
import { createTestDatabase, type TestDatabase } from './helpers/test-database'

describe('two server instances on one database', () => {
  let database: TestDatabase
  let a: TestApp
  let b: TestApp
  before(async () => {
    database = await createTestDatabase()
    // Both start at once against a database that has no signing key yet.
    await database.pool.query('DELETE FROM signing_keys')
    ;[a, b] = await Promise.all([createTestApp({ database }), createTestApp({ database })])
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
    for (const [app, token] of [[b.app, fromA], [a.app, fromB]] as const) {
      const response = await app.inject({ method: 'POST', url: '/portal-api/v1/diversion/getUserDiversionList', headers: { 'x-id-token': token }, payload: { terminal: 6 } })
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
    const validated = await a.app.inject({ url: `/cas/serviceValidate?format=JSON&service=${encodeURIComponent('http://localhost:8080/')}&ticket=${encodeURIComponent(ticket)}` })
    assert.equal(validated.json().serviceResponse.authenticationSuccess.user, 't1001')
  })
})
