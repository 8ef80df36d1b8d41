// The compiled mini-program's 统一身份认证登录 (docs/identity.md): the login page offers it when the portal is
// connected to a school sign-on (here the school's CAS is a second reference server), pairs with the web-view through
// a hand-off, says the sign-in is not finished while it is not, and signs in once the web-view's round trip named the
// account. The web-view itself is played by plain HTTP requests with a cookie jar per host.
const http = require('http')
const h = require('./weapp-harness')
const { startServer } = require('../e2e/server-process.cjs')

const HOME = '/pages/tab/index/index'
let school

beforeAll(async () => {
  school = await startServer()
  await h.startWeapp({ UPSTREAM_CAS_URL: `${school.url}/cas` })
}, 180000)
afterAll(async () => {
  await h.stopWeapp()
  if (school) await school.stop()
}, 30000)

/** One HTTP request of the "web-view": cookies kept per host, redirects not followed. */
function request(jar, method, address, form) {
  const url = new URL(address)
  const cookies = jar.get(url.host) || new Map()
  jar.set(url.host, cookies)
  const body = form ? new URLSearchParams(form).toString() : undefined
  const headers = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
  if (body) headers['content-type'] = 'application/x-www-form-urlencoded'
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      for (const line of res.headers['set-cookie'] || []) {
        const [pair] = line.split(';')
        const at = pair.indexOf('=')
        const value = pair.slice(at + 1)
        if (value === '' || /max-age=0/i.test(line)) cookies.delete(pair.slice(0, at))
        else cookies.set(pair.slice(0, at), value)
      }
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk) => (text += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode, body: text, location: res.headers.location && new URL(res.headers.location, url).href }),
      )
    })
    req.on('error', reject)
    req.end(body)
  })
}

const hidden = (html, name) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&')

/** The web-view's round trip: the portal's start address, the school's CAS login (asked again), the portal's callback. */
async function signInInWebView(address, username) {
  const jar = new Map()
  const start = await request(jar, 'GET', address)
  expect(start.status).toBe(302)
  const atSchool = new URL(start.location)
  expect(atSchool.origin).toBe(school.url)
  expect(atSchool.searchParams.get('renew')).toBe('true')
  const form = await request(jar, 'GET', start.location)
  expect(form.status).toBe(200)
  const back = await request(jar, 'POST', `${school.url}/cas/login`, {
    method: 'password',
    service: hidden(form.body, 'service'),
    formToken: hidden(form.body, 'formToken'),
    username,
    password: h.DEMO_PASSWORD,
  })
  expect(back.location).toContain('/cas/upstream/cas/callback?ticket=')
  return await request(jar, 'GET', back.location)
}

test('登录 offers 统一身份认证登录; the hand-off opens the web-view, waits for it, then signs in once', async () => {
  h.recorded.storage.delete('userToken')
  h.recorded.navigations.length = 0
  const login = h.renderPage('pages/login/login')
  await h.untilText(login, '统一身份认证登录')
  await h.untilText(login, '我已阅读并同意')
  if (h.queryAll(login, '.nut-checkbox-active').length === 0) h.tap(login, '.login-agreement__text')
  await h.until(() => h.queryAll(login, '.nut-checkbox-active').length > 0, 'the ticked agreement')

  h.tap(login, '.nut-button', '统一身份认证登录')
  const opened = () => h.recorded.navigations.find((n) => n.url.startsWith('/pages/webview/webview?'))
  await h.until(opened, 'the web-view')
  const opensAt = new URL(decodeURIComponent(new URLSearchParams(opened().url.split('?')[1]).get('url')))
  expect(opensAt.pathname).toBe('/cas/upstream/cas')
  expect(opensAt.searchParams.get('handoff')).toMatch(/^[\w-]{20,}$/)
  // The build names its own server origin; the web-view's requests go to this test's portal.
  const address = `${h.portalUrl()}${opensAt.pathname}${opensAt.search}`

  // Back on the login page before signing in at the school: the hand-off is not completed yet.
  const toasts = h.recorded.toasts.length
  login.instance.onShow()
  await h.until(() => h.recorded.toasts.slice(toasts).some((t) => /尚未完成统一身份认证/.test(t)), 'the not-finished reason')
  await h.untilText(login, '尚未完成统一身份认证，请在打开的页面中登录')
  expect(h.recorded.storage.get('userToken')).toBeUndefined()

  const done = await signInInWebView(address, '2026001')
  expect(done.status).toBe(200)
  expect(done.body).toContain('登录成功，请返回小程序')

  const from = h.recorded.navigations.length
  login.instance.onShow()
  await h.until(() => h.recorded.navigations.slice(from).some((n) => n.url === HOME), 'home after the hand-off')
  expect(h.tokenSubject()).toBe('2026001')

  // The hand-off was spent: showing the page again signs nobody in a second time.
  const after = h.recorded.navigations.length
  login.instance.onShow()
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(h.recorded.navigations.length).toBe(after)
}, 60000)
