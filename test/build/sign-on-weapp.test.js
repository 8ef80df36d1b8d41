// The compiled mini-program's sign-in pages against the real portal server (spec §4): WeChat
// federation (wx.login's code through a stand-in for code2session), binding, account choice, and
// the password and SMS fallbacks. Run after a weapp build: WEAPP_DIR=.cache/weapp-<you> (default dist/).
const crypto = require('crypto')
const fs = require('fs')
const h = require('./weapp-harness')

const HOME = '/pages/tab/index/index'
const newOpenid = () => `o-${crypto.randomBytes(6).toString('hex')}`

/** Fresh start for each test: signed out, no navigation yet. */
function signedOut() {
  h.recorded.storage.delete('userToken')
  h.recorded.navigations.length = 0
}

/** The form's error line (the simulator scopes class names, so its own selector API finds them). */
function errorOn(page) {
  const node = h.queryAll(page, '.login-page__error')[0]
  return node ? node.dom.textContent : ''
}

/** Ticks 我已阅读并同意 unless it is (the choice is kept across the login pages). */
async function agreeOn(page) {
  await h.untilText(page, '我已阅读并同意')
  if (h.queryAll(page, '.nut-checkbox-active').length === 0) h.tap(page, '.login-agreement__text')
  await h.until(() => h.queryAll(page, '.nut-checkbox-active').length > 0, 'the ticked agreement')
  // The tick itself is drawn: NutUI's icon renders as a view (the templates have no <i>), see shell/icon-tag.weapp.ts.
  expect(h.queryAll(page, '.nut-icon').length).toBeGreaterThan(0)
}

async function openLogin() {
  const login = h.renderPage('pages/login/login')
  await h.untilText(login, '微信一键登录')
  await agreeOn(login)
  return login
}

const OUTCOMES = ['/pages/login/bindAccount', '/pages/login/accountLogin', HOME]

/** Taps 微信一键登录 and answers where the login led (bind, choose, or home). */
async function tapWechat(login) {
  const from = h.recorded.navigations.length
  h.tap(login, '.nut-button', '微信一键登录')
  const led = () => h.recorded.navigations.slice(from).find((n) => OUTCOMES.includes(n.url))
  await h.until(led, 'a navigation after 微信一键登录')
  return led().url
}

/** Binds `openid` to an account through the token service, as a second device would have. */
async function bindThroughApi(openid, username) {
  const call = async (path, init) => {
    const res = await fetchJson(`${h.portalUrl()}/token-service${path}`, init)
    if (res.code !== 0) throw new Error(`${path}: ${JSON.stringify(res)}`)
    return res.data
  }
  const { nonce } = await call('/federation/federated/weixinminiprogram', { method: 'GET' })
  h.setWechatUser(openid)
  const code = await new Promise((resolve) => wx.login({ success: (r) => resolve(r.code) }))
  await call('/federation/federatedCallback/weixinminiprogram', { method: 'POST', body: { code, nonce } })
  await call('/federation/federatedBinding', { method: 'POST', body: { username, password: h.DEMO_PASSWORD, nonce } })
}

function fetchJson(url, { method, body }) {
  return new Promise((resolve, reject) => {
    wx.request({
      url,
      method,
      data: body,
      header: { 'Content-Type': 'application/x-www-form-urlencoded' },
      success: (r) => resolve(r.data),
      fail: (e) => reject(new Error(e.errMsg)),
    })
  })
}

beforeAll(() => h.startWeapp(), 120000)
afterAll(() => h.stopWeapp(), 30000)

test('an unbound WeChat user binds an account with its password, then signs in with one tap', async () => {
  signedOut()
  h.setWechatUser(newOpenid())
  const login = await openLogin()
  expect(await tapWechat(login)).toBe('/pages/login/bindAccount')

  const bind = h.renderPage('pages/login/bindAccount')
  await h.untilText(bind, ['绑定校园账号', '尚未绑定校园账号'])
  h.typeInto(bind, 0, '2026001')
  h.typeInto(bind, 1, 'wrong-password')
  h.tap(bind, '.nut-button', '绑定并登录')
  await h.until(() => errorOn(bind), 'the refusal')
  expect(errorOn(bind)).toMatch(/密码/)
  // A refused password leaves the WeChat identity waiting: the corrected one binds.
  h.typeInto(bind, 1, h.DEMO_PASSWORD)
  h.tap(bind, '.nut-button', '绑定并登录')
  await h.until(() => h.lastNavigation().url === HOME, 'home after binding')
  expect(h.tokenSubject()).toBe('2026001')

  // Next time the same WeChat user is bound: one tap signs in without any form.
  signedOut()
  const next = await openLogin()
  expect(await tapWechat(next)).toBe(HOME)
  expect(h.tokenSubject()).toBe('2026001')
}, 90000)

test('a WeChat user bound to two accounts chooses one', async () => {
  signedOut()
  const openid = newOpenid()
  await bindThroughApi(openid, 't1001')
  await bindThroughApi(openid, '2026001')
  h.recorded.navigations.length = 0
  h.setWechatUser(openid)
  const login = await openLogin()
  expect(await tapWechat(login)).toBe('/pages/login/accountLogin')

  const choose = h.renderPage('pages/login/accountLogin')
  await h.untilText(choose, ['请选择登录账号', '该微信关联了多个账号', '王芳', '李明'])
  h.tap(choose, '.account-card', '王芳')
  await h.until(() => h.lastNavigation().url === HOME, 'home after choosing')
  expect(h.tokenSubject()).toBe('t1001')
}, 90000)

test('password fallback: a wrong password is refused with a reason, the right one signs in', async () => {
  signedOut()
  const page = h.renderPage('pages/login/pwdLogin')
  await h.untilText(page, '账号密码登录')
  await agreeOn(page)
  h.typeInto(page, 0, 't1001')
  h.typeInto(page, 1, 'not-the-password')
  h.tap(page, '.nut-button', '登录')
  await h.until(() => errorOn(page), 'the refusal')
  expect(errorOn(page)).toMatch(/密码/)
  h.typeInto(page, 1, h.DEMO_PASSWORD)
  h.tap(page, '.nut-button', '登录')
  await h.until(() => h.lastNavigation() && h.lastNavigation().url === HOME, 'home after the password login')
  expect(h.tokenSubject()).toBe('t1001')
}, 60000)

test('SMS fallback: the code from the outbox signs in, choosing one of the two accounts on the number', async () => {
  signedOut()
  const page = h.renderPage('pages/login/codeLogin')
  await h.untilText(page, '短信验证码登录')
  await agreeOn(page)
  h.typeInto(page, 0, '13912345678')
  h.tap(page, '.login-page__code-button')
  await h.untilText(page, '验证码已发送至 139****5678')
  const sent = fs
    .readFileSync(h.outbox(), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l))
    .filter((m) => m.mobile === '13912345678')
    .pop()
  h.typeInto(page, 1, sent.code)
  h.tap(page, '.nut-button', '登录')
  await h.until(() => h.lastNavigation() && h.lastNavigation().url === '/pages/login/accountLogin', 'the account choice')

  const choose = h.renderPage('pages/login/accountLogin')
  await h.untilText(choose, ['该手机号关联了多个账号', '2026002', 't1002'])
  h.tap(choose, '.account-card', '账号：2026002')
  await h.until(() => h.lastNavigation().url === HOME, 'home after choosing')
  expect(h.tokenSubject()).toBe('2026002')
}, 60000)

test('a token the server no longer accepts sends the mini-program to the login page, and back after it (spec §4)', async () => {
  await h.loginAs('t1001')
  // Same claims, broken signature: the server answers 401 as it does for an expired applet token.
  const [head, payload] = String(h.recorded.storage.get('userToken')).split('.')
  h.recorded.storage.set('userToken', `${head}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`)
  const from = h.recorded.navigations.length
  h.renderPage('pages/msgCenterTab/newtask/newtask')
  await h.until(
    () => h.recorded.navigations.slice(from).some((n) => n.name === 'reLaunch' && n.url === '/pages/login/login'),
    'the login page',
  )
  expect(h.recorded.storage.has('userToken')).toBe(false)

  // The login returns to the tab the user was on.
  await h.loginAs('t1001', '/pages/msgCenterTab/newtask/newtask')
  expect(h.tokenSubject()).toBe('t1001')
}, 60000)
