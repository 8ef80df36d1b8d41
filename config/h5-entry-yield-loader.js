/**
 * Splits the H5 start-up into tasks the browser can interleave with taps and paints.
 *
 * Taro's generated entry (@tarojs/taro-loader/lib/h5) evaluates every module, mounts the tab bar and
 * creates the router (which renders the app and routes to the first page) in the one task that runs the
 * app script: about 500 ms of main thread on a 4x-throttled phone, all of it blocking input. Here the
 * browser gets the thread back between the steps: Taro's runtime, the app's modules, history, the tab bar,
 * the router (src/app.tsx makes its root store in a task of its own too).
 * Likewise a page's modules are evaluated in the task its script arrives in and the page is drawn in the
 * next one (they were one task of ~150 ms for the home). Nothing is skipped or reordered, only given a
 * task of its own.
 *
 * Runs right after Taro's loader on the app entry (`enforce: 'pre'` puts it before the TypeScript
 * compiler and after Taro's loader, which Taro appends last). Throws when the generated code no longer
 * has the statements it splits, so a Taro upgrade cannot silently undo it.
 */
const path = require('node:path')

const APP_IMPORT = /^import component from ("[^"]+")\n/m
const APP = /^(var inst = create\w+App\(component, .*\))$/m
const HISTORY = /^var history = (create\w+History\(\{ window \}\))$/m
const MOUNT = /^(handleAppMount\w*\(config, history\))$/m
const ROUTER = /^(create\w*Router\(history, inst, config, [\w$.]+\))$/m
const PAGE_IMPORT = /const page = import\(([^()]+)\)/g

// The app's own helpers for a task of its own (a MessageChannel message, not delayed in a background tab).
const HELPERS = `import { inNextTask as portalYield, nextTask as portalNextTask } from ${JSON.stringify(
  path.join(__dirname, '..', 'src', 'lib', 'after-paint'),
)}`

module.exports = function h5EntryYieldLoader(source) {
  // With Taro's prebundle the app config only imports the boot module, which carries the entry code.
  if (!/createRouter|createMultiRouter/.test(source)) return source
  const app = source.match(APP_IMPORT)
  const history = source.match(HISTORY)
  const mount = source.match(MOUNT)
  const router = source.match(ROUTER)
  if (!app || !APP.test(source) || !history || !mount || !router || source.search(PAGE_IMPORT) < 0) {
    throw new Error(
      'h5-entry-yield-loader: the Taro H5 entry no longer has the app import / history / mount / router / page import statements it splits',
    )
  }
  return (
    source
      .replace(APP_IMPORT, '')
      .replace(APP, `portalYield(function () {\nvar component = require(${app[1]}).default\n$1`)
      .replace(PAGE_IMPORT, 'const page = import($1).then(portalNextTask)')
      .replace(HISTORY, `var history\nportalYield(function () {\nhistory = ${history[1]}`)
      .replace(MOUNT, `portalYield(function () {\n${mount[1]}\nportalYield(function () {`)
      .replace(ROUTER, `${router[1]}\n})\n})\n})`) + `\n})\n${HELPERS}\n`
  )
}
