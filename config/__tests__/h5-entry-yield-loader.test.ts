/** @jest-environment node */
import vm from 'node:vm'
import entryYield from '../h5-entry-yield-loader'

// Taro's own H5 entry generator (the code the yield loader receives); the package ships no types.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const taroH5Loader: { default: (this: unknown) => string } = require('@tarojs/taro-loader/lib/h5')

/** The app entry Taro's own loader writes for a two-page app with a tab bar (what the yield loader receives). */
function taroEntry(): string {
  const options = {
    entryFileName: 'app',
    filename: 'app',
    runtimePath: ['@tarojs/plugin-platform-h5/dist/runtime'],
    sourceDir: '/p/src',
    config: {
      router: { mode: 'browser' },
      pages: ['pages/a/index', 'pages/b/index'],
      tabBar: { list: [{ pagePath: 'pages/a/index', text: 'A' }] },
    },
    loaderMeta: {
      importFrameworkStatement: "import * as React from 'react'\nimport ReactDOM from 'react-dom/client'\n",
      extraImportForWeb: '',
      execBeforeCreateWebApp: '',
      creator: 'createReactApp',
      creatorLocation: '@tarojs/plugin-framework-react/dist/runtime',
      frameworkArgs: 'React, ReactDOM, config',
      importFrameworkName: 'React',
    },
    pages: [
      ['pages/a/index', '/p/src/pages/a/index.config.ts'],
      ['pages/b/index', '/p/src/pages/b/index.config.ts'],
    ],
    pxTransformConfig: { designWidth: 750, deviceRatio: {}, baseFontSize: 20 },
  }
  const context = {
    getOptions: () => options,
    mode: 'production',
    resourcePath: '/p/src/app.config.ts',
    context: '/p/src',
    utils: { contextify: (_from: string, request: string) => `./${request.replace('/p/src/', '')}` },
  }
  return taroH5Loader.default.call(context)
}

/** Runs the transformed entry with its imports stubbed and MessageChannel tasks queued, recording each step. */
function runEntry(code: string) {
  const steps: string[] = []
  const tasks: (() => void)[] = []
  // The app's inNextTask / nextTask (src/lib/after-paint.ts), with the tasks queued here.
  const portalYield = (task: () => void) => void tasks.push(task)
  const portalNextTask = <T>(value: T) => new Promise<T>((resolve) => portalYield(() => resolve(value)))
  const stubs = {
    createRouter: () => steps.push('router'),
    createBrowserHistory: () => (steps.push('history'), {}),
    handleAppMountWithTabbar: () => steps.push('mount'),
    initPxTransform: () => undefined,
    createReactApp: () => (steps.push('app instance'), {}),
    React: {},
    ReactDOM: {},
    window: {},
    portalYield,
    portalNextTask,
    require: (request: string) => (steps.push(`require ${request}`), { default: () => null }),
    importPage: (request: string) => (steps.push(`import ${request}`), Promise.resolve({ default: request })),
  }
  const script = code.replace(/^import .*$/gm, '').replace(/\bimport\(/g, 'importPage(')
  vm.runInNewContext(script, { ...stubs, Promise, setTimeout })
  const nextTask = () => {
    const task = tasks.shift()
    if (!task) throw new Error('no task queued')
    task()
  }
  return { steps, tasks, nextTask, window: stubs.window }
}

test('the start-up runs in tasks: app modules, history, tab bar, router', () => {
  const code = entryYield(taroEntry())
  // The tasks are the app's own (src/lib/after-paint.ts), stubbed in runEntry.
  expect(code).toMatch(/^import \{ inNextTask as portalYield, nextTask as portalNextTask \} from ".*src\/lib\/after-paint"$/m)
  const { steps, nextTask } = runEntry(code)
  expect(steps).toEqual([])
  nextTask()
  expect(steps).toEqual(['require ./app', 'app instance'])
  nextTask()
  expect(steps).toEqual(['require ./app', 'app instance', 'history'])
  nextTask()
  expect(steps).toEqual(['require ./app', 'app instance', 'history', 'mount'])
  nextTask()
  expect(steps).toEqual(['require ./app', 'app instance', 'history', 'mount', 'router'])
})

test("a page's modules and its first render are a task apart", async () => {
  const { window, tasks, nextTask } = runEntry(entryYield(taroEntry()))
  const routes = (window as { __taroAppConfig: { routes: { load: (c: unknown, p: unknown) => [Promise<unknown>] }[] } }).__taroAppConfig
    .routes
  tasks.length = 0
  let page: unknown = null
  const [pending] = routes[1].load({}, {})
  void pending.then((module) => (page = module))
  await new Promise((resolve) => setImmediate(resolve))
  expect(page).toBeNull()
  nextTask()
  await new Promise((resolve) => setImmediate(resolve))
  expect(page).toEqual({ default: './pages/b/index' })
})

test('refuses an entry whose statements it no longer finds (a Taro upgrade changed the template)', () => {
  const entry = taroEntry()
  expect(() => entryYield(entry.replace('var history = ', 'const history = '))).toThrow(/no longer has/)
  expect(() => entryYield(entry.replace(/const page = import/g, 'const page = require'))).toThrow(/no longer has/)
  expect(entryYield('export default {}')).toBe('export default {}')
})
