import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CasBrowser, ticketOf } from '../../helpers/cas-browser'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../helpers/test-app'

const SERVICE = 'http://localhost:8080/app'

describe('CAS 3.0 ticket validation (/cas/serviceValidate, /cas/p3/serviceValidate)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

  async function newTicket(service = SERVICE): Promise<string> {
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin(service)
    const response = await browser.post('/cas/login', {
      method: 'password',
      formToken,
      username: '2026001',
      password: DEMO_PASSWORD,
      service,
    })
    return ticketOf(response.headers.location as string)
  }
  const validate = (path: string, query: Record<string, string>) =>
    t.app.inject({ url: `/cas${path}?${new URLSearchParams(query).toString()}` })

  it('renew=true refuses a ticket issued from the sign-on session (INVALID_TICKET) and accepts one from typed credentials', async () => {
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin(SERVICE)
    const typed = ticketOf(
      (await browser.post('/cas/login', { method: 'password', formToken, username: '2026001', password: DEMO_PASSWORD, service: SERVICE }))
        .headers.location as string,
    )
    const fromSession = ticketOf((await browser.get(`/cas/login?service=${encodeURIComponent(SERVICE)}`)).headers.location as string)
    for (const path of ['/serviceValidate', '/p3/serviceValidate']) {
      const ticket =
        path === '/serviceValidate'
          ? fromSession
          : ticketOf((await browser.get(`/cas/login?service=${encodeURIComponent(SERVICE)}`)).headers.location as string)
      const refused = await validate(path, { service: SERVICE, ticket, renew: 'true' })
      assert.match(refused.body, /<cas:authenticationFailure code="INVALID_TICKET">/, path)
      assert.equal((await validate(path, { service: SERVICE, ticket })).body.includes('authenticationSuccess'), false, 'and it is spent')
    }
    const accepted = await validate('/p3/serviceValidate', { service: SERVICE, ticket: typed, renew: 'true', format: 'JSON' })
    assert.equal(accepted.json().serviceResponse.authenticationSuccess.user, '2026001')
    const renewedLogin = await browser.get(`/cas/login?renew=true&service=${encodeURIComponent(SERVICE)}`)
    const renewToken = /name="formToken" value="([^"]+)"/.exec(renewedLogin.body)![1]!
    const again = ticketOf(
      (
        await browser.post('/cas/login', {
          method: 'password',
          formToken: renewToken,
          username: '2026001',
          password: DEMO_PASSWORD,
          service: SERVICE,
        })
      ).headers.location as string,
    )
    assert.equal(
      (await validate('/serviceValidate', { service: SERVICE, ticket: again, renew: 'true', format: 'JSON' })).json().serviceResponse
        .authenticationSuccess.user,
      '2026001',
    )
  })

  it('validates a ticket once (XML), then answers INVALID_TICKET on replay', async () => {
    const ticket = await newTicket()
    const first = await validate('/serviceValidate', { service: SERVICE, ticket })
    assert.equal(first.statusCode, 200)
    assert.match(String(first.headers['content-type']), /xml/)
    assert.match(first.body, /<cas:authenticationSuccess>\s*<cas:user>2026001<\/cas:user>/)
    assert.doesNotMatch(first.body, /cas:attributes/)
    const replay = await validate('/serviceValidate', { service: SERVICE, ticket })
    assert.match(replay.body, /<cas:authenticationFailure code="INVALID_TICKET">/)
  })

  it('compares the service in its parsed form (host case, default port)', async () => {
    const ticket = await newTicket('http://LOCALHOST:8080/app')
    const response = await validate('/serviceValidate', { service: 'http://localhost:8080/app', ticket, format: 'json' })
    assert.equal(response.json().serviceResponse.authenticationSuccess.user, '2026001')
  })

  it('p3 with format=JSON returns the attributes', async () => {
    const ticket = await newTicket()
    const response = await validate('/p3/serviceValidate', { service: SERVICE, ticket, format: 'JSON' })
    const success = response.json().serviceResponse.authenticationSuccess
    assert.equal(success.user, '2026001')
    assert.deepEqual(success.attributes.userName, ['李明'])
    assert.deepEqual(success.attributes.identityTypeCode, ['student'])
    assert.equal(success.attributes.accountId.length, 1)
  })

  it('p3 XML lists the attributes', async () => {
    const response = await validate('/p3/serviceValidate', { service: SERVICE, ticket: await newTicket() })
    assert.match(response.body, /<cas:userName>李明<\/cas:userName>/)
    assert.match(response.body, /<cas:identityTypeCode>student<\/cas:identityTypeCode>/)
  })

  it('a ticket presented for another service fails with INVALID_SERVICE and is spent', async () => {
    const ticket = await newTicket()
    const other = await validate('/serviceValidate', { service: 'http://localhost:8080/other', ticket, format: 'JSON' })
    assert.equal(other.json().serviceResponse.authenticationFailure.code, 'INVALID_SERVICE')
    const right = await validate('/serviceValidate', { service: SERVICE, ticket, format: 'JSON' })
    assert.equal(right.json().serviceResponse.authenticationFailure.code, 'INVALID_TICKET')
  })

  it('refuses missing parameters, malformed, forged and expired tickets', async () => {
    assert.match((await validate('/serviceValidate', { service: SERVICE })).body, /code="INVALID_REQUEST"/)
    assert.match((await validate('/serviceValidate', { service: SERVICE, ticket: 'TGT-1' })).body, /code="INVALID_TICKET_SPEC"/)
    const real = await newTicket()
    const [head, middle, tail] = real.split('.')
    const forged = `${head}.${middle}.${tail!.slice(0, -2)}xx`
    assert.match((await validate('/serviceValidate', { service: SERVICE, ticket: forged })).body, /code="INVALID_TICKET"/)
    const expiring = await newTicket()
    await t.database.pool.query("UPDATE service_tickets SET expires_at = now() - interval '1 second'")
    assert.match((await validate('/serviceValidate', { service: SERVICE, ticket: expiring })).body, /code="INVALID_TICKET"/)
  })

  it('tickets expire within 5 minutes of issue', async () => {
    await newTicket()
    const { rows } = await t.database.pool.query<{ seconds: number }>(
      'SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM service_tickets ORDER BY expires_at DESC LIMIT 1',
    )
    assert.ok(rows[0]!.seconds <= 300 && rows[0]!.seconds > 290)
  })
})
