import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { CasBrowser, ticketOf } from '../../helpers/cas-browser'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../helpers/test-app'

const SERVICE = 'http://127.0.0.1:8080/page/index/index?from=cas'

const HOSTILE_SERVICES = [
  'http://evil.com/',
  'https://127.0.0.1.evil.com/',
  'http://localhost.evil.com:8080/',
  '//evil.com/',
  '/\\evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt://127.0.0.1/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://127.0.0.1@evil.com/',
  'http://user:pass@127.0.0.1/',
  'http://evil.com\\@127.0.0.1/',
  'http://127.0.0.1\\@evil.com/',
  'http:\\\\evil.com',
  'http://evil.com%2f@127.0.0.1/',
  'http://127.0.0.1%2eevil.com/',
  'http://%31%32%37.0.0.1/',
  'http://127.0.0.1%00.evil.com/',
  'http://127.0.0.1 .evil.com/',
  'ftp://127.0.0.1/',
  'http:/127.0.0.1/',
  'https:evil.com',
  ' http://evil.com/',
  'http://evil.com#@127.0.0.1/',
  'http://0x7f000001/',
  'http://[::ffff:127.0.0.1]/',
  'http://127.1/',
]

describe('CAS login page (/cas/login)', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp()
  })
  after(async () => {
    await t.close()
  })

  it('shows a mobile-friendly Chinese page with password and SMS login in the product colours', async () => {
    const page = await t.app.inject({ url: `/cas/login?service=${encodeURIComponent(SERVICE)}` })
    assert.equal(page.statusCode, 200)
    assert.match(String(page.headers['content-type']), /text\/html/)
    assert.match(page.body, /示范大学统一身份认证/)
    assert.match(page.body, /name="viewport"/)
    assert.doesNotMatch(page.body, /maximum-scale|user-scalable/, 'readers may zoom (WCAG 1.4.4)')
    // The brand orange's darker shade: white on it, and it on white, are 5.2:1 (#ED663F is 3.2:1).
    assert.match(page.body, /#C63B13/)
    assert.match(page.body, /#F6F6F6/)
    assert.match(page.body, /密码登录/)
    assert.match(page.body, /验证码登录/)
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/)
    assert.ok(page.cookies.some((cookie) => cookie.name === 'cas_form' && cookie.httpOnly && cookie.sameSite === 'Lax'))
  })

  it('refuses every hostile service with a 400 page and never redirects', async () => {
    for (const service of HOSTILE_SERVICES) {
      const page = await t.app.inject({ url: `/cas/login?service=${encodeURIComponent(service)}` })
      assert.equal(page.statusCode, 400, `service ${JSON.stringify(service)} must be refused`)
      assert.equal(page.headers.location, undefined)
      assert.match(page.body, /无法登录到该应用/)
    }
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin()
    for (const service of HOSTILE_SERVICES) {
      const posted = await browser.post('/cas/login', {
        method: 'password',
        formToken,
        username: 't1001',
        password: DEMO_PASSWORD,
        service,
      })
      assert.equal(posted.statusCode, 400, `posted service ${JSON.stringify(service)} must be refused`)
      assert.equal(posted.headers.location, undefined)
    }
  })

  it('accepts the loopback origins on any port and localhost', async () => {
    for (const service of ['http://127.0.0.1:10086/', 'http://localhost:5173/pages/h5/index?a=1#top', 'https://localhost/']) {
      assert.equal((await t.app.inject({ url: `/cas/login?service=${encodeURIComponent(service)}` })).statusCode, 200, service)
    }
  })

  it('signs in with the password, redirects with a ticket carrying the id token, and keeps the session', async () => {
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin(SERVICE)
    const response = await browser.post('/cas/login', {
      method: 'password',
      formToken,
      username: 't1001',
      password: DEMO_PASSWORD,
      service: SERVICE,
    })
    assert.equal(response.statusCode, 302)
    const location = new URL(String(response.headers.location))
    assert.equal(location.origin + location.pathname, 'http://127.0.0.1:8080/page/index/index')
    assert.equal(location.searchParams.get('from'), 'cas')
    const ticket = ticketOf(response.headers.location as string)
    const [head, middle, tail] = ticket.split('.')
    assert.match(head!, /^ST-[A-Za-z0-9_-]{20,}$/)
    assert.match(tail!, /^[A-Za-z0-9_-]{20,}$/)
    const payload = JSON.parse(Buffer.from(middle!, 'base64url').toString('utf8'))
    assert.equal(payload.username, 't1001')
    const diversion = await t.app.inject({
      method: 'POST',
      url: '/portal-api/v1/diversion/getUserDiversionList',
      headers: { 'x-id-token': payload.idToken },
      payload: { terminal: 6 },
    })
    assert.equal(diversion.statusCode, 200, 'the id token in the ticket is a valid token')
    const session = response.cookies.find((cookie) => cookie.name === 'CASTGC')
    assert.ok(session?.httpOnly)
    assert.equal(session?.sameSite, 'Lax')
    const [stored] = (await t.database.pool.query<{ ticket_hash: string }>('SELECT ticket_hash FROM service_tickets')).rows
    assert.ok(stored && !stored.ticket_hash.includes(head!), 'tickets are stored hashed')

    const secondService = 'http://localhost:3000/other-app'
    const sso = await browser.get(`/cas/login?service=${encodeURIComponent(secondService)}`)
    assert.equal(sso.statusCode, 302, 'a second service gets a ticket without the password')
    assert.ok(String(sso.headers.location).startsWith(`${secondService}?ticket=ST-`))
  })

  it('re-shows the page with a reason on a wrong password, and refuses a missing or forged form token', async () => {
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin(SERVICE)
    const wrong = await browser.post('/cas/login', { method: 'password', formToken, username: 't1001', password: 'bad', service: SERVICE })
    assert.equal(wrong.statusCode, 400)
    assert.match(wrong.body, /用户名或密码错误/)
    const forged = await browser.post('/cas/login', {
      method: 'password',
      formToken: 'forged',
      username: 't1001',
      password: DEMO_PASSWORD,
      service: SERVICE,
    })
    assert.equal(forged.statusCode, 400)
    assert.match(forged.body, /页面已过期/)
    const stranger = new CasBrowser(t.app)
    const noCookie = await stranger.post('/cas/login', {
      method: 'password',
      formToken,
      username: 't1001',
      password: DEMO_PASSWORD,
      service: SERVICE,
    })
    assert.equal(noCookie.statusCode, 400, "the form token must match this browser's cookie")
  })

  it('SMS login on the page lets the user pick between accounts sharing the number', async () => {
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin(SERVICE)
    const nonce = (await browser.get('/token-service/passwordless/smsInit')).json().data.nonce
    await browser.post('/token-service/passwordless/smsSend', { mobile: '13912345678', nonce })
    const code = t.outbox().at(-1)!.code
    const choose = await browser.post('/cas/login', {
      method: 'sms',
      formToken,
      mobile: '13912345678',
      smscode: code,
      nonce,
      service: SERVICE,
    })
    assert.equal(choose.statusCode, 200)
    assert.match(choose.body, /选择登录账号/)
    const cid = /name="cid" value="([^"]+)"/.exec(choose.body)![1]!
    const accountIds = [...choose.body.matchAll(/name="accountId" value="([^"]+)"/g)].map((match) => match[1]!)
    assert.equal(accountIds.length, 2)
    const chosen = await browser.post('/cas/login', { method: 'choose', formToken, cid, accountId: accountIds[1]!, service: SERVICE })
    assert.equal(chosen.statusCode, 302)
    const payload = JSON.parse(Buffer.from(ticketOf(chosen.headers.location as string).split('.')[1]!, 'base64url').toString())
    assert.equal(payload.username, 't1002')
  })

  it('SMS login on the page re-shows the form with the reason when the code is wrong', async () => {
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin(SERVICE)
    const nonce = (await browser.get('/token-service/passwordless/smsInit')).json().data.nonce
    await browser.post('/token-service/passwordless/smsSend', { mobile: '13800000002', nonce })
    const code = t.outbox().at(-1)!.code
    const wrong = await browser.post('/cas/login', {
      method: 'sms',
      formToken,
      mobile: '13800000002',
      smscode: code === '000000' ? '111111' : '000000',
      nonce,
      service: SERVICE,
    })
    assert.equal(wrong.statusCode, 400)
    assert.match(wrong.body, /验证码错误，还可尝试4次/)
    assert.match(wrong.body, /id="tab-sms" checked/)
    const noNonce = await browser.post('/cas/login', {
      method: 'sms',
      formToken,
      mobile: '13800000002',
      smscode: code,
      nonce: '',
      service: SERVICE,
    })
    assert.match(noNonce.body, /请先获取验证码/)
    const right = await browser.post('/cas/login', {
      method: 'sms',
      formToken,
      mobile: '13800000002',
      smscode: code,
      nonce,
      service: SERVICE,
    })
    assert.equal(right.statusCode, 302)
  })

  it('after a wrong SMS code the re-shown form still carries the nonce, so the right code signs in', async () => {
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin(SERVICE)
    const nonce = (await browser.get('/token-service/passwordless/smsInit')).json().data.nonce
    await browser.post('/token-service/passwordless/smsSend', { mobile: '13800000003', nonce })
    const code = t.outbox().at(-1)!.code
    const wrong = await browser.post('/cas/login', {
      method: 'sms',
      formToken,
      mobile: '13800000003',
      smscode: code === '000000' ? '111111' : '000000',
      nonce,
      service: SERVICE,
    })
    assert.match(wrong.body, /验证码错误，还可尝试4次/)
    // Submit what the re-shown SMS form holds, as the browser does.
    const smsForm = /<form class="pane" id="pane-sms"[\s\S]*?<\/form>/.exec(wrong.body)![0]
    const fields = Object.fromEntries(
      [...smsForm.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]),
    )
    assert.equal(fields.nonce, nonce)
    const right = await browser.post('/cas/login', { ...fields, mobile: '13800000003', smscode: code })
    assert.equal(right.statusCode, 302)
    assert.ok(String(right.headers.location).startsWith(SERVICE.split('?')[0]!))
  })

  it('renew=true asks for the password again even with a sign-on session', async () => {
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin()
    await browser.post('/cas/login', { method: 'password', formToken, username: 'admin', password: DEMO_PASSWORD })
    assert.equal((await browser.get(`/cas/login?service=${encodeURIComponent(SERVICE)}`)).statusCode, 302, 'SSO without renew')
    const renewed = await browser.get(`/cas/login?renew=true&service=${encodeURIComponent(SERVICE)}`)
    assert.equal(renewed.statusCode, 200)
    assert.match(renewed.body, /name="password"/)
    const noService = await browser.get('/cas/login?renew=true')
    assert.match(noService.body, /name="password"/, 'not the "already signed in" page')
    assert.equal((await browser.get(`/cas/login?renew=false&service=${encodeURIComponent(SERVICE)}`)).statusCode, 302)
  })

  it('logout ends the session and redirects only to allowed services', async () => {
    const browser = new CasBrowser(t.app)
    const formToken = await browser.openLogin()
    const signedIn = await browser.post('/cas/login', { method: 'password', formToken, username: 'guest', password: DEMO_PASSWORD })
    assert.equal(signedIn.statusCode, 200)
    assert.match(signedIn.body, /登录成功/)
    assert.match((await browser.get('/cas/login')).body, /您已登录/)
    const hostile = await browser.get(`/cas/logout?service=${encodeURIComponent('https://evil.com/')}`)
    assert.equal(hostile.statusCode, 200)
    assert.equal(hostile.headers.location, undefined)
    assert.match(hostile.body, /已退出登录/)
    const page = await browser.get(`/cas/login?service=${encodeURIComponent(SERVICE)}`)
    assert.equal(page.statusCode, 200, 'after logout the password is asked again')
    const allowed = await browser.get(`/cas/logout?service=${encodeURIComponent(SERVICE)}`)
    assert.equal(allowed.statusCode, 302)
    assert.equal(allowed.headers.location, SERVICE)
  })
})
