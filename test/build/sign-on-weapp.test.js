// The compiled mini-program's WeChat one-tap login (spec §4 "Messaging-app login") against the real
// portal server: wx.login's code goes through a stand-in for WeChat's code2session; wx.request is
// forwarded to the server. Run after a weapp build: WEAPP_DIR=.cache/weapp-<you> (default dist/).
const crypto = require('crypto')
const fs = require('fs')
const http = require('http')
const os = require('os')
const path = require('path')
const { spawn } = require('child_process')
const simulate = require('miniprogram-simulate')
const { DIST, launchApp } = require('./mini-program-shim')

const ROOT = path.resolve(__dirname, '../..')
const APPID = 'wx-demo-appid'
const SECRET = 'wx-signon-test-secret'

let wechat
let server
let serverPort
const codes = new Map()
const storage = new Map()
const navigations = []

function listen(srv) {
  return new Promise((resolve) => srv.listen(0, '127.0.0.1', () => resolve(srv.address().port)))
}

/** code2session stand-in: each wx.login code maps to an openid. */
async function startFakeWechat() {
  wechat = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1')
    const openid = codes.get(url.searchParams.get('js_code'))
    const ok = url.pathname === '/sns/jscode2session' && url.searchParams.get('appid') === APPID && url.searchParams.get('secret') === SECRET && openid
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(ok ? { openid, session_key: crypto.randomBytes(16).toString('base64') } : { errcode: 40029, errmsg: 'invalid code' }))
  })
  return listen(wechat)
}

function get(url) {
  return new Promise((resolve, reject) => http.get(url, (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)) }).on('error', reject))
}

async function startPortal(wechatPort) {
  const probe = http.createServer()
  serverPort = await listen(probe)
  await new Promise((r) => probe.close(r))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-weapp-'))
  fs.chmodSync(dataDir, 0o755)
  server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, PORT: String(serverPort), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn',
      SMS_OUTBOX: path.join(dataDir, 'sms.jsonl'), WECHAT_APPID: APPID, WECHAT_SECRET: SECRET, WECHAT_API_BASE: `http://127.0.0.1:${wechatPort}`,
    },
    stdio: 'ignore',
  })
  server.dataDir = dataDir
  const deadline = Date.now() + 90000
  for (;;) {
    try {
      if ((await get(`http://127.0.0.1:${serverPort}/token-service/jwt/publicKey`)) === 200) return
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('portal server did not start')
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** wx.request → the portal server (whatever origin the build was given). */
function forward(options) {
  const target = new URL(options.url)
  const body = typeof options.data === 'string' ? options.data : options.data ? new URLSearchParams(options.data).toString() : undefined
  const req = http.request({ host: '127.0.0.1', port: serverPort, path: target.pathname + target.search, method: options.method || 'GET', headers: options.header }, (res) => {
    let text = ''
    res.setEncoding('utf8')
    res.on('data', (d) => (text += d))
    res.on('end', () => {
      let data = text
      try { data = JSON.parse(text) } catch { /* not JSON */ }
      const result = { statusCode: res.statusCode, data, header: res.headers, errMsg: 'request:ok' }
      options.success && options.success(result)
      options.complete && options.complete(result)
    })
  })
  req.on('error', (e) => {
    const err = { errMsg: `request:fail ${e.message}` }
    options.fail && options.fail(err)
    options.complete && options.complete(err)
  })
  if (body && options.method && options.method !== 'GET') req.write(body)
  req.end()
  return { abort() { req.destroy() }, onHeadersReceived() {}, offHeadersReceived() {} }
}

function installWx() {
  const done = (options, result) => {
    options && options.success && options.success(result)
    options && options.complete && options.complete(result)
  }
  wx.request = forward
  wx.login = (options) => {
    const code = crypto.randomBytes(8).toString('hex')
    codes.set(code, global.__wechatOpenid)
    done(options, { code, errMsg: 'login:ok' })
  }
  // Newer WeChat base libraries no longer hand out the profile: the login must work without it.
  wx.getUserProfile = (options) => {
    const err = { errMsg: 'getUserProfile:fail deprecated' }
    options.fail && options.fail(err)
    options.complete && options.complete(err)
  }
  wx.getStorageSync = (key) => (storage.has(key) ? storage.get(key) : '')
  wx.setStorageSync = (key, value) => storage.set(key, value)
  wx.removeStorageSync = (key) => storage.delete(key)
  wx.getStorageInfoSync = () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 })
  wx.clearStorageSync = () => storage.clear()
  for (const name of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab']) {
    wx[name] = (options) => {
      navigations.push({ name, url: options.url })
      done(options, { errMsg: `${name}:ok` })
    }
  }
}

const loaded = new Map()
/** Loads a compiled page once (the simulator registers it globally) and renders a fresh instance. */
function renderPage(route) {
  global.__currentRoute = route
  if (!loaded.has(route)) loaded.set(route, simulate.load(path.join(DIST, route), { rootPath: DIST, compiler: 'official' }))
  const id = loaded.get(route)
  const page = simulate.render(id)
  page.attach(document.createElement('parent-wrapper'))
  return page
}

async function until(check, what, timeoutMs = 15000) {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** Taro binds its event handler on the rendered node; tap the node whose own text matches. */
function tap(page, selector, text) {
  const nodes = page.querySelectorAll(selector)
  const node = nodes.find((n) => n.dom.textContent.trim() === text) || nodes.find((n) => n.dom.textContent.includes(text))
  if (!node) throw new Error(`nothing to tap: ${selector} "${text}"`)
  node.dispatchEvent('tap', { detail: { x: 0, y: 0 } })
}

/** The n-th NutUI input of the page (the simulator keeps no placeholder attribute to find it by). */
function typeInto(page, index, value) {
  const input = page.querySelectorAll('.nut-input-native')[index]
  if (!input) throw new Error(`no input #${index}`)
  input.dispatchEvent('input', { detail: { value, cursor: value.length } })
}

const lastNavigation = () => navigations[navigations.length - 1]
const tokenSubject = () => {
  const token = storage.get('userToken')
  return token ? JSON.parse(Buffer.from(String(token).split('.')[1], 'base64url').toString('utf8')).sub : undefined
}

beforeAll(async () => {
  await startPortal(await startFakeWechat())
  installWx()
  launchApp()
}, 120000)

afterAll(async () => {
  wechat && wechat.close()
  if (server) {
    await new Promise((resolve) => {
      server.once('exit', resolve)
      server.kill('SIGTERM')
    })
    fs.rmSync(server.dataDir, { recursive: true, force: true })
  }
})

test('an unbound WeChat user binds an account with its password, then signs in with one tap', async () => {
  global.__wechatOpenid = `o-${crypto.randomBytes(6).toString('hex')}`
  const login = renderPage('pages/login/login')
  await until(() => login.dom.textContent.includes('微信一键登录'), 'the login page')

  tap(login, '.login-agreement__text', '我已阅读并同意《用户协议》和《隐私政策》')
  tap(login, '.nut-button', '微信一键登录')
  await until(() => lastNavigation() && lastNavigation().url === '/pages/login/bindAccount', 'the bind page')

  const bind = renderPage('pages/login/bindAccount')
  await until(() => bind.dom.textContent.includes('绑定校园账号'), 'the bind form')
  expect(bind.dom.textContent).toContain('尚未绑定校园账号')
  typeInto(bind, 0, '2026001')
  typeInto(bind, 1, 'Campus@2026')
  tap(bind, '.nut-button', '绑定并登录')
  await until(() => lastNavigation().url === '/pages/tab/index/index', 'home after binding')
  expect(tokenSubject()).toBe('2026001')

  // Next time the same WeChat user is bound: one tap signs in without any form.
  storage.delete('userToken')
  navigations.length = 0
  const again = renderPage('pages/login/login')
  await until(() => again.dom.textContent.includes('微信一键登录'), 'the login page again')
  tap(again, '.nut-button', '微信一键登录')
  await until(() => navigations.length > 0 && lastNavigation().url === '/pages/tab/index/index', 'home after one-tap login')
  expect(navigations.map((n) => n.url)).not.toContain('/pages/login/bindAccount')
  expect(tokenSubject()).toBe('2026001')
}, 60000)
