// Runs Taro's compiled mini-program pages inside miniprogram-simulate: the simulator knows
// Component() only, so App/Page/getApp/getCurrentPages are provided here and a page's options are
// turned into a component definition (data, event handlers as methods, lifecycles on attach).
const path = require('path')

// WEAPP_DIR points at another build folder (e.g. .cache/weapp-<you>); default dist/.
const DIST = path.resolve(__dirname, '../..', process.env.WEAPP_DIR || 'dist')
const pages = []
let app = null

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
          this.options = {}
          pages.push(this)
          lifecycle.onLoad && lifecycle.onLoad.call(this, {})
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

module.exports = { DIST, launchApp, pages }
