import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, loginToken, type TestApp } from '../helpers/test-app'

/** Route folders behind an autohooks.ts: everything under them needs a token. */
const SIGNED_IN = [
  /^\/flow\//,
  /^\/message-center\//,
  /^\/portal-api\/v1\/cms\/(admin|favorite|history)\//,
  /^POST \/portal-api\/v1\/diversion\/getUserDiversionList$/,
  /^\/personal\/api\/v1\/personal\/(me|user\/log|agreement|feedback|notify|display|data|account)\//,
  /^POST \/personal\/api\/v1\/personal\/user\/info\/(portrait|nickname)$/,
  /^\/portal-api\/v[12]\/personalData\/(getMyECard|getECardDataList|eCard\/|getMyBooks|renewBook|getMailbox|getScientificResearch)/,
  /^\/portal-api\/v1\/thrid-adapter\/get-person-info-card-list$/,
  /^POST \/portal-api\/v1\/agreement\/publish$/,
  /^\/portal-api\/v1\/secondWork\//,
  /^\/portal-api\/v1\/(security|privacy)\//,
  // Service centre (issue 10): everything but the public share card.
  /^\/portal-api\/v1\/service\/(?!shareCard$|findForceRecommService$)/,
  /^POST \/portal-api\/v1\/thrid-adapter\/pre-process-scan-url$/,
  /^GET \/portal-api\/v1\/personalData\/getScanInfo$/,
  /^POST \/portal-api\/v1\/personalData\/clearScanInfo$/,
  /^POST \/portal-api\/v1\/files$/,
  /^\/portal-api\/v1\/search\//,
  /^\/portal-api\/v1\/ai\//,
  /^\/portal-api\/v1\/study\//,
  /^\/portal-api\/kf\/(getToken|agent\/)/,
  /^\/portal-api\/v1\/schedule\/(?!ics\/)/,
  /^\/portal-api\/v1\/push\/device\//,
  // Operator console (issue 33): sign-in, then a console role (test/admin/).
  /^\/admin-api\//,
]
/** The customer-service robot's calls: the robot token in the userToken header instead of the id token. */
const ROBOT_TOKEN = /^\/portal-api\/kf\/(?!getToken|agent\/)/

interface Route {
  method: string
  url: string
}

const isSignedIn = (route: Route) => SIGNED_IN.some((rule) => rule.test(route.url) || rule.test(`${route.method} ${route.url}`))

describe('authentication once per route folder (autohooks)', () => {
  let t: TestApp
  let routes: Route[]
  before(async () => {
    t = await createTestApp()
    // Every documented route of the app, from its own OpenAPI document (path parameters filled in).
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    routes = Object.entries(spec.paths).flatMap(([url, methods]) =>
      Object.keys(methods)
        .filter((method) => ['get', 'post'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), url: url.replace(/\{[^}]+\}/g, 'x.png') })),
    )
  })
  after(async () => {
    await t.close()
  })

  it('every route of a protected folder answers 401 with a reason when no token comes', async () => {
    const signedIn = routes.filter(isSignedIn)
    assert.ok(signedIn.length >= 60, `only ${signedIn.length} protected routes found`)
    for (const route of signedIn) {
      const response = await t.app.inject({ method: route.method as 'GET' | 'POST', url: route.url })
      assert.equal(response.statusCode, 401, `${route.method} ${route.url} → ${response.statusCode}`)
      assert.equal(response.json().message, '请先登录')
    }
  })

  it('and a forged token is refused the same way', async () => {
    for (const route of routes.filter(isSignedIn)) {
      const response = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url: route.url,
        headers: { 'x-id-token': 'not.a.token' },
      })
      assert.equal(response.statusCode, 401, `${route.method} ${route.url}`)
    }
  })

  it('every robot call answers 401 without its userToken header, also with an id token', async () => {
    const robot = routes.filter((route) => ROBOT_TOKEN.test(route.url))
    assert.ok(robot.length >= 6, `only ${robot.length} robot routes found`)
    const token = await loginToken(t.app, 't1001')
    for (const route of robot) {
      const response = await t.app.inject({ method: route.method as 'GET' | 'POST', url: route.url, headers: { 'x-id-token': token } })
      assert.equal(response.statusCode, 401, `${route.method} ${route.url} → ${response.statusCode}`)
      assert.match(response.json().message, /客服令牌/)
    }
  })

  it('public routes (sign-on, CAS, configuration, public CMS, images) stay public', async () => {
    const open = routes.filter((route) => !isSignedIn(route) && !ROBOT_TOKEN.test(route.url))
    for (const prefix of ['/token-service/', '/cas/', '/portal-api/v1/config/', '/portal-api/v1/cms/home', '/portal-api/diversion/']) {
      assert.ok(
        open.some((route) => route.url.startsWith(prefix)),
        `no public route under ${prefix}`,
      )
    }
    for (const route of open) {
      const response = await t.app.inject({ method: route.method as 'GET' | 'POST', url: route.url })
      assert.notEqual(response.statusCode, 401, `${route.method} ${route.url} asks for a sign-in`)
    }
  })

  it('a signed-in user passes the folder hook, and the URL has no trace of the signed-in folder', async () => {
    const token = await loginToken(t.app, 't1001')
    const headers = { 'x-id-token': token }
    assert.equal((await t.app.inject({ url: '/portal-api/v1/cms/favorite/list', headers })).statusCode, 200)
    assert.equal(
      (await t.app.inject({ method: 'POST', url: '/portal-api/v1/diversion/getUserDiversionList', headers, payload: { terminal: 6 } }))
        .statusCode,
      200,
    )
    assert.equal((await t.app.inject({ url: '/flow/center-list/getAppsCount', headers })).statusCode, 200)
    assert.equal(
      (
        await t.app.inject({
          method: 'POST',
          url: '/message-center/center/api/v1/instantMessage/getAppAllUnReadCount/new',
          headers,
          payload: { mobile: false },
        })
      ).statusCode,
      200,
    )
    assert.equal((await t.app.inject({ url: '/portal-api/signed-in/v1/cms/favorite/list', headers })).statusCode, 404)
  })
})
