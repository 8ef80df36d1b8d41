// Runs Taro's compiled mini-program pages inside miniprogram-simulate: the simulator knows
// Component() only, so App/Page/getApp/getCurrentPages are provided here and a page's options are
// turned into a component definition (data, event handlers as methods, lifecycles on attach).
// Every page's setData calls are measured (the largest payload per page, in bytes of JSON).
const path = require('path')

// WEAPP_DIR points at another build folder (e.g. .cache/weapp-<you>); default dist/.
const DIST = path.resolve(__dirname, '../..', process.env.WEAPP_DIR || 'dist')
const pages = []
/** route → { largestSetData, setDataCalls } */
const setDataStats = new Map()
let app = null

function measureSetData(instance, route) {
  const stats = setDataStats.get(route) || { largestSetData: 0, setDataCalls: 0 }
  setDataStats.set(route, stats)
  const original = instance.setData.bind(instance)
  instance.setData = (data, callback) => {
    stats.setDataCalls += 1
    stats.largestSetData = Math.max(stats.largestSetData, Buffer.byteLength(JSON.stringify(data)))
    return original(data, callback)
  }
}

function installGlobals() {
  global.App = (options) => {
    app = options
  }
  global.getApp = () => app
  global.getCurrentPages = () => pages
  global.Page = (options) => {
    const methods = {}
    const lifecycle = {}
    for (const [key, value] of Object.entries(options)) {
      if (typeof value !== 'function') continue
      if (/^on(Load|Show|Ready|Hide|Unload)$/.test(key)) lifecycle[key] = value
      else methods[key] = value
    }
    global.Component({
      data: options.data || {},
      methods: { ...methods, ...lifecycle },
      lifetimes: {
        attached() {
          this.route = this.__route__ = global.__currentRoute
          // The page's query, as WeChat passes it to onLoad (Taro's useRouter reads it from there).
          this.options = { ...(global.__currentQuery || {}) }
          measureSetData(this, this.route)
          pages.push(this)
          lifecycle.onLoad && lifecycle.onLoad.call(this, this.options)
          lifecycle.onShow && lifecycle.onShow.call(this)
        },
        ready() {
          lifecycle.onReady && lifecycle.onReady.call(this)
        },
      },
    })
  }
}

/** Loads the compiled app (runtime, vendors, app.js) and calls onLaunch, as WeChat would. */
function launchApp() {
  installGlobals()
  for (const file of ['runtime.js', 'taro.js', 'vendors.js', 'common.js', 'app.js']) {
    const full = path.join(DIST, file)
    if (require('fs').existsSync(full)) require(full)
  }
  if (app && app.onLaunch) app.onLaunch({ path: 'pages/tab/index/index', query: {}, scene: 1001 })
  if (app && app.onShow) app.onShow({ path: 'pages/tab/index/index', query: {}, scene: 1001 })
}

let compId = null
/**
 * Registers a compiled page (or component) with the simulator. Taro renders nodes deeper than its baseLevel through
 * the recursive `comp` component; WeChat runs comp.js once and every page shares it, so it is registered here once
 * and handed to every page (the simulator would otherwise register it again per page, and a second run of comp.js
 * registers nothing: webpack has already run its module).
 */
function loadPage(route) {
  const simulate = require('miniprogram-simulate')
  const options = { rootPath: DIST, compiler: 'official' }
  if (compId === null) compId = simulate.load(path.join(DIST, 'comp'), options)
  return simulate.load(path.join(DIST, route), { ...options, usingComponents: { comp: compId } })
}

module.exports = { DIST, launchApp, loadPage, pages, setDataStats }
