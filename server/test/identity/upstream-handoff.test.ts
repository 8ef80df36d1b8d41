import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { loadConfig, parseSignOnMethods, type IdentityConfig } from '../../src/config'
import { accounts, authLog } from '../../src/db/schema/index'
import { ManualClock } from '../../src/lib/common/clock'
import { createTestApp, decodeJwtPayload, type TestApp } from '../helpers/test-app'
import { UpstreamBrowser } from '../helpers/upstream-browser'
import { startOidcProvider, type TestOidcProvider } from '../../../test/helpers/oidc-provider.mjs'

// The portal is injected, never listening; the provider redirects the test browser to this origin.
const PORTAL = 'http://127.0.0.1:18431'
const CALLBACK = `${PORTAL}/cas/upstream/oidc/callback`
const HANDOFF = '/token-service/login/upstreamHandoff'
const REDEEM = '/token-service/login/upstreamHandoff/redeem'

describe("the mini-program's 统一身份认证登录 hand-off", () => {
  let provider: TestOidcProvider
  let t: TestApp
  const clock = new ManualClock()
  let address = 0
  /** Each test its own address, so the redeem limit of one does not spill into another. */
  const nextIp = () => `10.0.0.${++address}`

  const identity = (): IdentityConfig => ({
    ...loadConfig().identity,
    methods: parseSignOnMethods('student=oidc,teacher=oidc'),
    breakGlassAccounts: ['admin'],
    oidc: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      usernameClaim: 'preferred_username',
      jit: false,
    },
    upstreamTimeoutMs: 1500,
  })

  before(async () => {
    provider = await startOidcProvider({ redirectUris: [CALLBACK] })
    t = await createTestApp({ clock, config: { publicOrigin: PORTAL, identity: identity() } })
  })
  after(async () => {
    await t?.close()
    await provider?.stop()
  })

  const start = async (ip: string) => {
    const res = await t.app.inject({ method: 'POST', url: HANDOFF, remoteAddress: ip })
    assert.equal(res.statusCode, 200, res.body)
    return res.json().data as { handoffId: string; secret: string; expiresIn: number }
  }
  const redeem = (ip: string, handoffId: string, secret: string) =>
    t.app.inject({ method: 'POST', url: REDEEM, remoteAddress: ip, payload: { handoffId, secret } })

  /** The web-view: the portal's start address, the provider's login page, back to the portal's callback. */
  async function signInInWebView(handoffId: string, login = '2026001') {
    const browser = new UpstreamBrowser(t.app, PORTAL)
    const form = await browser.open(`/cas/upstream/oidc?handoff=${encodeURIComponent(handoffId)}`)
    assert.ok(form.url.startsWith(provider.issuer), `the provider's login page (${form.url})`)
    assert.ok(
      browser.visited.some((url) => new URL(url).searchParams.get('prompt') === 'login'),
      'the provider is told to ask again',
    )
    const done = await browser.submit(form, { login, password: 'any' })
    return { browser, done }
  }

  it('lists the connected upstream for the login pages, without any secret', async () => {
    const res = await t.app.inject({ url: '/token-service/login/upstreams' })
    assert.equal(res.statusCode, 200)
    assert.deepEqual(res.json().data, {
      available: true,
      preferred: 'oidc',
      upstreams: [{ kind: 'oidc', label: '统一身份认证登录', path: '/upstream/oidc', identities: ['student', 'teacher'] }],
    })
    assert.ok(!res.body.includes(provider.clientSecret))
  })

  it('completes in the web-view, then the secret redeems it once for the portal id token', async () => {
    const ip = nextIp()
    const { handoffId, secret, expiresIn } = await start(ip)
    assert.equal(expiresIn, 300)

    const early = await redeem(ip, handoffId, secret)
    assert.equal(early.statusCode, 409)
    assert.equal(early.json().message, '尚未完成统一身份认证，请在打开的页面中登录')

    const { browser, done } = await signInInWebView(handoffId)
    assert.equal(done.status, 200)
    assert.ok(done.url.startsWith(CALLBACK), `the page is the portal's callback (${done.url})`)
    assert.match(done.body, /登录成功，请返回小程序/)
    assert.match(done.body, /wx\.miniProgram\.navigateBack/)
    assert.equal(browser.cookies(PORTAL).size, 0, 'no portal session in the web-view')

    const wrong = await redeem(ip, handoffId, `${secret}x`)
    assert.equal(wrong.statusCode, 403)
    assert.match(wrong.json().message, /凭据不正确/)
    const ok = await redeem(ip, handoffId, secret)
    assert.equal(ok.statusCode, 200, ok.body)
    assert.equal(decodeJwtPayload(ok.json().data.idToken).sub, '2026001')
    const [student] = await t.app.db.select().from(accounts).where(eq(accounts.username, '2026001'))
    const [logged] = await t.app.db.select().from(authLog).where(eq(authLog.accountId, student!.id)).orderBy(desc(authLog.id)).limit(1)
    assert.equal(logged?.event, 'login.oidc')

    const again = await redeem(ip, handoffId, secret)
    assert.equal(again.statusCode, 400)
    assert.match(again.json().message, /已使用/)
    // A used hand-off cannot be carried into another sign-in either.
    const restart = await new UpstreamBrowser(t.app, PORTAL).open(`/cas/upstream/oidc?handoff=${encodeURIComponent(handoffId)}`)
    assert.equal(restart.status, 400)
    assert.match(restart.body, /已使用/)
  })

  it('refuses an unknown hand-off, and a hand-off id alone is no sign-in', async () => {
    const ip = nextIp()
    const unknown = await redeem(ip, 'no-such-handoff', 'whatever')
    assert.equal(unknown.statusCode, 400)
    assert.match(unknown.json().message, /不存在/)
    const page = await new UpstreamBrowser(t.app, PORTAL).open('/cas/upstream/oidc?handoff=no-such-handoff')
    assert.equal(page.status, 400)
    assert.match(page.body, /登录交接不存在/)
  })

  it('limits redeem attempts per address', async () => {
    const ip = nextIp()
    const { handoffId, secret } = await start(ip)
    const answers: number[] = []
    for (let i = 0; i < 21; i++) answers.push((await redeem(ip, handoffId, secret)).statusCode)
    assert.deepEqual(answers.slice(0, 20), Array(20).fill(409))
    assert.equal(answers[20], 429)
  })

  it('expires after five minutes by the server clock: neither the web-view nor the redeem accept it', async () => {
    const ip = nextIp()
    const waiting = await start(ip)
    const completed = await start(ip)
    await signInInWebView(completed.handoffId)
    clock.advance(301)
    const late = await redeem(ip, completed.handoffId, completed.secret)
    assert.equal(late.statusCode, 400)
    assert.match(late.json().message, /已过期/)
    const page = await new UpstreamBrowser(t.app, PORTAL).open(`/cas/upstream/oidc?handoff=${encodeURIComponent(waiting.handoffId)}`)
    assert.equal(page.status, 400)
    assert.match(page.body, /已过期/)
  })

  it('offers nothing and starts no hand-off when no school sign-on is connected', async () => {
    const plain = await createTestApp({
      database: t.database,
      config: { identity: { ...identity(), methods: parseSignOnMethods(''), oidc: undefined, cas: undefined } },
    })
    try {
      const list = await plain.app.inject({ url: '/token-service/login/upstreams' })
      assert.deepEqual(list.json().data, { available: false, upstreams: [] })
      const refused = await plain.app.inject({ method: 'POST', url: HANDOFF, remoteAddress: nextIp() })
      assert.equal(refused.statusCode, 400)
      assert.match(refused.json().message, /未接入/)
    } finally {
      await plain.close()
    }
  })
})
