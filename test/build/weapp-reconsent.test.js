// The compiled mini-program asks again for consent (issue 33) against the real portal server: a 全局管理员 publishes
// a new 隐私政策 while a student is signed in; when the app comes back to the foreground the page in front shows the
// question, 同意 records the version in force on the server, and the next return asks nothing. Run after a weapp
// build: WEAPP_DIR=.cache/weapp-<you> (default dist/).
const h = require('./weapp-harness')

const STATUS = '/personal/api/v1/personal/agreement/status'
const HOME = 'pages/tab/index/index'

/** A call outside the app as `token` (GET, or a JSON POST with `body`): the answer's data, or the reason it failed. */
function api(token, path, body) {
  return new Promise((resolve, reject) =>
    wx.request({
      url: h.portalUrl() + path,
      method: body ? 'POST' : 'GET',
      data: body,
      header: { 'X-Id-Token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      success: (r) =>
        r.data && r.data.code === 0 ? resolve(r.data.data) : reject(new Error(`${path}: ${r.statusCode} ${JSON.stringify(r.data)}`)),
      fail: (e) => reject(new Error(e.errMsg)),
    }),
  )
}

/** A token for `username` from the token service, kept out of the app's storage. */
function tokenOf(username) {
  return new Promise((resolve, reject) =>
    wx.request({
      url: `${h.portalUrl()}/token-service/password/passwordLogin`,
      method: 'POST',
      data: { username, password: h.DEMO_PASSWORD },
      header: { 'Content-Type': 'application/x-www-form-urlencoded' },
      success: (r) =>
        r.data && r.data.data && r.data.data.idToken ? resolve(r.data.data.idToken) : reject(new Error(JSON.stringify(r.data))),
      fail: (e) => reject(new Error(e.errMsg)),
    }),
  )
}

/** WeChat's app show: the mini-program comes back to the foreground. */
function returnToApp() {
  getApp().onShow({ path: HOME, query: {}, scene: 1001 })
}

beforeAll(() => h.startWeapp(), 120000)
afterAll(() => h.stopWeapp(), 30000)

test('a 隐私政策 published while signed in: the page in front asks on the next app show; 同意 records it, once', async () => {
  const token = await h.loginAs('2026001')
  const before = await api(token, STATUS)
  expect(before.needsConsent).toBe(false)
  const home = h.renderPage(HOME)
  await h.untilText(home, '学校要闻')

  await api(await tokenOf('admin'), '/admin-api/v1/agreements/publish', {
    kind: 'privacy',
    version: '2027.9',
    title: before.title,
    content: '<p>第二版：新增人脸识别条款。</p>',
  })
  expect(home.dom.textContent).not.toContain('隐私政策已更新')

  returnToApp()
  await h.untilText(home, ['隐私政策已更新', `已更新为 2027.9 版（您上次同意的是 ${before.version} 版）`, '不同意'])
  expect(h.queryAll(home, '.consent-sheet__body')).toHaveLength(1)
  expect((await api(token, STATUS)).needsConsent).toBe(true)

  h.tap(home, '.consent-sheet__button', '同意')
  await h.until(() => !home.dom.textContent.includes('隐私政策已更新'), 'the question to close after 同意')
  const after = await api(token, STATUS)
  expect(after).toMatchObject({ needsConsent: false, version: '2027.9', acceptedVersion: '2027.9' })
  expect(h.tokenSubject()).toBe('2026001')

  // The next return finds the versions accepted: nothing is asked.
  const calls = h.recorded.responses.length
  returnToApp()
  await h.until(() => h.recorded.responses.slice(calls).some((r) => r.url.includes(STATUS)), 'the status call of the next return')
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(home.dom.textContent).not.toContain('隐私政策已更新')
}, 90000)

test('a 用户协议 published meanwhile: 不同意 on the question signs out and returns to the login page, nothing recorded', async () => {
  // The first test's 隐私政策 is accepted beforehand, so the sign-in itself asks nothing.
  const early = await tokenOf('2026002')
  const current = await api(early, STATUS)
  const protocolVersion = current.texts.find((text) => text.kind === 'protocol').version
  await api(early, '/personal/api/v1/personal/agreement/accept', { version: current.version, protocolVersion })
  const token = await h.loginAs('2026002')
  const page = h.renderPage(HOME)
  await h.untilText(page, '学校要闻')
  await api(await tokenOf('admin'), '/admin-api/v1/agreements/publish', {
    kind: 'protocol',
    version: '9',
    title: '示范大学移动门户用户服务协议',
    content: '<p>第九版：新增校园卡线上支付条款。</p>',
  })
  const from = h.recorded.navigations.length
  returnToApp()
  await h.untilText(page, ['用户协议已更新', '不同意'])
  h.tap(page, '.consent-sheet__button', '不同意')
  await h.until(
    () => h.recorded.navigations.slice(from).some((n) => n.name === 'reLaunch' && n.url === '/pages/login/login'),
    'the login page after 不同意',
  )
  expect(h.recorded.storage.get('userToken')).toBeUndefined()
  expect(h.recorded.toasts).toContain('您未同意隐私政策，已退出登录')
  expect((await api(token, STATUS)).needsConsent).toBe(true)
}, 90000)
