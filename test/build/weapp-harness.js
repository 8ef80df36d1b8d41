// The compiled mini-program against the real reference server: a server of its own (embedded
// PostgreSQL, demo data; the e2e harness's startServer), a stand-in for WeChat's code2session on
// loopback, and a `wx` whose request/uploadFile make real HTTP calls to that server.
const crypto = require('crypto')
const { execFileSync } = require('child_process')
const fs = require('fs')
const http = require('http')
const path = require('path')
// The simulator's own exparser (the one j-component renders with), for selector matching across components.
const exparser = require(require.resolve('miniprogram-exparser', { paths: [path.dirname(require.resolve('j-component'))] }))
const simulate = require('miniprogram-simulate')
const { startServer } = require('../e2e/server-process.cjs')
const { launchApp, loadPage, setDataStats } = require('./mini-program-shim')

const APPID = 'wx-demo-appid'
const SECRET = 'wx-weapp-test-secret'
const DEMO_PASSWORD = 'Campus@2026'

/** What the mini-program did besides rendering: navigations, toasts, storage. */
const recorded = {
  navigations: [],
  toasts: [],
  storage: new Map(),
  privacyListener: null,
  responses: [],
  crops: [],
  selectorMisses: [],
  /** The colours the mini-program gave WeChat's own bars (setNavigationBarColor, setTabBarStyle, …), in order. */
  nativeChrome: [],
  /** What wx.getAppBaseInfo answers: WeChat's font size (我 › 设置 › 通用 › 字体大小) as its scale factor. */
  appBaseInfo: { SDKVersion: '3.5.0', language: 'zh_CN', theme: 'light', fontSizeSetting: 17, fontSizeScaleFactor: 1 },
}
let portal
let wechat
/** wx.login codes the stand-in knows, each for the openid of `setWechatUser`. */
const codes = new Map()
let wechatOpenid = ''

function listen(srv) {
  return new Promise((resolve) => srv.listen(0, '127.0.0.1', () => resolve(srv.address().port)))
}

async function startFakeWechat() {
  wechat = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://127.0.0.1')
    const openid = codes.get(url.searchParams.get('js_code'))
    const ok =
      url.pathname === '/sns/jscode2session' &&
      url.searchParams.get('appid') === APPID &&
      url.searchParams.get('secret') === SECRET &&
      openid
    res.setHeader('content-type', 'application/json')
    res.end(
      JSON.stringify(ok ? { openid, session_key: crypto.randomBytes(16).toString('base64') } : { errcode: 40029, errmsg: 'invalid code' }),
    )
  })
  return listen(wechat)
}

/** The openid the next wx.login codes stand for. */
function setWechatUser(openid) {
  wechatOpenid = openid
}

/** Sends one call to the portal server, whatever origin the build was given. */
function send({ url, method = 'GET', header = {}, body }, done) {
  const target = new URL(url)
  const req = http.request(
    { host: '127.0.0.1', port: portal.port, path: target.pathname + target.search, method, headers: header },
    (res) => {
      const chunks = []
      res.on('data', (d) => chunks.push(d))
      res.on('end', () => done(null, { statusCode: res.statusCode, header: res.headers, text: Buffer.concat(chunks).toString('utf8') }))
    },
  )
  req.on('error', (e) => done(e))
  if (body) req.write(body)
  req.end()
  return req
}

function encodeData(options) {
  const method = (options.method || 'GET').toUpperCase()
  const header = { ...(options.header || {}) }
  const data = options.data
  let url = options.url
  let body
  if (method === 'GET' || method === 'HEAD') {
    // wx.request appends an object's fields to the query of a GET.
    if (data && typeof data === 'object') {
      const query = new URLSearchParams(
        Object.entries(data)
          .filter(([, v]) => v != null)
          .map(([k, v]) => [k, String(v)]),
      ).toString()
      if (query) url += (url.includes('?') ? '&' : '?') + query
    }
  } else if (typeof data === 'string') {
    body = data
  } else if (data) {
    const type = String(header['Content-Type'] || header['content-type'] || 'application/json')
    body = type.includes('json')
      ? JSON.stringify(data)
      : new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)])).toString()
  }
  return { url, method, header, body }
}

function settle(options, error, result) {
  if (error) {
    const err = { errMsg: `${options.__api}:fail ${error.message}` }
    options.fail && options.fail(err)
    options.complete && options.complete(err)
    return
  }
  options.success && options.success(result)
  options.complete && options.complete(result)
}

/** wx.request → the portal server. */
function request(options) {
  const call = encodeData(options)
  const req = send(call, (error, res) => {
    if (error) return settle({ ...options, __api: 'request' }, error)
    recorded.responses.push({ url: call.url, statusCode: res.statusCode })
    let data = res.text
    if (options.dataType !== 'text') {
      try {
        data = JSON.parse(res.text)
      } catch {
        /* not JSON: the text as it came */
      }
    }
    settle(options, null, { statusCode: res.statusCode, data, header: res.header, errMsg: 'request:ok' })
  })
  return {
    abort() {
      req.destroy()
    },
    onHeadersReceived() {},
    offHeadersReceived() {},
    onProgressUpdate() {},
  }
}

/** wx.uploadFile → a multipart/form-data POST with the local file, as WeChat sends it. */
function uploadFile(options) {
  const boundary = `----weapp${crypto.randomBytes(8).toString('hex')}`
  const parts = []
  for (const [k, v] of Object.entries(options.formData || {})) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`))
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.name}"; filename="${path.basename(options.filePath)}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
  )
  parts.push(fs.readFileSync(options.filePath), Buffer.from(`\r\n--${boundary}--\r\n`))
  const body = Buffer.concat(parts)
  const header = { ...(options.header || {}), 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length }
  const req = send({ url: options.url, method: 'POST', header, body }, (error, res) => {
    if (error) return settle({ ...options, __api: 'uploadFile' }, error)
    settle(options, null, { statusCode: res.statusCode, data: res.text, errMsg: 'uploadFile:ok' })
  })
  return {
    abort() {
      req.destroy()
    },
    onProgressUpdate() {},
    onHeadersReceived() {},
    offHeadersReceived() {},
  }
}

function installWx() {
  const ok = (options, result) => {
    options && options.success && options.success(result)
    options && options.complete && options.complete(result)
  }
  const { storage, navigations, toasts } = recorded
  wx.request = request
  wx.uploadFile = uploadFile
  wx.login = (options) => {
    const code = crypto.randomBytes(8).toString('hex')
    codes.set(code, wechatOpenid)
    ok(options, { code, errMsg: 'login:ok' })
  }
  // WeChat's privacy hooks: the app's listener is kept so a test can fire it as a private API would.
  wx.onNeedPrivacyAuthorization = (listener) => {
    recorded.privacyListener = listener
  }
  wx.getPrivacySetting = (options) =>
    ok(options, { needAuthorization: true, privacyContractName: '掌上校园小程序隐私保护指引', errMsg: 'getPrivacySetting:ok' })
  wx.openPrivacyContract = (options) => ok(options, { errMsg: 'openPrivacyContract:ok' })
  wx.getAppBaseInfo = () => ({ ...recorded.appBaseInfo })
  for (const api of ['setNavigationBarColor', 'setBackgroundColor', 'setBackgroundTextStyle', 'setTabBarStyle']) {
    wx[api] = (options) => {
      const { success, fail, complete, ...colours } = options
      recorded.nativeChrome.push({ api, ...colours })
      ok(options, { errMsg: `${api}:ok` })
    }
  }
  wx.onThemeChange = () => undefined
  wx.getDeviceInfo = () => ({ brand: 'devtools', model: 'iPhone 12', system: 'iOS 16.0', platform: 'devtools' })
  wx.getStorageSync = (key) => (storage.has(key) ? storage.get(key) : '')
  wx.setStorageSync = (key, value) => storage.set(key, value)
  wx.removeStorageSync = (key) => storage.delete(key)
  wx.getStorageInfoSync = () => ({ keys: [...storage.keys()], currentSize: 0, limitSize: 10240 })
  wx.clearStorageSync = () => storage.clear()
  wx.showToast = (options) => {
    toasts.push(options.title)
    ok(options, { errMsg: 'showToast:ok' })
  }
  wx.showModal = (options) => ok(options, { confirm: true, cancel: false, errMsg: 'showModal:ok' })
  // WeChat's crop screen, confirmed as shown (the square the person chose is the file itself here).
  wx.cropImage = (options) => {
    recorded.crops.push({ src: options.src, cropScale: options.cropScale })
    ok(options, { tempFilePath: options.src, errMsg: 'cropImage:ok' })
  }
  for (const name of ['navigateTo', 'redirectTo', 'reLaunch', 'switchTab']) {
    wx[name] = (options) => {
      navigations.push({ name, url: options.url })
      ok(options, { errMsg: `${name}:ok` })
    }
  }
  // NutUI measures itself with SelectorQuery (`select('#<node id>')`). As on a phone, a page's query sees the page's
  // own scope, not the inside of components such as Taro's `comp`, which holds the nodes deeper than the build's
  // baseLevel: such a node is answered null and recorded in `recorded.selectorMisses`. The simulator lays nothing
  // out, so a node found gets a fixed box (as does a query given a component with `in()`, whose scope it cannot see).
  const rect = { width: 320, height: 36, left: 0, top: 0, right: 320, bottom: 36, scrollTop: 0, scrollLeft: 0 }
  wx.createSelectorQuery = () => {
    const queued = []
    let scoped = false
    const query = {
      in: () => ((scoped = true), query),
      select: (selector) => target(selector, false),
      selectAll: (selector) => target(selector, true),
      selectViewport: () => target(null, false),
      exec: (cb) => setTimeout(() => cb && cb(queued.map((q) => q())), 0),
    }
    const answer = (selector, all) => {
      if (selector === null || scoped || !currentPage) return all ? [rect] : rect
      const root = currentPage._exparserNode.shadowRoot
      const inScope = all ? root.querySelectorAll(selector) : [root.querySelector(selector)].filter(Boolean)
      if (inScope.length === 0 && queryAll(currentPage, selector).length > 0) {
        recorded.selectorMisses.push({ route: currentRoute, selector })
      }
      return all ? inScope.map(() => rect) : inScope.length ? rect : null
    }
    const target = (selector, all) => {
      const measured = (cb) => {
        queued.push(() => {
          const result = answer(selector, all)
          if (cb) cb(result)
          return result
        })
        return query
      }
      return { boundingClientRect: measured, scrollOffset: measured, fields: (_fields, cb) => measured(cb) }
    }
    return query
  }
}

/** Starts the portal and the WeChat stand-in, installs `wx` and launches the compiled app. */
/** `env`: more server settings (e.g. a school sign-on) for the tests of one file. */
async function startWeapp(env = {}) {
  const wechatPort = await startFakeWechat()
  portal = await startServer({
    env: { WECHAT_APPID: APPID, WECHAT_SECRET: SECRET, WECHAT_API_BASE: `http://127.0.0.1:${wechatPort}`, ...env },
  })
  installWx()
  launchApp()
  return portal
}

async function stopWeapp() {
  wechat && wechat.close()
  if (portal) await portal.stop()
}

/** Signs in by password through the token service, as pwdLogin would, and keeps the token. */
async function signInAs(username) {
  const body = new URLSearchParams({ username, password: DEMO_PASSWORD }).toString()
  const res = await new Promise((resolve, reject) =>
    send(
      {
        url: `${portal.url}/token-service/password/passwordLogin`,
        method: 'POST',
        header: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      },
      (e, r) => (e ? reject(e) : resolve(r)),
    ),
  )
  const token = JSON.parse(res.text).data.idToken
  if (!token) throw new Error(`sign-in as ${username} failed: ${res.text}`)
  recorded.storage.set('userToken', token)
  return token
}

/** Signs in through the compiled pwdLogin page, so the app's own stores know the account. */
async function loginAs(username, landing = '/pages/tab/index/index') {
  recorded.storage.delete('userToken')
  const page = renderPage('pages/login/pwdLogin')
  await untilText(page, '我已阅读并同意')
  if (queryAll(page, '.nut-checkbox-active').length === 0) tap(page, '.login-agreement__text')
  await until(() => queryAll(page, '.nut-checkbox-active').length > 0, 'the ticked agreement')
  typeInto(page, 0, username)
  typeInto(page, 1, DEMO_PASSWORD)
  const from = recorded.navigations.length
  tap(page, '.nut-button', '登录')
  await until(() => recorded.navigations.slice(from).some((n) => n.url === landing), `${landing} after signing in as ${username}`)
  return recorded.storage.get('userToken')
}

const loaded = new Map()
/** The page rendered last (the scope of a SelectorQuery) and its route. */
let currentPage = null
let currentRoute = ''
/** Loads a compiled page once (the simulator registers it globally) and renders a fresh instance. */
function renderPage(route, query = {}) {
  global.__currentRoute = route
  global.__currentQuery = query
  if (!loaded.has(route)) loaded.set(route, loadPage(route))
  const page = simulate.render(loaded.get(route))
  page.attach(document.createElement('parent-wrapper'))
  currentPage = page
  currentRoute = route
  return page
}

async function until(check, what, timeoutMs = 20000) {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** Waits until every text is on the page. */
async function untilText(page, texts, timeoutMs) {
  const list = Array.isArray(texts) ? texts : [texts]
  try {
    await until(() => list.every((t) => page.dom.textContent.includes(t)), `"${list.join('", "')}" on the page`, timeoutMs)
  } catch (e) {
    throw new Error(`${e.message}; the page shows: ${page.dom.textContent.slice(0, 400)}`)
  }
}

/**
 * The nodes matching a one-part selector (e.g. `.nut-button`, `.a.b`) anywhere on the page, in document order. Taro
 * renders nodes deeper than its baseLevel inside its `comp` component, and the simulator's querySelectorAll, like
 * WeChat's own without `>>>`, stops at a component's boundary; this walks into every component's shadow tree.
 */
function queryAll(page, selector) {
  // The simulator's wrapper of a node (dom, dispatchEvent, querySelectorAll): the class its page wrapper extends.
  const Wrapper = Object.getPrototypeOf(page.constructor)
  const found = []
  const visit = (node) => {
    if (exparser.Element.isSelectable(node) && exparser.Element.matchSelector(selector, node)) {
      found.push(node.__componentNode__ || new Wrapper(node))
    }
    if (node.shadowRoot) visit(node.shadowRoot)
    for (const child of node.childNodes || []) visit(child)
  }
  visit(page._exparserNode.shadowRoot)
  return found
}

/** How many nodes match a selector in the page's own scope (where its SelectorQuery looks), and anywhere on it. */
function scopeCounts(page, selector) {
  return { inPageScope: page._exparserNode.shadowRoot.querySelectorAll(selector).length, anywhere: queryAll(page, selector).length }
}

/** Taro binds its event handler on the rendered node; tap the node whose own text matches. */
function tap(page, selector, text) {
  const nodes = queryAll(page, selector)
  const node =
    text === undefined
      ? nodes[0]
      : nodes.find((n) => n.dom.textContent.trim() === text) || nodes.find((n) => n.dom.textContent.includes(text))
  if (!node) throw new Error(`nothing to tap: ${selector} "${text}"`)
  // WeChat delivers each user event in a task of its own. The renderer may commit a state change in a microtask or
  // task after the event that caused it, so a tap in the same task as the typing before it would
  // reach the previous render's handler; the tap goes in the next task, as on a phone. Callers await its outcome.
  setTimeout(() => node.dispatchEvent('tap', { detail: { x: 0, y: 0 } }), 0)
}

/** The n-th NutUI input or textarea of the page (the simulator keeps no placeholder to find it by). */
function typeInto(page, index, value, selector = '.nut-input-native') {
  const input = queryAll(page, selector)[index]
  if (!input) throw new Error(`no ${selector} #${index}`)
  input.dispatchEvent('input', { detail: { value, cursor: value.length } })
}

/** WXML nodes the page renders now, and its largest setData so far. */
function measure(page, route) {
  const stats = setDataStats.get(route) || { largestSetData: 0, setDataCalls: 0 }
  return { route, nodes: page.dom.querySelectorAll('*').length, largestSetData: stats.largestSetData, setDataCalls: stats.setDataCalls }
}

/**
 * Runs `during` while a table of the test server's own database is renamed away, so that the server's
 * real queries on it fail and it answers 500 as it would on a database fault. The rename runs in a child
 * process (the pg driver wants Node's timers, which this jsdom test environment lacks).
 */
async function withTableMissing(table, during) {
  const dataDir = path.join(path.dirname(portal.outbox), 'pg')
  const port = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3].trim()
  const rename = (from, to) =>
    execFileSync(
      process.execPath,
      [
        '-e',
        `const c = new (require('pg').Client)(process.argv[1]); c.connect().then(() => c.query(process.argv[2])).then(() => c.end())`,
        `postgres://postgres:portal-embedded@127.0.0.1:${port}/portal`,
        `ALTER TABLE "${from}" RENAME TO "${to}"`,
      ],
      { cwd: path.resolve(__dirname, '../..'), stdio: 'pipe' },
    )
  rename(table, `${table}_away`)
  try {
    return await during()
  } finally {
    rename(`${table}_away`, table)
  }
}

const lastNavigation = () => recorded.navigations[recorded.navigations.length - 1]

/** `sub` of the stored id token. */
function tokenSubject() {
  const token = recorded.storage.get('userToken')
  return token ? JSON.parse(Buffer.from(String(token).split('.')[1], 'base64url').toString('utf8')).sub : undefined
}

module.exports = {
  DEMO_PASSWORD,
  recorded,
  startWeapp,
  stopWeapp,
  signInAs,
  loginAs,
  setWechatUser,
  renderPage,
  queryAll,
  scopeCounts,
  until,
  untilText,
  tap,
  typeInto,
  measure,
  lastNavigation,
  tokenSubject,
  withTableMissing,
  portalUrl: () => portal.url,
  outbox: () => portal.outbox,
}
