import assert from 'node:assert/strict'
import net from 'node:net'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { loadConfig, parseSignOnMethods, type IdentityConfig } from '../../src/config'
import { accounts, authLog, ssoSessions } from '../../src/db/schema/index'
import { parseServiceResponse, sessionIndexOf } from '../../src/lib/identity/upstream/cas'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app'
import { UpstreamBrowser } from '../helpers/upstream-browser'

const PORTAL = 'http://127.0.0.1:18431'
const CALLBACK = `${PORTAL}/cas/upstream/cas/callback`
const DEEP_LINK = `${PORTAL}/pages/tab/my/my?isHideTabbar=1`
const TIMEOUT_MS = 1500

const logoutRequest = (ticket: string) =>
  `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="LR-1" Version="2.0" IssueInstant="2026-11-28T00:00:00Z"><saml:NameID>@NOT_USED@</saml:NameID><samlp:SessionIndex>${ticket}</samlp:SessionIndex></samlp:LogoutRequest>`

describe('统一身份认证登录 through the school’s CAS (a second reference server)', () => {
  let school: TestApp
  let schoolCas: string
  let t: TestApp

  const identityWith = (changes: Partial<IdentityConfig>): IdentityConfig => ({
    ...loadConfig().identity,
    methods: parseSignOnMethods('student=cas,teacher=cas'),
    cas: { url: schoolCas, usernameAttribute: '' },
    upstreamTimeoutMs: TIMEOUT_MS,
    ...changes,
  })

  before(async () => {
    school = await createTestApp()
    await school.app.listen({ port: 0, host: '127.0.0.1' })
    schoolCas = `http://127.0.0.1:${(school.app.server.address() as net.AddressInfo).port}/cas`
    t = await createTestApp({ config: { publicOrigin: PORTAL, identity: identityWith({}) } })
  })
  after(async () => {
    await t?.close()
    await school?.close()
  })

  /** Opens the portal's login for the deep link and signs in with the school's password; stops at the callback. */
  async function signInAtSchool(browser: UpstreamBrowser, username: string) {
    const form = await browser.open(`/cas/login?service=${encodeURIComponent(DEEP_LINK)}`)
    assert.ok(form.url.startsWith(`${schoolCas}/login?service=${encodeURIComponent(CALLBACK)}`), `the school's CAS login (${form.url})`)
    const back = await browser.submit(form, { username, password: DEMO_PASSWORD }, CALLBACK)
    assert.ok(back.location?.startsWith(`${CALLBACK}?ticket=ST-`), `the school's CAS sends a ticket back (${back.location})`)
    return back.location as string
  }

  const portalSessions = async (username: string) => {
    const [account] = await t.app.db.select().from(accounts).where(eq(accounts.username, username))
    return await t.app.db.select().from(ssoSessions).where(eq(ssoSessions.accountId, account!.id))
  }

  it('signs a student in through the school’s CAS and lands on the deep link; signing out ends both sessions', async () => {
    const browser = new UpstreamBrowser(t.app, PORTAL)
    const before = (await portalSessions('2026001')).length
    const callback = await signInAtSchool(browser, '2026001')
    const landed = await browser.open(callback, DEEP_LINK)
    const back = new URL(landed.location as string)
    assert.equal(back.searchParams.get('isHideTabbar'), '1')
    assert.match(back.searchParams.get('ticket') ?? '', /^ST-/)
    const sessions = await portalSessions('2026001')
    assert.equal(sessions.length, before + 1)
    assert.equal(sessions.at(-1)?.upstream, 'cas')
    const [student] = await t.app.db.select().from(accounts).where(eq(accounts.username, '2026001'))
    const [logged] = await t.app.db.select().from(authLog).where(eq(authLog.accountId, student!.id)).orderBy(desc(authLog.id)).limit(1)
    assert.equal(logged?.event, 'login.upstream-cas')

    const out = await browser.open(`/cas/logout?service=${encodeURIComponent(DEEP_LINK)}`, DEEP_LINK)
    assert.equal(out.location, DEEP_LINK, 'back at the service after signing out everywhere')
    assert.ok(
      browser.visited.some((url) => url.startsWith(`${schoolCas}/logout`)),
      'signed out at the school’s CAS',
    )
    assert.equal((await portalSessions('2026001')).length, before)
    const again = await browser.open(`/cas/login?service=${encodeURIComponent(DEEP_LINK)}`)
    assert.ok(again.url.startsWith(`${schoolCas}/login`) && /name="password"/.test(again.body), 'the school asks for the password again')
  })

  it('a single-logout request from the school ends the portal session its ticket started', async () => {
    const browser = new UpstreamBrowser(t.app, PORTAL)
    const callback = await signInAtSchool(browser, 't1001')
    const upstreamTicket = new URL(callback).searchParams.get('ticket') as string
    await browser.open(callback, DEEP_LINK)
    assert.equal((await portalSessions('t1001')).filter((s) => s.upstream === 'cas').length, 1)

    const unrelated = await t.app.inject({
      method: 'POST',
      url: '/cas/upstream/cas/callback',
      payload: { logoutRequest: logoutRequest('ST-unknown') },
    })
    assert.equal(unrelated.statusCode, 200)
    assert.equal((await portalSessions('t1001')).filter((s) => s.upstream === 'cas').length, 1, 'another ticket ends nothing')

    const slo = await t.app.inject({
      method: 'POST',
      url: '/cas/upstream/cas/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ logoutRequest: logoutRequest(upstreamTicket) }).toString(),
    })
    assert.equal(slo.statusCode, 200)
    assert.equal((await portalSessions('t1001')).filter((s) => s.upstream === 'cas').length, 0)
    const form = await browser.request('GET', `/cas/login?local=1&service=${encodeURIComponent(DEEP_LINK)}`)
    assert.equal(form.status, 200, 'no session: the login form, not a ticket')

    const bad = await t.app.inject({ method: 'POST', url: '/cas/upstream/cas/callback', payload: { logoutRequest: '<x/>' } })
    assert.equal(bad.statusCode, 400)
  })

  it('renew at the portal is passed on to the school’s CAS', async () => {
    const browser = new UpstreamBrowser(t.app, PORTAL)
    const page = await browser.open(`/cas/login?renew=true&service=${encodeURIComponent(DEEP_LINK)}`, schoolCas)
    assert.equal(new URL(page.location as string).searchParams.get('renew'), 'true')
  })

  it('refuses and logs a ticket the school’s CAS does not confirm', async () => {
    const browser = new UpstreamBrowser(t.app, PORTAL)
    await browser.open(`/cas/upstream/cas?service=${encodeURIComponent(DEEP_LINK)}`, schoolCas)
    const page = await browser.open(`${CALLBACK}?ticket=ST-forged.e30.x`)
    assert.equal(page.status, 400)
    const [refusal] = await t.app.db.select().from(authLog).where(eq(authLog.event, 'upstream.refused')).orderBy(desc(authLog.id)).limit(1)
    assert.match(refusal?.detail ?? '', /INVALID_TICKET/)
  })

  it('answers 403 when the configured attribute is missing', async () => {
    const portal = await createTestApp({
      database: t.database,
      config: { publicOrigin: PORTAL, identity: identityWith({ cas: { url: schoolCas, usernameAttribute: 'studentNumber' } }) },
    })
    try {
      const browser = new UpstreamBrowser(portal.app, PORTAL)
      const page = await browser.open(await signInAtSchool(browser, '2026001'))
      assert.equal(page.status, 403)
      assert.match(page.body, /缺少属性 studentNumber/)
    } finally {
      await portal.close()
    }
  })

  it('a silent CAS server gives the retry page within the timeout', async () => {
    const silent = net.createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const portal = await createTestApp({
      database: t.database,
      config: {
        publicOrigin: PORTAL,
        identity: identityWith({
          cas: { url: `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}/cas`, usernameAttribute: '' },
        }),
      },
    })
    try {
      const started = Date.now()
      const page = await new UpstreamBrowser(portal.app, PORTAL).open(`/cas/login?service=${encodeURIComponent(DEEP_LINK)}`)
      assert.equal(page.status, 503)
      assert.match(page.body, /统一身份认证暂时无法访问/)
      assert.match(page.body, /使用门户账号密码登录/)
      assert.ok(Date.now() - started < TIMEOUT_MS + 1000, `answered in ${Date.now() - started} ms`)
    } finally {
      await portal.close()
      silent.close()
    }
  })

  it('reads CAS answers and logout requests', () => {
    assert.deepEqual(
      parseServiceResponse(
        '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>a&amp;b</cas:user><cas:attributes><cas:sn>1</cas:sn><cas:group>x</cas:group><cas:group>y</cas:group></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>',
      ),
      { ok: true, user: 'a&b', attributes: { sn: ['1'], group: ['x', 'y'] } },
    )
    assert.deepEqual(parseServiceResponse('<cas:authenticationFailure code="INVALID_TICKET">票据无效</cas:authenticationFailure>'), {
      ok: false,
      code: 'INVALID_TICKET',
      description: '票据无效',
    })
    assert.equal(sessionIndexOf(logoutRequest('ST-1.2.3')), 'ST-1.2.3')
    assert.equal(sessionIndexOf('<samlp:LogoutRequest/>'), undefined)
  })
})
