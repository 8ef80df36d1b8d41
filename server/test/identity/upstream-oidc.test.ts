import assert from 'node:assert/strict'
import net from 'node:net'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { loadConfig, parseSignOnMethods, type IdentityConfig } from '../../src/config'
import { accounts, authLog } from '../../src/db/schema/index'
import { createTestApp, decodeJwtPayload, DEMO_PASSWORD, type TestApp } from '../helpers/test-app'
import { UpstreamBrowser } from '../helpers/upstream-browser'
import { startOidcProvider, type TestOidcProvider } from '../../../test/helpers/oidc-provider.mjs'

// The portal is injected, never listening; the provider redirects the test browser to this origin.
const PORTAL = 'http://127.0.0.1:18430'
const CALLBACK = `${PORTAL}/cas/upstream/oidc/callback`
const DEEP_LINK = `${PORTAL}/pagesA/news/detail?id=1&columnId=2`
const TIMEOUT_MS = 1500

describe('统一身份认证登录 through an OpenID provider', () => {
  let provider: TestOidcProvider
  let t: TestApp

  const identityWith = (changes: Partial<IdentityConfig>): IdentityConfig => ({
    ...loadConfig().identity,
    methods: parseSignOnMethods('student=oidc,teacher=oidc,admin=oidc'),
    breakGlassAccounts: ['admin'],
    oidc: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      usernameClaim: 'preferred_username',
      jit: false,
    },
    upstreamTimeoutMs: TIMEOUT_MS,
    ...changes,
  })
  /** Another portal instance on the same database with other upstream settings. */
  const portalWith = async (changes: Partial<IdentityConfig>) =>
    await createTestApp({ database: t.database, config: { publicOrigin: PORTAL, identity: identityWith(changes) } })

  before(async () => {
    provider = await startOidcProvider({ redirectUris: [CALLBACK], postLogoutRedirectUris: [`${PORTAL}/cas/upstream/signed-out`] })
    t = await createTestApp({ config: { publicOrigin: PORTAL, identity: identityWith({}) } })
  })
  after(async () => {
    await t?.close()
    await provider?.stop()
  })

  const lastRefusal = async () =>
    (await t.app.db.select().from(authLog).where(eq(authLog.event, 'upstream.refused')).orderBy(desc(authLog.id)).limit(1))[0]

  /** Opens the portal's login for the deep link and signs in at the provider; stops when the provider sends the browser back. */
  async function signInAtProvider(browser: UpstreamBrowser, login: string, start = `/cas/login?service=${encodeURIComponent(DEEP_LINK)}`) {
    const loginForm = await browser.open(start)
    assert.equal(loginForm.status, 200, loginForm.body.slice(0, 300))
    assert.ok(loginForm.url.startsWith(provider.issuer), `the provider's login page is shown (${loginForm.url})`)
    const back = await browser.submit(loginForm, { login, password: 'any' }, CALLBACK)
    assert.ok(back.location?.startsWith(CALLBACK), `the provider sends the browser back (${back.location})`)
    return back.location as string
  }

  it('a fresh visit goes straight to the provider and comes back to the deep link with a portal ticket', async () => {
    const browser = new UpstreamBrowser(t.app, PORTAL)
    const callback = await signInAtProvider(browser, '2026001')
    const landed = await browser.open(callback, DEEP_LINK)
    assert.equal(landed.status, 302)
    const ticketUrl = new URL(landed.location as string)
    assert.equal(`${ticketUrl.origin}${ticketUrl.pathname}`, `${PORTAL}/pagesA/news/detail`)
    assert.equal(ticketUrl.searchParams.get('id'), '1', 'the deep link keeps its parameters')
    const ticket = ticketUrl.searchParams.get('ticket') as string
    const payload = JSON.parse(Buffer.from(ticket.split('.')[1] as string, 'base64url').toString('utf8'))
    assert.equal(decodeJwtPayload(payload.idToken).sub, '2026001', 'the portal issues its own id token')
    const serviceWithoutTicket = new URL(ticketUrl)
    serviceWithoutTicket.searchParams.delete('ticket')
    const validation = await t.app.inject({
      url: `/cas/p3/serviceValidate?service=${encodeURIComponent(serviceWithoutTicket.href)}&ticket=${encodeURIComponent(ticket)}`,
    })
    assert.match(validation.body, /<cas:user>2026001<\/cas:user>/)
    const [student] = await t.app.db.select().from(accounts).where(eq(accounts.username, '2026001'))
    const [logged] = await t.app.db.select().from(authLog).where(eq(authLog.accountId, student!.id)).orderBy(desc(authLog.id)).limit(1)
    assert.equal(logged?.event, 'login.oidc')

    // The portal's sign-on session now serves the next service without the provider.
    const again = await browser.request('GET', `/cas/login?service=${encodeURIComponent(DEEP_LINK)}`)
    assert.ok(again.location?.startsWith(`${PORTAL}/pagesA/news/detail`), 'signed in at the portal')

    // Signing out ends the portal session and the provider's (RP-initiated logout), then returns to the service.
    const confirm = await browser.open(`/cas/logout?service=${encodeURIComponent(DEEP_LINK)}`)
    assert.ok(confirm.url.startsWith(`${provider.issuer}/session/end`), `the provider asks to confirm (${confirm.url})`)
    const out = await browser.submit(confirm, { logout: 'yes' }, DEEP_LINK)
    assert.equal(out.location, DEEP_LINK, 'back at the service after signing out everywhere')
    assert.ok(
      browser.visited.some((url) => url.startsWith(`${PORTAL}/cas/upstream/signed-out`)),
      'the provider sent the browser back to the portal',
    )
    const afterLogout = await browser.open(`/cas/login?service=${encodeURIComponent(DEEP_LINK)}`)
    assert.ok(afterLogout.url.startsWith(provider.issuer) && /name="login"/.test(afterLogout.body), 'the provider asks for the login again')
  })

  it('renew at the portal makes the provider ask again (prompt=login)', async () => {
    const browser = new UpstreamBrowser(t.app, PORTAL)
    await browser.open(await signInAtProvider(browser, '2026001'), DEEP_LINK)
    const renewed = await browser.open(`/cas/login?renew=true&service=${encodeURIComponent(DEEP_LINK)}`, provider.issuer)
    assert.equal(new URL(renewed.location as string).searchParams.get('prompt'), 'login')
    const plain = await browser.open(`/cas/upstream/oidc?service=${encodeURIComponent(DEEP_LINK)}`, provider.issuer)
    assert.equal(new URL(plain.location as string).searchParams.get('prompt'), null)
  })

  it('a teacher signs in too; without a service the welcome page is shown', async () => {
    const browser = new UpstreamBrowser(t.app, PORTAL)
    const callback = await signInAtProvider(browser, 't1001', '/cas/login')
    const page = await browser.open(callback)
    assert.equal(page.status, 200)
    assert.match(page.body, /登录成功/)
    assert.match(page.body, /欢迎，王芳/)
  })

  it('refuses and logs a callback whose state is not the one this browser started', async () => {
    const browser = new UpstreamBrowser(t.app, PORTAL)
    const callback = new URL(await signInAtProvider(browser, '2026001'))
    callback.searchParams.set('state', 'forged-state')
    const page = await browser.open(callback.href)
    assert.equal(page.status, 400)
    assert.match(page.body, /登录未完成/)
    assert.match((await lastRefusal())?.detail ?? '', /state/)

    // The right state from another browser (no flow cookie) is refused as well.
    const other = new UpstreamBrowser(t.app, PORTAL)
    const stolen = await signInAtProvider(new UpstreamBrowser(t.app, PORTAL), '2026001')
    const refused = await other.open(stolen)
    assert.equal(refused.status, 400)
    assert.match((await lastRefusal())?.detail ?? '', /浏览器没有带回登录流程/)
  })

  it('refuses an ID token with another nonce or for another audience, though correctly signed', async () => {
    for (const [change, reason] of [
      [(claims: Record<string, unknown>) => ({ ...claims, nonce: 'not-the-nonce' }), /nonce/],
      [(claims: Record<string, unknown>) => ({ ...claims, aud: 'another-client' }), /aud/],
    ] as const) {
      const browser = new UpstreamBrowser(t.app, PORTAL)
      const callback = await signInAtProvider(browser, '2026001')
      provider.tamperIdToken = change
      try {
        const page = await browser.open(callback)
        assert.equal(page.status, 400, page.body.slice(0, 300))
        assert.doesNotMatch(page.location ?? '', /ticket=/)
        assert.match((await lastRefusal())?.detail ?? '', reason)
      } finally {
        provider.tamperIdToken = undefined
      }
    }
  })

  it('refuses a replayed code: the same callback again, and the code under a new sign-in', async () => {
    const browser = new UpstreamBrowser(t.app, PORTAL)
    const callback = await signInAtProvider(browser, '2026001')
    const flowCookie = browser.cookies(PORTAL).get('upstream_flow') as string
    assert.equal((await browser.open(callback, DEEP_LINK)).status, 302)
    // Replayed with the flow cookie too (as one who copied both would): the flow is spent server-side.
    browser.cookies(PORTAL).set('upstream_flow', flowCookie)
    const replay = await browser.open(callback)
    assert.equal(replay.status, 400)
    assert.match((await lastRefusal())?.detail ?? '', /已使用或已过期/)

    // A new sign-in in this browser (new state) handed the old code: the provider refuses the spent code.
    const start = await browser.open(`/cas/upstream/oidc?service=${encodeURIComponent(DEEP_LINK)}`, provider.issuer)
    const state = new URL(start.location as string).searchParams.get('state') as string
    const code = new URL(callback).searchParams.get('code') as string
    const reused = await browser.open(
      `${CALLBACK}?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(provider.issuer)}`,
    )
    assert.equal(reused.status, 400)
    assert.equal(provider.tokenResponses.at(-1)?.error, 'invalid_grant')
    assert.match((await lastRefusal())?.detail ?? '', /invalid_grant/)
  })

  it('answers 403 with the reason when the claim is missing or names no portal account', async () => {
    const unknown = new UpstreamBrowser(t.app, PORTAL)
    const page = await unknown.open(await signInAtProvider(unknown, 'x9001'))
    assert.equal(page.status, 403)
    assert.match(page.body, /门户中没有与“x9001”对应的账号/)

    const nameless = new UpstreamBrowser(t.app, PORTAL)
    const missing = await nameless.open(await signInAtProvider(nameless, 'nousername'))
    assert.equal(missing.status, 403)
    assert.match(missing.body, /缺少声明 preferred_username/)
  })

  it('creates the missing account on first sign-in only with OIDC_JIT', async () => {
    const jit = await portalWith({
      oidc: { ...identityWith({}).oidc!, jit: true, identityClaim: 'identity' },
    })
    try {
      const browser = new UpstreamBrowser(jit.app, PORTAL)
      const page = await browser.open(await signInAtProvider(browser, 'x9001', '/cas/login'))
      assert.equal(page.status, 200, page.body.slice(0, 300))
      const [created] = await jit.app.db.select().from(accounts).where(eq(accounts.username, 'x9001'))
      assert.equal(created?.displayName, '新同学')
      assert.equal(created?.identityTypeCode, 'student')
    } finally {
      await jit.close()
    }
  })

  it('a provider that is down or silent gives the retry page within the timeout, never a 500', async () => {
    const silent = net.createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const silentPort = (silent.address() as net.AddressInfo).port
    try {
      for (const issuer of ['http://127.0.0.1:9', `http://127.0.0.1:${silentPort}`]) {
        const portal = await portalWith({ oidc: { ...identityWith({}).oidc!, issuer } })
        try {
          const started = Date.now()
          const page = await new UpstreamBrowser(portal.app, PORTAL).open(`/cas/login?service=${encodeURIComponent(DEEP_LINK)}`)
          const took = Date.now() - started
          assert.equal(page.status, 503, `${issuer}: ${page.body.slice(0, 200)}`)
          assert.match(page.body, /统一身份认证暂时无法访问/)
          assert.match(page.body, />重试</)
          assert.match(page.body, /href="\/cas\/login\?local=1&amp;service=/, 'the break-glass link keeps the service')
          assert.ok(took < TIMEOUT_MS + 1000, `${issuer}: answered in ${took} ms`)
        } finally {
          await portal.close()
        }
      }
    } finally {
      silent.close()
    }
  })

  it('refuses the portal password for an oidc identity, pointing to 统一身份认证登录, but not for break-glass accounts', async () => {
    const token = await t.app.inject({
      method: 'POST',
      url: '/token-service/password/passwordLogin',
      query: { username: '2026001', password: DEMO_PASSWORD },
    })
    assert.equal(token.statusCode, 403)
    assert.match(token.json().message, /统一身份认证登录/)
    const admin = await t.app.inject({
      method: 'POST',
      url: '/token-service/password/passwordLogin',
      query: { username: 'admin', password: DEMO_PASSWORD },
    })
    assert.equal(admin.statusCode, 200, 'admin is a break-glass account')

    const browser = new UpstreamBrowser(t.app, PORTAL)
    const form = await browser.open(`/cas/login?local=1&service=${encodeURIComponent(DEEP_LINK)}`)
    assert.equal(form.status, 200, 'local=1 shows the portal form')
    assert.match(form.body, /<a class="upstream" href="\/cas\/upstream\/oidc\?service=[^"]+">统一身份认证登录<\/a>/)
    const formToken = /name="formToken" value="([^"]+)"/.exec(form.body)?.[1] as string
    const refused = await browser.request('POST', '/cas/login', {
      method: 'password',
      service: DEEP_LINK,
      formToken,
      username: 't1001',
      password: DEMO_PASSWORD,
    })
    assert.equal(refused.status, 403)
    assert.match(refused.body, /统一身份认证登录/)
    const breakGlass = await browser.request('POST', '/cas/login', {
      method: 'password',
      service: DEEP_LINK,
      formToken,
      username: 'admin',
      password: DEMO_PASSWORD,
    })
    assert.equal(breakGlass.status, 302)
    assert.match(breakGlass.location ?? '', /ticket=ST-/)
  })
})
